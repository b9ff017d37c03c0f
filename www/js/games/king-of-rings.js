// The King of Rings on its page: its board renderer, its rules as shown beside the
// board (RULES.md in short, our readings marked), and what its status line
// and players' bars say. Loaded with the game's page alone.

import { KingOfRingsBoard } from '../boards/king-of-rings-board.js';
import { plural } from './game-words.js';
import { READING } from './rules-shared.js';

const RULES = `
<p>A 7 x 7 checkerboard. Each player has 7 knights. There are 35 rings:
1 <b>big blue</b> (5 points), 6 <b>blue</b> (3 points each) and 28 <b>silver</b> (1 point each), 51 points in all.</p>
<h3>Setup</h3>
<p>White's knights stand on the coloured squares (a1's colour) of ranks 1–2, Black's on
those of ranks 6–7. The big blue ring lies on d4, the blue rings on the rest of rank 4, and a
silver ring on every other square: no square is empty.
${READING} The English source's “two blue squares in the front row” is read as a
mistranslation of “the coloured squares of the two front rows”.</p>
<h3>A turn is one of</h3>
<ul>
<li><b>Plain knight</b> (no rings): one square in any of the 8 directions, onto an empty square,
a ring (it takes the ring) or an enemy knight (a capture); never onto its own knight.</li>
<li><b>Holder</b> (with rings): leaps <b>exactly as many squares as it holds rings</b> (rings, not points),
in a straight line in one of 8 directions, over anything. It lands only on a ring (taken) or
an enemy knight (a capture), never on an empty square. A knight with 7 or more rings cannot move.
The number on a knight's badge is its leap.</li>
<li><b>Drop</b>: a knight from hand onto a square holding a ring; it takes the ring and becomes a holder.
Click “In hand”, then a ring.</li>
</ul>
<h3>Capture</h3>
<p>The captor takes every ring of the captured knight. A captured holder goes back to its owner's
hand, to be dropped later; a captured plain knight is out of the game.</p>
<h3>The end</h3>
<p>The game ends when no ring is left lying on the board. If White (the first player) took the
last ring, Black has one more turn first. A player with no legal move passes, and only then;
two passes in a row end the game.
${READING} The game also ends when the same position (board, rings held, hands, side to move)
stands for the third time, and is scored as any other end: the source has no rule against
endless play, and plain knights could step between empty squares for ever.</p>
<h3>Winning</h3>
<p>The higher total of points held by a player's knights on the board wins. Equal points is a
draw. Either player may resign.</p>
`;

export const PAGE = {
  Board: KingOfRingsBoard,
  rules: RULES,
  moveExample: 'b2c3, @d4',
  playerColours: ['#f4f0e4', '#2b2a2e'],
  playerStats: (view, index) => [
    plural(view.scores[index], 'point', 'points'),
    ...(view.out_of_game[index] ? [`${view.out_of_game[index]} out of the game`] : []),
  ],
  passNote: (snapshot) => {
    if (snapshot.view.last_turn) return `${snapshot.to_move_name} cannot move on the last turn: passing ends the game`;
    if (snapshot.last_move?.notation === 'pass') return `${snapshot.to_move_name} cannot move either: passing ends the game`;
    return undefined;
  },
  statusNote: (snapshot) => {
    if (snapshot.view.last_turn) return `${snapshot.game.players[1]}’s last turn: ${snapshot.game.players[0]} took the last ring`;
    return `${plural(snapshot.view.rings_on_board, 'ring', 'rings')} left on the board`;
  },
};
