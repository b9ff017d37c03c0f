// Games with a friend far away, played by sending links: the engine keeps
// the match in the link (`vs=link&match=<id>&host=<side>`); this browser
// keeps which side it plays in each match, and the match's latest link, so
// that the next link is known for what it is. Storage is untrusted: an entry
// that does not read back as expected is ignored.

import { storage } from './dom.js';
import { guestSide, matchEntry, matchesText, otherSide, readMatches } from './match-entries.js';

export { guestSide, otherSide };

const MATCHES_KEY = 'ringboard:matches';
/** The most matches kept; the oldest go first. */
const MOST_MATCHES = 40;
/** The sides played here when the browser keeps nothing (storage off): for this visit. */
const sidesThisVisit = new Map();
/** How many moves were sent in each match, when the browser keeps nothing. */
const sentThisVisit = new Map();

/**
 * Every match this browser plays in, by id: `{ game, side, link, updated,
 * toMove, over, moves, players }` (match-entries.js).
 */
export function savedMatches() {
  return readMatches(storage.get(MATCHES_KEY));
}

function writeMatches(matches) {
  return storage.set(MATCHES_KEY, matchesText(matches, MOST_MATCHES));
}

/** This browser's entry for the snapshot's match, or null (not a match by link, or not seen here). */
export function savedMatch(snapshot) {
  const id = snapshot.link_match?.id;
  return id ? savedMatches()[id] ?? null : null;
}

/** The side this browser began the snapshot's match with, or null. */
function localSeat(snapshot) {
  return savedMatch(snapshot)?.side ?? sidesThisVisit.get(snapshot.link_match?.id) ?? null;
}

/** The side this browser plays in the snapshot's position, or null: after the pie rule's swap, the other of the one it began with. */
export function localSide(snapshot) {
  const seat = localSeat(snapshot);
  return seat && snapshot.sides_swapped ? otherSide(seat) : seat;
}

/** Keeps the match's latest link, and the side played here from the start (the one kept before, if any). */
export function keepMatch(snapshot, side = localSeat(snapshot)) {
  if (!snapshot.link_match || !side) return false;
  sidesThisVisit.set(snapshot.link_match.id, side);
  const matches = savedMatches();
  const id = snapshot.link_match.id;
  // A takeback leaves fewer moves than were sent.
  if (sentThisVisit.has(id)) sentThisVisit.set(id, Math.min(sentThisVisit.get(id), snapshot.history.length));
  matches[id] = matchEntry(snapshot, side, Date.now(), matches[id]?.sent ?? sentThisVisit.get(id) ?? 0, matches[id]?.takenBack);
  return writeMatches(matches);
}

/** Sets `field` of the stored entry of the snapshot's match, if there is one. */
function setInEntry(snapshot, field, value) {
  const matches = savedMatches();
  const entry = matches[snapshot.link_match?.id];
  if (!entry) return;
  entry[field] = value;
  writeMatches(matches);
}

/** The snapshot's game is what is left after a takeback of the game at `before` (a link). */
export function keepTakenBack(snapshot, before) {
  setInEntry(snapshot, 'takenBack', { link: before, at: snapshot.history.length });
}

/** The snapshot's whole game was sent from here: its moves are the friend's to take back. */
export function keepSent(snapshot) {
  const id = snapshot.link_match?.id;
  if (!id) return;
  sentThisVisit.set(id, snapshot.history.length);
  setInEntry(snapshot, 'sent', snapshot.history.length);
}

/** How many of the match's first moves were sent from here. */
export function sentMoves(snapshot) {
  const id = snapshot.link_match?.id;
  return Math.min(savedMatch(snapshot)?.sent ?? sentThisVisit.get(id) ?? 0, snapshot.history.length);
}

export function forgetMatch(id) {
  const matches = savedMatches();
  delete matches[id];
  writeMatches(matches);
}
