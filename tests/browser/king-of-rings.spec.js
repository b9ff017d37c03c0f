// The King of Rings in a real browser: moves and a drop by clicks, live
// scores, the hash round trip, the last turn, the final scores, screenshots.
import { test, expect } from './fixtures.js';
import { writeFileSync } from 'node:fs';
import {
  SHOTS, openGame, clickSquare, clickMove, status, moveButtons, expectHash, pdfPageCount, squarePoint,
} from './helpers.js';

const positionLink = (position) => `#king-of-rings?position=${encodeURIComponent(position).replaceAll('%2F', '/')}`;
const stat = (page, player) => page.locator(`.player-bar.player-${player} .stat`).first();

test('knights move by clicks and the targets are the legal ones', async ({ page }) => {
  await openGame(page, '#king-of-rings');
  await expect(status(page)).toHaveText('White to move. 35 rings left on the board');
  await clickSquare(page, 'b2');
  const targets = await page.evaluate(() => window.ringboardPage.movesFrom(window.ringboardPage.selected).map((m) => m.notation));
  expect(targets.sort()).toEqual(['b2a2', 'b2a3', 'b2b1', 'b2b3', 'b2c2', 'b2c3']);
  await clickSquare(page, 'c3');
  await expect(stat(page, 'first')).toHaveText('1 point');
  await clickMove(page, 'd6d5');
  await expectHash(page, '#king-of-rings?moves=b2c3,d6d5');
  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(moveButtons(page)).toHaveText(['b2c3', 'd6d5']);
  await expect(stat(page, 'second')).toHaveText('1 point');
});

test('a knight from hand is dropped by clicking the hand, then a ring', async ({ page }) => {
  // Black captured a White holder earlier: it waits in White's hand.
  await openGame(page, positionLink('n(sss)....../......./......./...B.../..s..../......./N...... w 1 0 -'));
  const hand = page.locator('.player-bar.player-first .hand');
  await expect(hand).toHaveText('In hand: ♞');
  await hand.click();
  const targets = await page.evaluate(() => window.ringboardPage.movesFrom('hand').map((m) => m.notation));
  expect(targets.sort()).toEqual(['@c3', '@d4']);
  await page.screenshot({ path: `${SHOTS}/king-of-rings-drop-desktop.png` });
  await clickSquare(page, 'd4');
  await expect(moveButtons(page)).toHaveText(['@d4']);
  await expect(stat(page, 'first')).toHaveText('5 points');
  await expect(page.locator('.player-bar.player-first .hand')).toHaveText('In hand: none');
  await expectHash(page, `${positionLink('n(sss)....../......./......./...B.../..s..../......./N...... w 1 0 -')}&moves=@d4`);
  // Black's holder leaps three, onto White's new holder: a capture.
  await clickMove(page, 'a7d4');
  await expect(moveButtons(page)).toHaveText(['@d4', 'a7xd4']);
  await expect(stat(page, 'second')).toHaveText('8 points');
  await expect(page.locator('.player-bar.player-first .hand')).toHaveText('In hand: ♞');
});

test('a square\'s detail follows the board: after a capture it names the capturer; a holder of seven rings says it cannot move', async ({ page }) => {
  await openGame(page, positionLink('......./......./......./...n(s).../..N..../......./s...... w 0 0 -'));
  const info = page.locator('.square-info');
  const d4 = await squarePoint(page, 'd4');
  await page.mouse.move(d4.x, d4.y);
  await expect(info).toHaveText('Black knight holding 1 ring (1 silver): 1 point; it leaps 1 square');
  // The capture typed in the move box: the pointer stays on d4, and the detail follows.
  await page.locator('input[name="move"]').fill('c3d4');
  await page.locator('input[name="move"]').press('Enter');
  await expect(moveButtons(page)).toHaveText(['c3xd4']);
  await expect(info).toHaveText('White knight holding 1 ring (1 silver): 1 point; it leaps 1 square');

  await openGame(page, positionLink('......./......./......./...N(bbsssss).../......./......./s.....n w 0 0 -'));
  const stuck = await squarePoint(page, 'd4');
  await page.mouse.move(0, 0);
  await page.mouse.move(stuck.x, stuck.y);
  await expect(info).toHaveText('White knight holding 7 rings (2 blue, 5 silver): 11 points; with more than six rings it cannot move');
  expect(await page.evaluate(() => window.ringboardPage.movesFrom({ file: 3, rank: 3 }).length)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/king-of-rings-stuck-holder.png` });
});

test("White takes the last ring, Black's last turn is announced, and the final scores are shown", async ({ page }) => {
  await openGame(page, positionLink('......n(bb)/......./......N(s)/......./......./s....../N...... w 0 0 -'));
  await clickMove(page, 'a1a2');
  await expect(status(page)).toHaveText('Black to move. Black’s last turn: White took the last ring');
  await page.screenshot({ path: `${SHOTS}/king-of-rings-last-turn-desktop.png` });
  await clickMove(page, 'g7g5');
  await expect(page.locator('.banner strong')).toHaveText('Black wins');
  await expect(page.locator('.banner span')).toHaveText('7 points to 1; no ring is left on the board');
  await expect(stat(page, 'second')).toHaveText('7 points');
  await page.screenshot({ path: `${SHOTS}/king-of-rings-game-over-desktop.png` });
});

test('screenshots at desktop and phone sizes', async ({ page }) => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await openGame(page, '#king-of-rings?moves=b2c3,d6d5,c3d4,f6f5,d4b4,e7e6,b4b1,c7c6');
    await expect(page.locator('#notice')).toBeHidden();
    await expect(stat(page, 'first')).toHaveText('10 points');
    await clickSquare(page, 'b1');
    await page.screenshot({ path: `${SHOTS}/king-of-rings-${name}.png`, fullPage: name === 'phone' });
  }
});

test("the browser's own print of a game page gives one page with the board and the players", async ({ page }) => {
  await openGame(page, '#king-of-rings?moves=b2c3,d6d5');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-only .sheet-board svg')).toBeVisible();
  await expect(page.locator('.print-only .sheet-player')).toHaveCount(2);
  await expect(page.locator('.side')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(1);
  writeFileSync(`${SHOTS}/king-of-rings-position-A4.pdf`, pdf);
});

test('the third repetition of a position ends the game', async ({ page }) => {
  const shuffle = 'a1a2,a7a6,a2a1,a6a7';
  await openGame(page, `${positionLink('n....../......./......./...s.../......./......./N...... w 0 0 -')}&moves=${shuffle},${shuffle}`);
  await expect(page.locator('.banner strong')).toHaveText('Draw');
  await expect(page.locator('.banner span')).toHaveText('0 points each; the same position for the third time');
  await expect(page.locator('.rules-text')).toContainText('stands for the third time');
});
