// A game's live events from the server: a WebSocket to
// `/api/games/<id>/live`, which sends the game's view at once and after
// every change. A dropped socket (the network, a server restart) is opened
// again with a growing wait, and at once when the browser is back online or
// the tab is shown again; each new socket starts with the whole view, so
// nothing missed meanwhile is lost. Views are handed on only when newer than
// the last one (`version`).

import { socketUrl } from './api.js';

const FIRST_WAIT_MS = 400;
const LONGEST_WAIT_MS = 8000;

/** The wait before the `tries`-th attempt to connect again: doubling, with a little jitter so that many pages do not come back at once. */
export function reconnectWait(tries, random = Math.random) {
  const base = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, tries - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class LiveGame {
  /**
   * `onView(view)` hears each newer view; `onState(state)` hears
   * 'connecting' (the first time), 'open', 'reconnecting'; `onMissing(error)`
   * hears the server's error when the game is gone.
   */
  constructor(id, { onView, onState = () => {}, onMissing = () => {} }) {
    this.id = id;
    this.handlers = { onView, onState, onMissing };
    this.version = 0;
    this.tries = 0;
    this.state = 'connecting';
    this.closed = false;
    this.onBack = () => this.reconnectNow();
    this.onShown = () => { if (document.visibilityState === 'visible') this.reconnectNow(); };
    window.addEventListener('online', this.onBack);
    document.addEventListener('visibilitychange', this.onShown);
    this.open();
  }

  /** A view this page already has (a move's answer): later views must be newer still. */
  saw(view) {
    this.version = Math.max(this.version, view?.version ?? 0);
  }

  open() {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = null;
    let socket;
    try {
      socket = new WebSocket(socketUrl(`/api/games/${encodeURIComponent(this.id)}/live`));
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
      this.received(event.data);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.dropped();
    });
  }

  received(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message?.error) {
      if (message.error.code === 'no-such-game') this.handlers.onMissing(message.error);
      return;
    }
    if (message?.type !== 'game' || !message.game) return;
    // The first view on a new socket is the whole game, as of now: newer or the same.
    if (message.game.version <= this.version) return;
    this.version = message.game.version;
    this.handlers.onView(message.game);
  }

  dropped() {
    if (this.closed) return;
    this.setState('reconnecting');
    this.tries += 1;
    if (this.timer === null || this.timer === undefined) this.timer = setTimeout(() => this.open(), reconnectWait(this.tries));
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
