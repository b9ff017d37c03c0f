// The One Ring in a real browser: a scripted game by clicks in which the
// Ring enters, passes by capture, corrupts a White rook and ends in mate;
// dragging, the promotion picker, destroying the Ring, flipping, the hash
// round trip, and screenshots.
import { test, expect } from './fixtures.js';
import {
  SHOTS, openGame, clickSquare, clickMove, squarePoint, status, moveButtons, expectHash,
} from './helpers.js';

const positionLink = (position) => `#one-ring?position=${encodeURIComponent(position).replaceAll('%2F', '/')}`;
const notations = (page) => page.evaluate(() => window.ringboardPage.snapshot.legal_moves.map((m) => m.notation).sort());

test('the start position, a move by clicks and the hash round trip', async ({ page }) => {
  await openGame(page, '#one-ring');
  await expect(status(page)).toHaveText('White to move. The Ring enters with the first White loss');
  await expect(page.locator('.rules-text')).toContainText('Stalemate loses');
  await expect(page.locator('.rules-text .reading').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/one-ring-start-desktop.png` });
  await clickSquare(page, 'e2');
  const targets = await page.evaluate(() => window.ringboardPage.movesFrom(window.ringboardPage.selected).map((m) => m.notation));
  expect(targets.sort()).toEqual(['e2c3', 'e2d4']);
  await clickSquare(page, 'd4');
  await clickMove(page, 'e7c6');
  await expect(moveButtons(page)).toHaveText(['Nd4', 'Nec6']);
  await expectHash(page, '#one-ring?moves=e2d4,e7c6');
  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(moveButtons(page)).toHaveText(['Nd4', 'Nec6']);
  await clickMove(page, 'd4c6');
  await expect(moveButtons(page)).toHaveText(['Nd4', 'Nec6', 'Nxc6']);
});

test('the Ring enters, passes by capture, corrupts a White rook, and Black mates', async ({ page }) => {
  const start = 'k/1q3/5/5/5/1N2n/5/R2PP/5/K b waiting - 0 1';
  await openGame(page, positionLink(start));
  await clickMove(page, 'b8b4');
  await expect(status(page)).toHaveText('White to move. White must choose a pawn to wear the Ring: click one of the gold-ringed pawns, or type @ and its square');
  expect(await notations(page)).toEqual(['@d2', '@e2']);
  await page.screenshot({ path: `${SHOTS}/one-ring-choice-desktop.png` });
  await clickSquare(page, 'd2');
  await expect(status(page)).toHaveText('White to move. The Ring is on White’s pawn on d2');
  await clickMove(page, 'e2e3');
  await clickMove(page, 'b4d2');
  await expect(status(page)).toHaveText('White to move. The Ring is on Black’s queen on d2');
  await clickMove(page, 'a2d2');
  await expect(status(page)).toHaveText('Black to move. The Ring is on White’s rook on d2');
  await page.screenshot({ path: `${SHOTS}/one-ring-wearer-desktop.png` });
  await clickMove(page, 'e4d2');
  await expect(moveButtons(page)).toHaveText(['Qxb4', 'Ring d2', 'e3', 'Qxd2', 'Rxd2', 'Nxd2#']);
  await expect(page.locator('.move-list li')).toHaveText(['1……Qxb4', '2.Ring d2e3Qxd2', '3.Rxd2Nxd2#']);
  await expect(page.locator('.banner strong')).toHaveText('Black wins');
  await expect(page.locator('.banner span')).toHaveText('checkmate');
  // The corrupted rook stands on e4, Black's now; the knight wears the Ring.
  const view = await page.evaluate(() => window.ringboardPage.snapshot.view);
  expect(view.pieces.find((p) => p.square.file === 4 && p.square.rank === 4)).toEqual({ square: { file: 4, rank: 4 }, colour: 'black', role: 'rook' });
  expect(view.ring_wearer).toEqual({ file: 3, rank: 2 });
  expect(view.check).toEqual({ file: 2, rank: 0 });
  await page.screenshot({ path: `${SHOTS}/one-ring-corrupted-mate-desktop.png` });
  const link = await page.evaluate(() => location.hash);
  expect(link).toBe(`${positionLink(start)}&moves=b8b4,@d2,e2e3,b4d2,a2d2,e4d2`);
  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(page.locator('.banner span')).toHaveText('checkmate');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/one-ring-corrupted-mate-phone.png`, fullPage: true });
});

test('a piece is dragged, and a promotion asks which piece', async ({ page }) => {
  await openGame(page, positionLink('k/5/5/5/5/5/5/1P3/5/K w waiting - 0 1'));
  const from = await squarePoint(page, 'b2');
  const to = await squarePoint(page, 'b4');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.screenshot({ path: `${SHOTS}/one-ring-drag-desktop.png` });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(moveButtons(page)).toHaveText(['b4']);
  await openGame(page, positionLink('1/2P2/k4/5/5/5/5/5/5/K w waiting - 0 1'));
  await clickMove(page, 'c8c9');
  const picker = page.locator('.promotion-picker');
  await expect(picker).toBeVisible();
  await expect(picker.locator('.promotion-choice')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/one-ring-promotion-desktop.png` });
  await picker.getByRole('button', { name: 'Promote to knight' }).click();
  await expect(moveButtons(page)).toHaveText(['c9=N']);
  await expect(picker).toBeHidden();
});

test('destroying the Ring wins, and the board flips', async ({ page }) => {
  await openGame(page, positionLink('1/1Q3/5/5/5/2r2/k4/5/5/K w b8 - 0 1'));
  await expect(status(page)).toHaveText('White to move. Check. The Ring is on White’s queen on b8');
  const destroy = page.getByRole('button', { name: 'Destroy the Ring' });
  await page.getByRole('button', { name: '⇅ Flip' }).click();
  await page.screenshot({ path: `${SHOTS}/one-ring-destroy-flipped-desktop.png` });
  // Flipped, c0 is at the top: clicking there still means c0.
  const c0 = await squarePoint(page, 'c0');
  const c9 = await squarePoint(page, 'c9');
  expect(c0.y).toBeLessThan(c9.y);
  await destroy.click();
  await expect(page.locator('.banner strong')).toHaveText('White wins');
  await expect(page.locator('.banner span')).toHaveText('the Ring is destroyed');
  await expect(moveButtons(page)).toHaveText(['Ring destroyed']);
});

test('a stalemated player loses', async ({ page }) => {
  await openGame(page, positionLink('k/5/2K2/5/5/5/5/5/5/1 b waiting - 0 1'));
  await expect(page.locator('.banner span')).toHaveText('stalemate: Black has no move');
  await expect(page.locator('.banner strong')).toHaveText('White wins');
});
