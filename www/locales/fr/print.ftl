# Words of the area 'print' (www/js/i18n/i18n.js: needWords).
# La feuille imprimée d’une position et sa page. $game est le nom du jeu ; $player et $other, ceux du moteur.

print-title-position = { $game } : position imprimable · ringboard
print-title-board = { $game } : plateau imprimable · ringboard
print-print = Imprimer
print-back = Retour à la partie
print-hint = Une page, A4 ou Letter, en vectoriel : nette à toutes les tailles.
print-link-failed = Ce lien d’impression n’a pas pu être ouvert ({ $why }).
print-unknown-game = Ce lien d’impression n’a pas pu être ouvert (jeu inconnu « { $game } »).

## La feuille.

print-sheet =
    .aria-label = { $game } : position imprimable
print-board = { $game } : le plateau
print-to-move = { $player } au trait
print-to-move-note = { $player } au trait : { $note }
print-cannot-move = { $player } ne peut pas jouer : { $other } rejoue
print-in-hand = En réserve : { $pieces }
print-in-hand-none = En réserve : aucun
print-moves = Coups
print-moves-before = Coups (la position après { $ply } sur { $plies })
print-no-moves = Aucun coup pour l’instant.
print-omitted = Les tours 1 à { $last } sont dans le lien ci-dessous.
print-online = Cette position en ligne :
print-review = Revue
print-review-figures = { $player } : { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
print-review-figures-accuracy = { $player } : { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, précision { $accuracy } %

# La feuille papier de Double Ring (dessinée par le moteur : src/games/double_ring).
# Chaque règle est une ligne de la feuille, coupée à sa largeur.
print-paper-rule-move = 1. Coup : un anneau simple va vers le haut, le bas, la gauche ou la droite { $how_far } jusqu’à l’anneau simple suivant. Un anneau double compte pour deux ; les cases vides ne comptent pas.
print-paper-over-one = par-dessus exactement un anneau
print-paper-over-two = par-dessus exactement deux anneaux
print-paper-over-three = par-dessus exactement trois anneaux
print-paper-over-four = par-dessus exactement quatre anneaux
print-paper-over-five = par-dessus exactement cinq anneaux
print-paper-over-six = par-dessus exactement six anneaux
print-paper-over-odd = par-dessus un nombre impair d’anneaux (1, 3, 5, ...)
print-paper-over-even = par-dessus un nombre pair d’anneaux (2, 4, 6, ...)
print-paper-rule-leap = 1. Coup : un anneau simple saute comme un cavalier aux échecs sur un anneau simple.
print-paper-rule-strike = 2. Barrez l’anneau déplacé d’un / et dessinez un anneau plus grand autour de l’anneau où il se pose : c’est désormais un anneau double, qui ne bouge jamais.
print-paper-rule-turns = 3. Les deux joueurs déplacent les mêmes anneaux, chacun à son tour.
print-paper-rule-last = 4. Un joueur qui ne peut pas jouer perd : le dernier à jouer gagne.
print-paper-subtitle = { $rule } · { $width } x { $height }
