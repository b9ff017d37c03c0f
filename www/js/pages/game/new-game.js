// A game page's New game form: the variant's options and the opponent
// (opponent.js), and the confirmation before it ends a game in progress;
// below it, Play online (play-online-panel.js, loaded when it is opened),
// which makes the game with the variant chosen in the form on the server.

import { h } from '../../ui/dom.js';
import { newGameOptions, opponentFields } from '../../ui/opponent.js';
import { chosenVariant, variantFields } from './variant-fields.js';
import { turnsOf } from '../../ui/turns.js';

export class NewGameForm {
  /** `start(options)` starts a new game with `options` as in a link; `current()` is the game shown. */
  constructor(snapshot, levels, { start, current }) {
    this.start = start;
    this.current = current;
    const opponent = opponentFields(levels, snapshot);
    /** Words the level's line again after a switch of language. */
    this.reword = opponent.reword;
    this.confirm = h('div', { class: 'confirm', role: 'alertdialog', l10n: 'game-confirm-new', hidden: true });
    this.form = h('form', { class: 'new-game-form', onsubmit: (event) => { event.preventDefault(); this.request(); } },
      variantFields(snapshot.game, snapshot.variant_fields), opponent.fieldset, h('button', { type: 'submit', l10n: 'game-start-new' }), this.confirm);
    // Play online has a form of its own, beside this one; its code loads on the first click
    // (as play-online-entry.js loads it, whose few lines a game page does without).
    const online = h('div', { class: 'new-game-online', hidden: true });
    const options = { gameId: snapshot.game.id, variant: () => chosenVariant(snapshot.game, new FormData(this.form)), heading: 'h3' };
    const openOnline = (event) => {
      const button = event.currentTarget;
      import('../play-online-panel.js').then(({ togglePanel }) => togglePanel(button, online, options)).catch((error) => console.error(error));
    };
    this.element = h('div', { class: 'new-game-panel' }, this.form,
      h('button', { type: 'button', class: 'play-online-button', 'aria-expanded': 'false', onclick: openOnline, l10n: 'game-versus-online' }), online);
  }

  /** The options the form stands at. */
  options() {
    return newGameOptions(new FormData(this.form));
  }

  /**
   * Asks before a New game ends a game in progress: the form shows a
   * confirmation, and the game in progress is kept to be restored.
   */
  request() {
    const options = this.options();
    const snap = this.current();
    if (snap.history.length === 0 || snap.outcome) {
      this.start(options);
      return;
    }
    this.confirm.replaceChildren(
      h('p', { l10n: ['game-confirm-new-text', { count: turnsOf(snap.history).length }] }),
      h('div', {},
        h('button', { type: 'button', class: 'primary', onclick: () => { this.confirm.hidden = true; this.start(options); }, l10n: 'game-confirm-new-yes' }),
        h('button', { type: 'button', onclick: () => { this.confirm.hidden = true; }, l10n: 'game-keep-playing' })));
    this.confirm.hidden = false;
    this.confirm.querySelector('button').focus();
  }
}
