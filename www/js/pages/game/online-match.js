// A game played on the server, from this screen: the seat this browser holds
// (or none: a watcher), the server's view of the game as it arrives live,
// the moves made here sent with the ply they were made at, the clocks, the
// offers and the end. One of the game page's parts (see game-page.js): the
// page plays the server's moves on its own session as it plays a
// computer's, so that they slide in, sound and are said the same way.
//
// The server decides: a move made here shows at once, and goes back if the
// server refuses it; only the seat whose turn the server says it is moves;
// a move made while the server cannot be reached is sent once it can (the
// ply makes a second sending harmless), or refused clearly.

import { h } from '../../ui/dom.js';
import { t, word } from '../../i18n/i18n.js';
import { sideArg } from '../../i18n/engine-words.js';
import { api } from '../../online/api.js';
import { LiveGame } from '../../online/live.js';
import { keepSeat, seatIn, sideNow } from '../../online/seats.js';
import { clockControlWords, correspondenceClockWords, liveClockText, pressing, tickEvery, timeLeft } from '../../online/clocks.js';
import { askToNotify, mayAskToNotify, notifyWhileHidden } from '../../online/attention.js';
import { sessionOfView } from '../../online/replay.js';
import {
  OTHER_SIDE, engineResultAtEnd, nameArg, onlineHeadline, onlineResultWords, onlineStatusWords, refusalArg,
} from './online-words.js';

const SIDES = ['first', 'second'];
const OFFERS = ['draw', 'takeback', 'rematch'];
/** How long after a failed sending a move is sent again while the live socket is open. */
const RESEND_MS = 1500;

const sameStart = (longer, shorter) => shorter.every((notation, index) => longer[index] === notation);

/** Whether each side has moved in the game shown (an abort is too late then). */
const bothMoved = (snap) => snap.swapped || SIDES.every((side) => snap.history.some((entry) => entry.player === side));

export class OnlineMatch {
  /**
   * `page`: the game page that shows the game (game-page.js), whose session,
   * board input and drawing this part uses as the computer's moves do.
   * `view`: the server's view; `seat` and `token` this browser's, or null.
   */
  constructor(page, { view, seat = null, token = null }) {
    this.page = page;
    this.id = view.id;
    /** The seat this browser sat down in; the pie rule's swap may have moved it (`seat`). */
    this.keptSeat = seat;
    this.token = token;
    this.view = view;
    this.receivedAt = performance.now();
    /** A move made here the server has not taken yet: `{ notation, label, ply, toMoveAfter, inFlight, unsent, tries }`. */
    this.pending = null;
    /** The offer or action under way (its buttons wait for it). */
    this.busy = null;
    this.connection = 'connecting';
    this.syncing = Promise.resolve();
    /** The engine's result at the game's last move, once the session shown has reached it. */
    this.engineResult = null;
    this.clockFaces = Object.fromEntries(SIDES.map((side) => [side, h('span', { class: 'online-clock', role: 'timer' })]));
    this.line = h('p', { class: 'online-line' });
    this.takebackButton = h('button', { type: 'button', class: 'online-takeback', onclick: () => this.offer('takeback'), l10n: 'online-offer-takeback' });
    this.drawButton = h('button', { type: 'button', class: 'online-draw', onclick: () => this.offer('draw'), l10n: 'online-offer-draw' });
    this.abortButton = h('button', { type: 'button', class: 'online-abort', onclick: () => this.abort(), l10n: 'online-abort' });
    this.live = new LiveGame(this.id, {
      onView: (fresh) => this.accept(fresh),
      onState: (state) => this.connectionChanged(state),
    });
    this.live.saw(view);
    this.tick();
  }

  /** Puts the part's own elements in the page's layout (game/layout.js): its line under the title, its buttons among the controls. */
  mount(ui) {
    ui.variantLine.after(this.line);
    ui.undoButton.before(this.takebackButton);
    ui.resignButton.after(this.drawButton, this.abortButton);
    // A new game of one's own is the game's own page's: here the game is the server's.
    const newGame = ui.section.querySelector('details.new-game');
    if (newGame) newGame.hidden = true;
  }

  /** The page's address: `online/<id>`. */
  pageHash() {
    return `online/${this.id}`;
  }

  get over() {
    return this.view.status === 'ended';
  }

  get playing() {
    return this.view.status === 'playing';
  }

