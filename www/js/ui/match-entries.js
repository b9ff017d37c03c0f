// The entries this browser keeps for its matches by link (link-match.js
// stores them): what one holds, which side a browser takes, and which
// stored entries read back as expected. Pure: no storage, no page.

import { turnsOf } from './turns.js';

export const SIDES = ['first', 'second'];

export const otherSide = (side) => (side === 'first' ? 'second' : 'first');

/**
 * The side a browser that has not seen the match takes: the one its host
 * does not play (whoever opens a friend's link is the friend).
 */
export const guestSide = (snapshot) => otherSide(snapshot.link_match.host);

/** Whether a stored entry reads back as one this browser wrote (storage is untrusted). */
export function validEntry(id, entry) {
  return /^[a-z0-9]{4,16}$/.test(id) && Boolean(entry) && typeof entry === 'object'
    && typeof entry.game === 'string' && SIDES.includes(entry.side)
    && typeof entry.link === 'string' && entry.link.startsWith(`${entry.game}?`)
    && Number.isFinite(entry.updated) && SIDES.includes(entry.toMove) && typeof entry.over === 'boolean'
    && Number.isInteger(entry.moves) && (entry.sent === undefined || (Number.isInteger(entry.sent) && entry.sent >= 0))
    && (entry.takenBack === undefined || (typeof entry.takenBack?.link === 'string' && Number.isInteger(entry.takenBack.at)))
    && (entry.swapped === undefined || typeof entry.swapped === 'boolean')
    && Array.isArray(entry.players) && entry.players.length === 2 && entry.players.every((name) => typeof name === 'string');
}

/** The valid entries of the stored text, by id: `{}` for no text or text that is no object of entries. */
export function readMatches(text) {
  let stored;
  try {
    stored = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([id, entry]) => validEntry(id, entry)));
}

/**
 * The entry of the snapshot's match, played here on `side`, at `now`:
 * whose turn it is, whether it is over, how many turns its move list numbers and the
 * sides' names, for the home page, which loads no engine; and `sent`, how
 * many of its first moves were sent from here (a move sent is taken back
 * only if the friend agrees), of which the game may since have lost some
 * to a takeback; and `takenBack`, `{ link, at }`, the game before a takeback
 * that left it `at` moves long, kept until a move is made after it (an old
 * link of it is then known for what it is).
 */
export function matchEntry(snapshot, side, now, sent = 0, takenBack = undefined) {
  const entry = {
    game: snapshot.game.id, side, link: snapshot.link, updated: now,
    toMove: snapshot.to_move, over: Boolean(snapshot.ended), moves: turnsOf(snapshot.history).length,
    players: snapshot.game.players, sent: Math.min(sent, snapshot.history.length),
    // The pie rule's swap: the side played here is then the other of `side`.
    swapped: Boolean(snapshot.sides_swapped),
  };
  if (takenBack?.at === snapshot.history.length) entry.takenBack = takenBack;
  return entry;
}

/** The `most` newest entries, newest first, as text to store. */
export function matchesText(matches, most) {
  const newestFirst = Object.entries(matches).sort(([, a], [, b]) => b.updated - a.updated).slice(0, most);
  return JSON.stringify(Object.fromEntries(newestFirst));
}
