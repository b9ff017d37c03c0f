// What opening a page transfers: loads each page of a built site in
// Chromium with a cold cache, lists every response from the network log
// (the page's and the computer's worker's) and sums their sizes, raw and
// gzip-compressed (as a server that compresses would send them).
// Usage: node scripts/measure-load.mjs [dist folder] [extra hash ...]
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const extra = process.argv.slice(3);
const port = 4190 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, root, String(port)], { stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 300));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const hashes = ['', '#double-ring', '#double-take', '#king-of-rings', '#one-ring', '#double-eighteen-stone', '#chess',
  '#chess?vs=computer&level=1&human=second', ...extra];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`| page | requests | wasm fetches | raw | gzip |\n|---|---:|---:|---:|---:|`);
try {
  for (const hash of hashes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    // Responses of the page and of its workers alike come through the context.
    context.on('response', async (response) => {
      try { bodies.push({ url: response.url(), body: await response.body() }); } catch { /* redirects have none */ }
    });
    await page.goto(`http://127.0.0.1:${port}/${hash}`);
    await page.waitForFunction(() => document.querySelector('.game-card, canvas.board'));
    // A match where the computer moves first: wait for its move, so that the worker's loads are counted.
    if (hash.includes('human=second')) await page.waitForFunction(() => window.ringboardPage?.snapshot.history.length > 0, null, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const raw = bodies.reduce((sum, { body }) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
    const wasm = bodies.filter(({ url }) => url.endsWith('.wasm')).length;
    console.log(`| ${hash || '(home)'} | ${bodies.length} | ${wasm} | ${kb(raw)} | ${kb(gzip)} |`);
    if (process.env.VERBOSE) for (const { url, body } of bodies) console.log(`    ${url.replace(/^https?:\/\/[^/]+/, '')} ${body.length}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
