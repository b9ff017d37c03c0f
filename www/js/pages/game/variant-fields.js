// A game's variant options as form fields: the New game form's and Play
// online's. The options are the engine's (a snapshot's `game`, or an entry of
// the engine's `games()`), worded by the game's catalog area (engine-words.js).

import { h } from '../../ui/dom.js';
import { choiceWords, optionWords } from '../../i18n/engine-words.js';

/**
 * One labelled select for each of `game.options`, standing at `chosen`
 * (`[[key, value]]`, a snapshot's `variant`) or at the option's default.
 */
export function variantFields(game, chosen = []) {
  return game.options.map((option) => {
    const current = chosen.find(([key]) => key === option.key)?.[1] ?? option.default;
    const choices = option.values.kind === 'choice'
      ? option.values.choices.map(([value]) => [value, { l10n: choiceWords(game.id, option, value) }])
      : Array.from({ length: option.values.max - option.values.min + 1 }, (_, i) => {
        const n = option.values.min + i;
        // A square board's size in the page's language ("9 x 9", "9×9").
        return [String(n), option.key === 'size' ? { l10n: ['board-square-size', { size: n }] } : { text: String(n) }];
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
