# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## The rules beside the board (www/js/games/double-ring.js).

rules-double-ring =
    <p>The board is a square grid, 9x9 unless chosen otherwise (3x3 to 19x19).
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
