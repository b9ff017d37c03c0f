// The printable sheet of a game: `#print/<link>`. This page shows the sheet
// alone (print-sheet.js), so that the browser's own Print gives the same:
// the position with its moves and link, or, for a game with no moves yet
// that has one, the engine's pen-and-paper sheet (Double Ring's blank board).

import { h, showNotice, loadStyle } from '../ui/dom.js';
import { showPrintSheet } from './print-sheet.js';
import { gamePage } from '../games/games.js';

/** The sheet of `link` on its game's engine (null: the site has no such game). */
export async function renderPrintView(app, engine, link) {
  const gameId = link.split('?')[0];
  const info = await gamePage(gameId);
  const leave = (message, hash) => {
    showNotice(message);
    history.replaceState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    return {};
  };
  let session;
  try {
    if (!engine || !info) throw new Error(`unknown game '${gameId.slice(0, 40)}'`);
    session = engine.Session.fromLink(link);
  } catch (error) {
    return leave(`This print link could not be opened (${error.message}).`, '#');
  }
  await loadStyle('print-sheet');
  const sheet = h('div', { class: 'sheet' });
  let paper;
  let snapshot;
  try {
    snapshot = session.snapshot();
    paper = showPrintSheet(sheet, session, info, snapshot);
  } finally {
    session.free();
  }
  document.title = `${snapshot.game.name}: ${paper ? 'printable board' : 'printable position'} · ringboard`;
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
