// The One Ring on its page: its board renderer, its rules as shown beside the
// board (RULES.md in short, our readings marked: the message `rules-one-ring`
// of www/locales/<language>/game-one-ring.ftl), and what its status line and
// players' bars say. Loaded with the game's page alone.

import { ChessBoard } from '../boards/chess-board.js';
import { t } from '../i18n/i18n.js';
import { CHESS_COLOURS, chessNote } from './game-words.js';

export const PAGE = {
  Board: ChessBoard,
  // A message id, not HTML: the game page words the rules with it.
  rules: 'rules-one-ring',
  // The chess games' shared words (chessNote, the rules' draws), then its own.
  words: ['chess-words', 'game-one-ring'],
  moveExample: 'b2b4, @b2',
  playerColours: CHESS_COLOURS,
  draggable: true,
  statusNote: (snapshot) => chessNote(snapshot, {
    waiting: 'one-ring-waiting',
    choosing: 'one-ring-choosing',
  }),
  /** The printed sheet's turn line: what White must do first, said without the screen's clicks. */
  sheetNote: (snapshot) => (snapshot.view.ring === 'choosing' ? t('one-ring-choosing-sheet') : null),
  actions: (snapshot) => snapshot.legal_moves
    .filter((mv) => mv.kind === 'ring-destroy')
    // The label is a message with its own `.title` (the game page words the button).
    .map((mv) => ({ label: ['one-ring-destroy', { square: mv.square }], notation: mv.notation })),
};
