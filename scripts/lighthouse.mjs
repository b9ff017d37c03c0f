// Lighthouse's mobile audit (simulated slow 4G, 4x CPU) of the built site:
// the home page, each game's page, and a game's lessons and puzzles, each run
// several times; prints the median of each figure with the machine's load
// beside it, and what kept a category under 100 (docs/load.md).
//
// Lighthouse is not one of the project's devDependencies (it would add
// ~200 packages to every `npm ci`): the script installs it once into a cache
// folder outside the repository ($RINGBOARD_LIGHTHOUSE_CACHE, else
// $XDG_CACHE_HOME/ringboard or ~/.cache/ringboard) and runs Debian's Chromium
// ($CHROME_PATH, else /usr/bin/chromium). The site is served by
// scripts/static-server.mjs with gzip, as a host serves it.
//
// Usage: node scripts/lighthouse.mjs [dist] [--runs N] [--port P] [--json FILE] [#page ...]
//   e.g. node scripts/lighthouse.mjs dist --runs 3
//        node scripts/lighthouse.mjs dist '#chess' '#learn/chess'
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { CATALOG } from '../www/js/games/catalog.js';

const LIGHTHOUSE_VERSION = '12.8.2'; // the last major that runs on Node 20 (13 wants 22.19)

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [, value] = args.splice(index, 2);
  return value;
};
const runs = Number(option('--runs', '3'));
const port = Number(option('--port', '4306'));
const jsonOut = option('--json', null);
const [dist = 'dist', ...chosen] = args;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build the site first (trunk build --release --dist ${dist})`);
const pages = chosen.length ? chosen : ['', ...CATALOG.map(({ id }) => `#${id}`), '#learn/chess', '#puzzles/chess'];

const lighthouse = await installedLighthouse();
const { launch } = await import(pathToFileURL(join(lighthouse.folder, 'node_modules/chrome-launcher/dist/index.js')));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = spawn(process.execPath, [join(root, 'scripts/static-server.mjs'), dist, String(port), '--gzip'], { stdio: 'inherit' });
process.on('exit', () => server.kill());
await waitForServer(`http://127.0.0.1:${port}/`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const rows = [];
try {
  for (const page of pages) {
    const url = `http://127.0.0.1:${port}/${page}`;
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const load = loadavg()[0];
      results.push({ ...(await audit(url)), load });
      const last = results.at(-1);
      console.error(`${page || '(home)'} run ${run + 1}: perf ${last.performance} LCP ${last.lcp} ms TBT ${last.tbt} ms, load ${load.toFixed(2)}`);
    }
    rows.push(summarize(page || '(home)', results));
  }
} finally {
  server.kill();
}

printTable(rows);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(rows, null, 2)}\n`);

/** Lighthouse in the cache folder, installed there from the npm registry on first use. */
async function installedLighthouse() {
  const cache = process.env.RINGBOARD_LIGHTHOUSE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'ringboard');
  const folder = join(cache, `lighthouse-${LIGHTHOUSE_VERSION}`);
  const entry = join(folder, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'package.json'), '{"private": true}\n');
    console.error(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${folder}`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd: folder, stdio: 'inherit' });
    if (install.status !== 0) throw new Error(`npm could not install lighthouse@${LIGHTHOUSE_VERSION} into ${folder}`);
  }
  return { folder, run: (await import(pathToFileURL(entry))).default };
}

/** One cold mobile run of Lighthouse on `url`, in a Chromium of its own. */
async function audit(url) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse.run(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const score = (id) => Math.round(categories[id].score * 100);
    const failing = Object.fromEntries(CATEGORIES.map((id) => [id, categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1 && id !== 'performance')
      .map((ref) => ref.id)]));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: Math.round(audits['first-contentful-paint'].numericValue),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over the runs, and every audit that failed in any of them. */
function summarize(page, results) {
  const median = (key) => {
    const values = results.map((result) => result[key]).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  };
  const figures = Object.fromEntries(['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'load'].map((key) => [key, median(key)]));
  const failing = [...new Set(results.flatMap((result) => Object.values(result.failing).flat()))];
  const lcpElements = [...new Set(results.map((result) => result.lcpElement))];
  return { page, ...figures, loads: results.map((result) => Number(result.load.toFixed(2))), failing, lcpElements };
}

function printTable(table) {
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated slow 4G, 4x CPU), median of ${runs} run(s); load = 1-minute load average at each run's start\n`);
  console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | load |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of table) {
    console.log(`| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s | ${row.tbt} ms | ${row.cls} | ${row.loads.join(', ')} |`);
  }
  console.log('');
  for (const row of table) {
    console.log(`${row.page}: LCP element ${row.lcpElements.join(' | ') || '(none)'}`);
    if (row.failing.length) console.log(`${row.page}: audits under 100: ${row.failing.join(', ')}`);
  }
}

async function waitForServer(url) {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the static server did not answer at ${url}`);
}
