// What a game's page knows of each game beyond the engine (its board
// renderer, its rules text, what the players' bars show), with the game's
// catalog entry (catalog.js: name, hook, whether it prints a blank board)
// merged in. Each game's part is a module of its own, loaded with that
// game's page alone.

import { catalogEntry } from './catalog.js';

const PAGES = {
  'double-ring': () => import('./double-ring.js'),
  'double-take': () => import('./double-take.js'),
  'king-of-rings': () => import('./king-of-rings.js'),
  'one-ring': () => import('./one-ring.js'),
  'double-eighteen-stone': () => import('./double-eighteen-stone.js'),
  chess: () => import('./chess.js'),
};

/** A game's page info, or null for a game the site does not have. */
export async function gamePage(gameId) {
  if (!Object.hasOwn(PAGES, gameId)) return null;
  const { PAGE } = await PAGES[gameId]();
  // `words`: the catalog areas its page needs (i18n.js needWords), its own at least.
  return { ...catalogEntry(gameId), words: [`game-${gameId}`], ...PAGE };
}
