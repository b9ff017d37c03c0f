// A game page's New game form: the variant's options and the opponent
// (opponent.js), and the confirmation before it ends a game in progress.

import { h } from '../../ui/dom.js';
import { choiceWords, optionWords } from '../../i18n/engine-words.js';
import { newGameOptions, opponentFields } from '../../ui/opponent.js';

export class NewGameForm {
  /** `start(options)` starts a new game with `options` as in a link; `current()` is the game shown. */
  constructor(snapshot, levels, { start, current }) {
    this.start = start;
    this.current = current;
    const opponent = opponentFields(levels, snapshot);
    /** Words the level's line again after a switch of language. */
    this.reword = opponent.reword;
    this.confirm = h('div', { class: 'confirm', role: 'alertdialog', l10n: 'game-confirm-new', hidden: true });
    this.element = h('form', { class: 'new-game-form', onsubmit: (event) => { event.preventDefault(); this.request(); } },
      variantFields(snapshot), opponent.fieldset, h('button', { type: 'submit', l10n: 'game-start-new' }), this.confirm);
  }

  /** The options the form stands at. */
  options() {
    return newGameOptions(new FormData(this.element));
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
      h('p', { l10n: ['game-confirm-new-text', { count: snap.history.length }] }),
      h('div', {},
        h('button', { type: 'button', class: 'primary', onclick: () => { this.confirm.hidden = true; this.start(options); }, l10n: 'game-confirm-new-yes' }),
        h('button', { type: 'button', onclick: () => { this.confirm.hidden = true; }, l10n: 'game-keep-playing' })));
    this.confirm.hidden = false;
    this.confirm.querySelector('button').focus();
  }
}

/** The variant's options, worded by the game's catalog area (engine-words.js); sizes are numbers. */
function variantFields(snapshot) {
  const gameId = snapshot.game.id;
  return snapshot.game.options.map((option) => {
    const current = snapshot.variant.find(([key]) => key === option.key)?.[1] ?? option.default;
    const choices = option.values.kind === 'choice'
      ? option.values.choices
      : Array.from({ length: option.values.max - option.values.min + 1 }, (_, i) => {
        const n = String(option.values.min + i);
        return [n, option.key === 'size' ? `${n} x ${n}` : n];
      });
    return h('label', {}, h('span', { l10n: optionWords(gameId, option) }), ' ',
      h('select', { name: option.key },
        choices.map(([value, label]) => (option.values.kind === 'choice'
          ? h('option', { value, selected: value === current, l10n: choiceWords(gameId, option, value) })
          : h('option', { value, selected: value === current }, label)))));
  });
}
