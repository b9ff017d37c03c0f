// DoubleEIGHTEEN-STONEchess on its page: its board renderer, its rules as
// shown beside the board (RULES.md in short, our readings marked: the message
// `rules-double-eighteen-stone` of
// www/locales/<language>/game-double-eighteen-stone.ftl), and what its status
// line and players' bars say. Loaded with the game's page alone.

import { ChessBoard } from '../boards/chess-board.js';
import { CHESS_COLOURS, chessNote } from './game-words.js';

export const PAGE = {
  Board: ChessBoard,
  // A message id, not HTML: the game page words the rules with it.
  rules: 'rules-double-eighteen-stone',
  // The chess games' shared words (chessNote, the rules' draws), then its own.
  words: ['chess-words', 'game-double-eighteen-stone'],
  moveExample: 'd2d4, c5e5',
  playerColours: CHESS_COLOURS,
  draggable: true,
  wide: true,
  statusNote: (snapshot) => chessNote(snapshot, {}),
};
