# Words of the area 'game-chess' (www/js/i18n/i18n.js: needWords).

# The rules beside the board (chess.js), HTML. Its first Reading is in -chess-endings.
rules-chess =
    <p>Orthodox chess under the FIDE rules, on the same chess core as
    <a href="#one-ring">{ game-name-one-ring }</a> and <a href="#double-eighteen-stone">{ game-name-double-eighteen-stone }</a>,
    both playable here. Play it against a friend or the computer like every game on the site.</p>
    <ul>
    <li>Castling, en passant and promotion (to queen, rook, bishop or knight) as usual.</li>
    <li>Checkmate wins. Stalemate is a draw.</li>
    </ul>
    { -chess-endings(reading: "explained") }
    <p>A position where neither side can ever mate is a draw at once: kings alone, a king
    and one bishop or knight against a king, or only bishops all on squares of one colour.
    { -reading } Only these simple cases are detected; other dead positions run on to
    repetition or the fifty-move rule.</p>

