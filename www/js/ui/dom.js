// Small DOM helpers. Text always goes in as text: nothing from a URL or the
// engine is ever parsed as HTML.

import { ASSETS, siteUrl } from '../engine/assets.js';
import { laterWords, word } from '../i18n/i18n.js';

// What the page keeps and when the player is there live apart, since the words (i18n.js) need them too.
export { storage, savedGameKey, savedMovesKey, previousGameKey, brokenGameKey } from './storage.js';
export { pageSettled, touched, listenForTouch } from './presence.js';

/**
 * h('button', { class: 'x', onclick: f }, 'e4'), or worded from the catalogs
 * (i18n.js `word`): h('a', { l10n: 'home-continue' }), h('p', { l10n: ['home-lessons-count', { count: 3 }] }).
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  let message = null;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'l10n') message = value;
    else if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else if (name === 'class') element.className = value;
    // Through the CSSOM: the site's policy allows no style attributes (CSP).
    else if (name === 'style') element.style.cssText = value;
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  if (message) word(element, message);
  return element;
}

const styles = new Map();

/**
 * Loads a style sheet of www/css (`review`, `print-sheet`) once; resolves
 * when it applies (or failed: the page goes on unstyled rather than stuck).
 */
export function loadStyle(name) {
  if (!styles.has(name)) {
    styles.set(name, new Promise((resolve) => {
      const link = h('link', { rel: 'stylesheet', href: siteUrl(ASSETS.styles[name]) });
      link.addEventListener('load', resolve);
      link.addEventListener('error', resolve);
      document.head.append(link);
    }));
  }
  return styles.get(name);
}

/** The notice above the page (where there is a board, it floats over it: style.css). */
function notice() {
  return document.getElementById('notice');
}

/**
 * Shows a message above the page, with optional actions: [{ label, run }].
 * A message or label is a catalog message, `[id, args]` (or an id alone),
 * worded again if the language changes while it shows.
 */
export function showNotice(message, actions = [], kind = 'error') {
  laterWords(); // a notice's words may be among those a page fetches later
  const box = notice();
  box.dataset.page = String(openedPages);
  box.className = `notice notice-${kind}`;
  box.replaceChildren(
    h('p', { l10n: message }),
    h('div', { class: 'notice-actions' },
      actions.map(({ label, run }) => h('button', { type: 'button', onclick: () => { hideNotice(); run(); }, l10n: label })),
      h('button', { type: 'button', class: 'quiet', onclick: hideNotice, l10n: 'notice-dismiss' })),
  );
  box.hidden = false;
}

/**
 * Marks the page's first board drawn (scripts/measure-load.mjs and the tests
 * time it). One mark at a time: the last page's goes, or every page opened
 * in the document would leave one behind.
 */
export function markBoardDrawn() {
  performance.clearMarks('board-drawn');
  performance.mark('board-drawn');
}

/** How many pages the app has opened: a notice belongs to the one it was shown on. */
let openedPages = 0;

/**
 * A new page opens: the last page's notice goes, unless that page sent the
 * player here with it (`carryNotice`).
 */
export function noticeToNewPage() {
  openedPages += 1;
  const box = notice();
  if (!box.hidden && box.dataset.page !== String(openedPages)) hideNotice();
}

/** The notice shown goes with the player to the page they are sent to next (a link that could not open). */
export function carryNotice() {
  notice().dataset.page = String(openedPages + 1);
}

export function hideNotice() {
  notice().hidden = true;
}
