# Words of the area 'print' (www/js/i18n/i18n.js: needWords).
# Das gedruckte Blatt einer Stellung und seine Seite. $game ist der Spielname; $player und $other die der Engine.

print-title-position = { $game }: druckbare Stellung · ringboard
print-title-board = { $game }: druckbares Brett · ringboard
print-print = Drucken
print-back = Zurück zur Partie
print-hint = Eine Seite, A4 oder Letter, als Vektorgrafik: scharf in jeder Größe.
print-link-failed = Dieser Drucklink konnte nicht geöffnet werden ({ $why }).
print-unknown-game = Dieser Drucklink konnte nicht geöffnet werden (unbekanntes Spiel '{ $game }').

## Das Blatt.

print-sheet =
    .aria-label = { $game }: druckbare Stellung
print-board = { $game }: Brett
print-to-move = { $player } am Zug
print-to-move-note = { $player } am Zug: { $note }
print-cannot-move = { $player } kann nicht ziehen: { $other } zieht noch einmal
print-in-hand = In der Hand: { $pieces }
print-in-hand-none = In der Hand: keine
print-moves = Züge
print-moves-before = Züge (die Stellung nach { $ply } von { $plies })
print-no-moves = Noch keine Züge.
print-omitted = Die Züge 1 bis { $last } stehen im Link unten.
print-online = Diese Stellung online:
print-review = Auswertung
print-review-figures = { $player }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
print-review-figures-accuracy = { $player }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, Genauigkeit { $accuracy } %
