// The lobby (#lobby): the open challenges, live over the lobby's WebSocket
// (online/lobby-socket.js), each accepted with one click; the player's own
// challenges, to cancel; the player's games on the server with whose turn it
// is; and public games to watch. Without a game server it says so, and the
// rest of the site is as ever.

import { h, loadStyle } from '../ui/dom.js';
import { api } from '../online/api.js';
import { followLobby } from '../online/lobby-socket.js';
import { displayName, forgetSeat, keepDisplayName, keepSeat, myGameIds, seatIn, sideNow } from '../online/seats.js';
import { onLanguageChange, t, word } from '../i18n/i18n.js';
import { apiErrorWords, needLobbyWords, needVariantWords, turnOf } from './lobby/online-words.js';
import { challengeRow, myGameRow, watchRow } from './lobby/lobby-rows.js';
import { playOnlineToggle } from './play-online-entry.js';

/** How often the player's games and the games to watch are read again (the challenges come live). */
const REFRESH_MS = 20_000;
/** How long an ended game stays among the player's games here (My games keeps it). */
const ENDED_SHOWN_MS = 24 * 3600_000;
/** The most games the API reads at once. */
const MOST_IDS = 50;

export async function openLobbyPage(app) {
  await Promise.all([needLobbyWords(), loadStyle('lobby')]);
  return new LobbyPage(app);
}

class LobbyPage {
  constructor(app) {
    this.state = {
      server: 'checking', serverError: null, connection: 'connecting',
      challenges: [], offset: 0, mine: [], watchable: [],
      /** The challenges being accepted or cancelled. */
      busy: new Set(),
      /** What the last accept or cancel came to, when it failed (words). */
      message: null,
    };
    /** The challenge rows shown, by id. */
    this.rows = new Map();
    const online = h('div', { class: 'play-online-slot', hidden: true });
    this.nameInput = h('input', {
      type: 'text', maxlength: '30', autocomplete: 'nickname', value: displayName(),
      onchange: () => keepDisplayName(this.nameInput.value.trim()),
    });
    word(this.nameInput, 'lobby-name-input');
    this.connectionLine = h('span', { class: 'lobby-connection', role: 'status' });
    this.down = h('div', { class: 'online-down', role: 'status' });
    this.challengeList = h('ul', { class: 'lobby-list challenges' });
    // Outside the rows: a challenge that someone else took leaves the list, and what happened must stay.
    this.message = h('p', { class: 'lobby-message', role: 'alert' });
    this.mineList = h('ul', { class: 'lobby-list my-online-games' });
    this.watchList = h('ul', { class: 'lobby-list watch-games' });
    const part = (titleWords, list, emptyWords, message = null) => {
      word(list, emptyWords);
      return h('section', { class: 'lobby-part' }, h('h2', { l10n: titleWords }), message, list);
    };
    this.parts = h('div', { class: 'lobby-parts' },
      part('lobby-challenges', this.challengeList, 'lobby-no-challenges', this.message),
      part('lobby-your-games', this.mineList, 'lobby-no-games'),
      part('lobby-watch-title', this.watchList, 'lobby-no-watch'));
    app.replaceChildren(h('section', { class: 'lobby' },
      h('div', { class: 'lobby-head' }, h('h1', { l10n: 'lobby-title' }), this.connectionLine),
      h('p', { class: 'lede', l10n: 'lobby-lede' }),
      h('div', { class: 'lobby-bar' },
        h('label', { class: 'online-field' }, h('span', { l10n: 'lobby-name' }), this.nameInput),
        h('button', { type: 'button', class: 'primary', 'aria-expanded': 'false', onclick: playOnlineToggle(online, { lobbyLink: false, name: () => this.nameInput.value }), l10n: 'lobby-new-game' })),
      online,
      this.down,
      this.parts));
    const title = () => { document.title = `${t('lobby-title')} · ringboard`; };
    title();
    this.stopWording = onLanguageChange(title);
    this.ticker = setInterval(() => this.drawWaited(), 1000);
    this.refresher = setInterval(() => this.refresh(), REFRESH_MS);
    this.onVisible = () => { if (document.visibilityState === 'visible') this.refresh(); };
    document.addEventListener('visibilitychange', this.onVisible);
    this.draw();
    this.start();
  }

