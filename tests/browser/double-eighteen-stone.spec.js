// DoubleEIGHTEEN-STONEchess in a real browser: a swap, a line move, a
// refused undo, castling and a swap promotion by clicks; the hash round
// trip; the board turned a quarter on a phone; screenshots.
import { test, expect, watchPolicy } from './fixtures.js';
import { writeFileSync } from 'node:fs';
import {
  SHOTS, openGame, clickSquare, clickMove, squarePoint, status, moveButtons, expectHash, pdfPageCount,
} from './helpers.js';

const positionLink = (position) => `#double-eighteen-stone?position=${encodeURIComponent(position).replaceAll('%2F', '/')}`;
const targetsOf = (page) => page.evaluate(() => window.ringboardPage.movesFrom(window.ringboardPage.selected).map((m) => m.notation).sort());

test('the start, a line move, a refused undo, a swap and the hash round trip', async ({ page }) => {
  await openGame(page, '#double-eighteen-stone');
  await expect(page.locator('h1')).toHaveText('DoubleEIGHTEEN-STONEchess');
  await expect(status(page)).toHaveText('White to move');
  await expect(page.locator('.rules-text')).toContainText('No undo');
  await expect(page.locator('.rules-text .reading').first()).toBeVisible();
  const view = await page.evaluate(() => window.ringboardPage.snapshot.view);
  expect([view.files, view.ranks, view.stones.length, view.pieces.length]).toEqual([16, 9, 18, 64]);
  // The 16 x 9 board takes the width the side panel leaves.
  const board = await page.locator('canvas.board').boundingBox();
  expect(board.width).toBeGreaterThan(850);
  await page.screenshot({ path: `${SHOTS}/double-eighteen-stone-start-desktop.png` });

  // An end stone shows where its line move lands; the middle of a line has none.
  await clickSquare(page, 'c5');
  expect(await targetsOf(page)).toEqual(['c5e5']);
  await page.screenshot({ path: `${SHOTS}/double-eighteen-stone-line-targets-desktop.png` });
  await clickSquare(page, 'e5');
  await expect(moveButtons(page)).toHaveText(['S c5-e5']);

  // Black may not put that stone straight back: e5 is no longer selectable,
  // and typing the move names the problem.
  await clickSquare(page, 'e5');
  expect(await page.evaluate(() => window.ringboardPage.selected)).toBeNull();
  await page.locator('input[name=move]').fill('e5c5');
  await page.locator('input[name=move]').press('Enter');
  await expect(page.locator('.move-error')).toHaveText("illegal move 'e5c5' for Black");
  // Another stone may go to c5: f5 slides along the line d5-e5-f5.
  await clickMove(page, 'f5c5');
  await expect(moveButtons(page)).toHaveText(['S c5-e5', 'S f5-c5']);

  // A swap: the pawn on a3 has the stone on a4 as its swap target, ringed.
  await clickMove(page, 'a2a3');
  await clickMove(page, 'a8a7');
  await clickSquare(page, 'a3');
  expect(await targetsOf(page)).toEqual(['a3a4']);
  await page.screenshot({ path: `${SHOTS}/double-eighteen-stone-swap-target-desktop.png` });
  await clickSquare(page, 'a4');
  await expect(moveButtons(page)).toHaveText(['S c5-e5', 'S f5-c5', 'a3', 'a7', 'a3⇄a4']);
  const after = await page.evaluate(() => window.ringboardPage.snapshot.view);
  expect(after.stones).toContainEqual({ file: 0, rank: 2 });
  expect(after.pieces).toContainEqual({ square: { file: 0, rank: 3 }, colour: 'white', role: 'pawn' });

  const link = '#double-eighteen-stone?moves=c5e5,f5c5,a2a3,a8a7,a3a4';
  await expectHash(page, link);
  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(moveButtons(page)).toHaveText(['S c5-e5', 'S f5-c5', 'a3', 'a7', 'a3⇄a4']);
  await expect(page.locator('.move-list li')).toHaveText(['1.S c5-e5S f5-c5', '2.a3a7', '3.a3⇄a4…']);
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await expectHash(page, `${link}&at=4`);
});

test('a stone is dragged to its line-move square', async ({ page }) => {
  await openGame(page, '#double-eighteen-stone');
  const from = await squarePoint(page, 'd5');
  const to = await squarePoint(page, 'b5');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.screenshot({ path: `${SHOTS}/double-eighteen-stone-drag-desktop.png` });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(moveButtons(page)).toHaveText(['S d5-b5']);
});