  /** A newer view of the game (live, or a request's answer): shown, and the board follows it. */
  accept(view, { force = false } = {}) {
    if (this.disposed || view?.id !== this.id) return;
    if (!force && view.version <= this.view.version) return;
    const before = this.view;
    this.view = view;
    this.receivedAt = performance.now();
    this.live.saw(view);
    this.queueSync();
    this.tellOpponentMoved(before, view);
    this.turnToSwappedSide(before, view);
    this.followRematch(before, view);
    this.page.setTitle();
    this.redrawPage();
    this.tick();
  }

  /** After the pie rule's swap (or its takeback) a player's board turns to the side they play now. */
  turnToSwappedSide(before, view) {
    if (!this.keptSeat || before.swapped === view.swapped || this.page.info.sideless) return;
    const flipped = this.seat === 'second';
    if (Boolean(this.page.snapshot.flipped) !== flipped) this.page.flip();
  }

  /** The board follows the server, one step at a time (views may come quicker than the engine plays). */
  queueSync() {
    this.syncing = this.syncing.then(() => this.sync()).catch((error) => console.error(error));
    return this.syncing;
  }

  async sync() {
    if (this.disposed) return;
    const snap = this.page.snapshot;
    const local = snap.steps;
    const server = this.view.moves;
    const pending = this.pending;
    if (pending && server.length > pending.ply) this.settle(pending, server);
    else if (pending && server.length === pending.ply && local.length === pending.ply + 1
      && local[pending.ply] === pending.notation && sameStart(local, server) && !this.over) return; // on its way
    if (local.length === server.length && sameStart(local, server)) return;
    if (server.length > local.length && sameStart(server, local)) {
      await this.playServerMoves(server.slice(local.length));
      return;
    }
    // The game parted from the server's (a takeback, a move refused): it is played again as the server has it.
    const rebuilt = await sessionOfView(this.page.engine, this.view, Boolean(snap.flipped));
    if (this.disposed) {
      if (rebuilt.ok) rebuilt.session.free();
      return;
    }
    if (rebuilt.ok) this.showSession(rebuilt.session);
    else this.page.tellMoveError(rebuilt.words);
  }

  /**
   * The opponent's moves, played on at the game's end as the computer's are
   * (game-page.js `playComputerMove`): they slide in, sound and are said; a
   * premove set meanwhile follows.
   */
  async playServerMoves(notations) {
    const { page } = this;
    const premove = page.input.takePremove();
    const end = page.snapshot.history.length;
    const result = await page.act((game) => notations.reduce((_, notation) => game.play(notation), game.goTo(end)));
    if (!result.ok || this.disposed) return;
    page.ui.moveError.textContent = '';
    page.input.playPremove(premove);
  }

  /** Shows the game as the server has it, played again (after a takeback, or a move refused). */
  showSession(session) {
    const { page } = this;
    const before = page.snapshot;
    page.replaceGame(session, page.myGame, false);
    page.sight.changed(before, page.snapshot);
    page.changed(before);
  }

  /** Draws the page again (the part's state changed), unless it is gone. */
  redrawPage() {
    if (!this.disposed) this.page.render();
  }

  /** The server has moved past the ply of the move waiting here: it was played, or something else was. */
  settle(pending, server) {
    this.pending = null;
    if (server[pending.ply] !== pending.notation) this.refused(pending, { code: 'stale-move', message: '' });
    this.page.setTitle();
    this.redrawPage();
  }

  refused(pending, error) {
    this.page.tellMoveError(['online-refused', { move: pending.label, reason: refusalArg(error) }]);
  }

  /** After every change of the game shown (game-page.js `follow`). */
  changed(snap) {
    this.engineResult = engineResultAtEnd(snap) ?? this.engineResult;
  }

  /** The side this browser plays: after the pie rule's swap, the other of the one it sat down with. */
  get seat() {
    return sideNow(this.view, this.keptSeat);
  }

  /** Only this seat, on its turn as the server says, at the game's end, with no move of its own on the way. */
  mayMove(snap) {
    return Boolean(this.seat) && !this.pending && this.playing && this.view.to_move === this.seat
      && snap.to_move === this.seat && snap.ply === snap.history.length && snap.steps.length === this.view.moves.length;
  }

  /** Takebacks are asked of the opponent (Offer a takeback), never made here. */
  mayUndo() {
    return false;
  }

  /** While the opponent is to move (or this screen's move is on its way), clicks set a premove. */
  premovesAllowed(snap) {
    if (!this.seat || !this.playing || snap.outcome || snap.ply !== snap.history.length) return false;
    return Boolean(this.pending) || (this.view.to_move !== this.seat && snap.to_move !== this.seat);
  }

