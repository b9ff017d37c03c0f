// A WebSocket to the game server that is followed through drops: opened
// again after a growing wait (with a little jitter, so that the pages of one
// restarted server do not all come back at once), and at once when the
// browser is back online or the tab is shown again. Each message is handed
// on as JSON; what it means is the caller's.

import { socketUrl } from './api.js';

const FIRST_WAIT_MS = 400;
const LONGEST_WAIT_MS = 8000;

/** The wait before the `tries`-th attempt to connect again. */
export function reconnectWait(tries, random = Math.random) {
  const base = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, tries - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class FollowedSocket {
  /**
   * `path`: on this site's origin. `onMessage(message)` hears each JSON
   * message; `onState(state)` hears 'open' and 'reconnecting'.
   */
  constructor(path, { onMessage, onState = () => {} }) {
    this.path = path;
    this.handlers = { onMessage, onState };
    this.tries = 0;
    this.state = 'connecting';
    this.closed = false;
    this.timer = null;
    this.onBack = () => this.reconnectNow();
    this.onShown = () => { if (document.visibilityState === 'visible') this.reconnectNow(); };
    window.addEventListener('online', this.onBack);
    document.addEventListener('visibilitychange', this.onShown);
    this.open();
  }

  open() {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = null;
    let socket;
    try {
      socket = new WebSocket(socketUrl(this.path));
    } catch {
      this.dropped();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.tries = 0;
      this.setState('open');
    });
    socket.addEventListener('message', (event) => {
      if (this.socket !== socket) return;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      this.handlers.onMessage(message);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.dropped();
    });
  }

  dropped() {
    if (this.closed) return;
    this.setState('reconnecting');
    this.tries += 1;
    if (this.timer === null) this.timer = setTimeout(() => this.open(), reconnectWait(this.tries));
  }

  /** The network or the tab came back: no wait. */
  reconnectNow() {
    if (this.closed || this.socket) return;
    this.open();
  }

  setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.handlers.onState(state);
  }

  get connected() {
    return this.state === 'open';
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onBack);
    document.removeEventListener('visibilitychange', this.onShown);
    const socket = this.socket;
    this.socket = null;
    try { socket?.close(); } catch { /* already closed */ }
  }
}
