// Words a game page puts together: a game's page module's words, and words
// said one after another (i18n.js `word`'s lists).

import { hasMessage } from '../../i18n/i18n.js';

/**
 * Words a game's page module gives (a status note, a pass note, a stat, an
 * action's label): a catalog message or words (i18n.js `word`), or, while a
 * game's words are not all in the catalogs yet, its English text.
 */
export function gameWords(value) {
  if (typeof value === 'string') return hasMessage(value) ? value : { text: value };
  if (Array.isArray(value) && typeof value[0] !== 'string') return value.map(gameWords);
  return value;
}

export const someWords = (words) => Boolean(words) && !(Array.isArray(words) && words.length === 0);

/** Words said one after another (i18n.js `word`'s list), from words and lists of them. */
export function joinWords(...parts) {
  return parts.filter(someWords).flatMap((part) => (Array.isArray(part) && typeof part[0] !== 'string' ? part : [part]));
}
