// Double Ring in a real browser: clicks, the hash, reload, undo, bad links,
// the end of a game, a crash of the engine, printing, and screenshots.
import { test, expect } from './fixtures.js';
import { writeFileSync } from 'node:fs';
import {
  SHOTS, openGame, clickSquare, clickMove, status, moveButtons, expectHash, pdfPageCount, squarePoint,
} from './helpers.js';

test('moves by clicks update the hash, survive a reload and can be undone', async ({ page }) => {
  await openGame(page, '#double-ring');
  await expect(status(page)).toHaveText('Player 1 to move');
  await expectHash(page, '#double-ring?rule=skip2&size=9');

  await clickSquare(page, 'e5');
  const targets = await page.evaluate(() => window.ringboardPage.movesFrom(window.ringboardPage.selected).map((m) => m.notation));
  expect(targets.sort()).toEqual(['e5b5', 'e5e2', 'e5e8', 'e5h5']);
  await clickSquare(page, 'e7'); // not a target, and e7 can move: it becomes the selection
  await expectHash(page, '#double-ring?rule=skip2&size=9');
  await clickMove(page, 'e5e8');
  await expectHash(page, '#double-ring?rule=skip2&size=9&moves=e5e8');
  await expect(status(page)).toHaveText('Player 2 to move');
  await clickMove(page, 'e2e6');
  await expectHash(page, '#double-ring?rule=skip2&size=9&moves=e5e8,e2e6');
  const historyLength = await page.evaluate(() => history.length);

  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(moveButtons(page)).toHaveText(['e5e8', 'e2e6']);
  await expect(status(page)).toHaveText('Player 1 to move');

  await page.getByRole('button', { name: '↶ Undo' }).click();
  await expectHash(page, '#double-ring?rule=skip2&size=9&moves=e5e8,e2e6&at=1');
  await expect(status(page)).toHaveText('Player 2 to move');
  await page.keyboard.press('ArrowRight');
  await expectHash(page, '#double-ring?rule=skip2&size=9&moves=e5e8,e2e6');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('the link opens the same game in another tab, and the hash wins over the saved game', async ({ page, context }) => {
  await openGame(page, '#double-ring');
  await clickMove(page, 'e5e8');
  const link = await page.evaluate(() => location.href);
  const other = await context.newPage();
  await other.goto(link.replace('moves=e5e8', 'moves=a1a4'));
  await other.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(moveButtons(other)).toHaveText(['a1a4']);
  await other.goto(link);
  await other.waitForFunction(() => window.ringboardPage?.snapshot?.ply === 1);
  await expect(moveButtons(other)).toHaveText(['e5e8']);
});

test('typing a move plays it, and a bad one is explained', async ({ page }) => {
  await openGame(page, '#double-ring');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.type('e5e8');
  await page.keyboard.press('Enter');
  await expect(moveButtons(page)).toHaveText(['e5e8']);
  await page.keyboard.type('e5e8');
  await page.keyboard.press('Enter');
  await expect(page.locator('.move-error')).toHaveText("illegal move 'e5e8' for Player 2");
  await expect(moveButtons(page)).toHaveText(['e5e8']);
});

/** Plays e5e8 here (a game in progress, saved), then opens `hash` in a fresh document. */
async function openOverAGameInProgress(page, hash) {
  await openGame(page, '#double-ring');
  await clickMove(page, 'e5e8');
  await expectHash(page, '#double-ring?rule=skip2&size=9&moves=e5e8');
  await page.goto(`/${hash}`);
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
}

test('a link with a move that cannot be played opens the game up to the move before it, says why, and writes the good link', async ({ page }) => {
  // Another game than the one in progress (e5e8), which is kept.
  await openOverAGameInProgress(page, '#double-ring?size=9&moves=e4e7,e2e6,zz9,e1e2');
  await expect(page.locator('#notice')).toContainText("Move 3 of this link (zz9) was refused: bad move 'zz9': expected two squares such as e5e8. The game is opened up to move 2, and the link is corrected. Your other game in progress is kept.");
  await expect(moveButtons(page)).toHaveText(['e4e7', 'e2e6']);
  await expect(status(page)).toHaveText('Player 1 to move');
  await expectHash(page, '#double-ring?rule=skip2&size=9&moves=e4e7,e2e6');
  expect(await page.evaluate(() => localStorage.getItem('ringboard:game:double-ring'))).toBe('double-ring?rule=skip2&size=9&moves=e4e7,e2e6');
  await page.screenshot({ path: `${SHOTS}/link-refused-move.png` });
  await page.locator('#notice').getByRole('button', { name: 'Restore my game' }).click();
  await expect(moveButtons(page)).toHaveText(['e5e8']);

  // The same game, one move on, with a move refused after it: continued, and no other game is kept.
  await openGame(page, '#double-ring?size=9&moves=e5e8,e2e6,zz9');
  await expect(page.locator('#notice')).toContainText('The game is opened up to move 2, and the link is corrected.');
  await expect(page.locator('#notice')).not.toContainText('Your other game');
  await expect(moveButtons(page)).toHaveText(['e5e8', 'e2e6']);

  // An illegal first move: the game opens at the start, and the page still works.
  await openGame(page, '#double-ring?size=5&moves=e5e8');
  await expect(page.locator('#notice')).toContainText("Move 1 of this link (e5e8) was refused: bad move 'e5e8': ");
  await expect(page.locator('#notice')).toContainText('The game is opened at the start, and the link is corrected.');
  await expectHash(page, '#double-ring?rule=skip2&size=5');
  await clickMove(page, 'a4d4');
  await expect(moveButtons(page)).toHaveText(['a4d4']);
});

test('a malformed hash gives a message and a new game, and the saved game can be restored', async ({ page }) => {
  await openOverAGameInProgress(page, '#double-ring?size=99&moves=e5e8');
  await expect(page.locator('#notice')).toContainText("This link could not be opened (bad value '99' for option 'size': expected 3..19)");
  await expect(moveButtons(page)).toHaveCount(0);
  await expect(status(page)).toHaveText('Player 1 to move');
  await page.getByRole('button', { name: 'Restore your last game' }).click();
  await expect(moveButtons(page)).toHaveText(['e5e8']);
});

test('a hostile hash is shown as text and runs nothing', async ({ page }) => {
  const dialogs = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss(); });
  await openGame(page, '#double-ring?moves=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.locator('#notice')).toContainText("bad move '<img src=x onerror=alert(1)>'");
  await page.goto('/#%3Cimg%20src=x%20onerror=alert(2)%3E');
  await expect(page.locator('#notice')).toContainText('There is no game');
  await expect(page.locator('.game-card')).toHaveCount(6);
  expect(dialogs).toEqual([]);
  // The home page's own pictures are the only images.
  expect(await page.locator('main img:not(.card-picture img)').count()).toBe(0);
});

test('a game played to the end by clicks shows the winner', async ({ page }) => {
  await openGame(page, '#double-ring?rule=skip2&size=5');
  for (let turn = 0; turn < 12; turn += 1) {
    const next = await page.evaluate(() => window.ringboardPage.snapshot.legal_moves[0]?.notation);
    if (!next) break;
    await clickMove(page, next);
    await page.waitForFunction((ply) => window.ringboardPage.snapshot.ply === ply, turn + 1);
  }
  const snapshot = await page.evaluate(() => window.ringboardPage.snapshot);
  expect(snapshot.outcome).not.toBeNull();
  const winner = snapshot.outcome.winner === 'first' ? 'Player 1' : 'Player 2';
  const loser = snapshot.outcome.winner === 'first' ? 'Player 2' : 'Player 1';
  await expect(page.locator('.banner')).toBeVisible();
  await expect(page.locator('.banner strong')).toHaveText(`${winner} wins`);
  await expect(page.locator('.banner')).toContainText(`${loser} has no move`);
  await expect(status(page)).toHaveText(`${winner} wins: ${loser} has no move`);
  await page.screenshot({ path: `${SHOTS}/double-ring-game-over-desktop.png` });
});

test('a crash of the engine is reported and the game goes on from its last good state', async ({ page }) => {
  await openGame(page, '#double-ring');
  await clickMove(page, 'e5e8');
  await page.evaluate(() => window.ringboardPage.act(() => window.ringboardPage.engine.crashForTesting()));
  await expect(page.locator('#notice')).toContainText('The game engine crashed. The game was restored from its last good position.');
  await expect(moveButtons(page)).toHaveText(['e5e8']);
  await clickMove(page, 'e2e6');
  await expect(moveButtons(page)).toHaveText(['e5e8', 'e2e6']);
  // A new game is made by the fresh engine instance.
  await page.locator('.new-game summary').click();
  await page.locator('select[name=width]').selectOption('7');
  await page.locator('select[name=height]').selectOption('7');
  await page.getByRole('button', { name: 'Start new game' }).click();
  await page.getByRole('button', { name: 'Yes, start a new game' }).click(); // a game was in progress
  await expectHash(page, '#double-ring?rule=skip2&size=7');
  await clickMove(page, 'd4d7');
  await expect(moveButtons(page)).toHaveText(['d4d7']);
});

test('a rectangular board opens by link and from the New game form, plays, solves by the mirror and prints', async ({ page }) => {
  await openGame(page, '#double-ring?width=12&height=5');
  await expectHash(page, '#double-ring?rule=skip2&width=12&height=5');
  await expect(page.locator('.variant-line')).toHaveText('Skip Two · 12 x 5');
  await clickSquare(page, 'a1');
  const targets = await page.evaluate(() => window.ringboardPage.movesFrom(window.ringboardPage.selected).map((m) => m.notation));
  expect(targets.sort()).toEqual(['a1a4', 'a1d1']);
  await clickSquare(page, 'd1');
  await expectHash(page, '#double-ring?rule=skip2&width=12&height=5&moves=a1d1');
  await page.screenshot({ path: `${SHOTS}/double-ring-rectangle-desktop.png` });

  await page.locator('.new-game summary').click();
  await expect(page.locator('select[name=width]')).toHaveValue('12');
  await expect(page.locator('select[name=height]')).toHaveValue('5');
  await page.locator('select[name=width]').selectOption('6');
  await page.locator('select[name=height]').selectOption('4');
  await page.getByRole('button', { name: 'Start new game' }).click();
  await page.getByRole('button', { name: 'Yes, start a new game' }).click();
  await expectHash(page, '#double-ring?rule=skip2&width=6&height=4');
  await expect(page.locator('.variant-line')).toHaveText('Skip Two · 6 x 4');
  // Even both ways: the first player loses to the mirror, and after a1d1 its image f4c4 wins.
  await page.getByLabel(/Solve/).check();
  const verdict = page.locator('.verdict-line');
  await expect(verdict).toContainText('Player 1 loses');
  await clickMove(page, 'a1d1');
  await expect(verdict).toContainText('Player 2 wins');
  await expect(verdict).toContainText('f4c4');

  await page.goto('/#print/double-ring?rule=skip3&width=12&height=5');
  await expect(page.locator('.sheet svg text').nth(1)).toHaveText('Skip Three · 12 x 5');
  await expect(page.locator('.sheet svg circle')).toHaveCount(60);
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pdfPageCount(pdf)).toBe(1);
  writeFileSync(`${SHOTS}/double-ring-rectangle-A4.pdf`, pdf);
});

