// Play online: the panel that makes a game on the game server (docs/api.md)
// and gives the link to send. On the home page and the lobby it offers any
// game with its variant options (the engine's own, as the New game form
// offers them); in a game's New game panel the game is that page's and the
// variant is the one chosen above. Without a server it says so plainly.
//
// The panel's parts are views of its state, each drawn again when its part
// changes: the server's answer, the game's options, the sides' names, the
// form's button and error, and what was made.

import { h, loadStyle } from '../ui/dom.js';
import { api } from '../online/api.js';
import { displayName, keepDisplayName, keepSeat } from '../online/seats.js';
import { CATALOG } from '../games/catalog.js';
import { engineFor, hasEngine } from '../engine/engine.js';
import { word } from '../i18n/i18n.js';
import { chosenVariant, variantFields } from './game/variant-fields.js';
import {
  DAYS_CLOCKS, LIVE_CLOCKS, apiErrorWords, clockRequest, clockWords, daysClockValue, liveClockValue, needLobbyWords, needVariantWords,
} from './lobby/online-words.js';

/** The clock a new game has unless the player picks another. */
const DEFAULT_CLOCK = liveClockValue([10, 5]);

/**
 * The panel, with its words and style loaded. `gameId`: the game it makes
 * (a game's page), or null to choose any; `variant()`: the variant's options
 * when the page chooses them; `name()`: the player's name where the page
 * asks for it itself (the lobby), else the panel asks; `lobbyLink`: whether to offer the lobby after a
 * public game is made (not on the lobby itself); `heading`: the title's
 * element ('h3' inside a game page's New game panel).
 */
export async function openPlayOnlinePanel(options) {
  await Promise.all([needLobbyWords(), loadStyle('lobby')]);
  return new PlayOnlinePanel(options);
}

/** Each place's panel, made on its first opening. */
const panels = new WeakMap();

/** Opens the panel in `slot` (made the first time) or closes it, as `button` (with `aria-expanded`) says. */
export async function togglePanel(button, slot, options) {
  const opening = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(opening));
  slot.hidden = !opening;
  if (!opening || panels.has(slot)) return;
  const made = openPlayOnlinePanel(options);
  panels.set(slot, made);
  try {
    slot.append((await made).element);
  } catch (error) {
    panels.delete(slot);
    slot.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    throw error;
  }
}

export class PlayOnlinePanel {
  constructor({ gameId = null, variant = null, name = null, lobbyLink = true, heading = 'h2' } = {}) {
    this.pageName = name;
    this.fixedGame = gameId;
    this.pageVariant = variant;
    this.lobbyLink = lobbyLink;
    this.state = {
      server: 'checking', serverError: null,
      game: gameId ?? CATALOG[0].id, info: null, infoState: 'none',
      creating: false, error: null, created: null,
    };
    this.body = h('div', { class: 'play-online-body' });
    this.element = h('section', { class: 'play-online', 'aria-labelledby': 'play-online-title' },
      h(heading, { id: 'play-online-title', l10n: 'lobby-panel-title' }), this.body);
    this.checkServer();
  }

  set(change) {
    Object.assign(this.state, change);
    this.draw();
  }

  /** The panel as its state stands: the server's answer decides what it shows. */
  draw() {
    const { server, created } = this.state;
    if (server === 'checking') this.show('checking', () => h('p', { class: 'online-checking', l10n: 'lobby-checking' }));
    else if (server !== 'ready') this.show(`down-${server}`, () => this.serverDownView());
    else if (created) this.show(`created-${created.id}`, () => this.createdView());
    else {
      this.show('form', () => this.formView());
      this.drawForm();
    }
  }

  /** Shows the view under `key`, made once for it (so that a field keeps its focus and value while the state changes). */
  show(key, make) {
    if (this.shown?.key !== key) {
      this.shown = { key, element: make() };
      this.body.replaceChildren(this.shown.element);
    }
  }

  async checkServer() {
    this.set({ server: 'checking' });
    const health = await api.health();
    if (health.ok) {
      this.set({ server: 'ready' });
      this.loadOptions();
    } else this.set({ server: health.error.code === 'unreachable' ? 'unreachable' : 'trouble', serverError: health.error });
  }

