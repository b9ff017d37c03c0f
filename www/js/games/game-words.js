// Words the games' pages share: counts, and the chess family's status notes.

import { sameSquare, squareName } from '../boards/board-canvas.js';

/** White and Black, for the turn dots of the chess games. */
export const CHESS_COLOURS = ['#f4f0e4', '#2b2a2e'];

export const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

/** Check, and where the Ring is, for the status line. */
export function chessNote(snapshot, ringNotes) {
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
