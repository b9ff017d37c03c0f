// The game's sounds: a move, a capture, a check and the end, told apart from
// the snapshots before and after; none before the player has touched the
// page, and none while the switch is off (kept in the browser). The sounds
// are synthesized by ui/sound.js, loaded on the first one: a page's first
// load never fetches it.
import { test, expect } from './fixtures.js';
import { openGame, clickMove, moveButtons, status, SHOTS } from './helpers.js';

/** The sounds played in this document, in order (sound.js marks each one). */
const heard = (page) => page.evaluate(() => performance.getEntriesByType('mark')
  .filter((mark) => mark.name.startsWith('sound:')).map((mark) => mark.name.slice('sound:'.length)));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.audioContexts = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.audioContexts += 1;
      }
    };
  });
});

test('no sound, and no sound fetched, before the player touches the page; the computer is heard after', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openGame(page, '#chess?vs=computer&level=1&human=second');
  await expect(moveButtons(page)).toHaveCount(1);
  expect(await heard(page)).toEqual([]);
  expect(await page.evaluate(() => window.audioContexts)).toBe(0);
  expect(fetched.filter((url) => /\/sound-[^/]*\.js$/.test(url))).toEqual([]);

  await clickMove(page, 'e7e5');
  await expect(moveButtons(page)).toHaveCount(3);
  await expect.poll(() => heard(page)).toHaveLength(2);
  const [mine, computers] = await heard(page);
  expect(mine).toBe('move');
  expect(['move', 'capture', 'check']).toContain(computers);
  expect(fetched.filter((url) => /\/sound-[^/]*\.js$/.test(url))).toHaveLength(1);
  expect(await page.evaluate(() => window.audioContexts)).toBe(1);
});

test('a move, a capture, a check and the end each have their sound', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4,d7d5');
  await clickMove(page, 'e4d5');
  await clickMove(page, 'd8d5');
  await clickMove(page, 'b1c3');
  await clickMove(page, 'd5e5');
  await expect(status(page)).toHaveText('White to move. Check');
  await expect.poll(() => heard(page)).toEqual(['capture', 'capture', 'move', 'check']);

  // Fool's mate: the last move ends the game.
  await openGame(page, '#chess?moves=f2f3,e7e5,g2g4');
  await clickMove(page, 'd8h4');
  await expect(status(page)).toHaveText(/^Black wins/);
  await expect.poll(() => heard(page)).toEqual(['end']);
});

test('the sound switch silences the game, is kept in the browser, and turns sound back on', async ({ page }) => {
  await openGame(page, '#chess');
  const toggle = page.getByRole('switch', { name: 'Sound', exact: true });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveCSS('text-decoration-line', 'line-through');
  await clickMove(page, 'e2e4');
  await expect(moveButtons(page)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('ringboard:sound'))).toBe('off');

  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await clickMove(page, 'e7e5');
  await expect(moveButtons(page)).toHaveCount(2);
  expect(await heard(page)).toEqual([]);
  expect(await page.evaluate(() => window.audioContexts)).toBe(0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('button', { name: 'Confirm: White resigns' }).click();
  await expect(status(page)).toHaveText('Black wins: White resigned');
  await expect.poll(() => heard(page)).toEqual(['end']);
  expect(await page.evaluate(() => localStorage.getItem('ringboard:sound'))).toBe('on');
});

test('a browser that keeps nothing keeps the switch for the visit', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await openGame(page, '#double-ring');
  const toggle = page.getByRole('switch', { name: 'Sound', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await clickMove(page, 'e5e8');
  await expect(moveButtons(page)).toHaveCount(1);
  expect(await heard(page)).toEqual([]);
  await toggle.click();
  await clickMove(page, 'e2e6');
  await expect.poll(() => heard(page)).toEqual(['move']);
});

test('a capture is known in any game by a piece gone from the board; Double Ring\'s rings belong to no one', async ({ page }) => {
  // Red b4 to c5 takes green d5 (red e5 beyond).
  const position = 'g.g.g.../......../......../...gr.../.r....../......../......../r.r.r... r';
  await openGame(page, `#double-take?length=8&position=${encodeURIComponent(position).replaceAll('%2F', '/')}`);
  await clickMove(page, 'b4c5');
  await expect(moveButtons(page)).toHaveText(['b4c5×1']);
  await expect.poll(() => heard(page)).toEqual(['capture']);

  await openGame(page, '#double-ring?moves=e5e8');
  await clickMove(page, 'e2e6');
  await expect(moveButtons(page)).toHaveCount(2);
  await expect.poll(() => heard(page)).toEqual(['move']);
});

test('a click on the home page counts as touching the page: the game that opens is heard', async ({ page }) => {
  await page.goto('/');
  await page.locator('.game-card', { hasText: 'The King of Rings' }).getByRole('link', { name: 'Play a friend' }).click();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  const move = await page.evaluate(() => window.ringboardPage.snapshot.legal_moves.find((mv) => mv.from).notation);
  await page.evaluate((notation) => window.ringboardPage.play(notation), move);
  await expect.poll(() => heard(page)).toEqual(['move']);
  await page.screenshot({ path: `${SHOTS}/sound-switch-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('switch', { name: 'Sound', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/sound-switch-phone.png` });
});
