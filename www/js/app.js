// The site's entry: shows the page the hash names: `#` the games,
// `#<game>[?...]` a game, `#print/<game>?...` a printable sheet,
// `#learn/<game>[/<lesson>]` a game's lessons, `#puzzles/<game>[/<id>]` its puzzles,
// `#lab/<game>[?...]` the designers' lab, `#online/<id>` a game played on the server, `#lobby` the open challenges. The home
// page needs no engine; a game's page loads that game's engine alone, and
// starts fetching it before the page's own code arrives.

import { engineFor, engineModule, hasEngine } from './engine/engine.js';
import { gamePage } from './games/games.js';
import { listenForTouch, noticeToNewPage, showNotice } from './ui/dom.js';
import { watchForUpdates } from './ui/updates.js';
import { laterWordsArrived, onLanguageChange, startLanguage, t, word } from './i18n/i18n.js';
import { languagePicker } from './i18n/language-picker.js';
import { gamePagePack } from './i18n/languages.js';

const app = document.getElementById('app');
let page = null;
let routing = Promise.resolve();

const gameOf = (link) => link.split('?')[0];

async function openPage(hash) {
  if (hash === '') return openHome();
  if (hash === 'lobby') return (await import('./pages/lobby-page.js')).openLobbyPage(app);
  if (hash.startsWith('lab/')) return (await import('./pages/lab-page.js')).openLabPage(app, hash.slice('lab/'.length));
  if (hash.startsWith('online/')) return (await import('./pages/online-page.js')).openOnlinePage(app, hash.slice('online/'.length));
  if (hash.startsWith('print/')) {
    const link = hash.slice('print/'.length);
    const [{ renderPrintView }, engine] = await Promise.all([import('./pages/print-view.js'), engineOrNull(gameOf(link)), gamePage(gameOf(link))]);
    return renderPrintView(app, engine, link);
  }
  for (const [prefix, load, open] of TRAINING_PAGES) {
    if (!hash.startsWith(prefix)) continue;
    const route = hash.slice(prefix.length);
    const gameId = route.split('/')[0];
    const [page, engine] = await Promise.all([load(), engineOrNull(gameId), gamePage(gameId)]);
    const opened = await page[open](app, engine, route);
    if (opened) return opened;
    showNotice(['notice-no-game', { game: route.split('/')[0].slice(0, 40) }]);
    history.replaceState(null, '', '#');
    return openHome();
  }
  // The game's own part (its board and rules) loads beside the page's code and its engine.
  const [{ openGamePage }, engine] = await Promise.all([import('./pages/game-page.js'), engineOrNull(gameOf(hash)), gamePage(gameOf(hash))]);
  return openGamePage(app, engine, hash);
}

/** The home page, whose code (the games, the list of games played here) a game's page does not load. */
async function openHome() {
  const { renderHome } = await import('./pages/home.js');
  return renderHome(app);
}

/** The pages that teach a game: their hash prefix, their code, and what opens them. */
const TRAINING_PAGES = [
  ['learn/', () => import('./pages/learn-page.js'), 'openLearnPage'],
  ['puzzles/', () => import('./pages/puzzle-page.js'), 'openPuzzlePage'],
];

/** The game's engine, or null for a game the site does not have. */
function engineOrNull(gameId) {
  if (!hasEngine(gameId)) return null;
  engineModule(gameId); // fetch and compile while the page's code loads
  return engineFor(gameId);
}

async function route() {
  const hash = location.hash.replace(/^#/, '');
  if (page?.handlesHash?.(hash)) return;
  page?.dispose?.();
  page = null;
  // What a page told belongs to that page, unless it sent the player here with it.
  noticeToNewPage();
  try {
    page = await openPage(hash);
  } catch (error) {
    console.error(error);
    app.replaceChildren();
    showNotice('notice-engine-failed');
    return;
  }
  // A game opens with its status line and board in view, wherever the last page was scrolled.
  if (hash !== '') window.scrollTo({ top: page?.openingScroll?.() ?? 0 });
  window.ringboardPage = page;
}

/** The frame's words (the header) in the page's language, and the picker beside them. */
function wordFrame() {
  for (const element of document.querySelectorAll('[data-l10n-id]')) word(element, element.dataset.l10nId);
  document.querySelector('.site-header').append(languagePicker());
}

/** The site's description in the page's language: among a game page's later words, so once they are here. */
function describeSite() {
  const describe = () => document.querySelector('meta[name="description"]')?.setAttribute('content', t('site-description'));
  describe();
  onLanguageChange(describe);
}

// One page at a time: a hash that changes while a page opens waits its turn.
const routeInTurn = () => { routing = routing.then(route); return routing; };
window.addEventListener('hashchange', routeInTurn);
// A game's page gets the frame's words in its own file of words (page-<game>), so the two come as one.
const firstGame = gameOf(location.hash.replace(/^#/, ''));
routing = startLanguage(hasEngine(firstGame) ? [gamePagePack(firstGame)] : []).then(wordFrame);
routeInTurn().then(laterWordsArrived).then(describeSite);
watchForUpdates();
listenForTouch();
