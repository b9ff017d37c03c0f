// Chess on its page: its board renderer, its rules as shown beside the
// board (RULES.md in short, our readings marked: the message `rules-chess`
// of www/locales/<language>/game-chess.ftl), and what its status line and
// players' bars say. Loaded with the game's page alone.

import { ChessBoard } from '../boards/chess-board.js';
import { CHESS_COLOURS, chessNote } from './game-words.js';

export const PAGE = {
  Board: ChessBoard,
  // A message id, not HTML: the game page words the rules with it.
  rules: 'rules-chess',
  // The chess games' shared words (chessNote, the rules' draws), then its own.
  words: ['chess-words', 'game-chess'],
  moveExample: 'e2e4',
  playerColours: CHESS_COLOURS,
  draggable: true,
  statusNote: (snapshot) => chessNote(snapshot, {}),
};
