// The home page: every game with a picture of its start, how many play, a
// one-line hook and both ways in; no engine loaded; usable on a phone and
// before its pictures arrive on a slow connection.
import { test, expect, watchPolicy } from './fixtures.js';
import { SHOTS } from './helpers.js';

test('every game has its card: picture, players, hook, and Play the computer beside Play a friend', async ({ page }) => {
  const wasm = [];
  page.on('request', (request) => { if (request.url().endsWith('.wasm')) wasm.push(request.url()); });
  await page.goto('/');
  const cards = page.locator('.game-card');
  await expect(cards.locator('h2')).toHaveText(['Double Ring', 'Double Take', 'The King of Rings', 'The One Ring', 'DoubleEIGHTEEN-STONEchess', 'Chess']);
  await expect(cards.first().locator('.card-hook')).toHaveText('Skip two rings, make a double, be the last to move.');
  await expect(cards.locator('.card-meta')).toHaveText(Array(6).fill('2 players · the computer or a friend'));
  const oneRing = cards.nth(3);
  // A newcomer is offered the lessons first, as a button beside Play the computer.
  await expect(oneRing.locator('.card-links a.button')).toHaveText(['Learn to play', 'Play the computer', 'Play a friend on this screen']);
  await expect(oneRing.getByRole('link', { name: 'Learn to play' })).toHaveAttribute('href', '#learn/one-ring');
  await expect(oneRing.getByRole('link', { name: 'Play the computer' })).toHaveAttribute('href', '#one-ring?vs=computer&level=3&human=first');
  await expect(oneRing.getByRole('link', { name: 'Play a friend on this screen' })).toHaveAttribute('href', '#one-ring');
  await expect(cards.first().getByRole('link', { name: 'Print a blank board' })).toHaveAttribute('href', '#print/double-ring');

  // The pictures are the games' own renderers' drawings of the start, as SVG.
  const pictures = cards.locator('.card-picture img');
  await expect.poll(() => pictures.evaluateAll((images) => images.filter((image) => image.complete && image.naturalWidth > 0).length)).toBe(6);
  const doubleRing = await (await page.request.get(await pictures.first().getAttribute('src'))).text();
  expect(doubleRing).toContain('aria-label="Double Ring: the start"');
  // A 9x9 board: files a to i and ranks 1 to 9 labelled.
  expect([...doubleRing.matchAll(/<text[^>]*>([a-z0-9])<\/text>/g)].map((match) => match[1]).sort().join('')).toBe('123456789abcdefghi');
  await page.waitForLoadState('networkidle');
  expect(wasm).toEqual([]);
});

test('on a phone, over a connection that has not brought the pictures yet, the cards are there to use', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const policy = await watchPolicy(context);
  const page = await context.newPage();
  // The pictures never arrive (so the page never finishes loading).
  await page.route('**/img/*.svg', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const cards = page.locator('.game-card');
  await expect(cards).toHaveCount(6);
  // Each picture's place is kept (its size is in the page), so nothing jumps when it comes.
  const boxes = await cards.locator('.card-picture img').evaluateAll((images) => images.map((image) => {
    const box = image.getBoundingClientRect();
    return { width: box.width, height: box.height, expected: (box.width * image.getAttribute('height')) / image.getAttribute('width') };
  }));
  for (const box of boxes) {
    expect(box.width).toBeGreaterThan(90);
    expect(Math.abs(box.height - box.expected)).toBeLessThan(1);
  }
  // Nothing runs off the side; every card's buttons are on screen across.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const button of await page.getByRole('link', { name: 'Play the computer' }).all()) {
    const box = await button.boundingBox();
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: `${SHOTS}/home-phone-no-pictures.png` });
  await page.getByRole('link', { name: 'Play the computer' }).nth(1).tap();
  await page.waitForFunction(() => window.ringboardPage?.gameId === 'double-take');
  await expect(page.locator('.player-bar')).toHaveCount(2);
  expect(policy.violations()).toEqual([]);
  await context.close();
});

test('a card\'s "Play a friend far away" opens Play online for that game, here without a server to reach', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('.game-card').filter({ has: page.getByRole('heading', { name: 'The King of Rings', exact: true }) });
  const farAway = card.getByRole('button', { name: 'Play a friend far away' });
  await expect(farAway).toHaveAttribute('aria-expanded', 'false');
  await farAway.click();
  await expect(farAway).toHaveAttribute('aria-expanded', 'true');
  await expect(card.locator('.card-online .play-online .online-down p')).toHaveText(/^The game server cannot be reached/);
  // The panel is this game's: it offers no choice of game.
  await expect(card.locator('.card-online select[name="game"]')).toHaveCount(0);
  await farAway.click();
  await expect(card.locator('.card-online')).toBeHidden();
});
