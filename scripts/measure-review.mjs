// How long the review of a whole game takes in Chromium, per game, for a
// 60-ply and a 150-ply game (or the longest a game runs: some end sooner),
// and the longest main-thread task meanwhile. The games are played from the
// start by a fixed rule among the legal moves, avoiding the end while it can.
// Usage: node scripts/measure-review.mjs [dist folder]   (after a build)
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { engines, GAME_IDS } from '../tests/wasm/engine.mjs';

const root = process.argv[2] ?? 'dist';

/** A game of at most `plies` plies, as a link. */
function longGame(id, plies) {
  const session = engines[id].Session.fromLink(id);
  let seed = 12345;
  for (let ply = 0; ply < plies; ply += 1) {
    const moves = session.snapshot().legal_moves.map((move) => move.notation);
    if (moves.length === 0 || session.snapshot().outcome) break;
    let chosen = null;
    for (let tries = 0; tries < moves.length && !chosen; tries += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      session.play(moves[seed % moves.length]);
      if (!session.snapshot().outcome || ply === plies - 1) chosen = true;
      else session.undo();
    }
    if (!chosen) session.play(moves[0]);
  }
  const { link, history } = session.snapshot();
  session.free();
  return { link, plies: history.length };
}

const port = 6100 + Math.floor(Math.random() * 200);
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, root, String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 400));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
console.log('| game | plies | review (s) | longest main-thread task (ms) |\n|---|---:|---:|---:|');
try {
  for (const id of GAME_IDS) {
    for (const wanted of [60, 150]) {
      const { link, plies } = longGame(id, wanted);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://127.0.0.1:${port}/#${link}`);
      await page.waitForFunction(() => window.ringboardPage?.snapshot);
      await page.evaluate(() => {
        window.longestTask = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
        }).observe({ type: 'longtask' });
      });
      const started = Date.now();
      await page.getByRole('button', { name: 'Review this game' }).first().click();
      await page.locator('.review-table').waitFor({ timeout: 600_000 });
      const seconds = (Date.now() - started) / 1000;
      const longest = await page.evaluate(() => window.longestTask);
      console.log(`| ${id} | ${plies} | ${seconds.toFixed(1)} | ${Math.round(longest)} |`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