  serverDownView() {
    const { server, serverError } = this.state;
    return h('div', { class: 'online-down', role: 'status' },
      h('p', { l10n: server === 'unreachable' ? 'lobby-unreachable' : ['lobby-server-trouble', { message: serverError.message || serverError.code }] }),
      h('button', { type: 'button', class: 'secondary', onclick: () => this.checkServer(), l10n: 'lobby-try-again' }));
  }

  /** The engine's options of the chosen game (where the page does not choose the variant). */
  async loadOptions() {
    if (this.pageVariant) return;
    const game = this.state.game;
    if (this.state.info?.id === game) return;
    this.set({ info: null, infoState: 'loading' });
    try {
      if (!hasEngine(game)) throw new Error(`no engine for ${game}`);
      const [engine] = await Promise.all([engineFor(game), needVariantWords([game])]);
      const info = engine.games().find((each) => each.id === game);
      if (!info) throw new Error(`the engine has no game ${game}`);
      if (this.state.game === game) this.set({ info, infoState: 'ready' });
    } catch (error) {
      console.error(error);
      if (this.state.game === game) this.set({ info: null, infoState: 'failed' });
    }
  }

  formView() {
    const field = (labelWords, control) => h('label', { class: 'online-field' }, h('span', { l10n: labelWords }), control);
    const group = (legendWords, ...children) => h('fieldset', { class: 'online-choices' }, h('legend', { l10n: legendWords }), ...children);
    const choice = (name, value, words, checked) => h('label', { class: 'chip' },
      h('input', { type: 'radio', name, value, checked }), h('span', { l10n: words }));
    this.gameSelect = this.fixedGame ? null : h('select', {
      name: 'game',
      onchange: () => { this.set({ game: this.gameSelect.value }); this.loadOptions(); },
    }, CATALOG.map((game) => h('option', { value: game.id, selected: game.id === this.state.game, l10n: `game-name-${game.id}` })));
    this.variantSlot = h('div', { class: 'online-variant' });
    this.sideSlot = h('div', { class: 'chips' });
    this.nameInput = h('input', { type: 'text', name: 'name', maxlength: '30', autocomplete: 'nickname', value: displayName() });
    word(this.nameInput, 'lobby-name-input');
    this.createButton = h('button', { type: 'submit', class: 'primary' });
    this.errorLine = h('p', { class: 'online-error', role: 'alert' });
    const clock = (value, words) => choice('clock', value, words, value === DEFAULT_CLOCK);
    this.form = h('form', { class: 'online-form', onsubmit: (event) => { event.preventDefault(); this.create(); } },
      this.gameSelect ? field('lobby-game', this.gameSelect) : null,
      this.variantSlot,
      group('lobby-side', this.sideSlot),
      group('lobby-clock',
        h('div', { class: 'clock-row' }, h('span', { class: 'clock-kind', l10n: 'lobby-clock-live-group' }),
          h('div', { class: 'chips' }, LIVE_CLOCKS.map(([minutes, increment]) => clock(liveClockValue([minutes, increment]),
            clockWords({ kind: 'live', initial_ms: minutes * 60_000, increment_ms: increment * 1000 }))))),
        h('div', { class: 'clock-row' }, h('span', { class: 'clock-kind', l10n: 'lobby-clock-correspondence-group' }),
          h('div', { class: 'chips' }, DAYS_CLOCKS.map((days) => clock(daysClockValue(days), clockWords({ kind: 'correspondence', days }))))),
        h('div', { class: 'clock-row' }, h('span', { class: 'clock-kind' }),
          h('div', { class: 'chips' }, clock('none', clockWords(null))))),
      group('lobby-visibility', h('div', { class: 'chips' },
        choice('visibility', 'public', 'lobby-public', true), choice('visibility', 'link', 'lobby-link-only', false))),
      this.pageName ? null : field('lobby-name', this.nameInput),
      h('div', { class: 'online-submit' }, this.createButton, this.errorLine));
    this.drawn = {};
    return this.form;
  }

