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

# Das Blatt für Stift und Papier von Double Ring (von der Engine gezeichnet: src/games/double_ring).
# Jede Regel ist eine Zeile des Blatts, auf seine Breite umbrochen.
print-paper-rule-move = 1. Zug: Ein einfacher Ring zieht nach oben, unten, links oder rechts { $how_far } auf den nächsten einfachen Ring. Ein Doppelring zählt zwei; leere Felder zählen nichts.
print-paper-over-one = über genau einen Ring
print-paper-over-two = über genau zwei Ringe
print-paper-over-three = über genau drei Ringe
print-paper-over-four = über genau vier Ringe
print-paper-over-five = über genau fünf Ringe
print-paper-over-six = über genau sechs Ringe
print-paper-over-odd = über eine ungerade Zahl von Ringen (1, 3, 5, ...)
print-paper-over-even = über eine gerade Zahl von Ringen (2, 4, 6, ...)
print-paper-rule-leap = 1. Zug: Ein einfacher Ring springt wie ein Springer im Schach auf einen einfachen Ring.
print-paper-rule-strike = 2. Streiche den gezogenen Ring mit einem / durch und zeichne einen größeren Ring um den Ring, auf dem er landet: Das ist nun ein Doppelring, der nie zieht.
print-paper-rule-turns = 3. Beide Spieler ziehen abwechselnd dieselben Ringe.
print-paper-rule-last = 4. Wer nicht ziehen kann, verliert: Wer als Letzter zieht, gewinnt.
print-paper-subtitle = { $rule } · { $width } x { $height }
