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

const CHESS_ENDINGS = `<p><b>Draws</b> by threefold repetition (the same position, same side to move, same
rights, a third time) and by the fifty-move rule (fifty moves by each side with no capture
and no pawn move), as in FIDE chess.
${READING} Both end the game at once: no claim is needed. A checkmate on the fiftieth move still wins.</p>`;

export const ONE_RING_RULES = `
<p>By Robert Price. Files a–e, ranks 1–8, plus two more squares: <b>c0</b> below White's king
and <b>c9</b> above Black's: 42 squares. c0 and c9 are normal squares: lines, diagonals and
knight leaps run through them (b1–c0 is a diagonal step, a1–c0 a knight leap).</p>
<h3>Setup</h3>
<p>White: king c0; rooks a1, e1; queen b1; bishops c1, d1; knights a2, e2; pawns a3, b2, c2, d2, e3.
Black mirrors it: king c9, rooks a8, e8, queen b8, bishops c8, d8, knights a7, e7, pawns a6, b7, c7, d7, e6.
White moves first. FIDE chess rules apply, except as below.</p>
<h3>Pawns</h3>
<ul>
<li><b>No castling.</b> ${READING} No king and rook share a rank at the start.</li>
<li><b>Double step</b> only from the pawn's second rank (White rank 2, Black rank 7), with en passant as usual.
So a3, e3, a6 and e6 never double-step.
${READING} A pawn's one-square diagonal step forward onto the en-passant square is an en-passant
capture, also when that pawn wears the Ring.</li>
<li><b>Promotion</b> on a8, b8, <b>c9</b>, d8, e8 for White and a1, b1, <b>c0</b>, d1, e1 for Black,
to queen, rook, bishop or knight. c8 and c1 are not in a zone: a White pawn on c8 goes on to c9.</li>
</ul>
<h3>The One Ring</h3>
<ul>
<li><b>It enters</b> when the first White piece is captured: before White's next move, White
puts it on one of White's pawns (highlighted in gold: click one). The choice does not use
up the move. ${READING} The choice comes first even if White then has no legal move; if White
has no pawn then, the Ring never enters.</li>
<li><b>White's wearer</b> may also step one square forward, diagonally forward or sideways.
<b>Black's wearer</b> may also move as a queen. ${READING} These added moves may capture, and a
pawn that ends one in its promotion zone promotes, keeping the Ring.
${READING} A Black wearer pawn that moves two squares straight ahead from its second rank
has made its double step, and may be taken en passant; from anywhere else it has not.</li>
<li><b>Taking the wearer:</b> the captor puts on the Ring. A White wearer other than a pawn is
not removed but <b>corrupted</b>: it goes to the square its captor came from and becomes Black.</li>
<li><b>Destroying the Ring:</b> a White wearer standing in White's promotion zone may, as its
whole move, destroy the Ring (the button above the board): White wins.
${READING} Allowed even while White is in check, since the game ends before Black moves.</li>
</ul>
<h3>The end</h3>
<p><b>Checkmate</b> wins. <b>Stalemate loses</b>: a player with no legal move who is not in check
has lost. A move may never leave the mover's own king in check, Ring effects included
(a corrupted piece may give check).</p>
${CHESS_ENDINGS}
${KEY}
`;

export const CHESS_RULES = `
<p>Orthodox chess under the FIDE rules, built from the same chess core as The One Ring and
DoubleEIGHTEEN-STONEchess. It is here so that the shared move generator can be checked
against the published perft counts; you can play it too.</p>
<ul>
<li>Castling, en passant and promotion (to queen, rook, bishop or knight) as usual.</li>
<li>Checkmate wins. Stalemate is a draw.</li>
</ul>
${CHESS_ENDINGS}
<p>A position where neither side can ever mate is a draw at once: kings alone, a king
and one bishop or knight against a king, or only bishops all on squares of one colour.
${READING} Only these simple cases are detected; other dead positions run on to
repetition or the fifty-move rule.</p>
${KEY}
`;
