# Words of the area 'game-double-take' (www/js/i18n/i18n.js: needWords).

## Les règles à côté du plateau (www/js/games/double-take.js).

rules-double-take =
    <p>D’Andrew B. Perkis, 1999. Deux réseaux de points, <b>rouge</b> et <b>vert</b>, sont disposés
    comme les deux couleurs d’un damier, sur 8 points de large.
    { -reading-explained } La source ne donne pas la longueur : nous jouons sur 8 rangées, et proposons 8 x 10 en variante.</p>
    <p>Chaque réseau relie ses points qui se touchent en diagonale, et ses points distants de deux sur une
    rangée ou une colonne, par-dessus le point de l’autre couleur entre les deux. Les pièces de chaque camp restent sur leur propre réseau.</p>
    <p>Sur ce plateau, la couleur n’est jamais le seul repère : les pièces rouges sont rondes et leurs lignes pleines ;
    les pièces vertes sont carrées et leurs lignes en tirets.</p>
    <h3>Mise en place</h3>
    <p>Rouge est en bas avec 12 pièces sur les points rouges des trois premières rangées ;
    Vert en haut avec 12 pièces sur les points verts des trois rangées du haut. Rouge joue en premier.</p>
    <h3>Coups</h3>
    <ul>
    <li>Une pièce par tour, le long de son réseau jusqu’au point le plus proche, qui doit être vide.</li>
    <li>Un coup <b>sans prise</b> va <b>uniquement vers l’avant</b> : un point en diagonale vers l’avant,
    ou deux rangées tout droit vers l’avant, par-dessus le point adverse intermédiaire, qui doit être vide.</li>
    <li>Un coup <b>avec prise</b> peut aller dans tous les sens : en diagonale, ou deux points tout droit par-dessus un point adverse vide.</li>
    </ul>
    <h3>Prises</h3>
    <p>Après un coup, chaque pièce adverse juste à côté de la pièce jouée (en haut, en bas, à gauche ou à droite)
    qui a une pièce du joueur qui vient de jouer de l’autre côté, sur la même ligne, est prise. Un coup peut
    en prendre jusqu’à quatre. Se placer entre deux pièces adverses est sans danger. Une pièce dans un coin ne peut jamais être
    prise, et une pièce sur un bord seulement le long du bord.</p>
    <h3>Rangée du fond et victoire</h3>
    <p>Une pièce sur sa <b>rangée du fond</b> (la première rangée de l’adversaire) ne bouge que pour prendre ; une fois
    qu’elle a quitté la rangée, les règles ordinaires s’appliquent de nouveau à elle. Un joueur qui a <b>quatre pièces sur
    la rangée du fond</b> après son propre coup gagne aussitôt.</p>
    <h3>Blocage, nulle et abandon</h3>
    <p>Un joueur qui peut jouer doit le faire. Un joueur qui ne peut pas jouer passe (le bouton pour passer) et
    l’autre rejoue. Si aucun ne peut jouer, ou si les deux camps ont moins de quatre pièces,
    la partie est nulle. Chaque joueur peut abandonner.</p>

## Les chiffres de chaque joueur à côté du plateau.

double-take-far-row = { $count } sur 4 dans la rangée du fond
double-take-pieces = { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    }

## Ce que porte un point, pour le jeu sans la vue.

double-take-point-empty = vide
double-take-point-red = une pièce rouge
double-take-point-green = une pièce verte

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-piece = { $form ->
        [the] { "le " }
        [with] { "le " }
        [a] { "un " }
       *[bare] {""}
    }pion { $colour ->
        [red] rouge
       *[green] vert
    }

# The engine's words for this game alone (engine-words.js).
outcome-far-row = { $player } a quatre pièces sur sa rangée du fond
outcome-no-four-left = aucun camp n’a plus quatre pièces pour atteindre sa rangée du fond
outcome-neither-can-move = aucun camp ne peut jouer
option-double-take-length = Plateau
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

# Pourquoi un clic n’est pas un coup (whyNot du moteur), sous le plateau.
refusal-double-take-red-network = Rouge ne se déplace que sur les points rouges, le long des lignes rouges.
refusal-double-take-green-network = Vert ne se déplace que sur les points verts, le long des lignes vertes.
refusal-double-take-taken-point = Un point ne porte qu’une seule pièce.
refusal-double-take-nearest = Une pièce va jusqu’au point le plus proche de son propre réseau : un point en diagonale, ou deux points tout droit par-dessus le point adverse intermédiaire.
refusal-double-take-over-piece = Un coup tout droit ne passe que par-dessus un point vide : celui-ci est occupé.
refusal-double-take-far-row = Une pièce sur sa rangée du fond ne bouge que pour prendre.
refusal-double-take-forward = Un coup sans prise va uniquement vers l’avant.
