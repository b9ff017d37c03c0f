// Storage is untrusted and may be missing: a saved game that cannot be read
// is reported and kept aside, and a browser that keeps nothing still plays.
import { test, expect } from './fixtures.js';
import { openGame, clickMove, moveButtons } from './helpers.js';

const HOSTILE = [
  ['a corrupt', 'chess?moves=e2e4,e7e5,zz'],
  ['an older-format', '{"game":"chess","moves":["e2e4"]}'],
  ['a hostile', `chess?position=<img src=x onerror=alert(1)>&moves=${'e2e4,'.repeat(5000)}`],
];

for (const [kind, saved] of HOSTILE) {
  test(`${kind} saved game gets a clear message and a fresh game, and is kept aside`, async ({ page }) => {
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem('ringboard:game:chess', value);
        sessionStorage.setItem('planted', '1');
      }
    }, saved);
    const dialogs = [];
    page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss(); });
    await openGame(page, '#chess');
    const notice = page.locator('#notice');
    await expect(notice).toContainText('Your saved game could not be restored (');
    await expect(notice).toContainText('A new game was started. It is kept aside in this browser\'s storage as ringboard:unreadable:chess.');
    expect(await page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('ringboard:unreadable:chess'))).toBe(saved);
    expect(await page.evaluate(() => localStorage.getItem('ringboard:game:chess'))).toBe('chess?');
    expect(dialogs).toEqual([]); // nothing in the saved text ran
    await notice.getByRole('button', { name: 'Show the saved text' }).click();
    expect(dialogs).toEqual(['The saved game that could not be read:']);
    // The new game is the one kept now: a reload brings no message.
    await clickMove(page, 'e2e4');
    await page.reload();
    await page.waitForFunction(() => window.ringboardPage?.snapshot);
    await expect(notice).toBeHidden();
    await expect(moveButtons(page)).toHaveText(['e4']);
  });
}

test('storage that is full still lets a player play, and the page says games are not kept', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await openGame(page, '#double-ring');
  await expect(page.locator('#notice')).toContainText('This browser is not keeping games (its storage is full or turned off, as in private browsing). You can play on; to keep a game, copy its link.');
  await clickMove(page, 'e5e8');
  await clickMove(page, 'e2e6');
  await expect(moveButtons(page)).toHaveText(['e5e8', 'e2e6']);
  expect(await page.evaluate(() => location.hash)).toBe('#double-ring?rule=skip2&size=9&moves=e5e8,e2e6');
});

test('storage that is turned off (private mode) still lets a player play, and the page says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('Access is denied.', 'SecurityError'); } });
  });
  await page.goto('/');
  await expect(page.locator('.game-card').first()).toBeVisible();
  await page.locator('.game-card', { hasText: 'The King of Rings' }).getByRole('link', { name: 'Play a friend' }).click();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(page.locator('#notice')).toContainText('This browser is not keeping games');
  const move = await page.evaluate(() => window.ringboardPage.snapshot.legal_moves.find((mv) => mv.from).notation);
  await page.evaluate((notation) => window.ringboardPage.play(notation), move);
  expect(await page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(1);
});
