// What an online game's page says, as words for i18n.js `word`: the state
// of play, how the game ended, why the server refused something. The
// engine's results are the engine's words; the server's own reasons (time,
// resignation, agreement, abort) are the `online` area's (online.ftl).

import { hasMessage } from '../../i18n/i18n.js';
import { resultWords, sideArg } from '../../i18n/engine-words.js';

export const OTHER_SIDE = { first: 'second', second: 'first' };

/** A seat's player's name as a message argument: their name, or "a player still to come". */
export function nameArg(view, seat) {
  return view.players[seat]?.name ?? { id: 'online-seat-empty' };
}

/** The result at the end of the game shown (`snap` at its last move): engine results in the engine's words. */
export function engineResultAtEnd(snap) {
  return snap.outcome && snap.ply === snap.history.length ? resultWords(snap) : null;
}

/**
 * How the game ended, in the player's language: the engine's words for an
 * end the rules made (`engineResult`, from the session at its last move),
 * the catalog's for the server's own; the server's English as a last resort.
 */
export function onlineResultWords(view, snap, engineResult) {
  const { result } = view;
  if (!result) return null;
  const winner = result.winner ? sideArg(snap, result.winner) : null;
  const loser = result.winner ? sideArg(snap, OTHER_SIDE[result.winner]) : null;
  switch (result.reason) {
    case 'time': return ['outcome-win', { winner, reason: { id: 'online-reason-time', args: { player: loser } } }];
    case 'resigned': return ['outcome-win', { winner, reason: { id: 'outcome-resigned', args: { player: loser } } }];
    case 'agreed': return ['outcome-draw', { reason: { id: 'online-reason-agreed' } }];
    case 'aborted': return 'online-result-aborted';
    default: return engineResult ?? { text: result.words };
  }
}

/** The result's headline, as the player at this screen reads it ("You won"), or as a watcher does. */
export function onlineHeadline(view, snap, seat) {
  const { result } = view;
  if (result.reason === 'aborted') return 'online-headline-aborted';
  if (!result.winner) return 'online-headline-draw';
  if (seat) return result.winner === seat ? 'online-headline-won' : 'online-headline-lost';
  return ['online-headline-winner', { player: sideArg(snap, result.winner), name: nameArg(view, result.winner) }];
}

/**
 * The status line: who is to move (`toMove`, the server's, or the
 * opponent's while a move made here is on its way), the wait for a second
 * player, or the result.
 */
export function onlineStatusWords(view, snap, { seat, toMove, result }) {
  if (view.status === 'ended') return result;
  if (view.status === 'waiting') return seat ? 'online-status-waiting' : 'online-status-waiting-watch';
  const player = sideArg(snap, toMove);
  if (!seat) return ['online-status-to-move', { player, name: nameArg(view, toMove) }];
  return toMove === seat ? ['online-status-your-move', { player }] : ['online-status-their-move', { player, name: nameArg(view, toMove) }];
}

/** Why the server refused, as a message argument: the catalog's words for its code, else its own message. */
export function refusalArg(error) {
  const id = `online-error-${error.code}`;
  if (hasMessage(id)) return { id };
  return error.message || error.code;
}
