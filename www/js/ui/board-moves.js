// What a click on a board means, from the engine's legal moves alone: the
// moves of a selected piece, the moves made by clicking one square, and
// what a click does (play, ask which piece, select, or say why not). Pure:
// the board input (board-input.js) acts on its answers.

import { sameSquare } from '../boards/board-canvas.js';

/** The legal moves of the piece on `selection`, or of a knight in hand when it is 'hand'; none when the player may not move. */
export function movesFrom(snapshot, selection, mayMove) {
  if (!mayMove || !selection) return [];
  if (selection === 'hand') return snapshot.legal_moves.filter((mv) => !mv.from && mv.to);
  return snapshot.legal_moves.filter((mv) => sameSquare(mv.from, selection) && !sameSquare(mv.to, selection));
}

/**
 * Moves made by clicking one square, with no piece moved there: The One
 * Ring's choice of a pawn. (In a game with hands such moves are drops.)
 */
export function directMoves(snapshot, mayMove) {
  if (snapshot.view.hands || !mayMove) return [];
  return snapshot.legal_moves.filter((mv) => !mv.from && mv.to);
}

/**
 * What a click on `square` (or Enter on the keyboard cursor) does, with
 * `selected` the selection before it:
 * - `{ play: notation }`: a move;
 * - `{ choose: moves }`: moves that differ in the piece a pawn becomes;
 * - `{ select, explain }`: the new selection (a square or null), and
 *   whether the engine may say why that was no move: `'illegal'` (the
 *   selected piece cannot go there; on lessons, `explainsEveryClick`, also
 *   when the click selects another piece), `'stuck'` (a piece with no move),
 *   or null.
 */
export function clickOn(snapshot, { selected, mayMove, explainsEveryClick = false }, square) {
  const direct = directMoves(snapshot, mayMove).find((mv) => sameSquare(mv.to, square));
  if (direct) return { play: direct.notation };
  const options = movesFrom(snapshot, selected, mayMove).filter((mv) => sameSquare(mv.to, square));
  if (options.length === 1) return { play: options[0].notation };
  if (options.length > 1) return { choose: options };
  const movable = movesFrom(snapshot, square, mayMove).length > 0;
  const again = sameSquare(selected, square);
  const select = !again && movable ? square : null;
  let explain = null;
  if (mayMove && !again) {
    if (selected && (!movable || explainsEveryClick)) explain = 'illegal';
    else if (!selected && !movable) explain = 'stuck';
  }
  return { select, explain };
}
