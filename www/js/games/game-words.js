// Words the chess games' pages share: their status notes, from the
// catalog area `chess-words` (www/locales/<language>/chess-words.ftl).

import { sameSquare, squareName } from '../boards/board-canvas.js';
import { t } from '../i18n/i18n.js';

/** White and Black, for the turn dots of the chess games. */
export const CHESS_COLOURS = ['#f4f0e4', '#2b2a2e'];

/**
 * Check, and where the Ring is, for the status line (null: nothing to say).
 * `ringNotes` gives the message id of a game's own note for a state of the
 * Ring (`waiting`, `choosing`).
 */
export function chessNote(snapshot, ringNotes) {
  const notes = [];
  if (snapshot.view.check) notes.push(t('chess-words-check'));
  const ring = ringNotes[snapshot.view.ring];
  if (ring) notes.push(t(ring));
  if (snapshot.view.ring === 'worn') {
    const wearer = snapshot.view.pieces.find((p) => sameSquare(p.square, snapshot.view.ring_wearer));
    const square = squareName(wearer.square, snapshot.view.lowest_rank);
    notes.push(t('chess-words-ring-worn', { colour: wearer.colour, role: wearer.role, square }));
  }
  if (snapshot.view.ring === 'never') notes.push(t('chess-words-ring-never'));
  return notes.length ? notes.join(t('chess-words-note-break')) : null;
}
