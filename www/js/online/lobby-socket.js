// The lobby's live list of open challenges (`/api/lobby/live`): the list at
// once and on every change, followed through drops and server restarts.

import { FollowedSocket } from './socket.js';

/**
 * Follows the lobby: `onList(challenges, now)` hears each list (`now`: the
 * server's clock), `onConnection(state)` 'live' or 'reconnecting'.
 * Returns `{ close }`.
 */
export function followLobby({ onList, onConnection }) {
  const socket = new FollowedSocket('/api/lobby/live', {
    onMessage: (message) => {
      if (message?.type === 'challenges' && Array.isArray(message.challenges)) onList(message.challenges, Number(message.now) || Date.now());
    },
    onState: (state) => onConnection(state === 'open' ? 'live' : 'reconnecting'),
  });
  return { close: () => socket.close() };
}
