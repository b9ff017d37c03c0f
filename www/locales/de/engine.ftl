# Was die Engine der Seite als Codes sagt (www/js/i18n/engine-words.js): die Seiten, wie eine Partie endete, die Variantenoptionen und Fehler.

## Die Seiten, je Spiel.


## Wie eine Partie endete: "Weiß gewinnt: Schachmatt".

outcome-win = { $winner } gewinnt: { $reason }
outcome-draw = Remis: { $reason }
outcome-resigned = { $player } hat aufgegeben
outcome-repetition = dieselbe Stellung zum dritten Mal

## Die Variantenoptionen und ihre Werte.

