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
print-to-move = Au tour de { $player }
print-to-move-note = Au tour de { $player } : { $note }
print-cannot-move = { $player } ne peut pas jouer : { $other } rejoue
print-in-hand = En main : { $pieces }
print-in-hand-none = En main : aucun
print-moves = Coups
print-moves-before = Coups (la position après { $ply } sur { $plies })
print-no-moves = Aucun coup pour l’instant.
print-omitted = Les tours 1 à { $last } sont dans le lien ci-dessous.
print-online = Cette position en ligne :
print-review = Revue
print-review-figures = { $player } : { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
print-review-figures-accuracy = { $player } : { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, précision { $accuracy } %
