// What opening a page of the built site costs, in Chromium with a cold cache.
//
// Transfer: every response of the page and of its workers, from the network
// log, counted once per URL, raw and gzip-compressed (as a server that
// compresses would send them). The service worker's precache of the rest of
// the site (its list in sw.js, less what the page loaded), which starts once
// the page has loaded, is listed apart.
//
// Time: from navigation to the first board drawn (the page's `board-drawn`
// mark), the median of N cold loads per game, beside the same for an empty
// page on the same server (its load event), so that the ratio means
// something on a noisy machine.
//
// Usage: node scripts/measure-load.mjs [dist folder] [loads per game, default 10]
// (TRAINING=1 measures each game's lessons and puzzles pages too.)
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG } from '../www/js/games/catalog.js';
import { pageTransfer, gzipSize as gzip } from './page-transfer.mjs';

const root = process.argv[2] ?? 'dist';
const loads = Number(process.argv[3] ?? 10);
const port = 4190 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, root, String(port)], { stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 300));
const site = `http://127.0.0.1:${port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const GAMES = CATALOG.map((game) => game.id);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// The service worker's own list of the files it caches (sw.js, written by the build).
// A build without one (an older one, measured for comparison) precaches nothing.
const precacheList = existsSync(join(root, 'sw.js'))
  ? JSON.parse(/\[(?:"[^"]*",?)+\]/.exec(readFileSync(join(root, 'sw.js'), 'utf8'))[0]).map((file) => (file === './' ? 'index.html' : file))
  : [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function transfer(hash) {
  // The page's own loads: the service worker registers only after them, and
  // its precache is counted from its list below.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const bodies = await pageTransfer(context, `${site}/${hash}`);
  await context.close();
  const sum = (map, size) => [...map.values()].reduce((total, body) => total + size(body), 0);
  // What the service worker then fetches for offline play: the files of its list that the page did not load.
  const loaded = new Set([...bodies.keys()].map((url) => new URL(url).pathname.slice(1) || 'index.html'));
  const precache = new Map(precacheList.filter((file) => !loaded.has(file)).map((file) => [file, readFileSync(join(root, file))]));
  return {
    requests: bodies.size,
    wasm: [...bodies.keys()].filter((url) => url.endsWith('.wasm')).length,
    raw: sum(bodies, (body) => body.length),
    gzip: sum(bodies, gzip),
    precache: sum(precache, gzip),
    urls: [...bodies].map(([url, body]) => `${url.slice(site.length)} ${body.length} B, ${gzip(body)} B gzip`),
  };
}

async function firstBoard(hash) {
  const times = [];
  for (let i = 0; i < loads; i += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${site}/${hash}`);
    times.push(await page.evaluate(async (blank) => {
      if (blank) {
        await new Promise((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', resolve)));
        return performance.getEntriesByType('navigation')[0].loadEventStart;
      }
      while (!performance.getEntriesByName('board-drawn').length) await new Promise((resolve) => setTimeout(resolve, 5));
      return performance.getEntriesByName('board-drawn')[0].startTime;
    }, hash === '__blank.html'));
    await context.close();
  }
  return median(times);
}

try {
  console.log('Transfer on a first visit (cold cache):\n');
  console.log('| page | requests | wasm files | raw | gzip | then precached for offline (gzip) |\n|---|---:|---:|---:|---:|---:|');
  const training = process.env.TRAINING ? GAMES.flatMap((game) => [`#learn/${game}`, `#puzzles/${game}`]) : [];
  for (const hash of ['', ...GAMES.map((game) => `#${game}`), '#chess?vs=computer&level=1&human=second', ...training]) {
    const result = await transfer(hash);
    console.log(`| ${hash || '(home)'} | ${result.requests} | ${result.wasm} | ${kb(result.raw)} | ${kb(result.gzip)} | ${kb(result.precache)} |`);
    if (process.env.VERBOSE) for (const line of result.urls) console.log(`    ${line}`);
  }
  if (loads > 0) {
    console.log(`\nNavigation to first board drawn, median of ${loads} cold loads:\n`);
    console.log('| page | ms | × empty page |\n|---|---:|---:|');
    const blank = await firstBoard('__blank.html');
    console.log(`| empty page (load event) | ${blank.toFixed(0)} | 1.0 |`);
    for (const game of GAMES) {
      const time = await firstBoard(`#${game}`);
      console.log(`| #${game} | ${time.toFixed(0)} | ${(time / blank).toFixed(1)} |`);
    }
  }
} finally {
  await browser.close();
  server.kill();
}
