// Finding and starting games on the game server: Play online on the home
// page and in a game's New game panel, the lobby (#lobby) with its open
// challenges live, and the online games in My games, each with whose turn
// it is. Each test has a server of its own (tests/browser/online-server.js),
// so that the lobby holds exactly its own challenges; the notice without a
// server is read on the static server of the other tests.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, watchPolicy } from './fixtures.js';
import { startOnlineServer } from './online-server.js';
import { AXE_TAGS } from './helpers.js';

const test = base.extend({
  server: async ({}, use) => {
    const server = await startOnlineServer();
    await use(server);
    await server.stop();
  },
});

const UNREACHABLE = 'The game server cannot be reached, so no game with someone online can be made here now. '
  + 'Everything else works as before: play the computer, a friend on this screen, or a friend by link.';

/** Another player: a browser context of its own (its own storage), held to the site's policy as the test's own is. */
async function player(browser, server) {
  const context = await browser.newContext();
  const policy = await watchPolicy(context);
  const page = await context.newPage();
  return {
    context, page, policy,
    async close() {
      expect(policy.violations(), 'Content Security Policy violations').toEqual([]);
      await context.close();
    },
    url: (hash) => `${server.url}/${hash}`,
  };
}

async function serverGame(server, id) {
  const response = await fetch(`${server.url}/api/games/${id}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** This browser's kept seats: id -> { seat, token, game, since }. */
const seats = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('ringboard:online:seats') ?? '{}'));

/** The game's id in the link the panel shows, once it shows it (the whole URL on this origin). */
async function createdId(panel, server) {
  const link = panel.getByRole('textbox', { name: 'Link to send' });
  await expect(link).toHaveValue(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/#online/[A-Za-z0-9]+$`));
  return (await link.inputValue()).slice(`${server.url}/#online/`.length);
}

const today = (page) => page.evaluate(() => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));

