/* global RINGBOARD_ASSETS */
// Where the built site's files are: the build (scripts/build-site.mjs) names
// each by its content hash and writes this map into the bundle:
//   glue: {game: url}      each game's wasm-bindgen module
//   wasm: {game: url}      each game's engine (one wasm per game)
//   analysis: {glue, wasm} the review and analysis board's engine (every game)
//   styles: {name: url}    style sheets loaded with their code (www/css)
//   worker: url            the computer's worker script
//   pictures: {game: {url, width, height}}   the home page's start positions
//   lessons: {game: {url, count}}   each game's lessons (www/data/lessons)
//   puzzles: {game: {url, count}}   each game's puzzles (www/data/puzzles)
//   books: {'<size>-<rule>': url}   Double Ring's opening books (www/data/books)
//   locales: folder      the message catalogs (www/locales), parsed: <folder>/<language>/<area>.json
// Outside the bundle (the build's own imports) there is no map.
export const ASSETS = typeof RINGBOARD_ASSETS === 'undefined' ? {} : RINGBOARD_ASSETS;

/** A site path as an absolute URL (the site may live in a sub-folder). */
export const siteUrl = (path) => new URL(path, document.baseURI).href;

/**
 * The URL of Double Ring's opening book for the board of `snapshot`, or
 * null where there is none (other boards, other games).
 */
export function solverBook(gameId, snapshot) {
  if (gameId !== 'double-ring') return null;
  const option = (key) => snapshot.variant.find(([name]) => name === key)?.[1];
  const url = ASSETS.books?.[`${option('size')}-${option('rule')}`];
  return url ? siteUrl(url) : null;
}

/**
 * A game's lessons or puzzles (`kind`: 'lessons' or 'puzzles'), fetched when
 * their page opens: they load on no other page.
 */
export async function fetchTrainingData(kind, gameId) {
  const entry = ASSETS[kind]?.[gameId];
  if (!entry) throw new Error(`there are no ${kind} for '${gameId}'`);
  const response = await fetch(siteUrl(entry.url));
  if (!response.ok) throw new Error(`the ${kind} could not be loaded (${response.status})`);
  return response.json();
}
