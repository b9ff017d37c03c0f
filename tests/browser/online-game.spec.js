// The live online game page (#online/<id>) against a real game server
// (online-server.js): two players, each in a browser of their own, and a
// watcher in a third. Games are made through the API where that is quicker;
// every move is a click on the board, as a player makes it.
import { test, expect, watchPolicy } from './fixtures.js';
import { startOnlineServer } from './online-server.js';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, clickMove, moveButtons, status } from './helpers.js';

const SEATS_KEY = 'ringboard:online:seats';
const NAME_KEY = 'ringboard:online:name';

let server;
test.beforeAll(async () => { server = await startOnlineServer(); });
test.afterAll(async () => { await server?.stop(); });

/** A game made through the API: `{ id, seat, token }` of its creator. */
async function createGame(on, { name = 'alice', side = 'first', clock = null, game = 'chess', variant = '' } = {}) {
  const response = await fetch(`${on.url}/api/games`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, variant, side, clock, public: false, name }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function serverGame(on, id) {
  return (await fetch(`${on.url}/api/games/${id}`)).json();
}

/**
 * A player's or a watcher's browser, a context of its own under the policy
 * watch: `seat` (`{ id, seat, token }`) is kept in its storage as a browser
 * that created the game keeps it; `name` as one chosen earlier.
 */
async function browserOf(browser, { seat = null, name = null, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', locale: 'en-US' });
  const policy = await watchPolicy(context);
  await context.addInitScript(([seatsKey, nameKey, kept, keptName]) => {
    if (kept) {
      const seats = JSON.parse(localStorage.getItem(seatsKey) || '{}');
      if (!seats[kept.id]) {
        seats[kept.id] = { seat: kept.seat, token: kept.token, game: 'chess', since: Date.now() };
        localStorage.setItem(seatsKey, JSON.stringify(seats));
      }
    }
    if (keptName && !localStorage.getItem(nameKey)) localStorage.setItem(nameKey, keptName);
  }, [SEATS_KEY, NAME_KEY, seat, name]);
  const page = await context.newPage();
  return { context, page, policy };
}

/** Opens the game's page and waits for its board. */
async function openOnline(page, on, id) {
  await page.goto(`${on.url}/#online/${id}`);
  await expect(page.locator('.game-page canvas.board')).toBeVisible();
  await page.waitForFunction(() => window.ringboardPage?.board && window.ringboardPage.snapshot);
}

const moveList = (page) => moveButtons(page).allTextContents();

async function expectMoves(page, moves, options = {}) {
  await expect.poll(() => moveList(page), options).toEqual(moves);
}

async function closeAll(...browsers) {
  for (const { context, policy } of browsers) {
    expect(policy.violations(), 'Content Security Policy violations').toEqual([]);
    await context.close();
  }
}

/** Two players at one game: alice made it (White), bob opened its link with his name kept. */
async function twoPlayers(browser, on, { clock = null, viewports = [], variant = '' } = {}) {
  const game = await createGame(on, { clock, variant });
  const alice = await browserOf(browser, { seat: { id: game.id, seat: 'first', token: game.token }, viewport: viewports[0] });
  const bob = await browserOf(browser, { name: 'bob', viewport: viewports[1] });
  await openOnline(alice.page, on, game.id);
  await expect(status(alice.page)).toHaveText('Waiting for an opponent: send them this game\'s link');
  await openOnline(bob.page, on, game.id);
  await expect(status(alice.page)).toHaveText('Your move (White)');
  await expect(status(bob.page)).toHaveText('Waiting for alice (White)');
  return { game, alice, bob };
}

test('a whole game live: moves arrive at once, a premove plays itself, both see the checkmate', async ({ browser }) => {
  test.setTimeout(60_000);
  const { game, alice, bob } = await twoPlayers(browser, server, { clock: { minutes: 5, increment: 3 } });
  // Each browser plays its own side, its board turned to it; the clocks are in the bars, White's running.
  await expect(alice.page.locator('.player-bar.player-first')).toContainText('White');
  await expect(alice.page.locator('.player-bar.player-first .online-name')).toHaveText('alice');
  await expect(alice.page.locator('.player-bar.player-first .role')).toHaveText('You');
  await expect(bob.page.locator('.player-bar.player-second .role')).toHaveText('You');
  expect(await bob.page.evaluate(() => window.ringboardPage.board.flipped)).toBe(true);
  await expect(alice.page.locator('.player-bar.player-second .online-clock')).toHaveText('05:00');
  await expect(alice.page.locator('.player-bar.player-first .online-clock')).toHaveClass(/running/);
  await expect(alice.page.locator('.player-bar.player-first .online-clock')).toHaveText(/^0[45]:\d\d$/);
  await expect(alice.page).toHaveTitle('(Your move) Chess · ringboard');
  // Bob cannot move for White.
  await clickMove(bob.page, 'f2f3');
  await expectMoves(bob.page, []);

  await clickMove(alice.page, 'f2f3');
  await expectMoves(bob.page, ['f3']);
  await expect(status(bob.page)).toHaveText('Your move (Black)');
  await expect(status(alice.page)).toHaveText('Waiting for bob (Black)');
  await expect(bob.page).toHaveTitle('(Your move) Chess · ringboard');
  await expect(alice.page).toHaveTitle('Chess · ringboard');
  // The move is said on the other page, as a computer's reply is.
  await expect(bob.page.locator('[role="log"] p').last()).toContainText('f3');
  // While Black thinks, White sets a premove; it plays itself once Black has moved.
  await clickMove(alice.page, 'g2g4');
  await clickMove(bob.page, 'e7e5');
  await expectMoves(alice.page, ['f3', 'e5', 'g4']);
  await expectMoves(bob.page, ['f3', 'e5', 'g4']);
  await clickMove(bob.page, 'd8h4');
  for (const { page } of [alice, bob]) {
    await expectMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
    await expect(status(page)).toHaveText('Black wins: checkmate');
    await expect(page.locator('.banner .online-result')).toHaveText('Black wins: checkmate');
  }
  await expect(alice.page.locator('.banner strong')).toHaveText('You lost');
  await expect(bob.page.locator('.banner strong')).toHaveText('You won');
  const final = await serverGame(server, game.id);
  expect(final.moves).toEqual(['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  expect(final.result.reason).toBe('checkmate');
  await closeAll(alice, bob);
});

test('the pie rule online: Black swaps, the two players exchange sides and clocks, and play on', async ({ browser }) => {
  test.setTimeout(60_000);
  const { game, alice, bob } = await twoPlayers(browser, server, { clock: { minutes: 5, increment: 3 }, variant: 'pie=1' });
  await clickMove(alice.page, 'e2e4');
  await expectMoves(bob.page, ['e4']);
  await expect(alice.page.getByRole('button', { name: 'Swap sides' })).toHaveCount(0);
  await bob.page.getByRole('button', { name: 'Swap sides' }).click();
  await expect.poll(async () => (await serverGame(server, game.id)).moves).toEqual(['e2e4', 'swap']);
  const swapped = await serverGame(server, game.id);
  expect(swapped.swapped).toBe(true);
  expect(swapped.players).toEqual({ first: { name: 'bob' }, second: { name: 'alice' } });
  // Alice, who made the first move as White, now plays Black and moves next; Bob has White.
  await expect(status(alice.page)).toHaveText('Your move (Black)');
  await expect(status(bob.page)).toHaveText('Waiting for alice (Black)');
  await expect(alice.page.locator('.player-bar.player-second .role')).toHaveText('You');
  await expect(bob.page.locator('.player-bar.player-first .role')).toHaveText('You');
  for (const { page } of [alice, bob]) await expect(page.locator('.move-list .swap-line')).toHaveText('After the first move the players swapped sides');
  await clickMove(alice.page, 'e7e5');
  await expectMoves(bob.page, ['e4', 'e5']);
  await expect(status(bob.page)).toHaveText('Your move (White)');
  await clickMove(bob.page, 'g1f3');
  await expectMoves(alice.page, ['e4', 'e5', 'Nf3']);
  expect((await serverGame(server, game.id)).moves).toEqual(['e2e4', 'swap', 'e7e5', 'g1f3']);
  await alice.page.screenshot({ path: 'test-results/screenshots/online-pie-swapped.png' });
  await closeAll(alice, bob);
});

test('a watcher sees the moves arrive, cannot move, and sees the resignation', async ({ browser }) => {
  test.setTimeout(60_000);
  const { game, alice, bob } = await twoPlayers(browser, server);
  const watcher = await browserOf(browser, { name: 'carol' });
  await openOnline(watcher.page, server, game.id);
  await expect(watcher.page.locator('.online-line .online-badge')).toHaveText('Watching');
  await expect(watcher.page.locator('.online-line .online-players')).toHaveText('alice (White) against bob (Black)');
  await expect(status(watcher.page)).toHaveText('alice (White) to move');
  await expect(watcher.page.locator('.game-page .controls button:visible', { hasText: /Resign|Offer/ })).toHaveCount(0);

  await clickMove(alice.page, 'e2e4');
  await expectMoves(watcher.page, ['e4']);
  await expect(status(watcher.page)).toHaveText('bob (Black) to move');
  // A watcher's clicks move nothing, and a typed move says why.
  await clickMove(watcher.page, 'e7e5');
  await watcher.page.locator('input[name="move"]').fill('e7e5');
  await watcher.page.locator('input[name="move"]').press('Enter');
  await expect(watcher.page.locator('.move-error')).toHaveText('You are watching this game: its players move.');
  await expectMoves(watcher.page, ['e4']);
  expect((await serverGame(server, game.id)).moves).toEqual(['e2e4']);

  await clickMove(bob.page, 'e7e5');
  await expectMoves(watcher.page, ['e4', 'e5']);
  // Resigning takes a confirming second click.
  const resign = alice.page.locator('.controls button', { hasText: 'Resign' });
  await resign.click();
  await expect(alice.page.locator('.controls button', { hasText: 'Confirm: You resign' })).toBeVisible();
  await alice.page.locator('.controls button', { hasText: 'Confirm: You resign' }).click();
  for (const { page } of [alice, bob, watcher]) await expect(status(page)).toHaveText('Black wins: White resigned');
  await expect(watcher.page.locator('.banner strong')).toHaveText('bob (Black) wins');
  await closeAll(alice, bob, watcher);
});

test('the game goes on after a server restart, and a move made while it was down is sent once it is back', async ({ browser }) => {
  test.setTimeout(90_000);
  const own = await startOnlineServer();
  try {
    const { game, alice, bob } = await twoPlayers(browser, own);
    await clickMove(alice.page, 'e2e4');
    await expectMoves(bob.page, ['e4']);

    // What the status bar said while the server was away, however briefly (a restart takes about a second).
    for (const { page } of [alice, bob]) {
      await page.evaluate(() => {
        window.connectionSaid = [];
        new MutationObserver(() => {
          const said = document.querySelector('.online-connection')?.textContent;
          if (said && !window.connectionSaid.includes(said)) window.connectionSaid.push(said);
        }).observe(document.querySelector('.status-bar'), { subtree: true, childList: true, characterData: true });
      });
    }
    await own.restart();
    // Each page saw its socket drop, said so, and came back by itself.
    for (const { page } of [alice, bob]) {
      await expect.poll(() => page.evaluate(() => window.connectionSaid)).toEqual(['Reconnecting…']);
      await expect(page.locator('.online-connection')).toHaveCount(0, { timeout: 20_000 });
    }
    await clickMove(bob.page, 'e7e5');
    await expectMoves(alice.page, ['e4', 'e5']);

    // Down again: White moves meanwhile; the move waits, then goes once the server is back.
    await own.kill();
    await expect(alice.page.locator('.online-connection')).toHaveText('Reconnecting…');
    await clickMove(alice.page, 'g1f3');
    await expect(alice.page.locator('.online-unsent')).toHaveText('Your move is sent once the server is back');
    await expectMoves(alice.page, ['e4', 'e5', 'Nf3']);
    await own.start();
    await expectMoves(bob.page, ['e4', 'e5', 'Nf3'], { timeout: 20_000 });
    await expect(alice.page.locator('.online-unsent')).toHaveCount(0);
    await expect(status(bob.page)).toHaveText('Your move (Black)');
    expect((await serverGame(own, game.id)).moves).toEqual(['e2e4', 'e7e5', 'g1f3']);
    await closeAll(alice, bob);
  } finally {
    await own.stop();
  }
});

test('a flag falls on a clock of a few seconds with nobody moving', async ({ browser }) => {
  const { game, alice, bob } = await twoPlayers(browser, server, { clock: { seconds: 3, increment: 0 } });
  // Under ten seconds the clock shows tenths.
  await expect(alice.page.locator('.player-bar.player-first .online-clock')).toHaveText(/^00:0[0-3]\.\d$/);
  for (const { page } of [alice, bob]) {
    await expect(status(page)).toHaveText('Black wins: White ran out of time', { timeout: 10_000 });
    await expect(page.locator('.player-bar.player-first .online-clock')).toHaveText('00:00.0');
  }
  await expect(alice.page.locator('.banner strong')).toHaveText('You lost');
  const final = await serverGame(server, game.id);
  expect(final.moves).toEqual([]);
  expect(final.result.reason).toBe('time');
  await closeAll(alice, bob);
});

test('a takeback asked and accepted takes back the asker\'s last move', async ({ browser }) => {
  test.setTimeout(60_000);
  const { game, alice, bob } = await twoPlayers(browser, server);
  await clickMove(alice.page, 'e2e4');
  await expectMoves(bob.page, ['e4']);
  await clickMove(bob.page, 'e7e5');
  await expectMoves(alice.page, ['e4', 'e5']);
  await clickMove(alice.page, 'g1f3');
  await expectMoves(bob.page, ['e4', 'e5', 'Nf3']);
  await alice.page.getByRole('button', { name: 'Offer a takeback' }).click();
  await expect(alice.page.locator('.online-offer.own > span')).toHaveText('You asked to take back your move');
  await expect(alice.page.locator('.online-offer.own').getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(bob.page.locator('.online-offer.incoming > span').first()).toHaveText('alice (White) asks to take back their move');
  await bob.page.locator('.online-offer.incoming').getByRole('button', { name: 'Accept' }).click();
  for (const { page } of [alice, bob]) await expectMoves(page, ['e4', 'e5']);
  await expect(status(alice.page)).toHaveText('Your move (White)');
  await expect(alice.page.locator('.online-offer')).toHaveCount(0);
  expect((await serverGame(server, game.id)).moves).toEqual(['e2e4', 'e7e5']);
  // The game goes on from there.
  await clickMove(alice.page, 'd2d4');
  await expectMoves(bob.page, ['e4', 'e5', 'd4']);
  await closeAll(alice, bob);
});

test('a draw offered and accepted, then a rematch that brings both to the new game with the sides swapped', async ({ browser }) => {
  test.setTimeout(60_000);
  const { game, alice, bob } = await twoPlayers(browser, server);
  await clickMove(alice.page, 'e2e4');
  await expectMoves(bob.page, ['e4']);
  await bob.page.getByRole('button', { name: 'Offer a draw' }).click();
  await expect(alice.page.locator('.online-offer.incoming > span').first()).toHaveText('bob (Black) offers a draw');
  await alice.page.locator('.online-offer.incoming').getByRole('button', { name: 'Accept' }).click();
  for (const { page } of [alice, bob]) {
    await expect(status(page)).toHaveText('Draw: agreed by both players');
    await expect(page.locator('.banner strong')).toHaveText('Draw');
  }

  await alice.page.locator('.status-bar').getByRole('button', { name: 'Rematch' }).click();
  await expect(alice.page.locator('.online-offer.own > span')).toHaveText('You offered a rematch');
  await expect(bob.page.locator('.online-offer.incoming > span').first()).toHaveText('alice (White) wants a rematch');
  await bob.page.locator('.online-offer.incoming').getByRole('button', { name: 'Accept' }).click();
  // The click's request is on its way: wait for the server to have made the rematch.
  await expect.poll(async () => (await serverGame(server, game.id)).rematch ?? '').toMatch(/^\w+$/);
  const { rematch } = await serverGame(server, game.id);
  for (const { page } of [alice, bob]) {
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#online/${rematch}`);
    await expect(page.locator('.game-page canvas.board')).toBeVisible();
  }
  // Bob plays White now, Alice Black, each with the board turned to their side.
  await expect(status(bob.page)).toHaveText('Your move (White)');
  await expect(status(alice.page)).toHaveText('Waiting for bob (White)');
  await alice.page.waitForFunction(() => window.ringboardPage?.board?.flipped === true);
  await bob.page.waitForFunction(() => window.ringboardPage?.board && window.ringboardPage.board.flipped === false);
  await clickMove(bob.page, 'd2d4');
  await expectMoves(alice.page, ['d4']);
  await clickMove(alice.page, 'd7d5');
  await expectMoves(bob.page, ['d4', 'd5']);
  const next = await serverGame(server, rematch);
  expect(next.players).toEqual({ first: { name: 'bob' }, second: { name: 'alice' } });
  expect(next.moves).toEqual(['d2d4', 'd7d5']);
  await closeAll(alice, bob);
});

test('a move the server refuses goes back, and the page says why', async ({ browser }) => {
  const game = await createGame(server);
  // This browser believes it holds White's seat, but the server knows no such token.
  const stranger = await browserOf(browser, { seat: { id: game.id, seat: 'first', token: 'f'.repeat(64) } });
  const bob = await browserOf(browser, { name: 'bob' });
  await openOnline(bob.page, server, game.id);
  await openOnline(stranger.page, server, game.id);
  await expect(status(stranger.page)).toHaveText('Your move (White)');
  await clickMove(stranger.page, 'e2e4');
  await expect(stranger.page.locator('.move-error')).toHaveText('Your move e4 was not played: this browser\'s seat is not known to the server');
  await expectMoves(stranger.page, []);
  await expect(status(stranger.page)).toHaveText('Your move (White)');
  expect((await serverGame(server, game.id)).moves).toEqual([]);
  await expectMoves(bob.page, []);
  await closeAll(stranger, bob);
});

test('axe: no WCAG 2.1 A or AA violation on the page of a player with an offer to answer, nor of a watcher, at phone size', async ({ browser }) => {
  test.setTimeout(60_000);
  const phone = { width: 390, height: 844 };
  const { game, alice, bob } = await twoPlayers(browser, server, { clock: { minutes: 3, increment: 2 }, viewports: [phone, phone] });
  const watcher = await browserOf(browser, { viewport: phone });
  await openOnline(watcher.page, server, game.id);
  await clickMove(alice.page, 'e2e4');
  await expectMoves(bob.page, ['e4']);
  await bob.page.getByRole('button', { name: 'Offer a draw' }).click();
  await expect(alice.page.locator('.online-offer.incoming')).toBeVisible();
  await expect(watcher.page.locator('.online-offer')).toHaveText('bob (Black) offers a draw');
  for (const { page } of [alice, watcher]) {
    // The rules beside the board come with the page's later words: scanned once they are here.
    await expect(page.locator('.rules-text p').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await closeAll(alice, bob, watcher);
});

/**
 * The browser's side of notifications in a test: the permission prompt
 * answers yes, a notification is recorded rather than shown, and the page
 * can be hidden (`window.hiddenForTest`) as when the player looks at another tab.
 */
async function recordNotifications(context) {
  await context.addInitScript(() => {
    window.notifiedForTest = [];
    let permission = 'default';
    window.Notification = class {
      constructor(title, options) { window.notifiedForTest.push({ title, body: options?.body }); }
      addEventListener() {}
      close() {}
      static get permission() { return permission; }
      static async requestPermission() { permission = 'granted'; return permission; }
    };
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (window.hiddenForTest ? 'hidden' : 'visible') });
  });
}

test('correspondence: days on the clocks, the title and a notification say it is your move; an abort before each side moved', async ({ browser }) => {
  test.setTimeout(60_000);
  const game = await createGame(server, { clock: { days: 3 } });
  const alice = await browserOf(browser, { seat: { id: game.id, seat: 'first', token: game.token } });
  const bob = await browserOf(browser, { name: 'bob' });
  await recordNotifications(bob.context);
  await openOnline(alice.page, server, game.id);
  await openOnline(bob.page, server, game.id);
  await expect(status(alice.page)).toHaveText('Your move (White)');
  await expect(bob.page.locator('.online-line .online-control')).toHaveText('3 days a move');
  await expect(bob.page.locator('.player-bar.player-second .online-clock')).toHaveText('3 d 0 h');
  await expect(bob.page.locator('.player-bar.player-first .online-clock')).toHaveText('2 d 23 h');
  // Asked once, from a click, on the first correspondence game this browser plays.
  await bob.page.getByRole('button', { name: 'Tell me when it is my move' }).click();
  await expect(bob.page.getByRole('button', { name: 'Tell me when it is my move' })).toHaveCount(0);
  await bob.page.evaluate(() => { window.hiddenForTest = true; });
  await clickMove(alice.page, 'e2e4');
  await expect.poll(() => bob.page.evaluate(() => window.notifiedForTest)).toEqual([{ title: 'Your move in Chess', body: 'alice has moved.' }]);
  await expect(bob.page).toHaveTitle('(Your move) Chess · ringboard');
  await expect(alice.page).toHaveTitle('Chess · ringboard');
  // Black has not moved yet: either side may still abort.
  await bob.page.getByRole('button', { name: 'Abort the game' }).click();
  for (const { page } of [alice, bob]) {
    await expect(status(page)).toHaveText('Game aborted');
    await expect(page.locator('.banner strong')).toHaveText('No game');
    await expect(page.locator('.status-bar').getByRole('button', { name: 'Rematch' })).toHaveCount(0);
  }
  await closeAll(alice, bob);
});

test('the first visitor without a name chooses one, kept for later games; a missing game and no server are said', async ({ browser, baseURL }) => {
  const game = await createGame(server, { name: 'dora', side: 'second' });
  const visitor = await browserOf(browser);
  await visitor.page.goto(`${server.url}/#online/${game.id}`);
  await expect(visitor.page.locator('.online-join h1')).toHaveText('Join this game of Chess');
  await expect(visitor.page.locator('.online-join p').first()).toHaveText('dora is waiting for an opponent. Clock: no clock.');
  await expect(visitor.page.locator('.online-join input')).toHaveValue(/^Guest \d{4}$/);
  await visitor.page.locator('.online-join input').fill('erin');
  await visitor.page.getByRole('button', { name: 'Join and play' }).click();
  await expect(status(visitor.page)).toHaveText('Your move (White)');
  await expect(visitor.page.locator('.player-bar.player-first .online-name')).toHaveText('erin');
  expect(await visitor.page.evaluate((key) => localStorage.getItem(key), NAME_KEY)).toBe('erin');
  expect((await serverGame(server, game.id)).players).toEqual({ first: { name: 'erin' }, second: { name: 'dora' } });

  await visitor.page.goto(`${server.url}/#online/nosuchgame0`);
  await expect(visitor.page.locator('.online-missing-why')).toHaveText('This game is not on the server.');
  // The static site alone (no game server behind it).
  await visitor.page.goto(`${baseURL}/#online/${game.id}`);
  await expect(visitor.page.locator('.online-missing-why')).toHaveText('The game server cannot be reached: online play needs it; everything else works.');
  await closeAll(visitor);
});