test('castling by the king, a swap promotion, and mate', async ({ page }) => {
  await openGame(page, positionLink('r3r3k2r3r/16/16/16/16/16/16/16/R3R3K2R3R w AELPaelp - - 0 1'));
  await clickSquare(page, 'i1');
  const kingMoves = await targetsOf(page);
  expect(kingMoves).toEqual(['i1g1', 'i1h1', 'i1h2', 'i1i2', 'i1j1', 'i1j2', 'i1k1']);
  await clickSquare(page, 'k1');
  await expect(moveButtons(page)).toHaveText(['O-O']);
  let view = await page.evaluate(() => window.ringboardPage.snapshot.view);
  expect(view.pieces).toContainEqual({ square: { file: 9, rank: 0 }, colour: 'white', role: 'rook' });
  // Black castles outer queen side once its inner rook is gone.
  await openGame(page, positionLink('r7k6r/16/16/16/16/16/16/16/8K7 b ap - - 0 1'));
  await clickMove(page, 'i9e9');
  await expect(moveButtons(page)).toHaveText(['O-O-O-O-O']);

  // A pawn next to a stone on its last rank: the swap asks which piece.
  await openGame(page, positionLink('7S7k/7P8/16/16/16/16/16/16/K15 w - - - 0 1'));
  await clickSquare(page, 'h8');
  expect(await targetsOf(page)).toEqual(['h8h9b', 'h8h9n', 'h8h9q', 'h8h9r']);
  await clickSquare(page, 'h9');
  const picker = page.locator('.promotion-picker');
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Promote to queen' }).click();
  await expect(moveButtons(page)).toHaveText(['h8⇄h9=Q+']);
  await expect(status(page)).toHaveText('Black to move. Check');

  // A back-rank mate: the banner.
  await openGame(page, positionLink('15k/16/16/16/16/16/r15/7PPP6/8K7 b - - - 0 1'));
  await clickMove(page, 'a3a1');
  await expect(page.locator('.banner strong')).toHaveText('Black wins');
  view = await page.evaluate(() => window.ringboardPage.snapshot.view);
  expect(view.check).toEqual({ file: 8, rank: 0 });
  await page.screenshot({ path: `${SHOTS}/double-eighteen-stone-mate-desktop.png` });
});

test('on a phone the board turns a quarter and stays playable', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const policy = await watchPolicy(context);
  const page = await context.newPage();
  await openGame(page, '#double-eighteen-stone');
  const turned = await page.evaluate(() => window.ringboardPage.board.rotated);
  expect(turned).toBe(true);
  // Files run down the screen, the first rank is on the left.
  const a1 = await squarePoint(page, 'a1');
  const p1 = await squarePoint(page, 'p1');
  const a9 = await squarePoint(page, 'a9');
  expect(p1.y).toBeGreaterThan(a1.y);
  expect(a9.x).toBeGreaterThan(a1.x);
  const cell = (p1.y - a1.y) / 15;
  expect(cell).toBeGreaterThan(36);
  // The whole board is in view with the status line.
  const box = await page.locator('canvas.board').boundingBox();
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.width).toBeLessThanOrEqual(390);
  await page.tap('canvas.board', { position: { x: a1.x - box.x + cell, y: a1.y - box.y + cell * 3 } });
  // That tap was on d2 (one cell right: rank 2; three down: file d).
  expect(await page.evaluate(() => window.ringboardPage.selected)).toEqual({ file: 3, rank: 1 });
  await clickSquare(page, 'd4');
  await expect(moveButtons(page)).toHaveText(['d4']);
  await clickSquare(page, 'c5');
  await page.screenshot({ path: `${SHOTS}/double-eighteen-stone-phone.png` });
  expect(policy.violations()).toEqual([]);
  await context.close();
});

test("the browser's own print of the position is one page with the whole board", async ({ page }) => {
  await openGame(page, '#double-eighteen-stone?moves=c5e5,d8d6,a2a3,n5l5,a3a4');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-only .sheet-board svg')).toBeVisible();
  await expect(page.locator('.side')).toBeHidden();
  const board = await page.locator('.print-only .sheet-board svg').boundingBox();
  expect(board.width / board.height).toBeGreaterThan(1.5);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(1);
  writeFileSync(`${SHOTS}/double-eighteen-stone-position-A4.pdf`, pdf);
});
