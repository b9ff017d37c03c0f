// The words the site says for play without sight, from the catalog area
// `sight` (www/locales/<language>/sight.ftl): sight.js and sight-commands.js
// put them together. What stands on a square is a "thing" (sight.js reads
// it off the engine's view), worded by one message per kind in the form a
// sentence needs: `bare` ("white pawn"), `the` ("takes the black pawn"),
// `with` ("swaps with the stone"), `a` ("now a white queen") or `item` (a
// square's content in a list: "c2 a single ring").

import { hasMessage, t } from '../i18n/i18n.js';

export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A typed word as the commands compare it: lower case, without accents. */
export const normal = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Parts joined the active language's way: `sentences`, a `list`, a piece's `moves`, two things taken (`and`). */
export function joined(how, parts) {
  const joins = { sentences: 'sight-join-sentences', list: 'sight-join-list', moves: 'sight-join-moves', and: 'sight-join-and' };
  return parts.join(t(joins[how]));
}

/**
 * A thing's words in a form; `full` says all of it (the Ring worn, the rings
 * a knight holds), as a square's description, else its short name.
 */
export function thingWords(thing, form = 'bare', full = false) {
  if (thing.kind === 'text') return thing.text; // a game sight.js cannot read: its renderer's words
  const { kind, side, wearer, rings, ...fields } = thing;
  const args = { form, ...fields };
  if (kind === 'chess') args.ring = full && wearer ? 'yes' : 'no';
  if (kind === 'knight') {
    args.full = full ? 'yes' : 'no';
    args.rings = joined('list', [['big-blue', rings.big_blue], ['blue', rings.blue], ['silver', rings.silver]]
      .filter(([, count]) => count > 0).map(([ring, count]) => t('sight-knight-rings', { ring, count })));
  }
  // One message per kind: sight-thing-empty, -struck, -stone, -ring, -piece, -kor-ring, -knight, -chess.
  return t(`sight-thing-${kind}`, args);
}

/**
 * Words as a string, in the forms i18n.js `word` takes: a message id,
 * `[id, args]`, `{ text }`, or a list of these; a string that is no
 * message's id is words as they came (the engine's).
 */
export function wordsText(words) {
  if (typeof words === 'string') return hasMessage(words) ? t(words) : words;
  if (!words) return '';
  if (!Array.isArray(words)) return words.text ?? '';
  if (typeof words[0] === 'string') return t(words[0], words[1]);
  return words.map(wordsText).join(' ');
}

/**
 * The words other pages say through the sight, in the active language when
 * asked for (the page words itself again on a switch). Their messages can
 * also go to `sight.say`/`sight.show` or `l10n` as they are:
 * 'sight-move-box', 'sight-play', 'sight-not-your-turn',
 * ['sight-premove-from', { square }], ['sight-premove-set', { from, to }],
 * 'sight-premove-cancelled', ['sight-premove-dropped', { from, to }].
 */
export const SIGHT_WORDS = {
  get moveBoxLabel() { return t('sight-move-box'); },
  get play() { return t('sight-play'); },
  get notYourTurn() { return t('sight-not-your-turn'); },
  premoveFrom: (square) => t('sight-premove-from', { square }),
  premoveSet: (from, to) => t('sight-premove-set', { from, to }),
  get premoveCancelled() { return t('sight-premove-cancelled'); },
  premoveDropped: (from, to) => t('sight-premove-dropped', { from, to }),
};
