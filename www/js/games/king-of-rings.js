// The King of Rings on its page: its board renderer, its rules as shown beside the
// board (RULES.md in short, our readings marked: the message `rules-king-of-rings`
// of www/locales/<language>/game-king-of-rings.ftl), and what its status line
// and players' bars say. Loaded with the game's page alone.

import { KingOfRingsBoard } from '../boards/king-of-rings-board.js';
import { t } from '../i18n/i18n.js';
import { sideArg } from '../i18n/engine-words.js';

// The figures and notes are in the active language, worded when the page
// draws them; the players' names are the engine's.
export const PAGE = {
  Board: KingOfRingsBoard,
  rules: 'rules-king-of-rings',
  moveExample: 'b2c3, @d4',
  playerColours: ['#f4f0e4', '#2b2a2e'],
  playerStats: (view, index) => [
    t('king-of-rings-points', { count: view.scores[index] }),
    ...(view.out_of_game[index] ? [t('king-of-rings-out-of-game', { count: view.out_of_game[index] })] : []),
  ],
  passNote: (snapshot) => {
    if (snapshot.view.last_turn) return t('king-of-rings-pass-last-turn', { player: sideArg(snapshot, snapshot.to_move) });
    if (snapshot.last_move?.kind === 'pass') return t('king-of-rings-pass-again', { player: sideArg(snapshot, snapshot.to_move) });
    return undefined;
  },
  statusNote: (snapshot) => {
    if (snapshot.view.last_turn) return t('king-of-rings-last-turn', { first: sideArg(snapshot, 0), second: sideArg(snapshot, 1) });
    return t('king-of-rings-rings-left', { count: snapshot.view.rings_on_board });
  },
};
