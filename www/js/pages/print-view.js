// The printable sheet of a game: `#print/<link>`. This page shows the sheet
// alone (print-sheet.js), so that the browser's own Print gives the same:
// the position with its moves and link, or, for a game with no moves yet
// that has one, the engine's pen-and-paper sheet (Double Ring's blank board).

import { h, carryNotice, showNotice, loadStyle } from '../ui/dom.js';
import { positionSheet, showPrintSheet } from './print-sheet.js';
import { gamePage } from '../games/games.js';
import { needWords, onLanguageChange, t } from '../i18n/i18n.js';
import { errorArg } from '../i18n/engine-words.js';

/** The sheet of `link` on its game's engine (null: the site has no such game). */
export async function renderPrintView(app, engine, link) {
  const gameId = link.split('?')[0];
  const info = await gamePage(gameId);
  // The page's words; the game page's (the players' roles, ui/opponent.js);
  // the game's own (its notes and figures on the sheet).
  await needWords('print', 'game', 'engine', ...(info?.words ?? []));
  const leave = (message, hash) => {
    showNotice(message);
    carryNotice();
    history.replaceState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    return {};
  };
  if (!engine || !info) return leave(['print-unknown-game', { game: gameId.slice(0, 40) }], '#');
  let session;
  try {
    session = engine.Session.fromLink(link);
  } catch (error) {
    return leave(['print-link-failed', { why: errorArg(error) }], '#');
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
  const title = () => {
    // One message per game: game-name-<id>.
    document.title = t(paper ? 'print-title-board' : 'print-title-position', { game: t(`game-name-${gameId}`) });
  };
  title();
  app.replaceChildren(h('section', { class: 'print-view' },
    h('div', { class: 'print-toolbar' },
      h('button', { type: 'button', class: 'primary', onclick: () => window.print(), l10n: 'print-print' }),
      h('a', { href: `#${gameId}`, l10n: 'print-back' }),
      h('span', { class: 'hint', l10n: 'print-hint' })),
    sheet));
  if (sessionStorage.getItem('ringboard:print-now')) {
    sessionStorage.removeItem('ringboard:print-now');
    setTimeout(() => window.print(), 100);
  }
  // In another language: the title, and the position's sheet, whose board and game are named in code.
  return {
    dispose: onLanguageChange(() => {
      title();
      if (!paper) sheet.replaceChildren(positionSheet(snapshot, info));
    }),
  };
}
