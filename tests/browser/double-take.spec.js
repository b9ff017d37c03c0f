// Double Take in a real browser: a capture by clicks with the taken piece
// shown, the hash round trip, the forced pass, the win, resigning, screenshots.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame, clickSquare, clickMove, status, moveButtons, expectHash } from './helpers.js';

/** A link to a position (ranks from the top, then the side to move). */
const positionLink = (position, length = 8) => `#double-take?length=${length}&position=${encodeURIComponent(position).replaceAll('%2F', '/')}`;

// Red b4 can step to c5 and take green d5 (red e5 beyond).
const CAPTURE = 'g.g.g.../......../......../...gr.../.r....../......../......../r.r.r... r';
// Red's three pieces are on its far row with nothing to take: it must pass.
const BLOCKED = '.r.r.r../......../g.g.g.g./......../......../......../......../........ r';
// Red g7 to h8 makes four on the far row.
const WINNING = '.r.r.r../......r./......../......../......../......../g.g.g.g./........ r';

const pieceCount = (page, player) => page.locator(`.player-bar.player-${player} .stat`).nth(1);

test('a capture by clicks shows the taken piece and survives a reload', async ({ page }) => {
  await openGame(page, positionLink(CAPTURE));
  await expect(status(page)).toHaveText('Red to move');
  await expect(pieceCount(page, 'second')).toHaveText('4 pieces');
  await clickSquare(page, 'b4');
  const targets = await page.evaluate(() => window.ringboardPage.movesFrom(window.ringboardPage.selected).map((m) => m.notation));
  expect(targets.sort()).toEqual(['b4a5', 'b4b6', 'b4c5']);
  await clickSquare(page, 'c5');
  await expect(moveButtons(page)).toHaveText(['b4c5×1']);
  await expect(pieceCount(page, 'second')).toHaveText('3 pieces');
  const captured = await page.evaluate(() => window.ringboardPage.snapshot.view.captured);
  expect(captured).toEqual([{ square: { file: 3, rank: 4 }, owner: 'second' }]);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/double-take-capture-desktop.png` });
  const hash = `${positionLink(CAPTURE)}&moves=b4c5`;
  await expectHash(page, hash);
  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(moveButtons(page)).toHaveText(['b4c5×1']);
  await expect(status(page)).toHaveText('Green to move');
});

test('a blocked side is told it cannot move and passes', async ({ page }) => {
  await openGame(page, positionLink(BLOCKED));
  await expect(status(page)).toHaveText('Red cannot move: Green moves again');
  await page.screenshot({ path: `${SHOTS}/double-take-pass-desktop.png` });
  await page.getByRole('button', { name: 'Red passes' }).click();
  await expect(status(page)).toHaveText('Green to move (Red passed)');
  await expect(moveButtons(page)).toHaveText(['pass']);
  await expect(page.getByRole('button', { name: 'Red passes' })).toBeHidden();
});

test('four on the far row wins, shown in a banner', async ({ page }) => {
  await openGame(page, positionLink(WINNING));
  await clickMove(page, 'g7h8');
  await expect(page.locator('.banner strong')).toHaveText('Red wins');
  await expect(page.locator('.banner span')).toHaveText('Red has four pieces on its far row');
  await expect(page.locator('.player-bar.player-first .stat').first()).toHaveText('4 of 4 on the far row');
  await page.screenshot({ path: `${SHOTS}/double-take-game-over-desktop.png` });
});

test('resigning takes a confirming click, ends the game, and can be taken back', async ({ page }) => {
  await openGame(page, '#double-take');
  await clickMove(page, 'c3d4');
  const resign = page.locator('.controls button', { hasText: /Resign|resigns/ });
  await resign.click();
  await expect(resign).toHaveText('Confirm: Green resigns');
  await resign.click();
  await expect(page.locator('.banner strong')).toHaveText('Red wins');
  await expect(page.locator('.banner span')).toHaveText('Green resigned');
  await expectHash(page, '#double-take?length=8&moves=c3d4&resigned=second');
  await page.locator('.banner').getByRole('button', { name: 'Undo' }).click();
  await expect(status(page)).toHaveText('Green to move');
  await expectHash(page, '#double-take?length=8&moves=c3d4');
});

test('screenshots of the 8 x 8 and 8 x 10 boards at desktop and phone sizes', async ({ page }) => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await openGame(page, '#double-take?length=8&moves=c3d4,e6f5,b2b4');
    await expect(page.locator('#notice')).toBeHidden();
    await clickSquare(page, 'f5');
    await page.screenshot({ path: `${SHOTS}/double-take-${name}.png`, fullPage: name === 'phone' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.new-game summary').click();
  await page.locator('select[name=length]').selectOption('10');
  await page.getByRole('button', { name: 'Start new game' }).click();
  await page.getByRole('button', { name: 'Yes, start a new game' }).click(); // a game was in progress
  await expectHash(page, '#double-take?length=10');
  await expect(page.locator('.variant-line')).toHaveText('8 x 10');
  await page.screenshot({ path: `${SHOTS}/double-take-long-desktop.png` });
});
