// A notice belongs to the page it was shown on (or to the page a link that
// could not open sent the player to), an unknown lesson or puzzle says so,
// and the address bar always says what is on the screen.
import { test, expect } from './fixtures.js';
import { openGame, moveButtons } from './helpers.js';

const notice = (page) => page.locator('#notice');

test('a notice stays with its page: the print link\'s on the home page it sent the player to, not on the lessons or puzzles opened next', async ({ page }) => {
  await page.goto('/#print/chess?moves=e2e4%E0%A4%A');
  await expect(notice(page)).toContainText('This print link could not be opened');
  await expect(page.locator('.game-card')).toHaveCount(6);

  await page.evaluate(() => { location.hash = '#learn/chess/no-such-lesson'; });
  await expect(notice(page)).toHaveText(/^There is no lesson “no-such-lesson”: here is the next lesson to learn\./);
  await expect(page.locator('.lesson-card')).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#learn\/chess\/[a-z0-9-]+/);
  expect(await page.evaluate(() => location.hash)).not.toContain('no-such-lesson');

  await page.evaluate(() => { location.hash = '#puzzles/double-take/zz-999'; });
  await expect(notice(page)).toHaveText(/^There is no puzzle “zz-999”: here is the next puzzle to solve\./);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#puzzles\/double-take\/double-take-\d{3}$/);

  // A known lesson opens with no notice.
  await page.evaluate(() => { location.hash = '#learn/chess'; });
  await expect(notice(page)).toBeHidden();
  await page.evaluate(() => { location.hash = '#chess'; });
  await expect(page.locator('.game-page canvas.board')).toBeVisible();
  await expect(notice(page)).toBeHidden();
});

for (const [hash, said] of [
  ['#double-ring?size=99&moves=e5e8', "bad value '99' for option 'size'"],
  ['#chess?vs=computer&level=99&human=first', "bad value '99' for option 'level'"],
  ['#chess?vs=link&match=ab12cd34ef&host=third&moves=e2e4', "bad value 'third' for option 'host'"],
]) {
  test(`a refused link (${hash.split('?')[1]}) leaves the address bar saying what is shown`, async ({ page }) => {
    await openGame(page, hash);
    await expect(notice(page)).toContainText(said);
    await expect(moveButtons(page)).toHaveCount(0);
    const shown = await page.evaluate(() => window.ringboardPage.snapshot.link);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${shown}`);
    expect(shown).not.toContain('99');
    expect(shown).not.toContain('third');
  });
}
