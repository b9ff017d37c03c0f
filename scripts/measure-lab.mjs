// Games a second in the designers' lab: the page (#lab/<game>, one Web
// Worker per core) against the CLI (`ringboard lab`, one thread per core),
// for each game, the same setup on both (level 3 against level 3 by default,
// seed 1: the very same games). The page's time runs from Start to the last
// game's result (the workers' start and the engine's load included); the
// CLI's from its start to its exit. Both must find the same results.
// Usage: node scripts/measure-lab.mjs [agent] [games]   (after trunk build --release and cargo build --release)
import { chromium } from 'playwright-core';
import { execFileSync, spawn } from 'node:child_process';

const agent = process.argv[2] ?? 'level3';
const games = Number(process.argv[3] ?? 8);
const GAMES = ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'];
const port = 4700 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, process.env.RINGBOARD_DIST ?? 'dist', String(port)], { stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 300));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const cli = process.env.RINGBOARD_BIN ?? 'target/release/ringboard';

console.log(`${agent} against ${agent}, ${games} games a game (seed 1):`, '');
console.log('| game | page: games a second (workers) | CLI: games a second (threads) | page / CLI | same results |');
console.log('|---|---:|---:|---:|---|');
try {
  const page = await browser.newPage();
  for (const game of GAMES) {
    const started = Date.now();
    const printed = JSON.parse(execFileSync(cli, ['lab', game, '--first', agent, '--second', agent, '--games', String(games), '--json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const cliSeconds = (Date.now() - started) / 1000;
    const threads = Number(execFileSync('nproc', { encoding: 'utf8' }));

    await page.goto(`http://127.0.0.1:${port}/#lab/${game}?first=${agent}&second=${agent}&games=${games}`);
    await page.locator('.lab-go').waitFor();
    const began = Date.now();
    await page.locator('.lab-go').click();
    await page.waitForFunction(() => document.querySelector('.lab-go')?.textContent === 'Start again', null, { timeout: 1_800_000, polling: 50 });
    const pageSeconds = (Date.now() - began) / 1000;
    const workers = await page.evaluate(() => navigator.hardwareConcurrency);
    const cells = await page.locator('.lab-table tr[data-measure="results"] td').first().textContent();
    const same = cells === `${printed.summaries[0].first_wins} · ${printed.summaries[0].second_wins} · ${printed.summaries[0].draws}`;
    const [pageRate, cliRate] = [games / pageSeconds, games / cliSeconds];
    console.log(`| ${game} | ${pageRate.toFixed(3)} (${workers}) | ${cliRate.toFixed(3)} (${threads}) | ${(pageRate / cliRate).toFixed(2)} | ${same ? 'yes' : `no: ${cells}`} |`);
  }
} finally {
  await browser.close();
  server.kill();
}
