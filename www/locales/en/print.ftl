# Words of the area 'print' (www/js/i18n/i18n.js: needWords).
# The printed sheet of a position (print-sheet.js) and its page (print-view.js).
# $game is the game's name; $player and $other are the engine's names of the sides.

print-title-position = { $game }: printable position · ringboard
print-title-board = { $game }: printable board · ringboard
print-print = Print
print-back = Back to the game
print-hint = One page, A4 or Letter, in vector: it prints sharp at any size.
# $why is the engine's reason, in English.
print-link-failed = This print link could not be opened ({ $why }).
print-unknown-game = This print link could not be opened (unknown game '{ $game }').

## The sheet.

print-sheet =
    .aria-label = { $game }: printable position
print-board = { $game } board
print-to-move = { $player } to move
# $note is the game's own note on the position.
print-to-move-note = { $player } to move: { $note }
print-cannot-move = { $player } cannot move: { $other } moves again
print-in-hand = In hand: { $pieces }
print-in-hand-none = In hand: none
print-moves = Moves
print-moves-before = Moves (the position after { $ply } of { $plies })
print-no-moves = No moves yet.
print-omitted = Turns 1 to { $last } are in the link below.
print-online = This position online:
print-review = Review
print-review-figures = { $player }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
print-review-figures-accuracy = { $player }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, accuracy { $accuracy } %

# Double Ring's pen-and-paper sheet (drawn by the engine: src/games/double_ring).
# Each rule is one line of the sheet, wrapped to its width.
print-paper-rule-move = 1. Move: a single ring goes up, down, left or right { $how_far } onto the next single ring. A double ring counts two; empty cells count nothing.
print-paper-over-one = over exactly one ring
print-paper-over-two = over exactly two rings
print-paper-over-three = over exactly three rings
print-paper-over-four = over exactly four rings
print-paper-over-five = over exactly five rings
print-paper-over-six = over exactly six rings
print-paper-over-odd = over an odd number of rings (1, 3, 5, ...)
print-paper-over-even = over an even number of rings (2, 4, 6, ...)
print-paper-rule-leap = 1. Move: a single ring leaps like a chess knight onto a single ring.
print-paper-rule-strike = 2. Strike the moved ring out with a / and draw a larger ring around the ring it lands on: that is now a double ring, which never moves.
print-paper-rule-turns = 3. Both players move the same rings, taking turns.
print-paper-rule-last = 4. A player who cannot move loses: the last player to move wins.
print-paper-subtitle = { $rule } · { $width } x { $height }
