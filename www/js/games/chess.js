// Chess on its page: its board renderer, its rules as shown beside the
// board (RULES.md in short, our readings marked), and what its status line
// and players' bars say. Loaded with the game's page alone.

import { ChessBoard } from '../boards/chess-board.js';
import { CHESS_COLOURS, chessNote } from './game-words.js';
import { CHESS_ENDINGS, READING } from './rules-shared.js';

const RULES = `
<p>Orthodox chess under the FIDE rules, on the same chess core as
<a href="#one-ring">The One Ring</a> and <a href="#double-eighteen-stone">DoubleEIGHTEEN-STONEchess</a>,
both playable here. Play it against a friend or the computer like every game on the site.</p>
<ul>
<li>Castling, en passant and promotion (to queen, rook, bishop or knight) as usual.</li>
<li>Checkmate wins. Stalemate is a draw.</li>
</ul>
${CHESS_ENDINGS}
<p>A position where neither side can ever mate is a draw at once: kings alone, a king
and one bishop or knight against a king, or only bishops all on squares of one colour.
${READING} Only these simple cases are detected; other dead positions run on to
repetition or the fifty-move rule.</p>
`;

export const PAGE = {
  Board: ChessBoard,
  rules: RULES,
  moveExample: 'e2e4',
  playerColours: CHESS_COLOURS,
  draggable: true,
  statusNote: (snapshot) => chessNote(snapshot, {}),
};
