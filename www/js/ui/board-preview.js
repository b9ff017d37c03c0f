// A game page's first paint, before its engine is ready: the picture of the
// game's start that the build drew with the game's own renderer, where the
// board will be and as big, under the "Loading…" of the status line. The
// page then takes its place (`glideFromPreview`). Shown only where the page
// will open at that start: the game's bare link, and no game of it kept here.
// The site's first script (preview.js) shows it, before the rest of the
// site's code has arrived: so this file imports only what is small.

import { ASSETS, siteUrl } from '../engine/assets.js';
import { boardShape, fitBoard, shortScreen, turnsOnThisWindow } from '../boards/board-fit.js';
import { CATALOG } from '../games/catalog.js';
import { storage, savedGameKey } from './storage.js';

/** An element, as dom.js `h` makes one, without the words (which arrive later). */
function h(tag, attributes, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') element.className = value;
    else if (value !== null && value !== false) element.setAttribute(name, String(value));
  }
  element.append(...children.filter(Boolean));
  return element;
}

/** Shows a game's start in `app` if `hash` is its bare link (the game's id alone); whether it did. */
export function showBoardPreview(app, hash) {
  const gameId = hash;
  const picture = Object.hasOwn(ASSETS.pictures ?? {}, gameId) ? ASSETS.pictures[gameId] : null;
  const name = CATALOG.find(({ id }) => id === gameId)?.name;
  // A short window scrolls the page to the board as it opens: no picture there.
  if (!picture || shortScreen() || storage.get(savedGameKey(gameId)) !== null) return false;
  const turned = turnsOnThisWindow(picture.files, picture.ranks);
  if (turned && !picture.turned) return false;
  const { url, width, height } = turned ? picture.turned : picture;
  const [columns, rows] = turned ? [picture.ranks, picture.files] : [picture.files, picture.ranks];
  const image = h('img', { class: 'board-preview', src: siteUrl(url), width: String(width), height: String(height), alt: '', fetchpriority: 'high' });
  const loading = app.querySelector('.loading') ?? h('p', { class: 'loading', 'data-l10n-id': 'page-loading' }, 'Loading…');
  // The board area as the page lays it out (game/layout.js), down to the move box that sizes the board.
  const bar = () => (picture.bars ? h('div', { class: 'player-bar' }) : null);
  const classes = ['game-page', 'board-preview-page', picture.wide && 'wide-board', picture.bars && 'has-players'];
  app.replaceChildren(h('section', { class: classes.filter(Boolean).join(' ') },
    h('div', { class: 'board-area' },
      h('div', { class: 'status-bar' }, loading),
      bar(),
      h('div', { class: 'board-wrap' }, image),
      bar(),
      h('div', { class: 'move-entry', 'aria-hidden': 'true' },
        h('input', { disabled: true, tabindex: '-1' }), h('button', { type: 'button', disabled: true, tabindex: '-1' }, '\u00a0'))),
    // The game's name, in English until the frame's words say it in the page's language (app.js).
    h('div', { class: 'side' }, h('div', { class: 'title-row' }, h('h1', { 'data-l10n-id': `game-name-${gameId}` }, name)))));
  fitBoard(image, boardShape(columns, rows).shape, turned);
  return true;
}

/** Where the picture of the start stands, if it does: the page's board takes over from there. */
export function previewPlace(app) {
  return app.querySelector('.board-preview')?.getBoundingClientRect() ?? null;
}

/**
 * The board in the picture's place: where the two stand apart (a status or a
 * title on two lines), the board glides from the picture's place to its own
 * rather than jumping; at once for those who want no motion. Moved, never
 * scaled: the board measures its own size as it draws.
 */
export function glideFromPreview(from, canvas) {
  if (!from || !canvas.animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const to = canvas.getBoundingClientRect();
  const [dx, dy] = [from.left - to.left, from.top - to.top];
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  canvas.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: 220, easing: 'ease-out' });
}
