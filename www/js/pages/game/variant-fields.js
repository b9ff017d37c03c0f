// A game's variant options as form fields: the New game form's and Play
// online's. The options are the engine's (a snapshot's `game`, or an entry of
// the engine's `games()`), worded by the game's catalog area (engine-words.js).

import { h } from '../../ui/dom.js';
import { choiceWords, optionWords } from '../../i18n/engine-words.js';

/**
 * One labelled select for each of `game.options`, standing at `chosen`
 * (`[[key, value]]`, a snapshot's `variant_fields`) or at the option's default.
 */
export function variantFields(game, chosen = []) {
  return game.options.map((option) => {
    const current = chosen.find(([key]) => key === option.key)?.[1] ?? option.default;
    const choices = option.values.kind === 'choice'
      ? option.values.choices.map(([value]) => [value, { l10n: choiceWords(game.id, option, value) }])
      : Array.from({ length: option.values.max - option.values.min + 1 }, (_, i) => {
        const n = String(option.values.min + i);
        return [n, { text: n }];
      });
    return h('label', {}, h('span', { l10n: optionWords(game.id, option) }), ' ',
      h('select', { name: option.key },
        choices.map(([value, { l10n, text }]) => h('option', { value, selected: value === current, l10n }, text))));
  });
}

/** The variant the fields of `game` stand at in `formData`, as a link's options (`rule=odd&size=7`). */
export function chosenVariant(game, formData) {
  const options = new URLSearchParams();
  for (const option of game.options) {
    const value = formData.get(option.key);
    if (value !== null) options.append(option.key, value);
  }
  return options.toString();
}
