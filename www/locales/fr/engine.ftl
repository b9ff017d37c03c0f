# Ce que le moteur dit à la page sous forme de codes (www/js/i18n/engine-words.js) : les camps, la fin d’une partie, les options de variante et les erreurs.

## Les camps, par jeu.

player-double-ring-first = Joueur 1
player-double-ring-second = Joueur 2
player-double-take-first = Rouge
player-double-take-second = Vert
player-king-of-rings-first = Blancs
player-king-of-rings-second = Noirs
player-one-ring-first = Blancs
player-one-ring-second = Noirs
player-double-eighteen-stone-first = Blancs
player-double-eighteen-stone-second = Noirs
player-chess-first = Blancs
player-chess-second = Noirs

## La fin d’une partie : « Les Blancs gagnent : échec et mat ».

outcome-win = { $winner } gagne : { $reason }
outcome-draw = Partie nulle : { $reason }
outcome-checkmate = échec et mat
outcome-stalemate = pat : { $stuck } n’a aucun coup
outcome-no-move = { $stuck } n’a aucun coup
outcome-resigned = { $player } a abandonné
outcome-ring-destroyed = l’Anneau est détruit
outcome-dead-position = aucun camp n’a les pièces pour mater
outcome-fifty-moves = cinquante coups de chaque camp sans prise ni coup de pion
outcome-repetition = la même position pour la troisième fois
outcome-far-row = { $player } a quatre pièces sur sa rangée du fond
outcome-no-four-left = aucun camp n’a plus quatre pièces pour atteindre sa rangée du fond
outcome-neither-can-move = aucun camp ne peut jouer
outcome-points-each = { $points } points chacun ; { $end }
outcome-points = { $high } points à { $low } ; { $end }
outcome-end-both-passed = les deux joueurs ont passé
outcome-end-repetition = la même position pour la troisième fois
outcome-end-no-ring-left = il ne reste aucun anneau sur le plateau

## Les options de variante et leurs valeurs.

option-double-ring-rule = Règle
option-double-ring-size = Taille du plateau
option-double-take-length = Plateau
choice-double-ring-rule-skip2 = Saut de deux
choice-double-ring-rule-skip3 = Saut de trois
choice-double-ring-rule-odd = Saut impair
choice-double-ring-rule-even = Saut pair
choice-double-ring-rule-knight = Chevauchement du cavalier
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

## Erreurs dans une saisie, un lien ou une partie notée. Les détails après les deux-points ($why, $detail...) viennent du moteur, en anglais.

error-unknown-game = jeu inconnu « { $id } » (jeux : { $known })
error-unknown-option = option inconnue « { $key } » pour { $game } (options : { $known })
error-bad-option-value = valeur « { $value } » invalide pour l’option « { $key } » : { $expected } attendu
error-malformed-option = option mal formée « { $detail } » : clé=valeur attendu
error-repeated-option = l’option « { $detail } » est donnée deux fois
error-bad-position = position invalide : { $detail }
error-bad-move-syntax = coup invalide « { $mv } » : { $why }
error-unclear-move = quel coup désigne « { $mv } » : { $choices } ?
error-not-understood = « { $mv } » n’est pas compris comme un coup : tapez-en un comme { $example }
error-illegal-move = coup illégal « { $mv } » pour { $player }
error-game-over = le coup « { $mv } » vient après la fin de la partie ({ $result })
error-bad-link = lien invalide : { $detail }
error-bad-record = partie notée invalide, ligne { $line } : { $why }
error-bad-argument = { $what } invalide : { $why }
