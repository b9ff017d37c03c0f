// The languages the site speaks: the code of its catalog folder
// (www/locales/<code>) and its name in itself, as the picker shows it.
export const LANGUAGES = [
  ['en', 'English'],
  ['ja', '日本語'],
  ['zh-CN', '简体中文'],
  ['es', 'Español'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
];
export const SOURCE_LANGUAGE = 'en';

/** The catalog areas a game's page words itself with, besides the game's own (its `words`). */
export const GAME_PAGE_AREAS = ['game', 'play', 'sight', 'rules', 'engine'];
/**
 * The one file that holds all of a game page's areas, so that the page
 * fetches its words at once (scripts/build-site.mjs writes it).
 */
export const gamePagePack = (gameId) => `page-${gameId}`;
