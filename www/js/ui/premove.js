// Premoves, as on lichess: while the computer thinks, a click on a square
// and then another set a move to play once it has moved (drawn as an
// arrow); a click after that cancels it. Pure: the board input keeps the
// state, `{ from, move }`, and says what changed.

import { sameSquare } from '../boards/board-canvas.js';

export const NO_PREMOVE = Object.freeze({ from: null, move: null });

const PREMOVE_COLOUR = 'rgba(92, 64, 186, 0.8)';

/**
 * The premove after a click on `square`: `{ state, said }`, `said` what
 * happened: `{ kind: 'from', from }` (its first square), `{ kind: 'set',
 * from, to }`, or `{ kind: 'cancelled' }`.
 */
export function premoveClick(state, square) {
  if (state.move || sameSquare(state.from, square)) return { state: NO_PREMOVE, said: { kind: 'cancelled' } };
  if (state.from) {
    const move = { from: state.from, to: square };
    return { state: { from: null, move }, said: { kind: 'set', ...move } };
  }
  return { state: { from: square, move: null }, said: { kind: 'from', from: square } };
}

/** The legal moves a premove stands for once the computer has moved: one, several (which piece a pawn becomes), or none. */
export function premoveMoves(snapshot, move) {
  return snapshot.legal_moves.filter((mv) => sameSquare(mv.from, move.from) && sameSquare(mv.to, move.to));
}

/** The premove's marks on the board: its first square framed, or its arrow. */
export function premoveMarks(state) {
  return {
    squares: state.from ? [state.from] : [],
    arrows: state.move ? [{ ...state.move, colour: PREMOVE_COLOUR }] : [],
  };
}
