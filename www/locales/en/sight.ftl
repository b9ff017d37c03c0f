# Play without sight (www/js/ui/sight.js, sight-words.js): the live region,
# what each move did, and the names of the move box's commands (their help
# and answers: sight-commands.ftl). $side is a side's name, $square, $from
# and $to squares (e4); $result and $label (a move's) are the engine's words.

sight-region =
    .aria-label = What happened
sight-move-box = Type a move, or help
sight-play = Play
sight-not-your-turn = Wait: it is not your move
sight-premove-from = Premove from { $square }: now its square
sight-premove-set = Premove { $from } to { $to }, played once the computer has moved
sight-premove-cancelled = Premove cancelled
sight-premove-dropped = Premove { $from } to { $to } not played: it is not legal now

## How the parts of an answer are joined.

sight-join-sentences = { ". " }
sight-join-list = { ", " }
sight-join-and = { " and " }

## What stands on a square, per kind, in the form the sentence needs ($form):
## bare (white pawn), the (takes the black pawn), with (swaps with the stone),
## a (now a white queen), item (in a list of squares: c2 a single ring).
## $colour, $role and $ring are the engine's keys, not words.

sight-thing-empty = empty
sight-thing-struck = empty (struck out)
# Double Ring: $ring is single or double.
# Double Take: $colour is red or green.
# The King of Rings: a lying ring, and a knight ($full: with the rings it holds).
# The chess games: $colour white or black, $role pawn, knight, bishop, rook,
# queen or king; $ring yes for the One Ring's wearer.

## What a move did. $piece is the piece moved, $target what stood on $to.
## The -short forms are for the list of a piece's moves.

sight-passes = { $side } passes
sight-by = { $side }: { $move }
sight-from-hand = from hand
sight-moves = { $piece } { $from } to { $to }
sight-moves-short = to { $to }
sight-takes = { $piece } { $from } takes { $target } on { $to }
sight-takes-short = takes { $target } on { $to }
sight-onto = { $piece } { $from } onto { $target } on { $to }
sight-onto-short = onto { $target } on { $to }
sight-swaps = { $piece } { $from } swaps with { $target } on { $to }
sight-swaps-short = swaps with { $target } on { $to }
sight-becomes = now { $what }
sight-also-moves = { $piece } { $from } to { $to }
sight-taken = { $target } on { $square }
sight-also-takes = takes { $taken }
sight-now-holds = { $square } now { $what }
sight-check = check
sight-figures = { $move }: { $figures }
sight-side-figures = { $side }: { $figures }
sight-hand = { $side } has { $count } in hand
sight-game-over = Game over. { $result }
sight-back = { $ply ->
        [0] Back to the start. { $side } to move
       *[other] Back to move { $ply }. { $side } to move
    }
sight-forward = At move { $ply }: { $move }

## The move box's commands: the words that name each in this language,
## beside the English names (p, s, m, sc, t, help), which always work.

sight-command-help = help
sight-command-pieces = p
sight-command-scan = s
sight-command-moves = m
sight-command-figures = sc
sight-command-turn = t
