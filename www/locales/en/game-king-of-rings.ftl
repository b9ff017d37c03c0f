# Words of the area 'game-king-of-rings' (www/js/i18n/i18n.js: needWords).

## The rules beside the board (www/js/games/king-of-rings.js).

rules-king-of-rings =
    <p>A 7 x 7 checkerboard. Each player has 7 knights. There are 35 rings:
    1 <b>big blue</b> (5 points), 6 <b>blue</b> (3 points each) and 28 <b>silver</b> (1 point each), 51 points in all.</p>
    <h3>Setup</h3>
    <p>White's knights stand on the coloured squares (a1's colour) of ranks 1–2, Black's on
    those of ranks 6–7. The big blue ring lies on d4, the blue rings on the rest of rank 4, and a
    silver ring on every other square: no square is empty.
    { -reading-explained } The English source's “two blue squares in the front row” is read as a
    mistranslation of “the coloured squares of the two front rows”.</p>
    <h3>A turn is one of</h3>
    <ul>
    <li><b>Plain knight</b> (no rings): one square in any of the 8 directions, onto an empty square,
    a ring (it takes the ring) or an enemy knight (a capture); never onto its own knight.</li>
    <li><b>Holder</b> (with rings): leaps <b>exactly as many squares as it holds rings</b> (rings, not points),
    in a straight line in one of 8 directions, over anything. It lands only on a ring (taken) or
    an enemy knight (a capture), never on an empty square. A knight with 7 or more rings cannot move.
    The number on a knight's badge is its leap.</li>
    <li><b>Drop</b>: a knight from hand onto a square holding a ring; it takes the ring and becomes a holder.
    Click “In hand”, then a ring.</li>
    </ul>
    <h3>Capture</h3>
    <p>The captor takes every ring of the captured knight. A captured holder goes back to its owner's
    hand, to be dropped later; a captured plain knight is out of the game.</p>
    <h3>The end</h3>
    <p>The game ends when no ring is left lying on the board. If White (the first player) took the
    last ring, Black has one more turn first. A player with no legal move passes, and only then;
    two passes in a row end the game.
    { -reading } The game also ends when the same position (board, rings held, hands, side to move)
    stands for the third time, and is scored as any other end: the source has no rule against
    endless play, and plain knights could step between empty squares for ever.</p>
    <h3>Winning</h3>
    <p>The higher total of points held by a player's knights on the board wins. Equal points is a
    draw. Either player may resign.</p>

## A player's figures beside the board, and the status line. $player,
## $first and $second are the players' names as the engine gives them.

king-of-rings-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
king-of-rings-out-of-game = { $count } out of the game
king-of-rings-rings-left = { $count ->
        [one] { $count } ring left on the board
       *[other] { $count } rings left on the board
    }
king-of-rings-last-turn = { $second }’s last turn: { $first } took the last ring
king-of-rings-pass-last-turn = { $player } cannot move on the last turn: passing ends the game
king-of-rings-pass-again = { $player } cannot move either: passing ends the game

## What stands on a square, for hover and play without sight
## (www/js/boards/king-of-rings-board.js).

king-of-rings-square-empty = empty
king-of-rings-ring-silver = a silver ring
king-of-rings-ring-blue = a blue ring
king-of-rings-ring-big-blue = a big blue ring
king-of-rings-knight-white = White knight
king-of-rings-knight-black = Black knight
# $knight: the knight above (White knight, Black knight).
king-of-rings-knight-no-ring = { $knight }, holding no ring
# $kinds: the kinds below, one after another (king-of-rings-kinds-separator between).
king-of-rings-knight-holding = { $knight } holding { $count ->
        [one] { $count } ring
       *[other] { $count } rings
    } ({ $kinds }): { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; it leaps { $count ->
        [one] { $count } square
       *[other] { $count } squares
    }
king-of-rings-knight-holding-stuck = { $knight } holding { $count ->
        [one] { $count } ring
       *[other] { $count } rings
    } ({ $kinds }): { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; with more than six rings it cannot move
king-of-rings-kind-big-blue = { $count } big blue
king-of-rings-kind-blue = { $count } blue
king-of-rings-kind-silver = { $count } silver
king-of-rings-kinds-separator = {", "}

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-kor-ring = { $form ->
        [the] { "the " }
        [with] { "the " }
        [a] { "a " }
        [item] { "a " }
       *[bare] {""}
    }{ $ring ->
        [big-blue] big blue
        [blue] blue
       *[silver] silver
    } ring
sight-thing-knight = { $form ->
        [the] { "the " }
        [with] { "the " }
        [a] { "a " }
       *[bare] {""}
    }{ $colour ->
        [white] White
       *[black] Black
    } knight{ $full ->
        [yes] { $count ->
            [0] , holding no ring
           *[other] { " " }holding { $count ->
                [one] 1 ring
               *[other] { $count } rings
            } ({ $rings }): { $points ->
                [one] { $points } point
               *[other] { $points } points
            }; { $moves ->
                [no] with more than six rings it cannot move
               *[yes] it leaps { $count ->
                    [one] { $count } square
                   *[other] { $count } squares
                }
            }
        }
       *[no] {""}
    }
sight-knight-rings = { $count } { $ring ->
        [big-blue] big blue
        [blue] blue
       *[silver] silver
    }

# The engine's words for this game alone (engine-words.js).
outcome-points-each = { $points } points each; { $end }
outcome-points = { $high } points to { $low }; { $end }
outcome-end-both-passed = both players passed
outcome-end-repetition = the same position for the third time
outcome-end-no-ring-left = no ring is left on the board

# The hand of knights, which this game alone has (game-page.js).
game-hand = In hand: { $count ->
        [0] none
       *[other] { $knights }
    }
    .title = { $drop ->
        [yes] Drop a knight from hand: click here, then a ring
       *[no] Knights in hand
    }

# Why a click is not a move (the engine's whyNot), under the board.
refusal-king-of-rings-too-heavy = A holder of { $rings } rings is too heavy to move: seven or more rings freeze it.
refusal-king-of-rings-straight = A knight moves in a straight line: along a rank, a file or a diagonal.
refusal-king-of-rings-plain = A plain knight (no rings) steps one square only.
refusal-king-of-rings-leap-one = This holder holds 1 ring, so it leaps exactly 1 square: { $square } is { $distance } away.
refusal-king-of-rings-leap = This holder holds { $rings } rings, so it leaps exactly { $rings } squares: { $square } is { $distance } away.
refusal-king-of-rings-own-knight = { $square } holds one of your own knights.
refusal-king-of-rings-onto-empty = { $square } is empty: a holder lands only on a ring or an enemy knight.
