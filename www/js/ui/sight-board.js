// What stands on each square of any game's board, read off the engine's
// view, and the words play without sight says of sides and endings: shared
// by the live region (sight.js), the words of moves (sight-moves.js) and the
// move box's commands (sight-commands.js).

import { sameSquare } from '../boards/board-canvas.js';
import { t } from '../i18n/i18n.js';
import { resultArg, sideArg } from '../i18n/engine-words.js';

export const indexOf = (player) => (player === 'first' ? 0 : 1);

const EMPTY = { kind: 'empty' };
const OFF_BOARD = { kind: 'off' };

/** A chess-core square: off the board, a stone, empty, or a piece (`wearer`: it wears the Ring). */
function chessThing(view, square) {
  if (!view.squares.some((other) => sameSquare(other, square))) return OFF_BOARD;
  if ((view.stones ?? []).some((stone) => sameSquare(stone, square))) return { kind: 'stone' };
  const piece = view.pieces.find((p) => sameSquare(p.square, square));
  if (!piece) return EMPTY;
  return { kind: 'chess', side: piece.colour === 'white' ? 0 : 1, colour: piece.colour, role: piece.role, wearer: sameSquare(view.ring_wearer, piece.square) };
}

/**
 * What stands on a square, per game, from the engine's view: `kind` (the
 * message that words it), `side` (the index of the player it belongs to,
 * if any) and what the words need. A new game needs its reader here and
 * its kinds' words in sight.ftl.
 */
const READERS = {
  'double-ring': (view, { file, rank }) =>
    [{ kind: 'struck' }, { kind: 'ring', ring: 'single' }, { kind: 'ring', ring: 'double' }][view.cells[rank * view.width + file]] ?? EMPTY,
  'double-take': (view, { file, rank }) => {
    const point = view.points[rank * view.width + file];
    return point === 1 || point === 2 ? { kind: 'piece', side: point - 1, colour: point === 1 ? 'red' : 'green' } : EMPTY;
  },
  'king-of-rings': (view, { file, rank }) => {
    const content = view.cells[rank * view.size + file];
    if (content.kind === 'ring') return { kind: 'kor-ring', ring: content.ring };
    if (content.kind !== 'knight') return EMPTY;
    const side = content.owner === 'first' ? 0 : 1;
    return { kind: 'knight', side, colour: side ? 'black' : 'white', count: content.count, points: content.points, rings: content.rings, moves: content.moves ? 'yes' : 'no' };
  },
  'one-ring': chessThing,
  'double-eighteen-stone': chessThing,
  chess: chessThing,
};

/** What stands on a square of `snap`'s board (a game without a reader: its renderer's words). */
export function thingAt(board, snap, square) {
  const read = READERS[snap.game.id];
  return read ? read(snap.view, square) : { kind: 'text', text: board.describe(snap.view, square) };
}

export const isEmpty = (thing) => thing.kind === 'empty' || thing.kind === 'struck';
/** Whether two squares hold the same: the same thing, down to a knight's rings and the Ring. */
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** Whether two things have the same short name (a knight with or without rings, a piece with or without the Ring). */
export const sameName = (a, b) => {
  const name = ({ count, points, rings, wearer, ...rest }) => JSON.stringify(rest);
  return name(a) === name(b);
};

/** A side's name, in the page's words (player-<game>-<side>, site.ftl). */
export const sideName = (snap, index) => t(sideArg(snap, index).id);

/** How a game ended, as the engine says it. */
export const gameOver = (snap) => t('sight-game-over', { result: resultArg(snap) });

/** The board's squares, from a to the last file and from the lowest rank up. */
export function boardSquares(board, snap) {
  const { files, ranks } = board.geometry;
  const squares = [];
  for (let rank = 0; rank < ranks; rank += 1) {
    for (let file = 0; file < files; file += 1) {
      if (thingAt(board, snap, { file, rank }).kind !== 'off') squares.push({ file, rank });
    }
  }
  return squares;
}

/**
 * How many of the players' pieces stand on the board (the sounds tell a
 * capture by it; Double Ring's rings, which belong to neither, are none).
 */
export function piecesOnBoard(board, snap) {
  return boardSquares(board, snap).filter((square) => thingAt(board, snap, square).side !== undefined).length;
}
