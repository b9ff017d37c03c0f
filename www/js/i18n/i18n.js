// The site's words in the player's language, from the message catalogs in
// www/locales/<language>/<area>.ftl (Project Fluent), formatted by
// @fluent/bundle. The build parses them (scripts/build-site.mjs), one file
// per language and area.
//
// One language is active at a time, and only the areas a page needs are
// fetched for it: `site` always, a game page's own areas when it opens
// (`needWords`). The language follows the browser on a first visit and the
// picker after that (kept in storage, never in a link, so a link does not
// force the sender's language on a friend). Switching re-words the page in
// place: every element worded with `localize` carries its message in
// `data-l10n-id` / `data-l10n-args` and is worded again, and the parts that
// compose their words in code listen with `onLanguageChange`. Nothing is
// reloaded, so a game and the computer's think go on.

import { FluentBundle } from '@fluent/bundle';
import { ASSETS, siteUrl } from '../engine/assets.js';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages.js';
import { storage } from '../ui/storage.js';
import { pageSettled } from '../ui/presence.js';

const LANGUAGE_KEY = 'ringboard:language';

export { LANGUAGES, SOURCE_LANGUAGE };

let active = SOURCE_LANGUAGE;
let bundle = new FluentBundle(SOURCE_LANGUAGE, { useIsolating: false });
/** The areas the pages opened so far needed (a game page's file holds `site` too): a switch loads them in the new language. */
const areasNeeded = new Set();
/** Each language's bundle, and the areas in it or on their way: language -> { bundle, areas: Map<area, Promise> }. */
const bundles = new Map();
const listeners = new Set();
/** Elements worded by a message still to come (deferWords, or an area on its way), to be worded when it arrives. */
const waitingForWords = new Set();
/** Areas being fetched now: a word asked for meanwhile may be among them. */
let areasOnTheWay = 0;
/** Whether words asked for now may still come: a page's deferred words, or an area being fetched. */
const wordsOnTheWay = () => deferred !== null || areasOnTheWay > 0;

/**
 * The language a visitor gets: the one they picked, else the first of the
 * browser's languages the site speaks (a language's own region first, then
 * any region of it: de-AT gets de, zh-TW zh-CN), else English.
 */
export function chosenLanguage(stored = storage.get(LANGUAGE_KEY), wanted = navigator.languages ?? [navigator.language]) {
  const codes = LANGUAGES.map(([code]) => code);
  if (codes.includes(stored)) return stored;
  const base = (code) => code.toLowerCase().split('-')[0];
  for (const want of wanted.filter(Boolean)) {
    const match = codes.find((code) => code.toLowerCase() === want.toLowerCase()) ?? codes.find((code) => base(code) === base(want));
    if (match) return match;
  }
  return SOURCE_LANGUAGE;
}

function bundleOf(language) {
  if (!bundles.has(language)) bundles.set(language, { bundle: new FluentBundle(language, { useIsolating: false }), areas: new Map() });
  return bundles.get(language);
}

/** Loads `areas` of `language`'s catalogs into its bundle (each once). */
async function load(language, areas) {
  const entry = bundleOf(language);
  await Promise.all(areas.map((area) => {
    if (!entry.areas.has(area)) {
      areasOnTheWay += 1;
      const loading = fetch(siteUrl(`${ASSETS.locales}/${language}/${area}.json`)).then((response) => {
        if (!response.ok) throw new Error(`the ${language} words of ${area} could not be loaded (${response.status})`);
        return response.json();
      }).then((messages) => {
        // The build's compact form (scripts/build-site.mjs) back into the entries of a resource.
        const body = Object.entries(messages).map(([id, message]) => (
          message !== null && typeof message === 'object' && !Array.isArray(message) ? { id, ...message } : { id, value: message, attributes: {} }));
        entry.bundle.addResource({ body });
      }).finally(() => { areasOnTheWay -= 1; });
      entry.areas.set(area, loading);
      loading.catch(() => entry.areas.delete(area));
    }
    return entry.areas.get(area);
  }));
  return entry.bundle;
}

/**
 * Loads the visitor's language before the first page is drawn (the frame's
 * words, and `firstAreas`: the page's own, when it is known to need them,
 * in the same round); English if that fails.
 */
