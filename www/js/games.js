// What the site knows of each game beyond the engine: its board renderer,
// its rules text, a one-line summary, and what the players' bars show. A
// game the engine knows but that is not listed here has no page yet.

import { DoubleRingBoard } from './double-ring-board.js';
import { DoubleTakeBoard } from './double-take-board.js';
import { KingOfRingsBoard } from './king-of-rings-board.js';
import { ChessBoard } from './chess-board.js';
import { sameSquare, squareName } from './board-canvas.js';
import {
  CHESS_RULES, DOUBLE_EIGHTEEN_STONE_RULES, DOUBLE_RING_RULES, DOUBLE_TAKE_RULES, KING_OF_RINGS_RULES, ONE_RING_RULES,
} from './rules.js';

/** White and Black, for the turn dots of the chess games. */
const CHESS_COLOURS = ['#f4f0e4', '#2b2a2e'];

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

export const GAME_PAGES = {
  'double-ring': {
    summary: 'A pen-and-paper ring game on a 9x9 grid: skip two rings, make a double, and be the last to move. Five rules and any board from 3x3 to 19x19.',
    Board: DoubleRingBoard,
    rules: DOUBLE_RING_RULES,
    printable: true,
    solvable: true,
    sideless: true,
    moveExample: 'e5e8',
  },
  'double-take': {
    summary: 'Andrew Perkis’s custodian-capture race on two interleaved networks: sandwich enemy pieces, and be first with four on the far row.',
    Board: DoubleTakeBoard,
    rules: DOUBLE_TAKE_RULES,
    moveExample: 'c3d4',
    playerColours: ['#c8372d', '#2e8b47'],
    playerStats: (view, index) => [
      `${view.far_row[index]} of 4 on the far row`,
      plural(view.pieces[index], 'piece', 'pieces'),
    ],
  },
  'king-of-rings': {
    summary: 'Knights collect rings on a 7x7 board and leap exactly as far as the rings they hold. Capture a holder to take its whole stack.',
    Board: KingOfRingsBoard,
    rules: KING_OF_RINGS_RULES,
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
  },
  'one-ring': {
    summary: 'Robert Price’s chess on 42 squares. The first White loss brings in the One Ring: it lends its wearer new moves, corrupts a captured White wearer, and wins if White destroys it.',
    Board: ChessBoard,
    rules: ONE_RING_RULES,
    moveExample: 'b2b4, @b2',
    playerColours: CHESS_COLOURS,
    draggable: true,
    statusNote: (snapshot) => chessNote(snapshot, {
      waiting: 'The Ring enters with the first White loss',
      choosing: 'White must choose a pawn to wear the Ring: click one of the gold-ringed pawns',
    }),
    actions: (snapshot) => snapshot.legal_moves
      .filter((mv) => mv.notation.startsWith('!'))
      .map((mv) => ({ label: 'Destroy the Ring', title: `The wearer on ${mv.notation.slice(1)} destroys the Ring: White wins`, notation: mv.notation })),
  },
  'double-eighteen-stone': {
    summary: 'David Short’s double chess on 16 x 9 squares: two armies side by side, one king each, and 18 neutral stones that block every line. Swap a piece with a stone, or slide a line of stones.',
    Board: ChessBoard,
    rules: DOUBLE_EIGHTEEN_STONE_RULES,
    moveExample: 'd2d4, c5e5',
    playerColours: CHESS_COLOURS,
    draggable: true,
    wide: true,
    statusNote: (snapshot) => chessNote(snapshot, {}),
  },
  chess: {
    summary: 'Orthodox chess, from the same chess core: the proof that the core plays by the book.',
    Board: ChessBoard,
    rules: CHESS_RULES,
    moveExample: 'e2e4',
    playerColours: CHESS_COLOURS,
    draggable: true,
    statusNote: (snapshot) => chessNote(snapshot, {}),
  },
};

/** Check, and where the Ring is, for the status line. */
function chessNote(snapshot, ringNotes) {
  const notes = [];
  if (snapshot.view.check) notes.push('Check');
  const ring = ringNotes[snapshot.view.ring];
  if (ring) notes.push(ring);
  if (snapshot.view.ring === 'worn') {
    const wearer = snapshot.view.pieces.find((p) => sameSquare(p.square, snapshot.view.ring_wearer));
    const square = squareName(wearer.square, snapshot.view.lowest_rank);
    notes.push(`The Ring is on ${wearer.colour === 'white' ? 'White' : 'Black'}’s ${wearer.role} on ${square}`);
  }
  if (snapshot.view.ring === 'never') notes.push('The Ring never entered');
  return notes.join('. ');
}