  /** Why a typed move is not played now (the move box), or null. */
  whyNoMove(snap) {
    if (this.mayMove(snap)) return null;
    if (!this.seat) return 'online-watchers-watch';
    if (this.view.status === 'waiting') return 'online-status-waiting';
    if (this.over) return 'online-error-game-over';
    return 'online-error-not-your-turn';
  }

  /** A move made here (or the pie rule's swap): it is sent, with the ply it was made at. */
  playedHere(snap) {
    if (!this.seat || snap.ply !== snap.history.length || snap.steps.length !== this.view.moves.length + 1) return;
    const ply = snap.steps.length - 1;
    if (snap.swapped && ply === 1) {
      this.pending = { notation: snap.steps[ply], label: t('game-swapped-label'), ply, toMoveAfter: snap.to_move, tries: 0 };
    } else {
      const entry = snap.history[snap.ply - 1];
      if (!entry || entry.player !== this.seat) return;
      this.pending = { notation: entry.notation, label: entry.label, ply, toMoveAfter: snap.to_move, tries: 0 };
    }
    this.send();
  }

  async send() {
    const pending = this.pending;
    if (!pending || pending.inFlight || this.disposed) return;
    pending.inFlight = true;
    pending.tries += 1;
    const answer = await api.move(this.id, this.token, pending.notation, pending.ply);
    pending.inFlight = false;
    if (this.pending !== pending || this.disposed) return;
    if (answer.ok) {
      this.pending = null;
      pending.unsent = false;
      this.accept(answer.value);
      this.queueSync();
      this.redrawPage();
      return;
    }
    const { status } = answer.error;
    if (status === 0 || status === 502 || status === 503 || status === 504) {
      // Not reached: sent again once the server is back (live.js says when).
      pending.unsent = true;
      this.redrawPage();
      if (this.live.connected) this.resendTimer = setTimeout(() => this.send(), RESEND_MS);
      return;
    }
    // Refused, or taken already (a second sending of a move the server had:
    // `stale-move`): the server's game decides which.
    const fresh = await api.game(this.id);
    if (this.disposed || this.pending !== pending) return;
    this.pending = null;
    if (fresh.ok) this.accept(fresh.value, { force: true });
    const played = fresh.ok && fresh.value.moves[pending.ply] === pending.notation;
    if (!played) this.refused(pending, answer.error);
    await this.queueSync();
    this.redrawPage();
  }

  connectionChanged(state) {
    this.connection = state;
    if (state === 'open' && this.pending?.unsent) {
      clearTimeout(this.resendTimer);
      this.send();
    }
    this.redrawPage();
  }

  /** A correspondence opponent's move while the tab is hidden: a notification, where the player allowed them. */
  tellOpponentMoved(before, view) {
    if (!this.seat || view.clocks?.kind !== 'correspondence' || view.moves.length <= before.moves.length) return;
    if (view.to_move !== this.seat || view.status !== 'playing') return;
    const game = t(`game-name-${view.game}`);
    notifyWhileHidden(t('online-notify-title', { game }), t('online-notify-body', { name: view.players[OTHER_SIDE[this.seat]]?.name ?? '' }), `ringboard-${view.id}`);
  }

  /**
   * A rematch agreed while this page shows: both players go to it, each in
   * the other seat with the same token (the server keeps each player's).
   */
  followRematch(before, view) {
    const next = view.rematch;
    if (!next || !this.seat) return;
    if (!seatIn(next)) keepSeat(next, { seat: OTHER_SIDE[this.seat], token: this.token, game: view.game });
    if (!before.rematch) location.hash = `online/${next}`;
  }

  // --- The actions ---

  /** Runs a request of the player's (resign, an offer, an answer); its buttons wait for it. */
  async request(kind, call) {
    if (this.busy || !this.seat) return;
    this.busy = kind;
    this.redrawPage();
    const answer = await call();
    this.busy = null;
    if (this.disposed) return;
    if (answer.ok) this.accept(answer.value);
    else this.page.tellMoveError(['online-action-failed', { reason: refusalArg(answer.error) }]);
    this.redrawPage();
  }

  resign() {
    return this.request('resign', () => api.resign(this.id, this.token));
  }

  abort() {
    return this.request('abort', () => api.abort(this.id, this.token));
  }

  offer(kind) {
    return this.request(kind, () => api.offer(this.id, this.token, kind));
  }

  answer(kind, accept) {
    return this.request(kind, () => api.answer(this.id, this.token, kind, accept));
  }

  async copyInvitation(button) {
    const url = `${location.href.split('#')[0]}#${this.pageHash()}`;
    try {
      await navigator.clipboard.writeText(url);
      word(button, 'online-link-copied');
    } catch {
      window.prompt(t('online-copy-prompt'), url);
    }
  }