export async function startLanguage(firstAreas = []) {
  for (const area of firstAreas.length ? firstAreas : ['site']) areasNeeded.add(area);
  const language = chosenLanguage();
  try {
    await use(language);
  } catch (error) {
    console.error(error);
    if (language !== SOURCE_LANGUAGE) await use(SOURCE_LANGUAGE);
  }
}

async function use(language) {
  bundle = await load(language, [...areasNeeded]);
  active = language;
  document.documentElement.lang = language;
}

/**
 * Makes sure the active language has the words of `areas` (a page's own, as
 * `game`, `rules-chess`), before the page words itself with them.
 */
export async function needWords(...areas) {
  const fresh = areas.filter((area) => !bundleOf(active).areas.has(area));
  for (const area of areas) areasNeeded.add(area);
  await load(active, areas);
  // Words shown before their area arrived (an error's, fetched when one is
  // shown; a page's deferred words) are worded now, and the parts that asked
  // for them in code word themselves again.
  if (fresh.length) {
    const waiting = [...waitingForWords];
    waitingForWords.clear();
    for (const element of new Set([...document.querySelectorAll('[data-l10n-id]'), ...waiting])) reword(element);
  }
  if (missedInCode && !wordsOnTheWay()) {
    missedInCode = false;
    for (const listener of listeners) listener(active);
  }
}

let deferred = null;
let deferredLoaded = Promise.resolve();
let deferredWake = () => {};
/** Whether code asked for a word still to come (`t`), so that the pages must word themselves again. */
let missedInCode = false;

/**
 * Words a page does not need to draw itself as it opens (`area`: the second
 * half of a game page's words, the rules and what a later step shows): they
 * come once the page has settled (dom.js `pageSettled`: the player moves,
 * types or scrolls, or a few seconds pass), so that the board is drawn
 * before they are fetched. Elements worded meanwhile are worded again when
 * they arrive, and `laterWords()` waits for them (or fetches them at once).
 */
export function deferWords(area) {
  deferredLoaded = new Promise((resolve) => {
    let fetching = false;
    deferredWake = () => {
      // Another page's words took this one's place: none are to come for it.
      if (deferred !== area && deferred !== null) {
        resolve();
        return;
      }
      if (fetching) return;
      fetching = true;
      // Still deferred while on their way: a word asked for meanwhile waits for them.
      needWords(area).catch((error) => console.error(error)).finally(() => {
        if (deferred === area) deferred = null;
        if (missedInCode) for (const listener of listeners) listener(active);
        missedInCode = false;
        resolve();
      });
    };
  });
  deferred = area;
  const wake = deferredWake;
  pageSettled().then(wake);
}

/** Resolves when the page's deferred words are here, fetching them now if they are still to come. */
export function laterWords() {
  if (deferred) deferredWake();
  return deferredLoaded;
}

/** Resolves when the page's deferred words are here, without hurrying them. */
export const laterWordsArrived = () => deferredLoaded;

/** Switches the page's language at once, keeping everything on it; the choice is kept. */
export async function setLanguage(language) {
  if (!LANGUAGES.some(([code]) => code === language)) throw new Error(`no language '${language}'`);
  await use(language);
  storage.set(LANGUAGE_KEY, language);
  for (const element of document.querySelectorAll('[data-l10n-id]')) reword(element);
  for (const listener of listeners) listener(language);
}

export const currentLanguage = () => active;

/** Calls `listener(language)` after every switch; returns what stops it. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A pattern formatted as well as it can be: a reference to words not here
 * yet (a term of words still to come) is left as its name, never thrown.
 */
function format(pattern, args, id) {
  const problems = [];
  const text = bundle.formatPattern(pattern, args, problems);
  if (problems.length && !wordsOnTheWay()) console.warn(`[i18n] ${id} in ${active}:`, problems.map(String).join('; '));
  return text;
}

/**
 * The arguments of a message, with those that are messages themselves
 * (`{ id, args }`: a side's name, the reason a game ended) worded in the
 * active language, so that they change language with the message.
 */
function resolved(args) {
  if (!args) return null;
  return Object.fromEntries(Object.entries(args).map(([key, value]) => [
    key, value !== null && typeof value === 'object' && typeof value.id === 'string' ? t(value.id, value.args) : value]));
}

