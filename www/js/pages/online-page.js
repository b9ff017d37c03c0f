// `#online/<id>`: a game played on the server. The page fetches the game,
// finds this browser's seat (or takes the free one: the first visitor who is
// not a player joins, under the name they chose once), loads the game's
// engine and shows the game on the game page, its online part
// (game/online-match.js) following the server live. Without the server, or
// without the game, it says so.

import { engineFor, hasEngine } from '../engine/engine.js';
import { gamePage } from '../games/games.js';
import { h, loadStyle } from '../ui/dom.js';
import { deferWords, laterWords, needWords, t } from '../i18n/i18n.js';
import { gamePagePack } from '../i18n/languages.js';
import { api } from '../online/api.js';
import { displayName, keepDisplayName, keepSeat, seatIn, sideNow } from '../online/seats.js';
import { sessionOfView } from '../online/replay.js';
import { clockControlWords } from '../online/clocks.js';
import { nameArg, refusalArg } from './game/online-words.js';
import { OnlineGamePage } from './game/online-game-page.js';

const SIDES = ['first', 'second'];

/** Opens the game `id`: its page, the form that asks a new player's name, or what keeps it from showing. */
export async function openOnlinePage(app, id) {
  const [answer] = await Promise.all([api.game(id), needWords('online').catch((error) => console.error(error)), loadStyle('online')]);
  document.title = t('online-page-title');
  if (!answer.ok) return showMissing(app, answer.error.code === 'unreachable' ? 'online-unreachable' : answer.error.status === 404 ? 'online-not-found' : ['online-failed', { reason: refusalArg(answer.error) }]);
  const view = answer.value;
  if (!hasEngine(view.game)) return showMissing(app, ['online-unknown-game', { game: view.game.slice(0, 40) }]);
  const seat = seatIn(id);
  const free = SIDES.find((side) => !view.players[side]);
  if (seat || view.status !== 'waiting' || !free) return openGame(app, view, seat);
  const name = displayName();
  if (name) return joinAndOpen(app, view, name, null);
  return new NameForm(app, view);
}

/**
 * Takes the free seat under `name` and opens the game; both seats taken
 * meanwhile: watches. `form`: the name form, which shows a refusal.
 */
async function joinAndOpen(app, view, name, form) {
  const joined = await api.join(view.id, name);
  if (joined.ok) {
    const { seat, token, game } = joined.value;
    keepSeat(view.id, { seat, token, game: game.game });
    return openGame(app, game, { seat, token });
  }
  if (joined.error.code === 'seats-taken') {
    const fresh = await api.game(view.id);
    return fresh.ok ? openGame(app, fresh.value, null) : showMissing(app, 'online-unreachable');
  }
  const words = joined.error.code === 'unreachable' ? 'online-unreachable' : ['online-join-failed', { reason: refusalArg(joined.error) }];
  if (form) {
    form.refused(words);
    return null;
  }
  return showMissing(app, words);
}

/** The game's page: this browser plays `seat` (`{ seat, token }`), or watches (null). */
async function openGame(app, view, seat) {
  const [engine, info] = await Promise.all([engineFor(view.game), gamePage(view.game)]);
  const flipped = sideNow(view, seat?.seat) === 'second' && !info.sideless;
  const built = await sessionOfView(engine, view, flipped);
  if (!built.ok) return showMissing(app, ['online-unreadable', { error: wordsArg(built.words) }]);
  await needWords(gamePagePack(view.game));
  // A game played live wants all its words at once (the result's, the offers', the rules'): they are fetched now.
  deferWords(`${gamePagePack(view.game)}-later`);
  laterWords();
  return new OnlineGamePage(app, view.game, info, built.session, { view, seat: seat?.seat ?? null, token: seat?.token ?? null });
}

/** What keeps the game from showing, said where the page would be, with the ways on. */
function showMissing(app, words) {
  app.replaceChildren(h('section', { class: 'online-missing' },
    h('h1', { l10n: 'online-heading' }),
    h('p', { class: 'online-missing-why', role: 'alert', l10n: words }),
    h('p', { class: 'online-missing-links' },
      h('a', { class: 'button', href: '#', l10n: 'online-home-link' }),
      h('a', { class: 'button secondary', href: '#lobby', l10n: 'online-lobby-link' }))));
  return { handlesHash: () => false };
}

/**
 * The first visit of a player without a name kept here: who waits, the
 * clock, and the name to play under (kept for later games), prefilled.
 * Until it is sent this is the page; then the game's page is.
 */
class NameForm {
  constructor(app, view) {
    this.app = app;
    this.view = view;
    const creator = SIDES.find((side) => view.players[side]);
    this.input = h('input', {
      name: 'name', maxlength: '30', autocomplete: 'nickname', required: true,
      value: t('online-guest-name', { number: String(1000 + Math.floor(Math.random() * 9000)) }),
    });
    this.message = h('p', { class: 'online-join-message', role: 'alert' });
    this.button = h('button', { type: 'submit', class: 'primary', l10n: 'online-join' });
    app.replaceChildren(h('section', { class: 'online-join' },
      h('h1', { l10n: ['online-join-heading', { game: { id: `game-name-${view.game}` } }] }),
      h('p', { l10n: ['online-join-waiting', { name: nameArg(view, creator), control: wordsArg(clockControlWords(view.clocks)) }] }),
      h('form', { onsubmit: (event) => { event.preventDefault(); this.submit(); } },
        h('label', {}, h('span', { l10n: 'online-name-label' }), this.input),
        this.button),
      this.message));
    this.input.select();
    this.input.focus();
  }

  async submit() {
    const name = this.input.value.trim().replace(/\s+/g, ' ');
    if (!name || this.button.disabled) return;
    this.button.disabled = true;
    keepDisplayName(name);
    const page = await joinAndOpen(this.app, this.view, name, this);
    if (this.disposed) {
      page?.dispose?.();
      return;
    }
    this.button.disabled = false;
    if (!page) return;
    this.page = page;
    window.ringboardPage = page;
  }

  refused(words) {
    this.message.replaceChildren(h('span', { l10n: words }));
  }

  handlesHash(hash) {
    return hash === `online/${this.view.id}`;
  }

  // What the route and the tests ask of a page, once the game shows.
  get snapshot() {
    return this.page?.snapshot;
  }

  get board() {
    return this.page?.board;
  }

  dispose() {
    this.disposed = true;
    this.page?.dispose?.();
  }
}

/** Words (a message id, `[id, args]` or `{ text }`) as a message argument. */
function wordsArg(words) {
  if (typeof words === 'string') return { id: words };
  return Array.isArray(words) ? { id: words[0], args: words[1] } : words.text;
}
