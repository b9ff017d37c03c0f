# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## The rules beside the board (www/js/games/double-ring.js).

rules-double-ring =
    <p>The board is a square grid, 9x9 unless chosen otherwise (3x3 to 19x19, or a rectangle of 3 to 19 cells a side).
    Every cell starts with a <b>single ring</b>. Both players move the same rings.</p>
    <h3>A move (Skip Two)</h3>
    <p>Pick a single ring and a direction: up, down, left or right. Walk that way,
    cell by cell, counting the rings you pass: a single ring counts 1, a double ring 2.
    { -reading-explained }
    Empty cells are passed over and count nothing: the text counts rings, not cells.</p>
    <p>Once exactly 2 are passed, the next ring is the target. It must be a single ring.
    If it is a double, or the walk leaves the board, or the count jumps past 2 (a single
    then a double), there is no move that way.</p>
    <p>The moved ring's cell becomes empty and the target becomes a <b>double ring</b>.
    Double rings never move.</p>
    <h3>The end</h3>
    <p>A player who cannot move loses: the last player to move wins. Each move takes two
    single rings off the board, so a 9x9 game lasts at most 40 moves.</p>
    <h3>Variants</h3>
    <ul>
    <li><b>Skip Three</b>: exactly 3 passed.</li>
    <li><b>Skip Odd</b>: any odd count passed (1, 3, 5, …): one direction may offer several targets.</li>
    <li><b>Skip Even</b>: any even count passed.
    { -reading }
    at least 2: skipping zero is not a skip.</li>
    <li><b>Knight's Overlap</b>: the single ring leaps like a chess knight onto a single ring; nothing in between matters.</li>
    <li><b>Board size</b>: any N x N from 3 to 19.</li>
    </ul>
    <h3>On paper</h3>
    <p>Print a blank board: strike a ring with a “/” to move it, and draw a larger ring
    around its target.</p>
    <p class="rules-key"><span class="reading">Reading</span> marks our decision where the source is silent or unclear.</p>

## What a cell holds, for hover and play without sight (www/js/boards/double-ring-board.js).

double-ring-cell-struck = empty (struck out)
double-ring-cell-single = a single ring
double-ring-cell-double = a double ring
double-ring-cell-empty = empty

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-ring = { $form ->
        [the] the { $ring } ring
        [with] the { $ring } ring
        [a] a { $ring } ring
        [item] a { $ring } ring
       *[bare] { $ring } ring
    }

# Moved here from play.ftl: words only this game's pages use.
play-hint-mirror = Hint (level { $level }): { $move }: the mirror of the last move through the centre, which wins
play-hint-mirror-arrow = Hint (level { $level }): { $move }, the orange arrow: the mirror of the last move through the centre, which wins
play-solver-over = Solver: the game is over.
play-solver-working = Solver: working it out…
play-solver-failed = Solver: { $error }
play-solver-too-big = Solver: too big to solve yet ({ $singles } single rings). Play on: it usually answers within a second from about 36 singles.
play-solver-mirror-loses = <strong class="loses">{ $player } loses</strong>: whoever moves here loses, since the other player answers every move with its mirror through the centre.
play-solver-mirror-wins = <strong class="wins">{ $player } wins</strong> with the mirror: { $move } (in green) mirrors the last move through the centre, and then every move has its mirror answer.
play-solver-other-winning = Other winning moves: { $moves }.
play-solver-unsettled = Other moves may win too: the solver did not settle them.
play-solver-looking-further = Looking for the other winning moves…
play-solver-wins-with = <strong class="wins">{ $player } wins</strong> with perfect play: { $move } (in green) wins.
play-solver-loses = <strong class="loses">{ $player } loses</strong> against perfect play: every move loses.
play-solver-wins = <strong class="wins">{ $player } wins</strong> with perfect play: { $count ->
        [one] the winning move is
       *[other] the { $count } winning moves are
    } shown in green ({ $moves }).

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck } has no move
option-double-ring-rule = Rule
option-double-ring-size = Board size
option-double-ring-width = Board width
option-double-ring-height = Board height
choice-double-ring-rule-skip1 = Skip One
choice-double-ring-rule-skip2 = Skip Two
choice-double-ring-rule-skip3 = Skip Three
choice-double-ring-rule-skip4 = Skip Four
choice-double-ring-rule-skip5 = Skip Five
choice-double-ring-rule-skip6 = Skip Six
choice-double-ring-rule-odd = Skip Odd
choice-double-ring-rule-even = Skip Even
choice-double-ring-rule-knight = Knight's Overlap

# Why a click is not a move (the engine's whyNot / whyStuck), under the board.
# $must, $how_far: one of refusal-skip-*; $passed: one of refusal-rings-*.
refusal-skip-one = exactly one ring
refusal-skip-two = exactly two rings
refusal-skip-three = exactly three rings
refusal-skip-four = exactly four rings
refusal-skip-five = exactly five rings
refusal-skip-six = exactly six rings
refusal-skip-odd = an odd number of rings
refusal-skip-even-strict = an even number of rings, at least two
refusal-skip-even = an even number of rings
refusal-double-ring-empty = { $square } is empty: only a single ring moves.
refusal-double-ring-double = { $square } is a double ring: double rings never move.
refusal-double-ring-onto-empty = { $square } is empty: a ring lands only on a single ring.
refusal-double-ring-onto-double = { $square } is already a double ring: a ring lands only on a single ring.
refusal-double-ring-no-leap = Under Knight's Overlap a ring leaps like a chess knight, and { $from } to { $to } is no knight's leap.
refusal-double-ring-diagonal = A ring moves straight up, down, left or right, never diagonally.
refusal-rings-none = no ring
refusal-rings-one = one ring
refusal-rings-two = two rings
refusal-rings-three = three rings
refusal-rings-many = { $count } rings
refusal-double-ring-passes = A single ring must pass { $must }: this one passes { $passed }.
refusal-double-ring-knight-stuck = The ring on { $square } has no move: no knight's leap from it lands on a single ring.
refusal-double-ring-stuck = The ring on { $square } has no move: in no direction does it pass { $how_far } and then meet a single ring.
