// Game records on the page: download, copy, and open one pasted or from a
// file; a bad record names its line and leaves the game alone.
import { test, expect } from './fixtures.js';
import { readFile } from 'node:fs/promises';
import { openGame, moveButtons } from './helpers.js';

const history = (page) => page.evaluate(() => window.ringboardPage.snapshot.history.map((entry) => entry.notation));

test('Download and Copy give the game as a record', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page, '#chess?vs=computer&level=2&human=first&moves=e2e4,e7e5');
  await page.locator('.record summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download record' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^chess-\d{4}-\d\d-\d\d\.pgn$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toMatch(/^\[Event "Casual game"\]\n\[Site "ringboard"\]\n\[Date "\d{4}\.\d\d\.\d\d"\]\n\[Round "-"\]\n\[White "Human"\]\n\[Black "Computer level 2"\]\n\[Result "\*"\]\n\[Game "chess"\]\n\n1\. e4 e5 \*\n$/);
  await page.getByRole('button', { name: 'Copy record' }).click();
  await expect(page.locator('.record-message')).toHaveText('The record was copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('a pasted record opens, and the game in progress is kept', async ({ page }) => {
  await openGame(page, '#chess?moves=d2d4');
  await page.locator('.record summary').click();
  await page.getByLabel('A game record to open').fill('[White "Paul Morphy"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 {weak} 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7\n8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7\n14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0');
  await page.getByRole('button', { name: 'Open pasted record' }).click();
  await expect(moveButtons(page)).toHaveCount(33);
  await expect(page.locator('.status-text')).toHaveText('White wins: checkmate');
  await expect(page.locator('#notice')).toContainText('The record was opened. Your previous game (1 move) is kept.');
  await page.getByRole('button', { name: 'Restore the previous game' }).click();
  expect(await history(page)).toEqual(['d2d4']);
});

test('a bad record names the line and the problem, and the game is untouched', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4');
  await page.locator('.record summary').click();
  await page.getByLabel('A game record to open').fill('[Event "x"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Bb9');
  await page.getByRole('button', { name: 'Open pasted record' }).click();
  await expect(page.locator('.record-message')).toHaveText("This record could not be opened: bad record, line 4: illegal move 'Bb9' for White. Your game is unchanged.");
  expect(await history(page)).toEqual(['e2e4']);
});

test('a record file of another game opens on that game’s page', async ({ page }) => {
  await openGame(page, '#chess');
  await page.locator('.record summary').click();
  await page.locator('.record input[type=file]').setInputFiles({
    name: 'rings.pgn', mimeType: 'text/plain',
    buffer: Buffer.from('[Game "king-of-rings"]\n[White "Computer level 4"]\n[Black "Human"]\n\n1. d2d3 d6d5 *\n'),
  });
  await page.waitForFunction(() => window.ringboardPage?.snapshot.game.id === 'king-of-rings');
  expect(await page.evaluate(() => window.ringboardPage.snapshot.link)).toMatch(/^king-of-rings\?vs=computer&level=4&human=second&moves=d2d3,d6d5/);
});