  // --- What the page shows ---

  /** The page's title: "(Your move) …" while it is this seat's turn. */
  title(base) {
    const yours = this.seat && this.playing && this.view.to_move === this.seat && !this.pending;
    return yours ? t('online-title-your-move', { title: base }) : base;
  }

  /** Who is to move as this screen sees it: the opponent while a move made here is on its way. */
  toMove() {
    return this.pending ? this.pending.toMoveAfter : this.view.to_move;
  }

  resultWords(snap) {
    this.engineResult = engineResultAtEnd(snap) ?? this.engineResult;
    return onlineResultWords(this.view, snap, this.engineResult);
  }

  /** The status line's words and its dot's side (game/view.js). */
  status(snap) {
    const words = onlineStatusWords(this.view, snap, { seat: this.seat, toMove: this.toMove(), result: this.resultWords(snap) });
    const dot = this.over ? this.view.result?.winner ?? 'none' : this.toMove();
    return { words, dot };
  }

  /** Each player's name and clock in their bar (game/view.js). */
  playerBarItems(player) {
    const name = this.view.players[player]?.name;
    return [
      name ? h('span', { class: 'online-name' }, name) : h('span', { class: 'online-name empty', l10n: 'online-seat-empty' }),
      this.seat === player ? h('span', { class: 'role', l10n: 'game-role-you' }) : null,
      this.view.clocks ? this.clockFaces[player] : null,
    ].filter(Boolean);
  }

  /** The status bar's part: the connection, the link to send, the offers, the rematch. Made again only when what they show changes. */
  statusButtons(snap) {
    const key = JSON.stringify([this.connection, this.view.status, this.view.offers, this.view.rematch, this.busy, Boolean(this.pending?.unsent), this.seat, this.view.players]);
    if (key !== this.buttonsKey) {
      this.buttonsKey = key;
      this.buttons = this.makeStatusButtons(snap);
    }
    return this.buttons;
  }

  makeStatusButtons(snap) {
    const { view } = this;
    const disabled = Boolean(this.busy);
    const button = (l10n, onclick, primary = false) => h('button', { type: 'button', class: primary ? 'primary' : null, disabled, onclick, l10n });
    const items = [];
    if (this.connection === 'reconnecting') items.push(h('span', { class: 'online-connection', role: 'status', l10n: 'online-reconnecting' }));
    if (this.pending?.unsent) items.push(h('span', { class: 'online-unsent', l10n: 'online-move-unsent' }));
    if (view.status === 'waiting' && this.seat) {
      const copy = h('button', { type: 'button', class: 'primary online-invite', l10n: 'online-copy-invitation' });
      copy.addEventListener('click', () => this.copyInvitation(copy));
      items.push(copy);
    }
    for (const kind of OFFERS) {
      const offerer = view.offers[kind];
      if (!offerer) continue;
      if (this.seat === offerer) {
        items.push(h('span', { class: 'online-offer own' }, h('span', { l10n: `online-offered-${kind}` }), button('online-withdraw', () => this.answer(kind, false))));
      } else {
        const said = h('span', { l10n: [`online-incoming-${kind}`, { name: nameArg(view, offerer), player: sideArg(snap, offerer) }] });
        items.push(this.seat
          ? h('span', { class: 'online-offer incoming', role: 'group' }, said,
            h('span', { class: 'online-answer' }, button('online-accept', () => this.answer(kind, true), true), button('online-decline', () => this.answer(kind, false))))
          : h('span', { class: 'online-offer' }, said));
      }
    }
    const seated = SIDES.every((side) => view.players[side]);
    if (this.over && this.seat && seated && !view.rematch && !view.offers.rematch && view.result?.reason !== 'aborted') {
      items.push(button('online-rematch', () => this.offer('rematch'), true));
    }
    if (view.rematch) items.push(h('a', { class: 'button online-rematch-link', href: `#online/${view.rematch}`, l10n: this.seat ? 'online-rematch-go' : 'online-rematch-watch' }));
    return items;
  }

