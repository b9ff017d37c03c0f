// The rules as shown beside each board: RULES.md in short, with the
// project's readings of unclear points marked. Static text of our own.

export const DOUBLE_RING_RULES = `
<p>The board is a square grid, 9x9 unless chosen otherwise (3x3 to 19x19).
Every cell starts with a <b>single ring</b>. Both players move the same rings.</p>
<h3>A move (Skip Two)</h3>
<p>Pick a single ring and a direction: up, down, left or right. Walk that way,
cell by cell, counting the rings you pass: a single ring counts 1, a double ring 2.
<span class="reading" title="Our reading of an unclear point">Reading</span>
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
<span class="reading" title="Our reading of an unclear point">Reading</span>
at least 2: skipping zero is not a skip.</li>
<li><b>Knight's Overlap</b>: the single ring leaps like a chess knight onto a single ring; nothing in between matters.</li>
<li><b>Board size</b>: any N x N from 3 to 19.</li>
</ul>
<h3>On paper</h3>
<p>Print a blank board: strike a ring with a “/” to move it, and draw a larger ring
around its target.</p>
<p class="rules-key"><span class="reading">Reading</span> marks our decision where the source is silent or unclear.</p>
`;

const READING = '<span class="reading" title="Our reading of an unclear point">Reading</span>';
const KEY = '<p class="rules-key"><span class="reading">Reading</span> marks our decision where the source is silent or unclear.</p>';

export const DOUBLE_TAKE_RULES = `
<p>By Andrew B. Perkis, 1999. Two networks of points, <b>red</b> and <b>green</b>, are laid
like the two colours of a checkerboard, 8 points across.
${READING} The source does not give the length: we play 8 rows, and offer 8 x 10 as a variant.</p>
<p>Each network joins its points that touch diagonally, and its points two apart in a
row or column, over the other colour's point between. Each side's pieces stay on their own network.</p>
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
${KEY}
`;

export const KING_OF_RINGS_RULES = `
<p>A 7 x 7 checkerboard. Each player has 7 knights. There are 35 rings:
1 <b>big blue</b> (5 points), 6 <b>blue</b> (3 points each) and 28 <b>silver</b> (1 point each), 51 points in all.</p>
<h3>Setup</h3>
<p>White's knights stand on the coloured squares (a1's colour) of ranks 1–2, Black's on
those of ranks 6–7. The big blue ring lies on d4, the blue rings on the rest of rank 4, and a
silver ring on every other square: no square is empty.
${READING} The English source's “two blue squares in the front row” is read as a
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
two passes in a row end the game.</p>
<h3>Winning</h3>
<p>The higher total of points held by a player's knights on the board wins. Equal points is a
draw. Either player may resign.</p>
${KEY}
`;
