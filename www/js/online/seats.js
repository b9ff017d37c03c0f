// What this browser keeps of its online games: each game's seat and token
// (never in a link), and the display name chosen once.

import { otherSide } from '../ui/match-entries.js';
import { storage } from '../ui/storage.js';

const SEATS_KEY = 'ringboard:online:seats';
const NAME_KEY = 'ringboard:online:name';

function readSeats() {
  try {
    const seats = JSON.parse(storage.get(SEATS_KEY) ?? '{}');
    return seats && typeof seats === 'object' && !Array.isArray(seats) ? seats : {};
  } catch {
    return {};
  }
}

/** `{ seat, token, game }` for a game this browser plays, or null. */
export function seatIn(id) {
  const seat = readSeats()[id];
  return seat && typeof seat.token === 'string' && (seat.seat === 'first' || seat.seat === 'second') ? seat : null;
}

/** Keeps this browser's seat in a game (`game`: the game's id, for lists). */
export function keepSeat(id, { seat, token, game }) {
  const seats = readSeats();
  seats[id] = { seat, token, game, since: Date.now() };
  return storage.set(SEATS_KEY, JSON.stringify(seats));
}

/** The side a kept seat plays in the server's `view`: after the pie rule's swap, the other one. */
export function sideNow(view, seat) {
  return seat && view?.swapped ? otherSide(seat) : seat;
}

export function forgetSeat(id) {
  const seats = readSeats();
  delete seats[id];
  storage.set(SEATS_KEY, JSON.stringify(seats));
}

/** The ids of the games this browser plays, newest first. */
export function myGameIds() {
  return Object.entries(readSeats())
    .sort(([, a], [, b]) => (b.since ?? 0) - (a.since ?? 0))
    .map(([id]) => id);
}

export const displayName = () => storage.get(NAME_KEY) ?? '';
export const keepDisplayName = (name) => storage.set(NAME_KEY, name);