/** A message in the active language; its id if the catalog lacks it. */
export function t(id, args) {
  const message = bundle.getMessage(id);
  if (!message?.value) {
    // Words still to come, asked for in code: fetched now, and the pages
    // word themselves again when they arrive (as on a switch).
    if (wordsOnTheWay()) {
      missedInCode = true;
      laterWords();
    } else console.warn(`[i18n] no message '${id}' in ${active}`);
    return id;
  }
  return format(message.value, resolved(args), id);
}

/** Whether the active catalog has a message (for words that exist for some games only). */
export const hasMessage = (id) => bundle.hasMessage(id);

/**
 * Words an element by a message: its text, and the attributes the message
 * gives (`.title`, `.aria-label`, `.placeholder`), which are the element's
 * to word: an attribute of these that the message lacks is taken away. The
 * element's content is replaced. The element is worded again on every switch.
 */
export function localize(element, id, args) {
  element.setAttribute('data-l10n-id', id);
  if (args) element.setAttribute('data-l10n-args', JSON.stringify(args));
  else element.removeAttribute('data-l10n-args');
  reword(element);
  return element;
}

// data-empty: what an empty list shows in its place (style.css, ::before).
const WORDED_ATTRIBUTES = ['title', 'aria-label', 'aria-description', 'placeholder', 'alt', 'data-empty'];
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What markup each element was last given, and how the browser then held it. */
const markupWritten = new WeakMap();

/**
 * Writes words with markup into an element, unless it holds them already:
 * the same words written again would replace a link inside them, and a
 * click on it under way (words of another area arriving as the player
 * clicks) would be lost.
 */
function writeMarkup(element, html) {
  const written = markupWritten.get(element);
  if (written?.html === html && written.held === element.innerHTML) return;
  element.innerHTML = html;
  markupWritten.set(element, { html, held: element.innerHTML });
}

function reword(element) {
  const id = element.getAttribute('data-l10n-id');
  const message = bundle.getMessage(id);
  if (!message) {
    // A message of the words still to come: the element is worded when they
    // arrive, in the page or not (a panel built before it is shown).
    if (wordsOnTheWay()) waitingForWords.add(element);
    else console.warn(`[i18n] no message '${id}' in ${active}`);
    return;
  }
  // Worded only now: an argument that is a message of words still to come,
  // asked for by `t`, would fetch them at once.
  const args = resolved(JSON.parse(element.getAttribute('data-l10n-args') || 'null'));
  if (message.value !== null) {
    const text = format(message.value, args, id);
    // Markup (<b>, <kbd>, a rules block's headings and lists) comes only from
    // the site's own catalogs, which ship with its code; the arguments, which
    // may come from a link, go in escaped.
    if (/[<&]/.test(text)) {
      const escaped = args && Object.fromEntries(Object.entries(args).map(([key, value]) => [key, typeof value === 'string' ? escapeHtml(value) : value]));
      writeMarkup(element, format(message.value, escaped, id));
    } else if (element.textContent !== text) {
      element.textContent = text;
    }
  }
  for (const name of WORDED_ATTRIBUTES) {
    if (message.attributes[name]) element.setAttribute(name, format(message.attributes[name], args, id));
    else if (element.hasAttribute(name) && element.hasAttribute('data-l10n-id')) element.removeAttribute(name);
  }
}

/**
 * Words an element by `words`: a message id; `[id, args]`; `{ text }`, words
 * that are not the site's (a player's name, a record's own comment); or a
 * list of these, said one after another with spaces between.
 */
export function word(element, words) {
  if (typeof words === 'string') return localize(element, words);
  if (words && !Array.isArray(words)) {
    element.removeAttribute('data-l10n-id');
    element.textContent = words.text;
    return element;
  }
  if (Array.isArray(words) && typeof words[0] === 'string') return localize(element, words[0], words[1]);
  element.removeAttribute('data-l10n-id');
  element.replaceChildren(...words.flatMap((part, index) => {
    const span = word(document.createElement('span'), part);
    return index === 0 ? [span] : [' ', span];
  }));
  return element;
}
