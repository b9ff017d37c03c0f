// The lobby's live list of open challenges (`GET /api/lobby/live`, a
// WebSocket): the list at once and on every change, followed through drops
// and server restarts by connecting again after a growing pause.

import { socketUrl } from './api.js';

/** The pause before the first reconnection, and the longest. */
const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;

/**
 * Follows the lobby: `onList(challenges, now)` hears each list (`now`: the
 * server's clock), `onConnection(state)` 'live' or 'reconnecting'.
 * Returns `{ close }`.
 */
export function followLobby({ onList, onConnection }) {
  let socket = null;
  let closed = false;
  let failures = 0;
  let timer = null;
  const connect = () => {
    socket = new WebSocket(socketUrl('/api/lobby/live'));
    socket.addEventListener('open', () => {
      failures = 0;
      onConnection('live');
    });
    socket.addEventListener('message', (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message?.type === 'challenges' && Array.isArray(message.challenges)) onList(message.challenges, Number(message.now) || Date.now());
    });
    socket.addEventListener('close', () => {
      socket = null;
      if (closed) return;
      onConnection('reconnecting');
      // Many pages that lost one server do not all come back at the same instant.
      const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** failures) * (0.75 + Math.random() / 2);
      failures += 1;
      timer = setTimeout(connect, pause);
    });
  };
  connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