  dispose() {
    this.disposed = true;
    this.lobby?.close();
    clearInterval(this.ticker);
    clearInterval(this.refresher);
    document.removeEventListener('visibilitychange', this.onVisible);
    this.stopWording();
  }

  set(change) {
    if (this.disposed) return;
    Object.assign(this.state, change);
    this.draw();
  }

  /** Asks the server for the list once; where it answers, follows the lobby live. */
  async start() {
    this.set({ server: 'checking' });
    const first = await api.challenges();
    if (this.disposed) return;
    if (!first.ok) {
      this.set({ server: first.error.code === 'unreachable' ? 'unreachable' : 'trouble', serverError: first.error });
      return;
    }
    await this.takeList(first.value.challenges, first.value.now);
    this.set({ server: 'ready' });
    this.refresh();
    this.lobby = followLobby({
      onList: (challenges, now) => this.takeList(challenges, now),
      onConnection: (connection) => this.set({ connection }),
    });
  }

  /** A new list of challenges: drawn, and a challenge of this browser that left it (taken) followed. */
  async takeList(challenges, now) {
    await needVariantWords(challenges.map((challenge) => challenge.game));
    if (this.disposed) return;
    const before = this.state.challenges.map((challenge) => challenge.id);
    const listed = new Set(challenges.map((challenge) => challenge.id));
    this.set({ challenges, offset: now - Date.now() });
    const left = before.filter((id) => !listed.has(id));
    const mine = left.filter((id) => seatIn(id));
    if (mine.length) this.followTaken(mine);
    // A challenge taken is a game begun: among the games to watch, or the player's.
    else if (left.length) this.refresh();
  }

  /**
   * A challenge of this browser that left the list: someone took the other
   * seat (or it was cancelled). A live game starts at once, so the player
   * goes to it; a correspondence game waits among their games.
   */
  async followTaken(ids) {
    const views = await api.games(ids);
    if (this.disposed || !views.ok) return;
    const started = views.value.games.find((view) => view.status === 'playing' && view.clocks?.kind !== 'correspondence');
    if (started) location.hash = `#online/${started.id}`;
    else this.refresh();
  }

  /** Reads the player's games and the games to watch again. */
  async refresh() {
    if (this.state.server !== 'ready') return;
    const ids = myGameIds().slice(0, MOST_IDS);
    const [mine, watchable] = await Promise.all([ids.length ? api.games(ids) : { ok: true, value: { games: [] } }, api.watchable()]);
    if (this.disposed) return;
    const views = [...(mine.ok ? mine.value.games : []), ...(watchable.ok ? watchable.value.games : [])];
    await needVariantWords(views.map((view) => view.game));
    const change = {};
    if (mine.ok) change.mine = mine.value.games;
    if (watchable.ok) change.watchable = watchable.value.games;
    this.set(change);
  }

  draw() {
    const { server, serverError, connection } = this.state;
    const ready = server === 'ready';
    this.parts.hidden = !ready;
    this.down.hidden = ready || server === 'checking';
    if (!ready && server !== 'checking') {
      this.down.replaceChildren(
        h('p', { l10n: server === 'unreachable' ? 'lobby-unreachable' : ['lobby-server-trouble', { message: serverError.message || serverError.code }] }),
        h('button', { type: 'button', class: 'secondary', onclick: () => this.start(), l10n: 'lobby-try-again' }));
    }
    word(this.connectionLine, !ready ? { text: '' } : connection === 'reconnecting' ? 'lobby-reconnecting' : connection === 'live' ? 'lobby-live' : { text: '' });
    this.connectionLine.className = `lobby-connection ${connection}`;
    if (!ready) return;
    this.message.hidden = !this.state.message;
    word(this.message, this.state.message ?? { text: '' });
    this.drawChallenges();
    this.drawMine();
    this.drawWatchable();
  }

