# Words of the area 'game-double-take' (www/js/i18n/i18n.js: needWords).

## The rules beside the board (www/js/games/double-take.js).

rules-double-take =
    <p>By Andrew B. Perkis, 1999. Two networks of points, <b>red</b> and <b>green</b>, are laid
    like the two colours of a checkerboard, 8 points across.
    { -reading-explained } The source does not give the length: we play 8 rows, and offer 8 x 10 as a variant.</p>
    <p>Each network joins its points that touch diagonally, and its points two apart in a
    row or column, over the other colour's point between. Each side's pieces stay on their own network.</p>
    <p>On this board colour is never the only cue: red's pieces are round and its lines solid;
    green's pieces are square and its lines dashed.</p>
    <h3>Setup</h3>
    <p>Red sits at the bottom with 12 pieces on the red points of the first three rows;
    green at the top with 12 on the green points of the top three rows. Red moves first.</p>
    <h3>Moves</h3>
    <ul>
    <li>One piece a turn, along its network to the nearest point, which must be empty.</li>
    <li>A move that <b>does not capture</b> goes <b>forward only</b>: one point diagonally forward,
    or straight forward two rows, over the enemy point between, which must be empty.</li>
    <li>A move that <b>captures</b> may go any way: diagonally, or two points straight over an empty enemy point.</li>
    </ul>
    <h3>Captures</h3>
    <p>After a move, every enemy piece right beside the moved piece (up, down, left or right)
    with one of the mover's pieces on its far side, in the same line, is taken. One move can
    take up to four. Moving in between two enemies is safe. A piece on a corner can never be
    taken, and a piece on an edge only along the edge.</p>
    <h3>Far row and winning</h3>
    <p>A piece on its <b>far row</b> (the opponent's first row) moves only to capture; once it
    has left the row, the ordinary rules apply to it again. A player with <b>four pieces on
    the far row</b> after their own move wins at once.</p>
    <h3>Blocked, draws and resigning</h3>
    <p>A player who can move must. A player who cannot move passes (the Pass button) and the
    other moves again. If neither can move, or both sides have fewer than four pieces left,
    the game is a draw. Either player may resign.</p>

## A player's figures beside the board.

double-take-far-row = { $count } of 4 on the far row
double-take-pieces = { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }

## What a point holds, for play without sight (www/js/boards/double-take-board.js).

double-take-point-empty = empty
double-take-point-red = a red piece
double-take-point-green = a green piece

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-piece = { $form ->
        [the] the { $colour } piece
        [with] the { $colour } piece
        [a] a { $colour } piece
        [item] a { $colour } piece
       *[bare] { $colour } piece
    }

# The engine's words for this game alone (engine-words.js).
outcome-far-row = { $player } has four pieces on its far row
outcome-no-four-left = neither side has four pieces left to reach its far row
outcome-neither-can-move = neither side can move
option-double-take-length = Board
choice-double-take-length-8 = 8 x 8
choice-double-take-length-10 = 8 x 10

# Why a click is not a move (the engine's whyNot), under the board.
refusal-double-take-red-network = Red moves only on red points, along red lines.
refusal-double-take-green-network = Green moves only on green points, along green lines.
refusal-double-take-taken-point = Only one piece stands on a point.
refusal-double-take-nearest = A piece goes to the nearest point of its own network: one point diagonally, or two points straight over the enemy point between.
refusal-double-take-over-piece = A straight move passes over an empty point only: this one is taken.
refusal-double-take-far-row = A piece on its far row moves only to capture.
refusal-double-take-forward = A move that captures nothing goes forward only.
