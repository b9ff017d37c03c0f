// The home page: the games that can be played here.

import { h, storage, savedGameKey } from './dom.js';
import { GAME_PAGES } from './games.js';

export function renderHome(app, engine) {
  document.title = 'ringboard: rare abstract games';
  const playable = engine.games().filter((game) => GAME_PAGES[game.id]);
  app.replaceChildren(
    h('section', { class: 'home' },
      h('h1', {}, 'Rare abstract games, exactly by their rules'),
      h('p', { class: 'lede' },
        'Open a game and play at once: against the computer at five levels, or two players on one screen. Every position has a link to send, and the rules sit beside the board.'),
      h('ul', { class: 'game-cards' }, playable.map((game) => gameCard(game)))));
  return {};
}

function gameCard(game) {
  const page = GAME_PAGES[game.id];
  const saved = storage.get(savedGameKey(game.id));
  const savedMoves = saved && /[?&]moves=([^&]*)/.exec(saved)?.[1].split(',').length;
  return h('li', { class: 'game-card' },
    h('div', {},
      h('h2', {}, h('a', { href: `#${game.id}` }, game.name)),
      h('p', {}, page.summary),
      h('p', { class: 'card-links' },
        // Most players come to play the computer; a game in progress is continued
        // instead, and a new match is started from its New game panel.
        savedMoves ? h('a', { class: 'button', href: `#${game.id}` }, `Continue (${savedMoves} moves)`)
          : h('a', { class: 'button', href: `#${game.id}?vs=computer&level=3&human=first` }, 'Play the computer'),
        savedMoves ? null : h('a', { class: 'button secondary', href: `#${game.id}` }, 'Play a friend'),
        page.printable ? h('a', { href: `#print/${game.id}` }, 'Print a blank board') : null)));
}
