// The site's entry: loads the engine and shows the page the hash names:
// `#` the games, `#<game>[?...]` a game, `#print/<game>?...` a printable sheet.

import { loadEngine, currentEngine } from './engine.js';
import { showNotice } from './dom.js';
import { renderHome } from './home.js';
import { openGamePage } from './game-page.js';
import { renderPrintView } from './print-view.js';

const app = document.getElementById('app');
let page = null;

async function route() {
  const hash = location.hash.replace(/^#/, '');
  if (page?.handlesHash?.(hash)) return;
  page?.dispose?.();
  page = null;
  const engine = currentEngine();
  if (hash === '') {
    page = renderHome(app, engine);
  } else if (hash.startsWith('print/')) {
    page = renderPrintView(app, engine, hash.slice('print/'.length));
  } else {
    page = await openGamePage(app, engine, hash);
    // A game opens with its status line and board in view, wherever the last page was scrolled.
    window.scrollTo({ top: 0 });
  }
  window.ringboardPage = page;
}

async function start() {
  try {
    await loadEngine();
  } catch (error) {
    console.error(error);
    app.replaceChildren();
    showNotice('The game engine could not be loaded. This site needs a browser with WebAssembly.');
    return;
  }
  window.addEventListener('hashchange', () => route());
  await route();
}

start();
