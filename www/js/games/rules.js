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
two passes in a row end the game.
${READING} The game also ends when the same position (board, rings held, hands, side to move)
stands for the third time, and is scored as any other end: the source has no rule against
endless play, and plain knights could step between empty squares for ever.</p>
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
has no pawn then, the Ring never enters. ${READING} A pawn whose Ring moves would attack the Black
king cannot be chosen, since White moves next and the king could be taken; if every pawn would,
the Ring never enters.</li>
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

export const DOUBLE_EIGHTEEN_STONE_RULES = `
<p>By David Short (2000): Eight-Stone Chess with neutral stones, played as Doublechess, two armies
side by side on a board of 16 files (a–p) and 9 ranks.</p>
<h3>Setup</h3>
<p>Rank 1, files a to p: R N B Q R N B Q <b>K</b> B N R Q B N R, one king on i; pawns on all of rank 2.
Black mirrors it on ranks 9 and 8. White moves first.
${READING} The source diagram writes White in lower case; White is on ranks 1–2 here.</p>
<p><b>18 stones</b>: a4 f4 k4 p4; a5 c5 d5 f5 h5 i5 k5 m5 n5 p5; a6 f6 k6 p6.</p>
<h3>Stones</h3>
<p>Stones belong to no one and cannot be captured. Nothing lands on or passes through a stone;
a knight leaps over it, and a pawn's double step is blocked by it.</p>
<h3>A turn: a chess move or a stone move</h3>
<ul>
<li><b>Swap</b>: one of your pieces, the king too, changes places with a stone right next to it
up, down, left or right (never diagonally). Click the piece: its swaps are the stones ringed in blue.</li>
<li><b>Line move</b>: in an unbroken line of two or more stones along a rank or a file, the stone at
either end moves to the empty square just past the other end. Only end stones, only onto an empty
square; a lone stone moves only by swap. Click an end stone to see where it can go.</li>
<li><b>No undo</b>: a stone move may not put the stone straight back on the square it left on
the opponent's previous move. Another stone may go there.</li>
<li>A stone move may not leave your own king in check.
${READING} A pawn swapped onto its last rank promotes. A pawn swapped back onto its own first rank
stays a pawn and steps forward one square from there; a pawn on its second rank may double-step,
however it got there.</li>
</ul>
<h3>Castling</h3>
<p>Once per game, with any of the four rooks, if king and rook have not moved (a swap counts as a
move), every square between them is empty, and the king is not in check and does not pass over
or land on an attacked square. Click the king, then its square:</p>
<table class="rules-table">
<tr><th>castling</th><th>king</th><th>rook</th><th>written</th></tr>
<tr><td>inner, king side</td><td>i → k</td><td>l → j</td><td>O-O</td></tr>
<tr><td>inner, queen side</td><td>i → g</td><td>e → h</td><td>O-O-O</td></tr>
<tr><td>outer, king side</td><td>i → m</td><td>p → l</td><td>O-O-O-O</td></tr>
<tr><td>outer, queen side</td><td>i → e</td><td>a → f</td><td>O-O-O-O-O</td></tr>
</table>
<p>${READING} The names grow with the rook's distance from the king (3, 4, 7, 8 squares).</p>
<h3>The rest is chess</h3>
<p>Double step from the second rank, en passant, promotion on the last rank (queen, rook,
bishop or knight). Checkmate wins; stalemate is a draw.</p>
${CHESS_ENDINGS}
<p>${READING} The position compared for repetition includes the stones and the stone move
that no-undo forbids next. For the fifty-move rule a stone move is an ordinary move, and a swap
that moves a pawn is a pawn move. No material is too little to mate: stones can wall a king in.</p>
<p>In the move list a swap is <code>N⇄d3</code> (a pawn by its square, <code>d2⇄d3</code>)
and a line move <code>S c5-e5</code>.</p>
${KEY}
`;

export const CHESS_RULES = `
<p>Orthodox chess under the FIDE rules, on the same chess core as
<a href="#one-ring">The One Ring</a> and <a href="#double-eighteen-stone">DoubleEIGHTEEN-STONEchess</a>,
both playable here. Chess's published perft counts check that shared core; play it against a
friend or the computer like every game on the site.</p>
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