  /** The form's parts that follow the state: the variant's fields, the sides' names, the button and the error. */
  drawForm() {
    const { game, infoState, creating, error } = this.state;
    const variantKey = this.pageVariant ? 'page' : `${game}-${infoState}`;
    if (this.drawn.variant !== variantKey) {
      this.drawn.variant = variantKey;
      this.variantSlot.replaceChildren(...this.variantView());
    }
    if (this.drawn.sides !== game) {
      this.drawn.sides = game;
      const side = this.form.elements.side?.value || 'random';
      this.sideSlot.replaceChildren(...['first', 'second', 'random'].map((value) => h('label', { class: 'chip' },
        h('input', { type: 'radio', name: 'side', value, checked: value === side }),
        h('span', { l10n: value === 'random' ? 'lobby-side-random' : `player-${game}-${value}` }))));
    }
    this.createButton.disabled = creating || infoState === 'loading';
    word(this.createButton, creating ? 'lobby-creating' : 'lobby-create');
    if (error) word(this.errorLine, error);
    else word(this.errorLine, { text: '' });
    this.errorLine.hidden = !error;
  }

  variantView() {
    const { info, infoState } = this.state;
    if (this.pageVariant) return [h('p', { class: 'online-note', l10n: 'lobby-options-above' })];
    if (infoState === 'loading') return [h('p', { class: 'online-note', l10n: 'lobby-options-loading' })];
    if (infoState === 'failed') return [h('p', { class: 'online-note', l10n: 'lobby-options-failed' })];
    return info ? variantFields(info) : [];
  }

  /** The game's variant as the form or the page stands. */
  variant() {
    if (this.pageVariant) return this.pageVariant();
    return this.state.info ? chosenVariant(this.state.info, new FormData(this.form)) : '';
  }

  async create() {
    if (this.state.creating) return;
    const form = new FormData(this.form);
    const name = (this.pageName ? this.pageName() : this.nameInput.value).trim();
    const request = {
      game: this.state.game, variant: this.variant(), side: form.get('side') ?? 'random',
      clock: clockRequest(form.get('clock') ?? 'none'), public: form.get('visibility') === 'public', name,
    };
    this.set({ creating: true, error: null });
    const made = await api.create(request);
    if (!made.ok) {
      this.set({ creating: false, error: apiErrorWords(made.error) });
      return;
    }
    const { id, seat, token, link } = made.value;
    keepDisplayName(name);
    if (!keepSeat(id, { seat, token, game: request.game })) {
      // A seat this browser cannot keep could never be played from it: the game goes at once.
      await api.abort(id, token);
      this.set({ creating: false, error: 'lobby-error-storage' });
      return;
    }
    // The link carries no secret: the seat's token stays in this browser.
    this.set({ creating: false, created: { id, url: new URL(link, location.origin).href, public: request.public } });
    this.copyButton?.focus();
  }

  createdView() {
    const { created } = this.state;
    const linkBox = h('input', { type: 'text', class: 'online-link', readonly: true, value: created.url, onfocus: (event) => event.target.select() });
    word(linkBox, 'lobby-link-label');
    const copyState = h('p', { class: 'copy-state', role: 'status' });
    this.copyButton = h('button', {
      type: 'button', class: 'secondary', l10n: 'lobby-copy',
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(created.url);
          word(copyState, 'lobby-copied');
        } catch {
          word(copyState, 'lobby-copy-refused');
          linkBox.focus();
          linkBox.select();
        }
      },
    });
    return h('div', { class: 'online-created' },
      h('p', { class: 'online-created-title', l10n: 'lobby-created' }),
      h('p', { l10n: created.public ? 'lobby-created-public' : 'lobby-created-link' }),
      h('div', { class: 'online-link-row' }, linkBox, this.copyButton),
      copyState,
      h('p', { class: 'online-created-actions' },
        h('a', { class: 'button', href: `#online/${created.id}`, l10n: 'lobby-open-game' }),
        created.public && this.lobbyLink ? h('a', { href: '#lobby', l10n: 'lobby-see-lobby' }) : null,
        h('button', { type: 'button', class: 'quiet', onclick: () => this.set({ created: null }), l10n: 'lobby-another' })));
  }
}
