// Double Take on its page: its board renderer, its rules as shown beside the
// board (RULES.md in short, our readings marked: the message `rules-double-take`
// of www/locales/<language>/game-double-take.ftl), and what its status line
// and players' bars say. Loaded with the game's page alone.

import { DoubleTakeBoard } from '../boards/double-take-board.js';
import { t } from '../i18n/i18n.js';

export const PAGE = {
  Board: DoubleTakeBoard,
  rules: 'rules-double-take',
  moveExample: 'c3d4',
  playerColours: ['#c8372d', '#2e8b47'],
  // In the active language, worded when the bars are drawn.
  playerStats: (view, index) => [
    t('double-take-far-row', { count: view.far_row[index] }),
    t('double-take-pieces', { count: view.pieces[index] }),
  ],
};
