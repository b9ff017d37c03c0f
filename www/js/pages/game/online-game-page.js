// The game page of a game played on the server (online-page.js opens it):
// the game page itself (game-page.js), with its online part
// (online-match.js), and what differs where the server keeps the game:
// nothing is saved here, the address is the game's `#online/<id>`, the
// arrow back looks back rather than takes back, a record opens on its own
// page, a resignation and a move go to the server. What differs lives here,
// loaded with online play alone, so that a game's page loads none of it.

import { localize, t } from '../../i18n/i18n.js';
import { GamePage } from '../game-page.js';
import { OnlineMatch } from './online-match.js';

export class OnlineGamePage extends GamePage {
  /** `online`: the server's view, and this browser's seat and token (null for a watcher). */
  constructor(app, gameId, info, session, online) {
    super(app, gameId, info, session, (page) => new OnlineMatch(page, online));
  }

  /** The board's clicks make premoves while the opponent is to move. */
  inputHost() {
    return { ...super.inputHost(), premovesAllowed: () => this.online.premovesAllowed(this.snapshot) };
  }

  /** "(Your move) Chess · ringboard" while it is this seat's turn. */
  setTitle() {
    const title = t('game-page-title', { game: t(`game-name-${this.gameId}`) });
    document.title = this.online?.title(title) ?? title;
  }

  handlesHash(hash) {
    return hash === this.online.pageHash();
  }

  /** The server keeps the game: neither the saved game nor "My games" of this game here change. */
  save() {}

  /** ← looks one move back: a takeback is asked of the opponent (Offer a takeback). */
  undo() {
    return this.goTo(Math.max(0, this.snapshot.ply - 1));
  }

  /** A record opened here shows on its game's own page: this one is the server's. */
  openRecordedGame(session) {
    const { link } = session.snapshot;
    session.free();
    location.hash = link;
  }

  /** A move made here goes to the server. */
  playedHere(result) {
    super.playedHere(result);
    if (result.ok) this.online.playedHere(this.snapshot);
  }

  /** A typed move only on this seat's turn; the move box's commands always. */
  playTyped() {
    const text = this.ui.moveInput.value.trim();
    const why = this.online.whyNoMove(this.snapshot);
    if (!text || !why) return super.playTyped();
    if (this.sight.command(text)) this.ui.moveInput.value = '';
    else this.tellMoveError(why);
    return undefined;
  }

  /** Resigning takes a second click, then goes to the server. */
  resign() {
    const button = this.ui.resignButton;
    if (button.dataset.confirm !== 'yes') {
      button.dataset.confirm = 'yes';
      localize(button, 'game-resign-confirm-you');
      this.resignTimer = setTimeout(() => this.resetResign(), 4000);
      return;
    }
    this.resetResign();
    this.online.resign();
  }

  /** The link to copy is the game's page on the server, for the opponent or a watcher. */
  linkToCopy() {
    return `${location.href.split('#')[0]}#${this.online.pageHash()}`;
  }
}
