// Orthodox chess on the site: the same page and renderer as The One Ring.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame, clickMove, moveButtons, expectHash } from './helpers.js';

test("fool's mate by clicks, castling, and the 8 x 8 board", async ({ page }) => {
  await openGame(page, '#chess');
  for (const move of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) await clickMove(page, move);
  await expect(moveButtons(page)).toHaveText(['f3', 'e5', 'g4', 'Qh4#']);
  await expect(page.locator('.banner strong')).toHaveText('Black wins');
  await expect(page.locator('.banner span')).toHaveText('checkmate');
  await expectHash(page, '#chess?moves=f2f3,e7e5,g2g4,d8h4');
  await page.screenshot({ path: `${SHOTS}/chess-mate-desktop.png` });
  await openGame(page, `#chess?position=${encodeURIComponent('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1').replaceAll('%2F', '/')}`);
  await clickMove(page, 'e1g1');
  await expect(moveButtons(page)).toHaveText(['O-O']);
  await expect(page.locator('.status-text')).toHaveText('Black to move');
});