test('the printable blank board is exactly one page on A4 and on Letter', async ({ page }) => {
  await page.goto('/#print/double-ring?rule=skip2&size=9');
  await expect(page.locator('.sheet svg')).toBeVisible();
  await expect(page.locator('.sheet svg text').first()).toHaveText('Double Ring');
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format, printBackground: false });
    expect(pdfPageCount(pdf), format).toBe(1);
    writeFileSync(`${SHOTS}/double-ring-blank-${format}.pdf`, pdf);
  }
  await page.screenshot({ path: `${SHOTS}/double-ring-print-view.png`, fullPage: true });
});

test("the browser's own print of a game page gives one page with the position", async ({ page }) => {
  await openGame(page, '#double-ring?rule=odd&size=7&moves=d4d6');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-only svg')).toBeVisible();
  await expect(page.locator('canvas.board')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(1);
  writeFileSync(`${SHOTS}/double-ring-position-A4.pdf`, pdf);
});

test('screenshots at desktop and phone sizes, and the time to the first board', async ({ page }) => {
  const metrics = {};
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await openGame(page, '#double-ring?rule=skip2&size=9&moves=e5e8,e2e6,c5g5,a1a4');
    metrics[`first-board-ms-${name}`] = await page.evaluate(() => performance.getEntriesByName('board-drawn')[0].startTime);
    await clickSquare(page, 'g5');
    await page.screenshot({ path: `${SHOTS}/double-ring-${name}.png`, fullPage: true });
    await page.goto('/#');
    await expect(page.locator('.game-card')).toHaveCount(6);
    await page.screenshot({ path: `${SHOTS}/home-${name}.png` });
  }
  writeFileSync(`${SHOTS}/metrics.json`, JSON.stringify(metrics, null, 2));
  console.log('first board drawn (ms after navigation start):', metrics);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('taps select a ring and play it', async ({ page }) => {
    await openGame(page, '#double-ring');
    const tap = async (name) => {
      const point = await squarePoint(page, name);
      await page.touchscreen.tap(point.x, point.y);
    };
    await tap('a1');
    await tap('d1');
    await expectHash(page, '#double-ring?rule=skip2&size=9&moves=a1d1');
    await expect(status(page)).toHaveText('Player 2 to move');
  });
});
