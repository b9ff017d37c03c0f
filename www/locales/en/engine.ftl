# What the engine tells the page as codes (www/js/i18n/engine-words.js): the
# sides' names, how a game ended, the variant options and the errors in a
# move, a position, a link or a record. Loaded with every page that plays.

## The sides, per game.

player-double-ring-first = Player 1
player-double-ring-second = Player 2
player-double-take-first = Red
player-double-take-second = Green
player-king-of-rings-first = White
player-king-of-rings-second = Black
player-one-ring-first = White
player-one-ring-second = Black
player-double-eighteen-stone-first = White
player-double-eighteen-stone-second = Black
player-chess-first = White
player-chess-second = Black

## How a game ended: "White wins: checkmate".

outcome-win = { $winner } wins: { $reason }
outcome-draw = Draw: { $reason }
outcome-checkmate = checkmate
outcome-stalemate = stalemate: { $stuck } has no move
outcome-no-move = { $stuck } has no move
outcome-resigned = { $player } resigned
outcome-ring-destroyed = the Ring is destroyed
outcome-dead-position = neither side has the pieces to mate
outcome-fifty-moves = fifty moves by each side without a capture or a pawn move
outcome-repetition = the same position for the third time
outcome-far-row = { $player } has four pieces on its far row
outcome-no-four-left = neither side has four pieces left to reach its far row
outcome-neither-can-move = neither side can move
outcome-points-each = { $points } points each; { $end }
outcome-points = { $high } points to { $low }; { $end }
outcome-end-both-passed = both players passed
outcome-end-repetition = the same position for the third time
outcome-end-no-ring-left = no ring is left on the board

## The variant options and their choices.

option-double-ring-rule = Rule
option-double-ring-size = Board size
option-double-take-length = Board
choice-double-ring-rule-skip2 = Skip Two
choice-double-ring-rule-skip3 = Skip Three
choice-double-ring-rule-odd = Skip Odd
choice-double-ring-rule-even = Skip Even
choice-double-ring-rule-knight = Knight's Overlap
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

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
