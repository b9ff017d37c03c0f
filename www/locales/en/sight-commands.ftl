# The move box's commands for play without sight (www/js/ui/sight-commands.js),
# loaded with them on the first command typed: the help and the answers.

sight-join-moves = { "; " }

## The help: each command as it is typed (-command), and what it does.

sight-help-intro = Commands in the move box:
sight-help-item = { $command }: { $meaning }
sight-help-pieces-command = p
sight-help-pieces = the pieces of both sides; p and a side’s name (p white) for one side
sight-help-scan-command = s e, s 4
sight-help-scan = what stands on a file or a rank
sight-help-moves-command = m
sight-help-moves = what the selected piece can do; m e2 for the piece on e2
sight-help-figures-command = sc
sight-help-figures = the scores, counts and hands
sight-help-turn-command = t
sight-help-turn = whose turn it is, and the last move
sight-help-help-command = help
sight-help-help = this list
sight-help-outro = Anything else is played as a move. On the board, the arrow keys move a cursor and Enter selects and plays.

## The commands' answers.

sight-pieces = { $who }, { $count }. { $groups }
sight-pieces-all = On the board
sight-pieces-of = { $side }’s pieces
sight-pieces-shared = The pieces belong to neither { $first } nor { $second }
sight-pieces-none = none
sight-no-side = No side called { $text }: the sides are { $first } and { $second }
sight-group = { $what }: { $squares }
sight-scan = { $line }: { $items }
sight-file = File { $file }
sight-rank = Rank { $rank }
sight-scan-run = { $first } to { $last } { $what }
sight-scan-one = { $square } { $what }
sight-no-line = There is no file or rank { $text } on this board
sight-no-selection = No piece is selected: select one on the board, or name its square, as in m e2
sight-no-square = There is no square { $text } on this board
sight-empty-square = { $square } is { $what }
sight-piece-moves = { $piece } on { $square }: { $count ->
        [one] 1 move
       *[other] { $count } moves
    }, { $moves }
sight-move-said = { $label }: { $move }
sight-piece-stuck = { $piece } on { $square } has no move
sight-not-its-turn = { $piece } on { $square }: it is { $side }’s turn
sight-counted = { $what }: { $count }
sight-count = { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
sight-in-hand = { $count } in hand
sight-turn = { $side } to move{ $who ->
        [computer] { " " }(the computer)
        [you] { " " }(you)
       *[nobody] {""}
    }
sight-last-move = Last move: { $move }
sight-no-move-yet = No move yet
