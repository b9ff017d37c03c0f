// The printable sheet of a game: `#print/<link>`. The engine draws the SVG;
// this page shows it alone, so that the browser's own Print gives the same.

import { h, showNotice } from './dom.js';

/** Puts an engine-made SVG sheet into `container`, parsed as SVG, never as HTML. */
export function insertSheet(container, svgText) {
  const parsed = new DOMParser().parseFromString(svgText ?? '', 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName !== 'svg') {
    container.replaceChildren();
    return;
  }
  container.replaceChildren(document.importNode(svg, true));
}

export function renderPrintView(app, engine, link) {
  const gameId = link.split('?')[0];
  const leave = (message, hash) => {
    showNotice(message);
    history.replaceState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    return {};
  };
  let session;
  try {
    session = engine.Session.fromLink(link);
  } catch (error) {
    return leave(`This print link could not be opened (${error.message}).`, '#');
  }
  const sheetText = session.paperSheet(false);
  const snapshot = session.snapshot();
  session.free();
  if (!sheetText) return leave(`${snapshot.game.name} has no printable board.`, `#${gameId}`);
  const sheet = h('div', { class: 'sheet' });
  insertSheet(sheet, sheetText);
  document.title = `${snapshot.game.name}: printable board · ringboard`;
  app.replaceChildren(h('section', { class: 'print-view' },
    h('div', { class: 'print-toolbar' },
      h('button', { type: 'button', class: 'primary', onclick: () => window.print() }, 'Print'),
      h('a', { href: `#${gameId}` }, 'Back to the game'),
      h('span', { class: 'hint' }, 'One page, A4 or Letter, in vector: it prints sharp at any size.')),
    sheet));
  if (sessionStorage.getItem('ringboard:print-now')) {
    sessionStorage.removeItem('ringboard:print-now');
    setTimeout(() => window.print(), 100);
  }
  return {};
}
