/* global RINGBOARD_ASSETS */
// Where the built site's files are: the build (scripts/build-site.mjs) names
// each by its content hash and writes this map into the bundle:
//   glue: {game: url}      each game's wasm-bindgen module
//   wasm: {game: url}      each game's engine (one wasm per game)
//   worker: url            the computer's worker script
//   pictures: {game: {url, width, height}}   the home page's start positions
export const ASSETS = RINGBOARD_ASSETS;

/** A site path as an absolute URL (the site may live in a sub-folder). */
export const siteUrl = (path) => new URL(path, document.baseURI).href;