test('Play online on the home page makes a public game with a 10+5 clock, keeps the seat and the name, and gives the link to send', async ({ page, context, server }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await page.goto(`${server.url}/#`);
  await expect(page.getByRole('link', { name: 'Lobby: open challenges' })).toHaveAttribute('href', '#lobby');
  await expect(page.locator('.site-header nav a')).toHaveText(['Games', 'Lobby']);
  const button = page.getByRole('button', { name: 'Play online' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('.play-online');
  await expect(panel.getByRole('heading')).toHaveText('Play someone online');
  // Every game, and the first one's variant options from its engine.
  const game = panel.getByLabel('Game');
  await expect(game.locator('option')).toHaveText(['Double Ring', 'Double Take', 'The King of Rings', 'The One Ring', 'DoubleEIGHTEEN-STONEchess', 'Chess']);
  await expect(panel.locator('.online-variant label > span')).toHaveText(['Rule', 'Board width', 'Board height', 'Pie rule']);
  await expect(panel.getByRole('group', { name: 'You play' }).getByRole('radio')).toHaveCount(3);
  await expect(panel.getByRole('group', { name: 'You play' }).locator('.chip span')).toHaveText(['Player 1', 'Player 2', 'Either, by lot']);
  await game.selectOption('chess');
  // Chess has no variant options, and its sides are White and Black.
  await expect(panel.locator('.online-variant select')).toHaveCount(0);
  await expect(panel.getByRole('group', { name: 'You play' }).locator('.chip span')).toHaveText(['White', 'Black', 'Either, by lot']);
  await expect(panel.getByRole('group', { name: 'Clock' }).locator('.chip span')).toHaveText(
    ['1+0', '3+2', '5+3', '10+5', '15+10', '30+0', '1 day a move', '3 days a move', '7 days a move', 'No clock']);
  await expect(panel.getByRole('radio', { name: '10+5' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Anyone: listed in the lobby' })).toBeChecked();
  await panel.getByRole('radio', { name: 'Black' }).check();
  await panel.getByLabel('Your name').fill('Ada');
  await panel.getByRole('button', { name: 'Create the game' }).click();

  const id = await createdId(panel, server);
  const url = `${server.url}/#online/${id}`;
  const made = await serverGame(server, id);
  expect(made).toMatchObject({
    id, game: 'chess', variant: '', status: 'waiting', public: true, link: `/#online/${id}`,
    players: { first: null, second: { name: 'Ada' } },
    clocks: { kind: 'live', initial_ms: 600_000, increment_ms: 5000 },
  });
  const kept = await seats(page);
  expect(Object.keys(kept)).toEqual([id]);
  expect(kept[id]).toMatchObject({ seat: 'second', game: 'chess' });
  expect(kept[id].token.length).toBeGreaterThanOrEqual(32);
  expect(url).not.toContain(kept[id].token);
  await expect(panel.locator('.online-created p').nth(1)).toHaveText(
    'It is listed in the lobby, where anyone may accept it; or send this link to the person you want to play.');

  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(panel.locator('.copy-state')).toHaveText('Copied. The link holds no secret: your seat stays in this browser.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(panel.getByRole('link', { name: 'Go to the game' })).toHaveAttribute('href', `#online/${id}`);
  await expect(panel.getByRole('link', { name: 'See the lobby' })).toHaveAttribute('href', '#lobby');

  // The name is chosen once: the next game's form, and the next visit's, start with it.
  await panel.getByRole('button', { name: 'Make another game' }).click();
  await expect(panel.getByLabel('Your name')).toHaveValue('Ada');
  await page.reload();
  await page.getByRole('button', { name: 'Play online' }).click();
  await expect(page.locator('.play-online').getByLabel('Your name')).toHaveValue('Ada');
  // The game is in My games, waiting for an opponent.
  await expect(page.locator('.my-games li.online-game .match-turn')).toHaveText('Waiting for an opponent');
  await expect(page.locator('.my-games li.online-game .card-progress')).toHaveText(`online, you play Black · 0 moves · ${await today(page)}`);
});

test('Play online in a game\'s New game panel makes the game with the variant chosen there, by link only', async ({ page, server }) => {
  await page.goto(`${server.url}/#double-ring`);
  await page.waitForFunction(() => window.ringboardPage?.snapshot?.game.id === 'double-ring');
  await page.locator('details.new-game > summary').click();
  const form = page.locator('.new-game-form');
  await form.locator('select[name="rule"]').selectOption('odd');
  await form.getByLabel('Board width').selectOption('7');
  await form.getByLabel('Board height').selectOption('7');
  await page.locator('details.new-game').getByRole('button', { name: 'Play online' }).click();
  const panel = page.locator('.play-online');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Play someone online');
  await expect(panel.locator('.online-variant')).toHaveText('The game is made with the board and rules chosen above.');
  await expect(panel.getByLabel('Game')).toHaveCount(0);
  await panel.getByRole('radio', { name: 'Player 1' }).check();
  await panel.getByRole('radio', { name: '3 days a move' }).check();
  await panel.getByRole('radio', { name: 'Only who has the link' }).check();
  await panel.getByLabel('Your name').fill('Bea');
  await panel.getByRole('button', { name: 'Create the game' }).click();

  const id = await createdId(panel, server);
  expect(await serverGame(server, id)).toMatchObject({
    id, game: 'double-ring', variant: 'rule=odd&size=7', status: 'waiting', public: false,
    players: { first: { name: 'Bea' }, second: null }, clocks: { kind: 'correspondence', days: 3 },
  });
  await expect(panel.locator('.online-created p').nth(1)).toHaveText(
    'Send this link to the person you want to play: whoever opens it first takes the other seat.');
  // By link only: the lobby does not list it, and the panel does not send the player there.
  await expect(panel.getByRole('link', { name: 'See the lobby' })).toHaveCount(0);
  expect((await (await fetch(`${server.url}/api/challenges`)).json()).challenges).toEqual([]);
  // The game page itself goes on as it was.
  await expect(page.locator('.status-text')).toHaveText('Player 1 to move');
});

test('a challenge appears live in the lobby, one click accepts it, and it leaves every lobby live', async ({ page, browser, server }) => {
  const guest = await player(browser, server);
  const watcher = await player(browser, server);
  for (const { page: each } of [guest, watcher]) {
    await each.goto(`${server.url}/#lobby`);
    await expect(each.locator('.lobby-connection')).toHaveText('Live');
    await expect(each.locator('.challenges > li')).toHaveCount(0);
  }
  await expect(guest.page.locator('.challenges')).toHaveAttribute('data-empty', 'No open challenges right now. Create one, and it shows here for everyone.');

  // The host makes a public game from the lobby's own Create a game.
  await page.goto(`${server.url}/#lobby`);
  await expect(page.locator('.lobby-connection')).toHaveText('Live');
  await page.getByRole('button', { name: 'Create a game' }).click();
  const panel = page.locator('.play-online');
  await panel.getByLabel('Game').selectOption('one-ring');
  await panel.getByRole('radio', { name: 'White' }).check();
  await panel.getByRole('radio', { name: '3+2' }).check();
  // The lobby asks for the name once, above the list; the panel there does not ask again.
  await expect(panel.getByLabel('Your name')).toHaveCount(0);
  await page.locator('.lobby-bar').getByLabel('Your name').fill('Cy');
  await panel.getByRole('button', { name: 'Create the game' }).click();
  const id = await createdId(panel, server);
  await expect(panel.getByRole('link', { name: 'See the lobby' })).toHaveCount(0);
  const own = page.locator('.challenges > li');
  await expect(own).toHaveCount(1);
  await expect(own).toHaveClass('challenge mine');
  await expect(own.locator('.lobby-who')).toHaveText('Your challenge');
  await expect(own.locator('.lobby-side')).toHaveText('You play White');
  await expect(own.getByRole('button', { name: 'Cancel your challenge of The One Ring' })).toBeVisible();

  // It appears live in the lobbies opened before it was made.
  const row = guest.page.locator('.challenges > li');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-id', id);
  await expect(row.locator('.lobby-game-name')).toHaveText('The One Ring');
  await expect(row.locator('.lobby-clock')).toHaveText('3+2');
  await expect(row.locator('.lobby-who')).toHaveText('by Cy');
  await expect(row.locator('.lobby-side')).toHaveText('You would play Black');
  await expect(row.locator('.lobby-waited')).toHaveText(/^waiting \d+ s$/);
  // How long it has waited ticks.
  const waited = await row.locator('.lobby-waited').textContent();
  await expect(row.locator('.lobby-waited')).not.toHaveText(waited);
  await expect(watcher.page.locator('.challenges > li')).toHaveCount(1);

  // One click: the guest's name (kept from the lobby's field), the seat, and the game's page.
  await guest.page.locator('.lobby-bar').getByLabel('Your name').fill('Dee');
  await guest.page.getByRole('button', { name: 'Accept Cy’s game of The One Ring' }).click();
  await expect(guest.page).toHaveURL(`${server.url}/#online/${id}`);
  expect(await serverGame(server, id)).toMatchObject({
    status: 'playing', players: { first: { name: 'Cy' }, second: { name: 'Dee' } },
  });
  expect((await seats(guest.page))[id]).toMatchObject({ seat: 'second', game: 'one-ring' });
  expect(await guest.page.evaluate(() => localStorage.getItem('ringboard:online:name'))).toBe('Dee');

  // It leaves the other lobbies live, and the host, whose live game has begun, goes to it.
  await expect(watcher.page.locator('.challenges > li')).toHaveCount(0);
  await expect(page).toHaveURL(`${server.url}/#online/${id}`);
  // The watcher now finds it among the games to watch.
  await watcher.page.reload();
  const watch = watcher.page.locator('.watch-games > li');
  await expect(watch).toHaveCount(1);
  await expect(watch.locator('.lobby-who')).toHaveText('Cy vs Dee');
  await expect(watch.getByRole('link', { name: 'Watch' })).toHaveAttribute('href', `#online/${id}`);
  await guest.close();
  await watcher.close();
});

test('a player cancels their own challenge from the lobby, and a challenge taken first says so', async ({ page, server }) => {
  const made = [];
  for (const name of ['Gus', 'Hal']) {
    const response = await fetch(`${server.url}/api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'double-ring', variant: 'rule=odd&size=7', side: 'second', clock: { days: 7 }, public: true, name }),
    });
    expect(response.status).toBe(201);
    made.push(await response.json());
  }
  // Gus's game is this browser's.
  await page.goto(`${server.url}/#`);
  await page.evaluate(([id, seat, token]) => localStorage.setItem('ringboard:online:seats', JSON.stringify({ [id]: { seat, token, game: 'double-ring', since: Date.now() } })),
    [made[0].id, made[0].seat, made[0].token]);
  await page.goto(`${server.url}/#lobby`);
  const rows = page.locator('.challenges > li');
  await expect(rows).toHaveCount(2);
  await expect(rows.locator('.lobby-variant')).toHaveText(['Rule: Skip Odd · Board size: 7', 'Rule: Skip Odd · Board size: 7']);
  await expect(rows.locator('.lobby-clock')).toHaveText(['7 days a move', '7 days a move']);
  await expect(rows.locator('.lobby-who')).toHaveText(['Your challenge', 'by Hal']);
  await expect(rows.locator('.lobby-side')).toHaveText(['You play Player 2', 'You would play Player 1']);

  // Someone else takes Hal's game before this player's click lands.
  const other = await fetch(`${server.url}/api/games/${made[1].id}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Ivy"}' });
  expect(other.status).toBe(200);
  await expect(rows).toHaveCount(1);

  await rows.getByRole('button', { name: 'Cancel your challenge of Double Ring' }).click();
  await expect(rows).toHaveCount(0);
  await expect.poll(async () => (await serverGame(server, made[0].id)).result?.reason).toBe('aborted');
  await expect.poll(() => seats(page)).toEqual({});

  // A seat taken between the list and the click: the row says so.
  const third = await (await fetch(`${server.url}/api/games`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'chess', variant: '', side: 'first', clock: null, public: true, name: 'Jo' }),
  })).json();
  await expect(rows).toHaveCount(1);
  await expect(rows.locator('.lobby-clock')).toHaveText('No clock');
  await page.route(`${server.url}/api/games/${third.id}/join`, async (route) => {
    await fetch(`${server.url}/api/games/${third.id}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Kim"}' });
    await route.continue();
  });
  await rows.getByRole('button', { name: 'Accept Jo’s game of Chess' }).click();
  await expect(page.locator('.lobby-message')).toHaveText('Someone else accepted this challenge first.');
  await expect(rows).toHaveCount(0);
  await expect(page).toHaveURL(`${server.url}/#lobby`);
  expect(await seats(page)).toEqual({});
});

test('without a game server Play online says it cannot be reached, and the rest of the site plays as before', async ({ page }) => {
  await page.goto('/#');
  await page.getByRole('button', { name: 'Play online' }).click();
  await expect(page.locator('.play-online .online-down p')).toHaveText(UNREACHABLE);
  await expect(page.locator('.play-online form')).toHaveCount(0);
  await expect(page.locator('.game-card')).toHaveCount(6);
  // The lobby says so too.
  await page.getByRole('link', { name: 'Lobby', exact: true }).click();
  await expect(page.locator('.lobby .online-down p')).toHaveText(UNREACHABLE);
  await expect(page.locator('.lobby-parts')).toBeHidden();
  // A game against the computer starts as ever, and its New game panel says the same.
  await page.getByRole('link', { name: 'Games' }).click();
  await page.locator('.game-card').filter({ has: page.getByRole('heading', { name: 'Chess', exact: true }) })
    .getByRole('link', { name: 'Play the computer' }).click();
  await page.waitForFunction(() => window.ringboardPage?.snapshot?.game.id === 'chess');
  await expect(page.locator('.status-text')).toHaveText('White to move');
  await expect(page.locator('.player-bar .role')).toHaveText(['Computer, level 3', 'You']);
  await page.locator('details.new-game > summary').click();
  await page.locator('details.new-game').getByRole('button', { name: 'Play online' }).click();
  await expect(page.locator('.play-online .online-down p')).toHaveText(UNREACHABLE);
  // A game this browser plays on a server it cannot reach now stays in My games, to continue later.
  await page.evaluate(() => localStorage.setItem('ringboard:online:seats', JSON.stringify({
    abcDEF123456: { seat: 'first', token: 'f'.repeat(64), game: 'one-ring', since: Date.UTC(2026, 0, 15, 12) },
  })));
  await page.goto('/#');
  const row = page.locator('.my-games li.online-game');
  await expect(row.locator('.match-turn')).toHaveText('Server not reached');
  await expect(row.locator('.card-progress')).toHaveText('online, you play White · 15 Jan 2026');
  await expect(row.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', '#online/abcDEF123456');
});

test('the lobby follows the server through a restart: it says it reconnects, and then lists what came meanwhile', async ({ page, server }) => {
  await page.goto(`${server.url}/#lobby`);
  await expect(page.locator('.lobby-connection')).toHaveText('Live');
  await server.kill();
  await expect(page.locator('.lobby-connection')).toHaveText('Reconnecting…');
  await server.start();
  const response = await fetch(`${server.url}/api/games`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'king-of-rings', variant: '', side: 'second', clock: { minutes: 30, increment: 0 }, public: true, name: 'Ola' }),
  });
  expect(response.status).toBe(201);
  await expect(page.locator('.lobby-connection')).toHaveText('Live', { timeout: 15_000 });
  await expect(page.locator('.challenges > li .lobby-who')).toHaveText('by Ola');
  await expect(page.locator('.challenges > li .lobby-clock')).toHaveText('30+0');
  await expect(page.locator('.challenges > li .lobby-side')).toHaveText('You would play White');
});

test('the lobby and My games say whose turn it is in a correspondence game', async ({ page, browser, server }) => {
  // Eve makes a correspondence game from the home page; Fay accepts it from the lobby.
  await page.goto(`${server.url}/#`);
  await page.getByRole('button', { name: 'Play online' }).click();
  const panel = page.locator('.play-online');
  await panel.getByLabel('Game').selectOption('chess');
  await panel.getByRole('radio', { name: 'White' }).check();
  await panel.getByRole('radio', { name: '1 day a move' }).check();
  await panel.getByLabel('Your name').fill('Eve');
  await panel.getByRole('button', { name: 'Create the game' }).click();
  const id = await createdId(panel, server);
  const fay = await player(browser, server);
  await fay.page.goto(`${server.url}/#lobby`);
  await fay.page.locator('.lobby-bar').getByLabel('Your name').fill('Fay');
  await fay.page.getByRole('button', { name: 'Accept Eve’s game of Chess' }).click();
  await expect(fay.page).toHaveURL(`${server.url}/#online/${id}`);

  const lobbyGame = async (who, turn, yours, against, side) => {
    await who.goto(`${server.url}/#lobby`);
    const row = who.locator('.my-online-games > li');
    await expect(row).toHaveCount(1);
    await expect(row.locator('.lobby-turn')).toHaveText(turn);
    await expect(row).toHaveClass(yours ? 'my-online-game your-move' : 'my-online-game');
    await expect(row.locator('.lobby-who')).toHaveText(against);
    await expect(row.locator('.lobby-side')).toHaveText(side);
    await expect(row.locator('.lobby-clock')).toHaveText('1 day a move');
    await expect(row.getByRole('link', { name: 'Play' })).toHaveAttribute('href', `#online/${id}`);
    // A game in play is not the lobby's to offer.
    await expect(who.locator('.challenges > li')).toHaveCount(0);
  };
  const myGame = async (who, turn, yours, details) => {
    await who.goto(`${server.url}/#`);
    const row = who.locator('.my-games li.online-game');
    await expect(row.locator('.match-turn')).toHaveText(turn);
    await expect(row).toHaveClass(yours ? 'online-game your-move' : 'online-game');
    await expect(row.locator('.my-game-name')).toHaveText('Chess');
    await expect(row.locator('.card-progress')).toHaveText(`${details} · ${await today(who)}`);
    await expect(row.getByRole('link', { name: /^Continue/ })).toHaveAttribute('href', `#online/${id}`);
    // A game in play cannot be deleted: its seat is the only way to play it.
    await expect(row.locator('.my-game-actions button')).toHaveCount(1);
    await expect(row.locator('.my-game-actions button')).toBeHidden();
  };
  await lobbyGame(page, 'Your move', true, 'against Fay', 'You play White');
  await lobbyGame(fay.page, 'Their move', false, 'against Eve', 'You play Black');
  await myGame(page, 'Your move', true, 'online against Fay, you play White · 0 moves');
  await myGame(fay.page, 'Their move', false, 'online against Eve, you play Black · 0 moves');

  // Eve moves (through the API, with the seat her browser keeps): the turn is Fay's.
  const { token } = (await seats(page))[id];
  const moved = await fetch(`${server.url}/api/games/${id}/moves`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"move":"e2e4","ply":0}',
  });
  expect(moved.status).toBe(200);
  await lobbyGame(fay.page, 'Your move', true, 'against Eve', 'You play Black');
  await lobbyGame(page, 'Their move', false, 'against Fay', 'You play White');
  await myGame(fay.page, 'Your move', true, 'online against Eve, you play Black · 1 move');
  await myGame(page, 'Their move', false, 'online against Fay, you play White · 1 move');
  await fay.close();
});

test('axe finds no WCAG 2.1 A or AA violation in the lobby and the Play online panel, on a desktop and a phone', async ({ page, server }) => {
  test.setTimeout(60_000);
  const theirs = await (await fetch(`${server.url}/api/games`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'double-ring', variant: 'rule=odd&size=7', side: 'first', clock: { minutes: 3, increment: 2 }, public: true, name: 'Lu' }),
  })).json();
  const mine = await (await fetch(`${server.url}/api/games`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'chess', variant: '', side: 'first', clock: { days: 1 }, public: true, name: 'Mo' }),
  })).json();
  await fetch(`${server.url}/api/games/${mine.id}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Ned"}' });
  await page.goto(`${server.url}/#`);
  await page.evaluate(([id, seat, token]) => localStorage.setItem('ringboard:online:seats', JSON.stringify({ [id]: { seat, token, game: 'chess', since: Date.now() } })),
    [mine.id, mine.seat, mine.token]);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/#lobby`);
    await expect(page.locator(`.challenges > li[data-id="${theirs.id}"] .lobby-who`)).toHaveText('by Lu');
    await expect(page.locator('.my-online-games .lobby-turn')).toHaveText('Your move');
    await page.getByRole('button', { name: 'Create a game' }).click();
    await expect(page.locator('.play-online .online-variant select')).toHaveCount(4);
    const scan = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.goto(`${server.url}/#`);
    await page.getByRole('button', { name: 'Play online' }).click();
    await page.locator('.play-online').getByRole('button', { name: 'Create the game' }).click();
    await expect(page.locator('.play-online .online-link')).toBeVisible();
    const created = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(created.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('a browser that cannot keep a seat is told so, and the game it could never play is called off', async ({ page, server }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await page.goto(`${server.url}/#`);
  await page.getByRole('button', { name: 'Play online' }).click();
  const panel = page.locator('.play-online');
  await panel.getByLabel('Game').selectOption('chess');
  await panel.getByRole('button', { name: 'Create the game' }).click();
  await expect(panel.locator('.online-error')).toHaveText(
    'This browser did not let the site keep your seat, so the game could not be played from here and was called off. Allow this site to store data, then try again.');
  await expect(panel.getByRole('textbox', { name: 'Link to send' })).toHaveCount(0);
  expect((await (await fetch(`${server.url}/api/challenges`)).json()).challenges).toEqual([]);
});
