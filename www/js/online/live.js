// A game's live events from the server (`/api/games/<id>/live`): the game's
// view at once and after every change. Each new socket starts with the whole
// view, so nothing missed while disconnected is lost; views are handed on
// only when newer than the last one (`version`).

import { FollowedSocket } from './socket.js';

export class LiveGame {
  /**
   * `onView(view)` hears each newer view; `onState(state)` hears 'open' and
   * 'reconnecting'; `onMissing(error)` hears the server's error when the
   * game is gone.
   */
  constructor(id, { onView, onState = () => {}, onMissing = () => {} }) {
    this.id = id;
    this.version = 0;
    this.handlers = { onView, onMissing };
    this.socket = new FollowedSocket(`/api/games/${encodeURIComponent(id)}/live`, {
      onMessage: (message) => this.received(message),
      onState,
    });
  }

  /** A view this page already has (a move's answer): later views must be newer still. */
  saw(view) {
    this.version = Math.max(this.version, view?.version ?? 0);
  }

  received(message) {
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

  /** The network or the tab came back: no wait. */
  reconnectNow() {
    this.socket.reconnectNow();
  }

  get state() {
    return this.socket.state;
  }

  get connected() {
    return this.socket.connected;
  }

  close() {
    this.socket.close();
  }
}
