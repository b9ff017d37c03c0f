// The home page: the games that can be played here, each with a picture of
// its start (drawn by its own renderer at build time), how many play, and a
// way in. It loads no engine, so it opens fast on a slow connection.

import { h, storage, savedGameKey } from '../ui/dom.js';
import { CATALOG } from '../games/catalog.js';
import { ASSETS } from '../engine/assets.js';
import { lessonsDone, puzzleProgress } from '../ui/progress.js';

export function renderHome(app) {
  document.title = 'ringboard: rare abstract games';
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
  app.replaceChildren(
    h('section', { class: 'home' },
      h('h1', {}, 'Rare abstract games, exactly by their rules'),
      h('p', { class: 'lede' },
        'Open a game and play at once: against the computer at five levels, or two players on one screen. Never seen a game before? Its lessons teach it in minutes on the real board, and its puzzles, found by the engine, make you better at it.'),
      myGames,
      h('ul', { class: 'game-cards' }, [...cards.values()])));
  return {};
}

function gameCard(game) {
  const saved = storage.get(savedGameKey(game.id));
  const savedMoves = saved && /[?&]moves=([^&]*)/.exec(saved)?.[1].split(',').length;
  const picture = ASSETS.pictures[game.id];
  return h('li', { class: 'game-card' },
    h('a', { class: 'card-picture', href: `#${game.id}`, tabindex: '-1', 'aria-hidden': 'true' },
      h('img', { src: picture.url, width: String(picture.width), height: String(picture.height), alt: '', decoding: 'async' })),
    h('div', { class: 'card-text' },
      h('h2', {}, h('a', { href: `#${game.id}` }, game.name)),
      h('p', { class: 'card-hook' }, game.hook),
      h('p', { class: 'card-meta' }, `${game.players} players · the computer or a friend`),
      h('p', { class: 'card-summary' }, game.summary),
      savedMoves ? h('p', { class: 'card-in-progress' }, `Your game in progress: ${savedMoves} ${savedMoves === 1 ? 'move' : 'moves'}`) : null,
      h('p', { class: 'card-links' },
        // Most players come to play the computer. A game in progress is
        // continued, or a new one started beside it: a link (`?`) opens a new
        // game and keeps the one in progress to be restored.
        savedMoves ? h('a', { class: 'button', href: `#${game.id}` }, 'Continue') : null,
        h('a', {
          class: savedMoves ? 'button secondary' : 'button', href: `#${game.id}?vs=computer&level=3&human=first`,
          title: savedMoves ? 'A new game against the computer (level 3); the game in progress is kept' : null,
        }, savedMoves ? 'New game' : 'Play the computer'),
        savedMoves ? h('a', { href: `#${game.id}?` }, 'New game with a friend')
          : h('a', { class: 'button secondary', href: `#${game.id}` }, 'Play a friend'),
        game.printable ? h('a', { href: `#print/${game.id}` }, 'Print a blank board') : null),
      learning(game)));
}

/** The way in for a newcomer: the lessons and puzzles, with what is done of them. */
function learning(game) {
  const lessons = ASSETS.lessons[game.id];
  const puzzles = ASSETS.puzzles[game.id];
  const lessonIds = lessonsDone(game.id).size;
  const solved = puzzleProgress(game.id).solved.size;
  const lessonWords = lessonIds === 0 ? `${lessons.count} lessons` : `Lessons: ${Math.min(lessonIds, lessons.count)} of ${lessons.count} done`;
  const puzzleWords = solved === 0 ? `${puzzles.count} puzzles` : `Puzzles: ${solved} of ${puzzles.count} solved`;
  return h('p', { class: 'card-learn' },
    h('a', { href: `#learn/${game.id}` }, lessonIds === 0 ? 'Learn to play' : 'Lessons'),
    h('span', { class: 'card-progress' }, lessonWords),
    h('a', { href: `#puzzles/${game.id}` }, 'Puzzles'),
    h('span', { class: 'card-progress' }, puzzleWords));
}
