// Double Ring on its page: its board renderer, its rules as shown beside the
// board (RULES.md in short, our readings marked: the message `rules-double-ring`
// of www/locales/<language>/game-double-ring.ftl), and what its status line
// and players' bars say. Loaded with the game's page alone.

import { DoubleRingBoard } from '../boards/double-ring-board.js';

export const PAGE = {
  Board: DoubleRingBoard,
  rules: 'rules-double-ring',
  solvable: true,
  sideless: true,
  moveExample: 'e5e8',
};
