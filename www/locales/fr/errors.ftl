# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

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
