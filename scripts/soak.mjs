// Hours of play in one page: drives one Chromium page of the built site like
// a player for a given number of minutes and fails if anything goes wrong or
// grows without need.
//
// Each cycle plays a game against the computer at level 1 in each of the
// six games (opened by a link or by the New game form, the moves made by
// clicks, by the move box and from the Hint; once per game a takeback and
// the same move again, whose kept reply must come back at once), then a
// storm of links (malformed ones, other pages, bursts without waiting),
// then level-5 thinks interrupted by Undo, Move now, New game, another link
// or the home page. After each cycle, on the home page, it samples the JS
// heap after a forced garbage collection, the DOM nodes, the workers still
// running (constructions less terminations, counted by an init script) and
// the wasm memory of the page's engines.
//
// It fails (exit code 1) on any page or console error (CSP violations
// included), any computer turn not answered within 20 s, a heap that grew by
// more than 2 MB from the first sample after every game has been opened once
// to the last, or a worker left running once the thinks have settled.
//
// Usage: node scripts/soak.mjs [minutes, default 2] [dist folder, default dist]
// (SOAK_SEED=n replays the same choices; bash scripts/soak.sh runs it.)
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import config from '../playwright.config.js';
import { CATALOG } from '../www/js/games/catalog.js';

const minutes = Number(process.argv[2] ?? 2);
const root = process.argv[3] ?? 'dist';
const seed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
const GAMES = CATALOG.map((game) => game.id);
const ANSWER_MS = 20_000;
const HEAP_LIMIT = 2 * 1024 * 1024;
/** Human moves in a game before the human resigns (random moves make long games). */
const MOVES_PER_GAME = 12;
/** How a level-5 think is cut short, in turn. */
const INTERRUPTIONS = ['undo', 'move now', 'new game', 'link', 'home'];

if (!(minutes > 0)) fail(`expected a number of minutes, got '${process.argv[2]}'`);
if (!existsSync(join(root, 'index.html'))) fail(`no built site in ${root}/ (run trunk build --release)`);

// ---- a small seeded generator, so that a run can be replayed ----
let state = seed || 1;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = (list) => list[Math.floor(random() * list.length)];

// ---- the server and the browser, as the browser tests have them ----
const port = await freePort();
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, root, String(port)], { stdio: 'inherit' });
const site = `http://127.0.0.1:${port}`;
if (!await serverUp()) {
  server.kill();
  fail(`the static server did not start on port ${port}`);
}
const browser = await chromium.launch(config.use.launchOptions);
const context = await browser.newContext({ viewport: config.use.viewport, serviceWorkers: config.use.serviceWorkers });
await context.addInitScript(instrument);
const errors = [];
context.on('console', (message) => {
  if (message.type() === 'error') errors.push(`console error${message.worker() ? ' (worker)' : ''}: ${message.text()}`);
});
const page = await context.newPage();
page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
page.on('crash', () => errors.push('the page crashed'));
const cdp = await context.newCDPSession(page);

const started = Date.now();
const deadline = started + minutes * 60_000;
const samples = [];
const games = [];
const counts = { hints: 0, typed: 0, clicked: 0, takebacks: 0, links: 0, interrupted: 0 };

let failure = null;
try {
  await page.goto(`${site}/`);
  await until(() => document.querySelector('.game-card') !== null);
  await sample('open');
  let cycle = 0;
  // At least two cycles: the first opens every game once, the last is compared with it.
  while (cycle < 2 || Date.now() < deadline) {
    cycle += 1;
    for (const game of GAMES) await playGame(game, cycle);
    await linkStorm();
    await interruptedThinks(cycle);
    await sample(cycle === 1 ? 'start' : `cycle ${cycle}`);
    const last = samples.at(-1);
    console.log(`cycle ${cycle} (${elapsed()}): ${games.length} games; heap ${mb(last.heap)}, ${last.nodes} DOM nodes (${last.elements} elements), ${last.listeners} listeners, ${last.workers} workers, wasm ${mb(last.wasm)}`);
  }
  report();
  const start = samples.find((entry) => entry.label === 'start');
  const end = samples.at(-1);
  if (end.heap - start.heap > HEAP_LIMIT) {
    failure = `the JS heap grew by ${mb(end.heap - start.heap)} after garbage collection, from the first cycle to the last (limit ${mb(HEAP_LIMIT)})`;
  }
} catch (error) {
  if (samples.length) report();
  failure = error.message;
}
await browser.close().catch(() => {});
server.kill();
if (failure) fail(failure);
console.log('soak passed');

