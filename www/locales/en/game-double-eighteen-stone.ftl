# Words of the area 'game-double-eighteen-stone' (www/js/i18n/i18n.js: needWords).

# The rules beside the board (double-eighteen-stone.js), HTML.
rules-double-eighteen-stone =
    <p>By David Short (2000): Eight-Stone Chess with neutral stones, played as Doublechess, two armies
    side by side on a board of 16 files (a–p) and 9 ranks.</p>
    <h3>Setup</h3>
    <p>Rank 1, files a to p: R N B Q R N B Q <b>K</b> B N R Q B N R, one king on i; pawns on all of rank 2.
    Black mirrors it on ranks 9 and 8. White moves first.
    { -reading-explained } The source diagram writes White in lower case; White is on ranks 1–2 here.</p>
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
    { -reading } A pawn swapped onto its last rank promotes. A pawn swapped back onto its own first rank
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
    <p>{ -reading } The names grow with the rook's distance from the king (3, 4, 7, 8 squares).</p>
    <h3>The rest is chess</h3>
    <p>Double step from the second rank, en passant, promotion on the last rank (queen, rook,
    bishop or knight). Checkmate wins; stalemate is a draw.</p>
    { -chess-endings }
    <p>{ -reading } The position compared for repetition includes the stones and the stone move
    that no-undo forbids next. For the fifty-move rule a stone move is an ordinary move, and a swap
    that moves a pawn is a pawn move. No material is too little to mate: stones can wall a king in.</p>
    <p>In the move list a swap is <code>N⇄d3</code> (a pawn by its square, <code>d2⇄d3</code>)
    and a line move <code>S c5-e5</code>.</p>

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-stone = { $form ->
        [the] the stone
        [with] the stone
        [a] a stone
        [item] a stone
       *[bare] stone
    }

