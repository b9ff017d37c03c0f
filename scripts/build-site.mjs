// The site's build after Trunk has written the HTML and the CSS (Trunk's
// post_build hook, in its staging folder): every file named by its content
// hash, the JavaScript bundled and minified by esbuild, the home page's
// pictures of each game's start drawn by the game's own renderer, and the
// service worker that keeps the whole version for offline play.
// Usage: node scripts/build-site.mjs [folder]   (default: $TRUNK_STAGING_DIR)
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installPictureDom } from './picture-dom.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!out) throw new Error('usage: build-site.mjs <folder> (or run it as Trunk\'s post_build hook)');
const from = (path) => join(root, path);
const fail = (message) => { console.error(`build-site: ${message}`); process.exit(1); };

const contentHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
function write(path, bytes) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), bytes);
  return path;
}
/** Writes `bytes` as `<folder>/<name>-<hash>.<extension>` and returns that path. */
const writeHashed = (folder, name, extension, bytes) => write(`${folder}/${name}-${contentHash(bytes)}.${extension}`, bytes);
const minifyModule = (code) => esbuild.transformSync(code, { minify: true, format: 'esm', target: 'es2022' }).code;

const { CATALOG } = await import(pathToFileURL(from('www/js/games/catalog.js')));
const assets = { glue: {}, wasm: {}, worker: null, pictures: {}, lessons: {}, puzzles: {}, books: {}, locales: null };

// Each game's engine: its wasm-bindgen module (the same for every game, so
// one file) and its wasm.
const engines = {};
for (const { id } of CATALOG) {
  const folder = from(`pkg/${id}`);
  if (!existsSync(join(folder, 'ringboard_bg.wasm'))) fail(`no engine for ${id} in pkg/${id}: run scripts/build-wasm.sh`);
  const glue = readFileSync(join(folder, 'ringboard.js'), 'utf8');
  const wasm = readFileSync(join(folder, 'ringboard_bg.wasm'));
  assets.glue[id] = writeHashed('pkg', 'ringboard', 'js', minifyModule(glue));
  assets.wasm[id] = writeHashed('pkg', id, 'wasm', wasm);
  engines[id] = { glue: join(folder, 'ringboard.js'), wasm };
}
// The engine of the review and the analysis board (every game, with their
// face): loaded by their workers alone, on first use.
{
  const folder = from('pkg/analysis');
  if (!existsSync(join(folder, 'ringboard_bg.wasm'))) fail('no analysis engine in pkg/analysis: run scripts/build-wasm.sh');
  assets.analysis = {
    glue: writeHashed('pkg', 'ringboard-analysis', 'js', minifyModule(readFileSync(join(folder, 'ringboard.js'), 'utf8'))),
    wasm: writeHashed('pkg', 'analysis', 'wasm', readFileSync(join(folder, 'ringboard_bg.wasm'))),
  };
}

// Style sheets of parts that load on first use (www/css): the review and
// analysis board's, the printed sheet's. The page's own is Trunk's.
assets.styles = {};
for (const file of readdirSync(from('www/css')).filter((name) => name.endsWith('.css'))) {
  const css = esbuild.transformSync(readFileSync(from(`www/css/${file}`), 'utf8'), { loader: 'css', minify: true }).code;
  assets.styles[file.replace(/\.css$/, '')] = writeHashed('css', file.replace(/\.css$/, ''), 'css', css);
}

// Each game's lessons and puzzles: data, fetched by their own pages only.
for (const { id } of CATALOG) {
  for (const kind of ['lessons', 'puzzles']) {
    const path = from(`www/data/${kind}/${id}.json`);
    if (!existsSync(path)) fail(`no ${kind} for ${id}: ${relative(root, path)} is missing`);
    const data = JSON.parse(readFileSync(path, 'utf8'));
    const count = kind === 'lessons' ? data.lessons.length : data.length;
    assets[kind][id] = { url: writeHashed('data', `${kind}-${id}`, 'json', JSON.stringify(data)), count };
  }
}

// Double Ring's opening books (www/data/books/double-ring-<size>-<rule>.bin,
// made by `ringboard book`): fetched by the solver's worker only when Solve
// is on or the computer plays its top level, on their board.
for (const file of readdirSync(from('www/data/books')).filter((name) => name.endsWith('.bin')).sort()) {
  const [, size, rule] = file.match(/^double-ring-(\d+)-(\w+)\.bin$/) ?? fail(`www/data/books/${file}: not named double-ring-<size>-<rule>.bin`);
  assets.books[`${size}-${rule}`] = writeHashed('data', file.replace(/\.bin$/, ''), 'bin', readFileSync(from(`www/data/books/${file}`)));
}