// ---- what the page is doing ----

/** Runs in the page before its own code: counts workers and keeps track of the engines' memories. */
function instrument() {
  const soak = { made: 0, ended: 0, memories: [] };
  window.__soak = soak;
  const NativeWorker = window.Worker;
  window.Worker = class CountedWorker extends NativeWorker {
    constructor(...args) {
      super(...args);
      soak.made += 1;
    }

    terminate() {
      if (!this.soakEnded) {
        this.soakEnded = true;
        soak.ended += 1;
      }
      super.terminate();
    }
  };
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async function (...args) {
    const result = await instantiate.apply(this, args);
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    const memory = instance?.exports?.memory;
    // Weakly: an engine the page drops must be free to go.
    if (memory instanceof WebAssembly.Memory) soak.memories.push(new WeakRef(memory));
    return result;
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}

/** The game page's state, or null on another page. */
function gameState() {
  return page.evaluate(() => {
    const p = window.ringboardPage;
    const snap = p?.snapshot;
    if (!snap || !p.gameId) return null;
    return {
      game: p.gameId, ply: snap.ply, plies: snap.history.length, history: snap.history.map((entry) => entry.notation),
      toMove: snap.to_move, computer: snap.opponent?.computer ?? null, over: Boolean(snap.outcome), link: snap.link,
    };
  });
}

/**
 * Waits until `predicate` holds in the page. The handle to its value is let
 * go at once: kept, it would keep what it points to (a snapshot, a DOM
 * element and its whole page) alive in the page, and the soak would measure
 * its own leak.
 */
async function until(predicate, arg, options) {
  const handle = await page.waitForFunction(predicate, arg, options);
  await handle.dispose();
}

/** Fails at once on any error the page or its workers reported. */
function checkErrors(where) {
  if (errors.length) throw new Error(`${where}: ${errors.slice(0, 5).join('; ')}`);
}

/** Sets the hash and waits until the page it names has opened. */
async function go(hash, { wait = true } = {}) {
  counts.links += 1;
  const current = await page.evaluate(() => location.hash.replace(/^#/, ''));
  if (current === hash.replace(/^#/, '')) return;
  await page.evaluate((target) => {
    window.ringboardPage = 'soak: opening';
    location.hash = target;
  }, hash);
  if (wait) await settled(hash);
}

/** Waits until the routing has opened a page after the last change of hash. */
async function settled(hash) {
  try {
    await until(() => window.ringboardPage !== 'soak: opening', null, { timeout: 15_000 });
  } catch {
    throw new Error(`the link #${hash.slice(0, 80)} did not open a page within 15 s`);
  }
}

/** Waits until it is the human's turn or the game is over: the computer must answer within 20 s. */
async function computerAnswered(what) {
  try {
    await until(() => {
      const snap = window.ringboardPage?.snapshot;
      return snap && (snap.outcome || snap.opponent?.computer !== snap.to_move);
    }, null, { timeout: ANSWER_MS });
  } catch {
    const now = await gameState();
    throw new Error(`the computer did not answer within ${ANSWER_MS / 1000} s (${what}; #${now?.link})`);
  }
}

// ---- playing ----

async function openByLink(game, human) {
  await go(`#${game}?vs=computer&level=1&human=${human}`);
}

/** Starts the game from the New game panel, by clicks. */
async function openByForm(game, human) {
  await go(`#${game}`);
  await until((id) => window.ringboardPage?.gameId === id, game);
  await page.locator('.new-game summary').click();
  await page.locator('input[name="vs"][value="computer"]').check();
  await page.locator('select[name="level"]').selectOption('1');
  await page.locator('select[name="human"]').selectOption(human);
  await page.getByRole('button', { name: 'Start new game' }).click();
  const confirm = page.getByRole('button', { name: 'Yes, start a new game' });
  if (await confirm.isVisible()) await confirm.click();
  await until(({ id, side }) => {
    const snap = window.ringboardPage?.snapshot;
    return window.ringboardPage.gameId === id && snap.opponent?.level === 1 && snap.opponent.human === side && snap.history.length <= 1;
  }, { id: game, side: human });
}

async function playGame(game, cycle) {
  const human = pick(['first', 'first', 'second']);
  if (cycle % 2 === 1) await openByLink(game, human);
  else await openByForm(game, human);
  await computerAnswered(`${game}: the opening move`);
  let moves = 0;
  let ended = 'resigned';
  for (;;) {
    const now = await gameState();
    if (now.over) {
      ended = 'played out';
      break;
    }
    if (moves === MOVES_PER_GAME) {
      await page.getByRole('button', { name: 'Resign', exact: true }).click();
      await page.getByRole('button', { name: 'Confirm: You resign' }).click();
      await until(() => window.ringboardPage.snapshot.outcome);
      break;
    }
    const method = moves === 0 ? 'click' : pick(['click', 'click', 'typed', 'hint']);
    const played = await humanMove(method);
    moves += 1;
    await computerAnswered(`${game}: after ${played} (${method})`);
    if (moves === 3) await takeBackAndReplay(game, played);
    checkErrors(`${game}, move ${moves}`);
  }
  const end = await gameState();
  games.push({ game, plies: end.plies, ended });
}

/** Plays a human move by the method given; returns its notation. */
async function humanMove(method) {
  const before = await gameState();
  const legal = await page.evaluate(() => window.ringboardPage.snapshot.legal_moves);
  let move = pick(legal);
  if (method === 'hint') {
    counts.hints += 1;
    await page.getByRole('button', { name: 'Hint' }).click();
    try {
      await until(() => { const hint = window.ringboardPage.hints.hint; return hint && (hint.move || hint.error); }, null, { timeout: ANSWER_MS });
    } catch {
      throw new Error(`the Hint gave no answer within ${ANSWER_MS / 1000} s (#${before.link})`);
    }
    const hinted = await page.evaluate(() => window.ringboardPage.hints.hint.move);
    if (hinted) move = hinted;
  }
  const same = (a, b) => a && b && a.file === b.file && a.rank === b.rank;
  const clickable = (mv) => mv.from && mv.to && !same(mv.from, mv.to)
    && legal.filter((other) => same(other.from, mv.from) && same(other.to, mv.to)).length === 1;
  if (method !== 'typed' && !clickable(move)) {
    const others = legal.filter(clickable);
    if (method === 'click' && others.length) move = pick(others);
  }
  if (method !== 'typed' && clickable(move)) {
    counts.clicked += 1;
    for (const square of [move.from, move.to]) {
      // The square in view first (a notice above the page can push the board
      // down), and where it stays from one frame to the next: a notice that
      // has just shown or gone resizes the board at the next frame.
      const point = await page.evaluate(async (sq) => {
        const board = window.ringboardPage.board;
        const { y } = board.clientPoint(sq);
        if (y < 10 || y > window.innerHeight - 10) window.scrollBy(0, y - window.innerHeight / 2);
        const nextFrame = () => new Promise((resolve) => { requestAnimationFrame(() => resolve()); });
        let last = board.clientPoint(sq);
        for (let frames = 0; frames < 30; frames += 1) {
          await nextFrame();
          const now = board.clientPoint(sq);
          if (now.x === last.x && now.y === last.y) return now;
          last = now;
        }
        return last;
      }, square);
      await page.mouse.click(point.x, point.y);
    }
  } else {
    counts.typed += 1;
    // The chess games take the move as the move list writes it, too.
    const text = before.game === 'chess' && random() < 0.5 ? move.label : move.notation;
    await page.locator('input[name="move"]').fill(text);
    await page.locator('input[name="move"]').press('Enter');
  }
  try {
    await until((ply) => window.ringboardPage.snapshot.ply > ply, before.ply, { timeout: 5000 });
  } catch {
    const why = await page.locator('.move-error').textContent();
    throw new Error(`the move ${move.notation} (${method}) was not played${why ? `: ${why}` : ''} (#${before.link})`);
  }
  return move.notation;
}

/** Undo, then the same move again: the computer's kept reply comes back at once. */
async function takeBackAndReplay(game, notation) {
  const before = await gameState();
  if (before.over) return;
  counts.takebacks += 1;
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await until((ply) => window.ringboardPage.snapshot.ply < ply, before.ply);
  await page.locator('input[name="move"]').fill(notation);
  await page.locator('input[name="move"]').press('Enter');
  await computerAnswered(`${game}: after Undo and ${notation} again`);
  const after = await gameState();
  if (after.ply !== before.ply || after.history.join() !== before.history.join()) {
    throw new Error(`${game}: after Undo and the same move again, the computer's kept reply did not come back (#${before.link} became #${after.link})`);
  }
}

// ---- links ----

/** Malformed links, other pages, and bursts of links set without waiting. */
async function linkStorm() {
  const valid = [
    ...GAMES.map((game) => `#${game}`),
    '#chess?moves=e2e4,e7e5,g1f3', '#double-ring?rule=odd&size=5&moves=a1a3', '#king-of-rings?moves=b2c3,d6d5&at=1',
    '#print/chess?moves=e2e4', '#print/double-ring?size=5', `#learn/${pick(GAMES)}`, `#puzzles/${pick(GAMES)}`, '#',
  ];
  const malformed = [
    '#chess?moves=e2e5', '#chess?moves=%', '#chess?moves=%E0%A4%A', '#double-ring?size=2', '#double-ring?size=99&rule=zz',
    '#king-of-rings?moves=@z9', '#one-ring?position=garbage', '#chess?vs=computer&level=0', '#chess?vs=computer&human=nobody',
    '#nogame?x=1', '#%00', '#print/nogame', '#print/chess?moves=zz', '#learn/zz', '#puzzles/chess/999', '#double-take?length=9',
    '#chess?at=5&moves=e2e4', `#double-eighteen-stone?moves=${'a'.repeat(3000)}`, '#chess?moves=e2e4&moves=e7e5',
    '#chess?resigned=third', '#one-ring?moves=b2b4,@b2,!c9', '#double-ring?position=ooo%2Fooo%2Fooo%203&size=3', '#?', '#learn/', '#puzzles/',
  ];
  const mangled = () => {
    const link = pick(valid.filter((entry) => entry.includes('?'))).split('');
    for (let i = 0; i < 3; i += 1) link[1 + Math.floor(random() * (link.length - 1))] = pick(['%', '&', '=', ',', 'z', '9', '?', '#', '']);
    return link.join('');
  };
  for (let i = 0; i < 12; i += 1) await go(pick([...malformed, mangled(), pick(valid)]));
  // A burst: links set one after another without waiting; the last one wins.
  for (let i = 0; i < 8; i += 1) await go(pick([...malformed, mangled()]), { wait: false });
  await go(pick(valid.slice(0, GAMES.length)));
  await until(() => document.querySelector('#app').children.length > 0);
  checkErrors('the link storm');
}

// ---- interrupted thinks ----


async function interruptedThinks(cycle) {
  for (let i = 0; i < INTERRUPTIONS.length; i += 1) {
    const game = GAMES[(cycle + i) % GAMES.length];
    const how = INTERRUPTIONS[(cycle + i) % INTERRUPTIONS.length];
    await go(`#${game}?vs=computer&level=5&human=first`);
    await until((id) => window.ringboardPage?.gameId === id, game);
    await humanMove('typed');
    // Thinking, with a depth reached; or (a quick game) already answered.
    try {
      await until(() => window.ringboardPage.computer.thinking?.best || window.ringboardPage.snapshot.history.length === 2, null, { timeout: ANSWER_MS });
    } catch {
      throw new Error(`${game}: level 5 reported no progress within ${ANSWER_MS / 1000} s`);
    }
    counts.interrupted += 1;
    if (how === 'undo') await page.getByRole('button', { name: '↶ Undo' }).click();
    else if (how === 'move now') {
      const moveNow = page.getByRole('button', { name: 'Move now' });
      if (await moveNow.isVisible()) await moveNow.click();
      await computerAnswered(`${game}: Move now`);
    } else if (how === 'new game') {
      await page.locator('.new-game summary').click();
      await page.getByRole('button', { name: 'Start new game' }).click();
      const confirm = page.getByRole('button', { name: 'Yes, start a new game' });
      if (await confirm.isVisible()) await confirm.click();
    } else if (how === 'link') {
      await go(`#${GAMES[(cycle + i + 1) % GAMES.length]}?flip=1`);
    } else {
      await go('#');
    }
    // Settled: no think under way, and no worker beyond those the page keeps for its next task.
    await workersSettled(`${game}: a level-5 think interrupted by ${how}`);
    checkErrors(`${game}: a level-5 think interrupted by ${how}`);
  }
}

/** Waits until no worker runs beyond those the current page holds (none on the home page). */
async function workersSettled(what) {
  try {
    await until(() => {
      const p = window.ringboardPage;
      // The game page's parts hold their worker engines; the trainers hold theirs as fields.
      const engines = [p?.computer?.engine, p?.hints?.engine, p?.solver?.worker, p?.replier, p?.refuter].filter((engine) => engine?.worker !== undefined);
      if (engines.some((engine) => engine.busy)) return false;
      const held = engines.filter((engine) => engine.worker).length;
      return window.__soak.made - window.__soak.ended === held;
    }, null, { timeout: 5000 });
  } catch {
    const [made, ended] = await page.evaluate(() => [window.__soak.made, window.__soak.ended]);
    throw new Error(`workers left running after ${what}: ${made} made, ${ended} ended`);
  }
}

// ---- measuring ----

/** On the home page, after garbage collection: heap, DOM nodes, workers running, wasm memory. */
async function sample(label) {
  if (await page.evaluate(() => !document.querySelector('.game-card'))) await go('#');
  await until(() => document.querySelector('.game-card') !== null);
  await workersSettled(`going to the home page (${label})`);
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners: listeners } = await cdp.send('Memory.getDOMCounters');
  const { workers, wasm, engines, elements } = await page.evaluate(() => {
    const memories = window.__soak.memories.map((ref) => ref.deref()).filter(Boolean);
    return {
      workers: window.__soak.made - window.__soak.ended,
      wasm: memories.reduce((sum, memory) => sum + memory.buffer.byteLength, 0),
      engines: memories.length,
      elements: document.getElementsByTagName('*').length,
    };
  });
  samples.push({ label, at: Date.now() - started, heap: usedSize, nodes, elements, listeners, workers, wasm, engines });
  checkErrors(`sampling (${label})`);
}

function report() {
  const start = samples.find((entry) => entry.label === 'start') ?? samples[0];
  const end = samples.at(-1);
  const rest = samples.filter((entry) => entry.at > start.at);
  const middle = rest.length > 1
    ? rest.reduce((best, entry) => (Math.abs(entry.at - (start.at + end.at) / 2) < Math.abs(best.at - (start.at + end.at) / 2) ? entry : best))
    : null;
  const rows = [['open', samples[0]], ['start', start], ['middle', middle], ['end', end]].filter(([, entry]) => entry);
  console.log(`\nsoak: ${elapsed()} in one page, seed ${seed} (SOAK_SEED=${seed} replays it)`);
  console.log('| sample | time | JS heap | DOM nodes (elements in the page) | listeners | workers | wasm memory |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, entry] of rows) {
    console.log(`| ${name} (${entry.label}) | ${clock(entry.at)} | ${mb(entry.heap)} | ${entry.nodes} (${entry.elements}) | ${entry.listeners} | ${entry.workers} | ${mb(entry.wasm)} (${entry.engines} engines) |`);
  }
  const growth = end.heap - start.heap;
  console.log(`heap growth from start to end: ${growth >= 0 ? '+' : ''}${mb(growth)} (limit ${mb(HEAP_LIMIT)})`);
  const perGame = GAMES.map((game) => {
    const played = games.filter((entry) => entry.game === game);
    const plies = played.reduce((sum, entry) => sum + entry.plies, 0);
    return `${game} ${played.length} (${played.length ? (plies / played.length).toFixed(1) : 0} moves)`;
  });
  const plies = games.reduce((sum, entry) => sum + entry.plies, 0);
  console.log(`games: ${games.length}, ${games.length ? (plies / games.length).toFixed(1) : 0} moves (plies) per game, ${games.filter((entry) => entry.ended === 'played out').length} played out, the rest resigned`);
  console.log(`  by game: ${perGame.join(', ')}`);
  console.log(`  human moves: ${counts.clicked} by clicks, ${counts.typed} typed, ${counts.hints} from the Hint; ${counts.takebacks} takebacks; ${counts.links} links; ${counts.interrupted} level-5 thinks interrupted`);
}

// ---- small helpers ----

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function clock(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function elapsed() {
  return clock(Date.now() - started);
}

function fail(message) {
  console.error(`soak FAILED: ${message}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** Whether the server answers, within 10 s. */
async function serverUp() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${site}/`)).ok) return true;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
