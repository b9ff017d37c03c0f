# Was die Engine der Seite als Codes sagt (www/js/i18n/engine-words.js): die Seiten, wie eine Partie endete, die Variantenoptionen und Fehler.

## Die Seiten, je Spiel.

player-double-ring-first = Spieler 1
player-double-ring-second = Spieler 2
player-double-take-first = Rot
player-double-take-second = Grün
player-king-of-rings-first = Weiß
player-king-of-rings-second = Schwarz
player-one-ring-first = Weiß
player-one-ring-second = Schwarz
player-double-eighteen-stone-first = Weiß
player-double-eighteen-stone-second = Schwarz
player-chess-first = Weiß
player-chess-second = Schwarz

## Wie eine Partie endete: "Weiß gewinnt: Schachmatt".

outcome-win = { $winner } gewinnt: { $reason }
outcome-draw = Remis: { $reason }
outcome-checkmate = Schachmatt
outcome-stalemate = Patt: { $stuck } hat keinen Zug
outcome-no-move = { $stuck } hat keinen Zug
outcome-resigned = { $player } hat aufgegeben
outcome-ring-destroyed = der Ring ist zerstört
outcome-dead-position = keine Seite hat genug Material zum Mattsetzen
outcome-fifty-moves = fünfzig Züge jeder Seite ohne Schlagen und ohne Bauernzug
outcome-repetition = dieselbe Stellung zum dritten Mal
outcome-far-row = { $player } hat vier Steine auf der fernen Reihe
outcome-no-four-left = keiner Seite bleiben vier Steine, um die ferne Reihe zu erreichen
outcome-neither-can-move = keine Seite kann ziehen
outcome-points-each = je { $points } Punkte; { $end }
outcome-points = { $high } zu { $low } Punkten; { $end }
outcome-end-both-passed = beide Spieler haben gepasst
outcome-end-repetition = dieselbe Stellung zum dritten Mal
outcome-end-no-ring-left = kein Ring ist mehr auf dem Brett

## Die Variantenoptionen und ihre Werte.

option-double-ring-rule = Regel
option-double-ring-size = Brettgröße
option-double-take-length = Brett
choice-double-ring-rule-skip2 = Zweiersprung
choice-double-ring-rule-skip3 = Dreiersprung
choice-double-ring-rule-odd = Ungerader Sprung
choice-double-ring-rule-even = Gerader Sprung
choice-double-ring-rule-knight = Springer-Überlappung
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

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