  /**
   * The result over the board, drawn once for each result (a button is not
   * replaced under a click): the headline as this screen reads it, the
   * words, the review, and another game.
   */
  renderBanner(banner, snap, closed, close) {
    banner.hidden = !this.over || closed;
    if (!this.over) return;
    const headline = onlineHeadline(this.view, snap, this.seat);
    const words = this.resultWords(snap);
    const key = JSON.stringify([this.id, headline, words, snap.history.length > 0]);
    if (banner.dataset.shownFor === key) return;
    banner.dataset.shownFor = key;
    banner.replaceChildren(
      h('strong', { l10n: headline }), h('span', { class: 'online-result', l10n: words }),
      h('div', {},
        snap.history.length > 0 ? h('button', { type: 'button', class: 'primary', onclick: () => { close(); this.page.openReview(); }, l10n: 'game-review' }) : null,
        h('a', { class: 'button secondary', href: '#lobby', l10n: 'online-find-game' })),
      h('button', { type: 'button', class: 'close', l10n: 'game-close-result', onclick: close }, '×'));
  }

  /** The page's controls as online play has them (game-page.js `render`): no undo, hint or help while the game is played. */
  render(snap, ui) {
    const { view } = this;
    const seated = Boolean(this.seat);
    const busy = Boolean(this.busy);
    ui.undoButton.hidden = true;
    ui.hintButton.hidden = true;
    ui.resignButton.hidden = !seated || !this.playing;
    if (busy) ui.resignButton.disabled = true;
    // The engine's help (the review, the analysis board, Solve) once the game is over.
    if (!this.over) ui.reviewButton.hidden = true;
    ui.analysisLink.hidden ||= !this.over;
    if (ui.solveToggle) ui.solveToggle.closest('label').hidden = !this.over;
    // After the pie rule's swap each player has something to take back: the first move, or the swap.
    const ownMoves = snap.swapped || snap.history.some((entry) => entry.player === this.seat);
    this.takebackButton.hidden = !seated || !this.playing;
    this.takebackButton.disabled = busy || !ownMoves || view.offers.takeback === this.seat;
    this.drawButton.hidden = !seated || !this.playing || !view.can_draw;
    this.drawButton.disabled = busy || view.offers.draw === this.seat;
    this.abortButton.hidden = !seated || this.over || bothMoved(snap);
    this.abortButton.disabled = busy;
    this.renderLine(snap);
  }

  /** The line under the game's name: online, the clock, and for a watcher, who plays whom; the offer to notify. */
  renderLine(snap) {
    const { view } = this;
    const key = JSON.stringify([this.seat, view.players, view.clocks?.kind, view.status, this.askShown()]);
    if (this.lineKey === key) return;
    this.lineKey = key;
    const players = ['online-players', {
      first: nameArg(view, 'first'), second: nameArg(view, 'second'),
      firstSide: sideArg(snap, 'first'), secondSide: sideArg(snap, 'second'),
    }];
    const ask = this.askShown()
      ? h('button', { type: 'button', class: 'online-notify', l10n: 'online-notify-ask', onclick: () => askToNotify().then(() => { this.lineKey = null; this.redrawPage(); }) })
      : null;
    this.line.replaceChildren(
      h('span', { class: this.seat ? 'online-badge' : 'online-badge watching', l10n: this.seat ? 'online-badge-playing' : 'online-watching' }),
      h('span', { class: 'online-control', l10n: clockControlWords(view.clocks) }),
      h('span', { class: 'online-players', l10n: players }),
      ...(ask ? [ask] : []));
  }

  /** The offer to be notified: in this browser's first correspondence game it plays, until answered. */
  askShown() {
    return Boolean(this.seat) && this.view.clocks?.kind === 'correspondence' && this.view.status !== 'ended' && mayAskToNotify();
  }

  /** Counts the clocks down from the view, as of its arrival; the server says when a flag falls. */
  tick() {
    clearTimeout(this.tickTimer);
    if (this.disposed) return;
    const { clocks, status } = this.view;
    if (!clocks) return;
    const elapsed = performance.now() - this.receivedAt;
    let next = null;
    for (const side of SIDES) {
      const running = status === 'playing' && clocks.running === side;
      const ms = running ? timeLeft(clocks, side, elapsed) : clocks[`${side}_ms`];
      const face = this.clockFaces[side];
      const shown = clocks.kind === 'live' ? { text: liveClockText(ms) } : correspondenceClockWords(ms);
      if (JSON.stringify(shown) !== face.dataset.shown) {
        face.dataset.shown = JSON.stringify(shown);
        word(face, shown);
      }
      face.classList.toggle('running', running);
      face.classList.toggle('pressing', running && pressing(clocks, ms));
      if (running && ms > 0) next = tickEvery(clocks, ms);
    }
    if (next) this.tickTimer = setTimeout(() => this.tick(), next);
  }

  dispose() {
    this.disposed = true;
    clearTimeout(this.tickTimer);
    clearTimeout(this.resendTimer);
    this.live.close();
  }
}
