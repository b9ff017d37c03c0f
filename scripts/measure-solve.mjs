// How long Double Ring's Solve takes to answer in Chromium, through the page
// and its worker, on 9x9 positions that level-2 play leaves with a given
// number of single rings (the positions of scripts/bench-solver-wasm.mjs).
// Each position opens as a link; the time runs from ticking Solve to the
// verdict on the page (the worker's start and the engine's load included),
// and the engine's own time is given beside it.
// Usage: node scripts/measure-solve.mjs [singles,singles,...] [rounds]   (after a release build: dist/, or RINGBOARD_DIST; pkg/)
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import engine from '../tests/wasm/engine.mjs';

const singlesList = (process.argv[2] ?? '32,36,38,40').split(',').map(Number);
const rounds = Number(process.argv[3] ?? 6);
const port = 4700 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, process.env.RINGBOARD_DIST ?? 'dist', String(port)], { stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 300));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

const singles = (session) => session.snapshot().view.cells.filter((cell) => cell === 1).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms) => (ms / 1000).toFixed(3);

console.log('| singles left | answered | within 1 s | median (page) | longest (page) | median (engine) |');
console.log('|---:|---:|---:|---:|---:|---:|');
try {
  const page = await browser.newPage();
  for (const left of singlesList) {
    const times = [];
    const engineTimes = [];
    let answered = 0;
    for (let round = 0; round < rounds; round += 1) {
      const session = new engine.Session('double-ring', 'size=9');
      while (singles(session) > left && !session.snapshot().outcome) session.play(session.think(2, round * 1000 + singles(session)).notation);
      const { link, outcome } = session.snapshot();
      session.free();
      if (outcome) continue;
      await page.goto(`http://127.0.0.1:${port}/#${link}`);
      await page.waitForFunction(() => window.ringboardPage?.snapshot);
      const started = Date.now();
      await page.getByLabel(/Solve/).check();
      await page.waitForFunction(() => window.ringboardPage.solver.verdict && !window.ringboardPage.solver.verdict.pending, null, { timeout: 120_000, polling: 10 });
      times.push(Date.now() - started);
      const result = await page.evaluate(() => window.ringboardPage.solver.verdict.result);
      if (result) {
        answered += 1;
        engineTimes.push(result.milliseconds);
      }
      await page.getByLabel(/Solve/).uncheck();
    }
    const within = times.filter((ms) => ms <= 1000).length;
    console.log(`| ${left} | ${answered} of ${times.length} | ${within} of ${times.length} | ${seconds(median(times))} s | ${seconds(Math.max(...times))} s | ${engineTimes.length ? `${seconds(median(engineTimes))} s` : '–'} |`);
  }
} finally {
  await browser.close();
  server.kill();
}
