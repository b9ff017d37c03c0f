// The words of games on the server, shared by the Play online panel, the
// lobby and My games: clocks, how long a challenge has waited, whose turn
// it is, a variant's options, and what an API error means to the player.
// Their catalog is the `lobby` area (www/locales/<language>/lobby.ftl).

import { hasMessage, needWords } from '../../i18n/i18n.js';
import { choiceWords, optionWords, playerWords } from '../../i18n/engine-words.js';

export const needLobbyWords = () => needWords('lobby');

/** The clocks Play online offers: live (minutes + seconds a move), correspondence (days a move), none. */
export const LIVE_CLOCKS = [[1, 0], [3, 2], [5, 3], [10, 5], [15, 10], [30, 0]];
export const DAYS_CLOCKS = [1, 3, 7];

/** A clock choice's value in the form: `live-10-5`, `days-3` or `none`. */
export const liveClockValue = ([minutes, increment]) => `live-${minutes}-${increment}`;
export const daysClockValue = (days) => `days-${days}`;

/** The API's clock (`POST /api/games`) for a form value. */
export function clockRequest(value) {
  const [kind, first, second] = value.split('-');
  if (kind === 'live') return { minutes: Number(first), increment: Number(second) };
  if (kind === 'days') return { days: Number(first) };
  return null;
}

/** A clock's words, from the server's clock (`{ kind, initial_ms, increment_ms }` or `{ kind, days }`) or null. */
export function clockWords(clock) {
  if (!clock) return 'lobby-clock-none';
  if (clock.kind === 'correspondence') return ['lobby-clock-days', { days: clock.days }];
  return ['lobby-clock-live', { minutes: clock.initial_ms / 60_000, increment: clock.increment_ms / 1000 }];
}

/** How long something has waited, `ms`, in the largest whole unit: "45 s", "3 min", "2 h", "4 d". */
export function waitedWords(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [unit, count] = seconds < 60 ? ['seconds', seconds]
    : seconds < 3600 ? ['minutes', Math.floor(seconds / 60)]
      : seconds < 86_400 ? ['hours', Math.floor(seconds / 3600)] : ['days', Math.floor(seconds / 86_400)];
  return ['lobby-waited', { unit, count }];
}

/**
 * A variant's options in words ("Rule: Skip Odd", "Board size: 7"), from the
 * server's `[key, value]` options; their words are the game's own area
 * (`needVariantWords`). A game without options (chess) has none.
 */
export function variantWords(gameId, options = []) {
  return options.map(([key, value]) => {
    const option = { id: optionWords(gameId, { key }) };
    const choice = choiceWords(gameId, { key }, value);
    return ['lobby-option-value', { option, value: hasMessage(choice) ? { id: choice } : value }];
  });
}

/** Loads the words of the variants of `gameIds` (each game's own area). */
export const needVariantWords = (gameIds) => Promise.all([...new Set(gameIds)].map((id) => needWords(`game-${id}`)))
  .catch((error) => console.error(error));

/** The other seat. */
export const otherSeat = (seat) => (seat === 'first' ? 'second' : 'first');

/** A side's name as a message argument ("White", "Player 1"). */
export const sideArg = (gameId, seat) => playerWords(gameId, seat);

/**
 * How a game on the server stands for the player in `seat`: its words and
 * whether it waits for this player's move. `view`: a GameView.
 */
export function turnOf(view, seat) {
  if (view.status === 'waiting') return { words: 'lobby-waiting-opponent', yourMove: false };
  if (view.status === 'playing') {
    const yourMove = view.to_move === seat;
    return { words: yourMove ? 'lobby-your-move' : 'lobby-their-move', yourMove };
  }
  const result = view.result;
  if (result?.reason === 'aborted') return { words: 'lobby-aborted', yourMove: false };
  if (!result?.winner) return { words: 'lobby-drawn', yourMove: false };
  return { words: result.winner === seat ? 'lobby-you-won' : 'lobby-you-lost', yourMove: false };
}

/** An API error (`{ status, code, message }`, online/api.js) as words. */
export function apiErrorWords(error) {
  if (error.code === 'unreachable') return 'lobby-error-unreachable';
  if (error.code === 'bad-name') return 'lobby-error-bad-name';
  if (error.code === 'seats-taken') return 'lobby-error-seats-taken';
  if (error.status === 429) return 'lobby-error-rate-limited';
  return ['lobby-error-other', { message: error.message || error.code }];
}
