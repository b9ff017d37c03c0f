# Words of the area 'game-one-ring' (www/js/i18n/i18n.js: needWords).

# The rules beside the board (one-ring.js), HTML.
rules-one-ring =
    <p>By Robert Price. Files a–e, ranks 1–8, plus two more squares: <b>c0</b> below White's king
    and <b>c9</b> above Black's: 42 squares. c0 and c9 are normal squares: lines, diagonals and
    knight leaps run through them (b1–c0 is a diagonal step, a1–c0 a knight leap).</p>
    <h3>Setup</h3>
    <p>White: king c0; rooks a1, e1; queen b1; bishops c1, d1; knights a2, e2; pawns a3, b2, c2, d2, e3.
    Black mirrors it: king c9, rooks a8, e8, queen b8, bishops c8, d8, knights a7, e7, pawns a6, b7, c7, d7, e6.
    White moves first. FIDE chess rules apply, except as below.</p>
    <h3>Pawns</h3>
    <ul>
    <li><b>No castling.</b> { -reading-explained } No king and rook share a rank at the start.</li>
    <li><b>Double step</b> only from the pawn's second rank (White rank 2, Black rank 7), with en passant as usual.
    So a3, e3, a6 and e6 never double-step.
    { -reading } A pawn's one-square diagonal step forward onto the en-passant square is an en-passant
    capture, also when that pawn wears the Ring.</li>
    <li><b>Promotion</b> on a8, b8, <b>c9</b>, d8, e8 for White and a1, b1, <b>c0</b>, d1, e1 for Black,
    to queen, rook, bishop or knight. c8 and c1 are not in a zone: a White pawn on c8 goes on to c9.</li>
    </ul>
    <h3>The One Ring</h3>
    <ul>
    <li><b>It enters</b> when the first White piece is captured: before White's next move, White
    puts it on one of White's pawns (highlighted in gold: click one). The choice does not use
    up the move. { -reading } The choice comes first even if White then has no legal move; if White
    has no pawn then, the Ring never enters. { -reading } A pawn whose Ring moves would attack the Black
    king cannot be chosen, since White moves next and the king could be taken; if every pawn would,
    the Ring never enters.</li>
    <li><b>White's wearer</b> may also step one square forward, diagonally forward or sideways.
    <b>Black's wearer</b> may also move as a queen. { -reading } These added moves may capture, and a
    pawn that ends one in its promotion zone promotes, keeping the Ring.
    { -reading } A Black wearer pawn that moves two squares straight ahead from its second rank
    has made its double step, and may be taken en passant; from anywhere else it has not.</li>
    <li><b>Taking the wearer:</b> the captor puts on the Ring. A White wearer other than a pawn is
    not removed but <b>corrupted</b>: it goes to the square its captor came from and becomes Black.</li>
    <li><b>Destroying the Ring:</b> a White wearer standing in White's promotion zone may, as its
    whole move, destroy the Ring (the button above the board): White wins.
    { -reading } Allowed even while White is in check, since the game ends before Black moves.</li>
    </ul>
    <h3>The end</h3>
    <p><b>Checkmate</b> wins. <b>Stalemate loses</b>: a player with no legal move who is not in check
    has lost. A move may never leave the mover's own king in check, Ring effects included
    (a corrupted piece may give check).</p>
    { -chess-endings }

# The status line (one-ring.js statusNote) while the Ring is off the board.
one-ring-waiting = The Ring enters with the first White loss
one-ring-choosing = White must choose a pawn to wear the Ring: click one of the gold-ringed pawns, or type @ and its square
# The printed sheet's turn line: the same, without the clicks.
one-ring-choosing-sheet = White must choose a pawn to wear the Ring
# The button above the board; $square is where the wearer stands (d8).
one-ring-destroy = Destroy the Ring
    .title = The wearer on { $square } destroys the Ring: White wins

# Moved here from chess-words.ftl: words only this game's pages use.
chess-words-ring-worn = The Ring is on { $colour ->
        [white] White’s
       *[black] Black’s
    } { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square }
chess-words-ring-never = The Ring never entered

# The engine's words for this game alone (engine-words.js).
outcome-ring-destroyed = the Ring is destroyed
option-one-ring-kings = Kings
choice-one-ring-kings-free = Free (the game's own rule)
choice-one-ring-kings-facing = Never facing (as in Chinese chess)
