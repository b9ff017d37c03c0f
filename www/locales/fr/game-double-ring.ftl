# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## Les règles à côté du plateau (www/js/games/double-ring.js).

rules-double-ring =
    <p>Le plateau est une grille carrée, de 9x9 sauf choix contraire (de 3x3 à 19x19, ou un rectangle de 3 à 19 cases de côté).
    Au départ, chaque case porte un <b>anneau simple</b>. Les deux joueurs déplacent les mêmes anneaux.</p>
    <h3>Un coup (Saut de deux)</h3>
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
    <li><b>Saut de trois</b> : exactement 3 passés.</li>
    <li><b>Saut impair</b> : tout nombre impair passé (1, 3, 5, …) : une direction peut offrir plusieurs cibles.</li>
    <li><b>Saut pair</b> : tout nombre pair passé.
    { -reading }
    au moins 2 : sauter zéro anneau n’est pas sauter.</li>
    <li><b>Chevauchement du cavalier</b> : l’anneau simple saute comme un cavalier aux échecs sur un anneau simple ; ce qui se trouve entre les deux n’a aucune importance.</li>
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

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-ring = { $form ->
        [the] { "l’" }
        [with] { "l’" }
        [a] { "un " }
       *[bare] {""}
    }anneau { $ring ->
        [double] double
       *[single] simple
    }

# Moved here from play.ftl: words only this game's pages use.
play-hint-mirror = Indice (niveau { $level }) : { $move } : le symétrique du dernier coup par rapport au centre, qui gagne
play-hint-mirror-arrow = Indice (niveau { $level }) : { $move }, la flèche orange : le symétrique du dernier coup par rapport au centre, qui gagne
play-solver-over = Solveur : la partie est terminée.
play-solver-working = Solveur : calcul en cours…
play-solver-failed = Solveur : { $error }
play-solver-too-big = Solveur : position encore trop grande pour être résolue ({ $singles } anneaux simples). Continuez : il répond en général en moins d’une seconde à partir d’environ 36 anneaux simples.
play-solver-mirror-loses = <strong class="loses">{ $player } perd</strong> : qui joue ici perd, car l’autre joueur répond à chaque coup par son symétrique par rapport au centre.
play-solver-mirror-wins = <strong class="wins">{ $player } gagne</strong> par la symétrie : { $move } (en vert) est le symétrique du dernier coup par rapport au centre, et ensuite chaque coup a sa réponse symétrique.
play-solver-other-winning = Autres coups gagnants : { $moves }.
play-solver-unsettled = D’autres coups peuvent aussi gagner : le solveur ne les a pas tranchés.
play-solver-looking-further = Recherche des autres coups gagnants…
play-solver-wins-with = <strong class="wins">{ $player } gagne</strong> en jeu parfait : { $move } (en vert) gagne.
play-solver-loses = <strong class="loses">{ $player } perd</strong> en jeu parfait : tous les coups perdent.
play-solver-wins = <strong class="wins">{ $player } gagne</strong> en jeu parfait : { $count ->
        [one] le coup gagnant est indiqué
       *[other] les { $count } coups gagnants sont indiqués
    } en vert ({ $moves }).

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck } n’a aucun coup
option-double-ring-rule = Règle
option-double-ring-size = Taille du plateau
option-double-ring-width = Largeur du plateau
option-double-ring-height = Hauteur du plateau
choice-double-ring-rule-skip1 = Saut de un
choice-double-ring-rule-skip2 = Saut de deux
choice-double-ring-rule-skip3 = Saut de trois
choice-double-ring-rule-skip4 = Saut de quatre
choice-double-ring-rule-skip5 = Saut de cinq
choice-double-ring-rule-skip6 = Saut de six
choice-double-ring-rule-odd = Saut impair
choice-double-ring-rule-even = Saut pair
choice-double-ring-rule-knight = Chevauchement du cavalier

# Pourquoi un clic n’est pas un coup (whyNot / whyStuck du moteur), sous le plateau.
# $must, $how_far : l’un des refusal-skip-* ; $passed : l’un des refusal-rings-*.
refusal-skip-one = exactement un anneau
refusal-skip-two = exactement deux anneaux
refusal-skip-three = exactement trois anneaux
refusal-skip-four = exactement quatre anneaux
refusal-skip-five = exactement cinq anneaux
refusal-skip-six = exactement six anneaux
refusal-skip-odd = un nombre impair d’anneaux
refusal-skip-even-strict = un nombre pair d’anneaux, au moins deux
refusal-skip-even = un nombre pair d’anneaux
refusal-double-ring-empty = { $square } est vide : seul un anneau simple se déplace.
refusal-double-ring-double = { $square } est un anneau double : les anneaux doubles ne bougent jamais.
refusal-double-ring-onto-empty = { $square } est vide : un anneau ne se pose que sur un anneau simple.
refusal-double-ring-onto-double = { $square } est déjà un anneau double : un anneau ne se pose que sur un anneau simple.
refusal-double-ring-no-leap = Avec le Chevauchement du cavalier, un anneau saute comme un cavalier aux échecs, et aller de { $from } en { $to } n’est pas un saut de cavalier.
refusal-double-ring-diagonal = Un anneau se déplace tout droit vers le haut, le bas, la gauche ou la droite, jamais en diagonale.
refusal-rings-none = zéro anneau
refusal-rings-one = un anneau
refusal-rings-two = deux anneaux
refusal-rings-three = trois anneaux
refusal-rings-many = { $count } anneaux
refusal-double-ring-passes = Un anneau simple doit passer { $must } : celui-ci passe { $passed }.
refusal-double-ring-knight-stuck = L’anneau en { $square } n’a aucun coup : aucun saut de cavalier depuis cette case n’arrive sur un anneau simple.
refusal-double-ring-stuck = L’anneau en { $square } n’a aucun coup : dans aucune direction il ne passe { $how_far } avant de rencontrer un anneau simple.
