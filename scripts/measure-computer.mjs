// How long the computer thinks in Chromium, through the page and its worker,
// and the longest main-thread task while it thinks. For each game and level,
// the page plays a match: the human side plays random legal moves (seeded),
// the computer answers from its worker; every think is timed from the
// request to the answer.
//
// Main-thread tasks are measured twice: in wall time (the Long Tasks API,
// and a 10 ms timer's lateness for the shorter ones), which is what a player
// feels, and in the thread's own processor time (Chromium's trace), which is
// the page's own work. On a machine with fewer free cores than busy threads
// the two differ by the time the main thread waited for a core.
// Usage: node scripts/measure-computer.mjs [moves per game and level] [levels, e.g. 1,3,5] [games, e.g. chess,one-ring]
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const moves = Number(process.argv[2] ?? 8);
const levels = (process.argv[3] ?? '1,2,3,4,5').split(',').map(Number);
const games = (process.argv[4] ?? 'double-ring,double-take,king-of-rings,one-ring,double-eighteen-stone,chess').split(',');
const port = 4700 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, 'dist', String(port)], { stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 300));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
console.log('| game | level | thinks | median | longest | longest main-thread block while thinking | its own work (thread time) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
let worstTask = 0;
let worstWork = 0;

// The longest main-thread task (its thread time) that overlaps a think, from
// a trace whose `think` and `answer` time stamps the page wrote.
function longestWork(traceFile) {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`));
  const stamps = onMain.filter((e) => e.name === 'TimeStamp').sort((a, b) => a.ts - b.ts);
  const windows = [];
  for (const stamp of stamps) {
    if (stamp.args.data.message === 'think') windows.push({ start: stamp.ts, end: Infinity });
    else if (stamp.args.data.message === 'answer' && windows.length) windows.at(-1).end = stamp.ts;
  }
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask'
    && windows.some(({ start, end }) => e.ts < end && e.ts + e.dur > start));
  return Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000));
}
try {
  for (const game of games) {
    for (const level of levels) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/#${game}?vs=computer&level=${level}&human=first`);
      await page.waitForFunction(() => window.ringboardPage?.snapshot);
      const traceFile = join(tmpdir(), `measure-computer-${process.pid}.json`);
      await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      const result = await page.evaluate(async ({ count }) => {
        const gamePage = window.ringboardPage;
        const thinks = [];
        const tasks = [];
        new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: false });
        // The longtask API reports only tasks over 50 ms; a 10 ms timer also
        // measures the shorter ones, as the lateness of its ticks.
        let thinkingNow = false;
        let lastTick = performance.now();
        let longestGap = 0;
        const probe = setInterval(() => {
          const now = performance.now();
          if (thinkingNow) longestGap = Math.max(longestGap, now - lastTick - 10);
          lastTick = now;
        }, 10);
        const run = gamePage.computer.run.bind(gamePage.computer);
        gamePage.computer.run = async (task, onProgress) => {
          const start = performance.now();
          thinkingNow = true;
          lastTick = start;
          console.timeStamp('think');
          const answer = await run(task, onProgress);
          console.timeStamp('answer');
          thinkingNow = false;
          if (answer.ok) thinks.push({ start, end: performance.now() });
          return answer;
        };
        let seed = 7;
        const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
        for (let i = 0; i < count; i += 1) {
          const snap = gamePage.snapshot;
          if (snap.outcome) break;
          const legal = snap.legal_moves;
          const before = snap.history.length;
          await gamePage.play(legal[random(legal.length)].notation);
          // The computer's answer; the human may move again without one (a pass, The One Ring's choice).
          const waitStart = performance.now();
          while (!gamePage.snapshot.outcome && gamePage.snapshot.to_move === gamePage.snapshot.opponent.computer) {
            if (performance.now() - waitStart > 20_000) throw new Error(`no answer in ${gamePage.snapshot.link}`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        clearInterval(probe);
        const during = tasks.filter((task) => thinks.some(({ start, end }) => task.startTime < end && task.startTime + task.duration > start));
        return {
          times: thinks.map(({ start, end }) => end - start),
          longestTask: Math.max(longestGap, ...during.map((task) => task.duration)),
        };
      }, { count: moves });
      await browser.stopTracing();
      const work = longestWork(traceFile);
      rmSync(traceFile);
      worstTask = Math.max(worstTask, result.longestTask);
      worstWork = Math.max(worstWork, work);
      const ms = (value) => `${Math.round(value)} ms`;
      console.log(`| ${game} | ${level} | ${result.times.length} | ${ms(median(result.times))} | ${ms(Math.max(...result.times))} | ${ms(result.longestTask)} | ${ms(work)} |`);
      await page.close();
    }
  }
  console.log(`\nlongest main-thread task during any think: ${Math.round(worstTask)} ms (wall), ${Math.round(worstWork)} ms of the thread's own time`);
} finally {
  await browser.close();
  server.kill();
}
