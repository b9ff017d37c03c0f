# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## Errors in what a player typed, a link or a record. The details after a
## colon ($why, $detail, $known...) come from the engine in English.

error-unknown-game = unknown game '{ $id }' (games: { $known })
error-unknown-option = unknown option '{ $key }' for { $game } (options: { $known })
error-bad-option-value = bad value '{ $value }' for option '{ $key }': expected { $expected }
error-malformed-option = malformed option '{ $detail }': expected key=value
error-repeated-option = option '{ $detail }' is given twice
error-bad-position = bad position: { $detail }
error-bad-move-syntax = bad move '{ $mv }': { $why }
error-unclear-move = which move is meant by '{ $mv }': { $choices }?
error-not-understood = '{ $mv }' is not understood as a move: type one like { $example }
error-illegal-move = illegal move '{ $mv }' for { $player }
error-game-over = move '{ $mv }' comes after the end of the game ({ $result })
error-bad-link = bad link: { $detail }
error-bad-record = bad record, line { $line }: { $why }
error-bad-argument = bad { $what }: { $why }