// The home page's pictures: each game's start, drawn by its renderer into SVG.
// A game page shows its own while its engine loads.
const { serialize } = installPictureDom();
const { gamePage } = await import(pathToFileURL(from('www/js/games/games.js')));
const { drawBoardSvg } = await import(pathToFileURL(from('www/js/boards/board-picture.js')));
for (const { id, name } of CATALOG) {
  // A query makes a separate instance of the module for each game's wasm.
  const engine = await import(`${pathToFileURL(engines[id].glue)}?game=${id}`);
  engine.initSync({ module: engines[id].wasm });
  const session = new engine.Session(id, '');
  const { view } = session.snapshot();
  session.free();
  const { Board, wide = false, playerStats } = await gamePage(id);
  const drawn = (turned) => {
    const picture = drawBoardSvg(Board, view, { pixels: 360, turned, label: `${name}: the start` });
    const [width, height] = [picture.width, picture.height].map((size) => Math.round(size));
    const url = writeHashed('img', turned ? `${id}-turned` : id, 'svg', serialize(picture.svg));
    return { url, width, height, files: picture.files, ranks: picture.ranks };
  };
  // The game page shows it too, where its board will be, until the engine is
  // ready (ui/board-preview.js): turned, for a wide board on a portrait phone.
  const upright = drawn(false);
  // `bars`: the page shows the players' bars from the start (game/view.js renderPlayerBars).
  assets.pictures[id] = { ...upright, wide, bars: Boolean(playerStats), turned: upright.files >= 1.5 * upright.ranks ? drawn(true) : null };
}

// Each language's message catalogs (www/locales/<language>/<area>.ftl), one
// file per language and area, fetched when a page needs that area in that
// language. They are parsed here, so that the page does without Fluent's
// parser, into {id: pattern} or {id: {value, attributes}} (a
// pattern as @fluent/bundle holds it: a string for plain words), and share
// one folder named by their hash together (so the map of files stays short):
// locales/<hash>/<language>/<area>.json.
// A game's page gets its areas (GAME_PAGE_AREAS and the game's own) in two
// files as well: page-<game>.json, what the page shows as it opens (one fetch,
// one compression of them all), and page-<game>-later.json, LATER_WORDS:
// the rules beside the board and what only a later step shows (why a click
// is no move, the record and New game panels' insides, a promotion, the
// words that tell a screen reader the moves; never a notice's, which may show as the page opens and
// must not grow under the player's pointer), which the page fetches once the
// player stirs or a few seconds after it is drawn (i18n.js deferWords).
const LATER_WORDS = /^(rules-|refusal-|notice-update-|notice-engine-failed|notice-no-game|game-link-move-refused|chess-words-ring-|play-cursor|play-board-cursor|game-share-|play-engine-|site-description|game-link-description|game-link-parts|game-link-older|game-link-sent|game-link-copied-to-send|game-link-you-play|-chess-endings|-reading|game-confirm-|game-rematch|game-level|-game-elo-|game-fit|game-versus-|game-side-|game-opponent|game-you-play|game-start-new|outcome-|game-resign-confirm|game-promote-to|game-computer-wins|game-friend-wins|game-player-wins|game-draw|game-passed|game-close-result|game-looking-back|game-cannot-move|game-friends-turn|game-computers-turn-|game-swapped-(line|label)|game-computer-swapped|game-link-swapped|choice-pie-|play-record-|play-solver-|play-hint|play-promote|sight-(?!region|move-box|play$|not-your-turn|command-))/;
const { LANGUAGES, GAME_PAGE_AREAS, gamePagePack } = await import(pathToFileURL(from('www/js/i18n/languages.js')));
const { FluentResource } = await import('@fluent/bundle');
const catalogs = [];
for (const [language] of LANGUAGES) {
  const folder = from(`www/locales/${language}`);
  if (!existsSync(folder)) fail(`no catalog for ${language}: ${relative(root, folder)} is missing`);
  const areas = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ftl')).sort()) {
    const { body } = new FluentResource(readFileSync(join(folder, file), 'utf8'));
    areas[file.replace(/\.ftl$/, '')] = Object.fromEntries(body.map(({ id, value, attributes }) => [id, Object.keys(attributes).length ? { value, attributes } : value]));
  }
  for (const { id } of CATALOG) {
    // The frame's words too: a page opened at a game fetches this file alone (app.js).
    const pack = ['site', ...GAME_PAGE_AREAS, ...(await gamePage(id)).words];
    for (const area of pack) if (!areas[area]) fail(`no ${language} catalog ${area} for the page of ${id}`);
    const messages = Object.entries(Object.assign({}, ...pack.map((area) => areas[area])));
    // The other games' names and sides (site.ftl) are their own pages' and the home page's.
    const othersOwn = new RegExp(`^(game-name-(?!${id}$)|player-(?!${id}-(first|second)$))`);
    const later = (message) => LATER_WORDS.test(message) || othersOwn.test(message);
    areas[gamePagePack(id)] = Object.fromEntries(messages.filter(([message]) => !later(message)));
    areas[`${gamePagePack(id)}-later`] = Object.fromEntries(messages.filter(([message]) => later(message)));
  }
  for (const [area, messages] of Object.entries(areas)) catalogs.push([`${language}/${area}.json`, JSON.stringify(messages)]);
}
assets.locales = `locales/${contentHash(catalogs.flat().join('\n'))}`;
for (const [path, json] of catalogs) write(`${assets.locales}/${path}`, json);

