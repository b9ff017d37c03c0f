// The home page: the games that can be played here, each with a picture of
// its start (drawn by its own renderer at build time), how many play, and a
// way in. It loads no engine, so it opens fast on a slow connection.

import { h, storage, savedGameKey, savedMovesKey } from '../ui/dom.js';
import { CATALOG } from '../games/catalog.js';
import { ASSETS } from '../engine/assets.js';
import { needWords, onLanguageChange, t } from '../i18n/i18n.js';
import { lessonsDone, puzzleProgress } from '../ui/progress.js';
import { playOnlineToggle } from './play-online-entry.js';

export async function renderHome(app) {
  await needWords('home');
  const title = () => { document.title = t('site-title'); };
  title();
  const cards = new Map(CATALOG.map((game) => [game.id, gameCard(game)]));
  // "My games" loads after the page (a game page, which loads this module, does without it).
  const myGames = h('div', { class: 'my-games-slot', 'aria-busy': 'true' });
  import('./my-games-list.js').then(({ myGamesSection }) => {
    const section = myGamesSection(new Map(CATALOG.map((game) => [game.id, game])), (gameId) => {
      // A deleted game may be the one its card continued.
      const fresh = gameCard(CATALOG.find((game) => game.id === gameId));
      cards.get(gameId).replaceWith(fresh);
      cards.set(gameId, fresh);
    });
    if (section) myGames.append(section);
  }).catch(() => { /* offline before it was fetched: the games are still here */ })
    .finally(() => myGames.removeAttribute('aria-busy'));
  // People online: Play online opens its panel here; the lobby lists who waits.
  const online = h('div', { class: 'play-online-slot', hidden: true });
  app.replaceChildren(
    h('section', { class: 'home' },
      h('h1', { l10n: 'home-title' }),
      h('p', { class: 'lede', l10n: 'home-lede' }),
      h('div', { class: 'home-online' },
        h('p', { class: 'home-online-links' },
          h('button', { type: 'button', class: 'primary', 'aria-expanded': 'false', onclick: playOnlineToggle(online), l10n: 'home-play-online' }),
          h('a', { href: '#lobby', l10n: 'home-lobby' })),
        online),
      myGames,
      h('ul', { class: 'game-cards' }, [...cards.values()])));
  return { dispose: onLanguageChange(title) };
}

function gameCard(game) {
  const saved = storage.get(savedGameKey(game.id));
  const count = Number(storage.get(savedMovesKey(game.id)));
  const savedMoves = saved && Number.isInteger(count) && count > 0 ? count : 0;
  const picture = ASSETS.pictures[game.id];
  const farAway = h('div', { class: 'card-online', hidden: true });
  const newcomer = !savedMoves && lessonsDone(game.id).size === 0;
  return h('li', { class: 'game-card' },
    h('a', { class: 'card-picture', href: `#${game.id}`, tabindex: '-1', 'aria-hidden': 'true' },
      h('img', { src: picture.url, width: String(picture.width), height: String(picture.height), alt: '', decoding: 'async' })),
    h('div', { class: 'card-text' },
      h('h2', {}, h('a', { href: `#${game.id}`, l10n: `game-name-${game.id}` })),
      h('p', { class: 'card-hook', l10n: `game-hook-${game.id}` }),
      h('p', { class: 'card-meta', l10n: ['home-card-players', { players: game.players }] }),
      h('p', { class: 'card-summary', l10n: `game-summary-${game.id}` }),
      savedMoves ? h('p', { class: 'card-in-progress', l10n: ['home-card-in-progress', { moves: savedMoves }] }) : null,
      h('p', { class: 'card-links' },
        // Nobody knows these games: a newcomer (no game in progress, no lesson
        // done) is offered the lessons first, beside the computer. A game in
        // progress is continued, or a new one started beside it: a link (`?`)
        // opens a new game and keeps the one in progress to be restored.
        newcomer ? h('a', { class: 'button', href: `#learn/${game.id}`, l10n: 'home-learn' }) : null,
        savedMoves ? h('a', { class: 'button', href: `#${game.id}`, l10n: 'home-continue' }) : null,
        h('a', {
          class: savedMoves ? 'button secondary' : 'button', href: `#${game.id}?vs=computer&level=3&human=first`,
          l10n: savedMoves ? 'home-new-game' : 'home-play-computer',
        }),
        savedMoves ? h('a', { href: `#${game.id}?`, l10n: 'home-new-game-friend' })
          : h('a', { class: 'button secondary', href: `#${game.id}`, l10n: 'home-play-friend' }),
        // A friend far away plays online, this game made on the server (Play online's panel, here for this game).
        h('button', { type: 'button', class: 'link-button', 'aria-expanded': 'false', onclick: playOnlineToggle(farAway, { gameId: game.id }), l10n: 'home-play-far-away' }),
        game.printable ? h('a', { href: `#print/${game.id}`, l10n: 'home-print' }) : null),
      farAway,
      learning(game, newcomer)));
}

/** The lessons and puzzles, with what is done of them, and the designers' lab (a newcomer's "Learn to play" is among the card's buttons). */
function learning(game, newcomer) {
  const lessons = ASSETS.lessons[game.id];
  const puzzles = ASSETS.puzzles[game.id];
  const lessonIds = lessonsDone(game.id).size;
  const solved = puzzleProgress(game.id).solved.size;
  const lessonWords = lessonIds === 0 ? ['home-lessons-count', { count: lessons.count }]
    : ['home-lessons-done', { done: Math.min(lessonIds, lessons.count), count: lessons.count }];
  const puzzleWords = solved === 0 ? ['home-puzzles-count', { count: puzzles.count }] : ['home-puzzles-solved', { solved, count: puzzles.count }];
  return h('p', { class: 'card-learn' },
    h('a', { href: `#learn/${game.id}`, l10n: lessonIds === 0 && !newcomer ? 'home-learn' : 'home-lessons' }),
    h('span', { class: 'card-progress', l10n: lessonWords }),
    h('a', { href: `#puzzles/${game.id}`, l10n: 'home-puzzles' }),
    h('span', { class: 'card-progress', l10n: puzzleWords }),
    h('a', { href: `#lab/${game.id}`, l10n: 'home-lab' }));
}
