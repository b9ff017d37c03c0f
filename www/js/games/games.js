// What a game's page knows of each game beyond the engine: its board
// renderer, its rules text, and what the players' bars show, with the
// game's catalog entry (catalog.js: name, hook, whether it prints a blank
// board) merged in.

import { DoubleRingBoard } from '../boards/double-ring-board.js';
import { DoubleTakeBoard } from '../boards/double-take-board.js';
import { KingOfRingsBoard } from '../boards/king-of-rings-board.js';
import { ChessBoard } from '../boards/chess-board.js';
import { sameSquare, squareName } from '../boards/board-canvas.js';
import { catalogEntry } from './catalog.js';
import {
  CHESS_RULES, DOUBLE_EIGHTEEN_STONE_RULES, DOUBLE_RING_RULES, DOUBLE_TAKE_RULES, KING_OF_RINGS_RULES, ONE_RING_RULES,
} from './rules.js';

/** White and Black, for the turn dots of the chess games. */
const CHESS_COLOURS = ['#f4f0e4', '#2b2a2e'];

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

const PAGES = {
  'double-ring': {
    Board: DoubleRingBoard,
    rules: DOUBLE_RING_RULES,
    solvable: true,
    sideless: true,
    moveExample: 'e5e8',
  },
  'double-take': {
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
    Board: ChessBoard,
    rules: ONE_RING_RULES,
    moveExample: 'b2b4, @b2',
    playerColours: CHESS_COLOURS,
    draggable: true,
    statusNote: (snapshot) => chessNote(snapshot, {
      waiting: 'The Ring enters with the first White loss',
      choosing: 'White must choose a pawn to wear the Ring: click one of the gold-ringed pawns, or type @ and its square',
    }),
    actions: (snapshot) => snapshot.legal_moves
      .filter((mv) => mv.notation.startsWith('!'))
      .map((mv) => ({ label: 'Destroy the Ring', title: `The wearer on ${mv.notation.slice(1)} destroys the Ring: White wins`, notation: mv.notation })),
  },
  'double-eighteen-stone': {
    Board: ChessBoard,
    rules: DOUBLE_EIGHTEEN_STONE_RULES,
    moveExample: 'd2d4, c5e5',
    playerColours: CHESS_COLOURS,
    draggable: true,
    wide: true,
    statusNote: (snapshot) => chessNote(snapshot, {}),
  },
  chess: {
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

export const GAME_PAGES = Object.fromEntries(
  Object.entries(PAGES).map(([id, page]) => [id, { ...catalogEntry(id), ...page }]));
