# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## Les règles à côté du plateau (www/js/games/double-ring.js).

rules-double-ring =
    <p>Le plateau est une grille carrée, de 9x9 sauf choix contraire (de 3x3 à 19x19).
    Au départ, chaque case porte un <b>anneau simple</b>. Les deux joueurs déplacent les mêmes anneaux.</p>
    <h3>Un coup (Skip Two)</h3>
    <p>Choisissez un anneau simple et une direction : haut, bas, gauche ou droite. Avancez dans cette direction,
    case par case, en comptant les anneaux que vous passez : un anneau simple compte 1, un anneau double 2.
    { -reading-explained }
    Les cases vides sont franchies et ne comptent pas : le texte compte des anneaux, pas des cases.</p>
    <p>Dès que vous en avez passé exactement 2, l’anneau suivant est la cible. Ce doit être un anneau simple.
    S’il est double, si le trajet sort du plateau, ou si le compte saute par-dessus 2 (un simple
    puis un double), il n’y a pas de coup dans cette direction.</p>
    <p>La case de l’anneau déplacé devient vide et la cible devient un <b>anneau double</b>.
    Les anneaux doubles ne bougent jamais.</p>
    <h3>La fin</h3>
    <p>Un joueur qui ne peut pas jouer perd : le dernier à jouer gagne. Chaque coup retire deux
    anneaux simples du plateau, donc une partie en 9x9 dure au plus 40 coups.</p>
    <h3>Variantes</h3>
    <ul>
    <li><b>Skip Three</b> : exactement 3 passés.</li>
    <li><b>Skip Odd</b> : tout nombre impair passé (1, 3, 5, …) : une direction peut offrir plusieurs cibles.</li>
    <li><b>Skip Even</b> : tout nombre pair passé.
    { -reading }
    au moins 2 : sauter zéro anneau n’est pas sauter.</li>
    <li><b>Knight's Overlap</b> : l’anneau simple saute comme un cavalier aux échecs sur un anneau simple ; ce qui se trouve entre les deux n’a aucune importance.</li>
    <li><b>Taille du plateau</b> : tout N x N de 3 à 19.</li>
    </ul>
    <h3>Sur papier</h3>
    <p>Imprimez un plateau vierge : barrez un anneau d’un « / » pour le déplacer, et dessinez un anneau plus grand
    autour de sa cible.</p>
    <p class="rules-key"><span class="reading">Lecture</span> marque notre décision là où la source se tait ou n’est pas claire.</p>

## Ce que porte une case, pour l’info-bulle et le jeu sans la vue.

double-ring-cell-struck = vide (barrée)
double-ring-cell-single = un anneau simple
double-ring-cell-double = un anneau double
double-ring-cell-empty = vide