  drawChallenges() {
    const { challenges } = this.state;
    const listed = new Set(challenges.map((challenge) => challenge.id));
    for (const [id, row] of this.rows) {
      if (!listed.has(id)) {
        row.element.remove();
        this.rows.delete(id);
      }
    }
    const mine = new Set(myGameIds());
    challenges.forEach((challenge, index) => {
      let row = this.rows.get(challenge.id);
      // A challenge made here a moment ago may be listed before its seat is kept.
      if (row && row.mine !== mine.has(challenge.id)) {
        row.element.remove();
        row = null;
      }
      if (!row) {
        row = challengeRow(challenge, mine.has(challenge.id), {
          accept: () => this.accept(challenge),
          cancel: () => this.cancel(challenge),
        });
        this.rows.set(challenge.id, row);
      }
      // In the list's order, moving only what is out of place (a focused button stays focused).
      if (this.challengeList.children[index] !== row.element) this.challengeList.insertBefore(row.element, this.challengeList.children[index] ?? null);
    });
    this.drawWaited();
  }

  /** How long each challenge has waited, by the server's clock (and whose it is, which this page may just have learnt). */
  drawWaited() {
    const mine = new Set(myGameIds());
    if ([...this.rows].some(([id, row]) => row.mine !== mine.has(id))) {
      this.drawChallenges();
      return;
    }
    const now = Date.now() + this.state.offset;
    for (const challenge of this.state.challenges) {
      this.rows.get(challenge.id)?.update({ waitedMs: now - challenge.created_at, busy: this.state.busy.has(challenge.id) });
    }
  }

  /** The player's games: those in play or waiting by link, then those ended lately; their moves first. */
  drawMine() {
    const now = Date.now() + this.state.offset;
    const shown = this.state.mine
      .map((view) => ({ view, seat: sideNow(view, seatIn(view.id)?.seat) }))
      .filter(({ view, seat }) => seat && (view.status === 'playing'
        || (view.status === 'waiting' && !view.public)
        || (view.status === 'ended' && now - view.updated_at < ENDED_SHOWN_MS && view.result?.reason !== 'aborted')))
      .sort((a, b) => rank(a) - rank(b) || b.view.updated_at - a.view.updated_at);
    this.mineList.replaceChildren(...shown.map(({ view, seat }) => myGameRow(view, seat)));
  }

  drawWatchable() {
    const mine = new Set(myGameIds());
    this.watchList.replaceChildren(...this.state.watchable.filter((view) => !mine.has(view.id)).map((view) => watchRow(view)));
  }

  /** Marks a challenge at work (its button waits) or done, with what it came to (`message`: words, or null). */
  act(id, busy, message = null) {
    const next = new Set(this.state.busy);
    if (busy) next.add(id);
    else next.delete(id);
    this.set({ busy: next, message });
  }

  /** One click: the free seat is this player's, and the game opens. */
  async accept(challenge) {
    this.act(challenge.id, true);
    const name = this.nameInput.value.trim();
    const joined = await api.join(challenge.id, name);
    if (!joined.ok) {
      this.act(challenge.id, false, apiErrorWords(joined.error));
      return;
    }
    keepDisplayName(name);
    if (!keepSeat(challenge.id, { seat: joined.value.seat, token: joined.value.token, game: challenge.game })) {
      // A seat this browser cannot keep could never be played from it: the game is called off.
      await api.abort(challenge.id, joined.value.token);
      this.act(challenge.id, false, 'lobby-error-storage');
      return;
    }
    location.hash = `#online/${challenge.id}`;
  }

  /** Cancels this browser's own challenge: the game is aborted, and its seat forgotten. */
  async cancel(challenge) {
    const seat = seatIn(challenge.id);
    if (!seat) return;
    this.act(challenge.id, true);
    const aborted = await api.abort(challenge.id, seat.token);
    if (!aborted.ok) {
      this.act(challenge.id, false, apiErrorWords(aborted.error));
      return;
    }
    forgetSeat(challenge.id);
    this.act(challenge.id, false);
  }
}

/** Games whose move is the player's come first, then the others in play, then those ended. */
function rank({ view, seat }) {
  if (view.status === 'ended') return 2;
  return turnOf(view, seat).yourMove ? 0 : 1;
}