// The JavaScript: the computer's worker, then the page, with the map of
// hashed names built in.
const bundle = (options) => esbuild.build({
  bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, metafile: true, logLevel: 'warning', absWorkingDir: root, ...options,
});
const worker = await bundle({ entryPoints: [from('www/js/engine/engine-worker.js')], outfile: 'engine-worker.js' });
assets.worker = writeHashed('js', 'engine-worker', 'js', worker.outputFiles[0].contents);

// preview.js, which shows a game's start while the rest arrives, is one file
// of its own with only the pictures' part of the map: nothing to wait for.
const preview = await bundle({
  entryPoints: [from('www/js/preview.js')],
  outfile: 'preview.js',
  define: { RINGBOARD_ASSETS: JSON.stringify({ pictures: assets.pictures }) },
});
const previewPath = writeHashed('js', 'preview', 'js', preview.outputFiles[0].contents);

const site = await bundle({
  entryPoints: [from('www/js/app.js')],
  splitting: true,
  outdir: join(out, 'js'),
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  define: { RINGBOARD_ASSETS: JSON.stringify(assets) },
});
for (const file of site.outputFiles) write(relative(out, file.path), file.contents);
const siteOutputs = Object.entries(site.metafile.outputs);
const [entry, entryMeta] = siteOutputs.find(([, meta]) => meta.entryPoint?.endsWith('www/js/app.js'));
const entryPath = relative(out, join(root, entry));

// The HTML: the preview, then the bundle's entry, with the chunks it needs at once preloaded.
const htmlPath = join(out, 'index.html');
const html = readFileSync(htmlPath, 'utf8');
// Trunk may have minified the HTML: the tag's quotes may be gone.
const script = /<script[^>]*\bsrc=["']?www\/js\/app\.js["']?[^>]*>\s*<\/script>/;
if (!script.test(html)) fail('index.html has no <script type="module" src="www/js/app.js">');
const preloads = entryMeta.imports
  .filter((entryImport) => entryImport.kind === 'import-statement')
  .map((entryImport) => `<link rel="modulepreload" href="${relative(out, join(root, entryImport.path))}">`);
write('index.html', html
  .replace(script, [`<script type="module" src="${previewPath}"></script>`, ...preloads, `<script type="module" src="${entryPath}"></script>`].join(''))
  // The skipped rel="rust" link has done its work: it kept Trunk from building the crate.
  .replace(/<link[^>]*\brel=["']?rust["']?[^>]*>/, ''));

// What the browser's install asks for.
copyFileSync(from('www/manifest.webmanifest'), join(out, 'manifest.webmanifest'));
mkdirSync(join(out, 'icons'), { recursive: true });
for (const icon of readdirSync(from('www/icons'))) copyFileSync(from(`www/icons/${icon}`), join(out, 'icons', icon));

// The service worker: every file of this build, and a version that changes with any of them.
const files = listFiles(out).filter((file) => file !== 'sw.js').sort();
const version = contentHash(files.map((file) => `${file}:${contentHash(readFileSync(join(out, file)))}`).join('\n'));
const precache = files.map((file) => (file === 'index.html' ? './' : file));
const serviceWorker = readFileSync(from('www/sw.js'), 'utf8')
  .replace("'RINGBOARD_VERSION'", JSON.stringify(version))
  .replace('RINGBOARD_FILES', JSON.stringify(precache));
write('sw.js', esbuild.transformSync(serviceWorker, { minify: true, target: 'es2022' }).code);
console.log(`build-site: ${files.length} files, version ${version}, entry ${entryPath}`);

function listFiles(folder, prefix = '') {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((item) => {
    const path = prefix ? `${prefix}/${item.name}` : item.name;
    return item.isDirectory() ? listFiles(folder, path) : [path];
  });
}
