// What the site knows of each game beyond the engine: its board renderer,
// its rules text and a one-line summary. A game the engine knows but that is
// not listed here has no page yet.

import { DoubleRingBoard } from './double-ring-board.js';
import { DOUBLE_RING_RULES } from './rules.js';

export const GAME_PAGES = {
  'double-ring': {
    summary: 'A pen-and-paper ring game on a 9x9 grid: skip two rings, make a double, and be the last to move. Five rules and any board from 3x3 to 19x19.',
    Board: DoubleRingBoard,
    rules: DOUBLE_RING_RULES,
    printable: true,
    moveExample: 'e5e8',
  },
};
