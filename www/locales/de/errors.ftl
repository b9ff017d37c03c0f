# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

## Fehler in einer Eingabe, einem Link oder einer Partienotation. Die Details nach dem Doppelpunkt ($why, $detail...) kommen von der Engine auf Englisch.

error-unknown-game = unbekanntes Spiel '{ $id }' (Spiele: { $known })
error-unknown-option = unbekannte Option '{ $key }' für { $game } (Optionen: { $known })
error-bad-option-value = ungültiger Wert '{ $value }' für die Option '{ $key }': erwartet wird { $expected }
error-malformed-option = fehlerhafte Option '{ $detail }': erwartet wird key=value
error-repeated-option = die Option '{ $detail }' ist doppelt angegeben
error-bad-position = ungültige Stellung: { $detail }
error-bad-move-syntax = ungültiger Zug '{ $mv }': { $why }
error-unclear-move = welcher Zug ist mit '{ $mv }' gemeint: { $choices }?
error-not-understood = '{ $mv }' ist nicht als Zug zu verstehen: gib einen wie { $example } ein
error-illegal-move = regelwidriger Zug '{ $mv }' für { $player }
error-game-over = der Zug '{ $mv }' kommt nach dem Ende der Partie ({ $result })
error-bad-link = ungültiger Link: { $detail }
error-bad-record = ungültige Partienotation, Zeile { $line }: { $why }
error-bad-argument = ungültige Angabe ({ $what }): { $why }
