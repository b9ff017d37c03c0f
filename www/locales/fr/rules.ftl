# Commun aux règles de chaque jeu (game-<game>.ftl) : la marque de notre
# lecture d’un point obscur.

-reading = <span class="reading" title="Notre lecture d’un point obscur">Lecture</span>
-reading-explained = { -reading } <span class="rules-key">(une lecture : notre décision là où la source se tait ou n’est pas claire)</span>
