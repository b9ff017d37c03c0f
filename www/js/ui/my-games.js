// "My games": every game played in this browser, in progress or finished,
// each under an id of its own, so that a new game never replaces the last
// one. The game page keeps its game here at every change; the home page
// lists them. Matches by link are kept by link-match.js, which knows the side
// played here. Storage is untrusted: an entry that does not read back as
// expected is left out, and a list that cannot be read at all is kept aside.

import { storage } from './dom.js';
import { turnsOf } from './turns.js';

const GAMES_KEY = 'ringboard:my-games';
/** Where a list that could not be read is kept aside. */
export const BROKEN_GAMES_KEY = 'ringboard:unreadable:my-games';
/** The most games kept; the oldest go first. */
const MOST_GAMES = 100;
/** Longer links are not kept in the list (the game itself is, as ever, in its own key). */
const LONGEST_LINK = 20_000;
const SIDES = ['first', 'second'];
const WINNERS = [null, 'first', 'second', 'none'];

function validEntry(id, entry) {
  if (!/^[a-z0-9]{6,20}$/.test(id) || !entry || typeof entry !== 'object') return false;
  const { game, link, started, updated, moves, players, opponent, winner } = entry;
  return typeof game === 'string' && /^[a-z0-9-]{1,40}$/.test(game)
    && typeof link === 'string' && link.length <= LONGEST_LINK && link.startsWith(`${game}?`)
    && Number.isFinite(started) && Number.isFinite(updated) && Number.isInteger(moves) && moves > 0
    && Array.isArray(players) && players.length === 2 && players.every((name) => typeof name === 'string' && name.length <= 40)
    && (opponent === null || (typeof opponent === 'object' && SIDES.includes(opponent.computer) && Number.isInteger(opponent.level)))
    && WINNERS.includes(winner);
}

/**
 * The list as kept: `{ games, unreadable }`, where `games` maps each id to
 * `{ game, link, started, updated, moves, players, opponent, winner }`
 * (`moves`: its turns, as its move list numbers them; `opponent`: `{ computer, level }` or null for a friend at this screen;
 * `winner`: null while the game goes on, else 'first', 'second' or 'none'),
 * and `unreadable` is the stored text when it is no list at all.
 */
export function readMyGames() {
  const text = storage.get(GAMES_KEY);
  if (text === null) return { games: {}, unreadable: null };
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return { games: {}, unreadable: text };
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return { games: {}, unreadable: text };
  return { games: Object.fromEntries(Object.entries(stored).filter(([id, entry]) => validEntry(id, entry))), unreadable: null };
}

/**
 * Keeps a list that cannot be read aside, under BROKEN_GAMES_KEY, and
 * starts a new one; says whether it was kept aside. Never written over.
 */
export function setAsideUnreadable(unreadable) {
  if (!storage.set(BROKEN_GAMES_KEY, unreadable)) return false;
  storage.remove(GAMES_KEY);
  return true;
}

/** The games to change: a list that cannot be read is kept aside first. */
function gamesToChange() {
  const { games, unreadable } = readMyGames();
  if (unreadable !== null) setAsideUnreadable(unreadable);
  return games;
}

function writeMyGames(games) {
  const newestFirst = Object.entries(games).sort(([, a], [, b]) => b.updated - a.updated).slice(0, MOST_GAMES);
  return storage.set(GAMES_KEY, JSON.stringify(Object.fromEntries(newestFirst)));
}

/** A new id for a game. */
export function newGameId() {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `${Date.now().toString(36)}${[...random].map((n) => n.toString(36)).join('')}`.slice(0, 20);
}

/** The id of the kept game whose whole link (the snapshot's `links.whole`) this is (the newest), or a new id. */
export function myGameIdFor(link) {
  const found = Object.entries(readMyGames().games).filter(([, entry]) => entry.link === link)
    .sort(([, a], [, b]) => b.updated - a.updated)[0];
  return found?.[0] ?? newGameId();
}

/**
 * Keeps the snapshot's game under `id` (a game with no move yet is not
 * listed; a match by link is kept by link-match.js). Says whether it was kept.
 */
export function keepMyGame(id, snapshot) {
  if (snapshot.link_match) return true;
  const games = gamesToChange();
  const link = snapshot.links.whole;
  if (snapshot.history.length === 0 || link.length > LONGEST_LINK) {
    if (!games[id]) return true;
    delete games[id];
  } else {
    const now = Date.now();
    const opponent = snapshot.opponent?.computer ? { computer: snapshot.opponent.computer, level: snapshot.opponent.level } : null;
    games[id] = {
      game: snapshot.game.id, link, started: games[id]?.started ?? now, updated: now,
      moves: turnsOf(snapshot.history).length, players: snapshot.game.players, opponent,
      // How the whole game ended, though an earlier position may be shown.
      winner: snapshot.ended ? snapshot.ended.winner ?? 'none' : null,
    };
  }
  return writeMyGames(games);
}

/** Deletes a kept game. */
export function deleteMyGame(id) {
  const games = gamesToChange();
  delete games[id];
  return writeMyGames(games);
}
