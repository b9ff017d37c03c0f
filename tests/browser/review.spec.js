// After the game (issue 21): the review of a whole game, its evaluation graph
// and marks, and the analysis board with its bar and best lines.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame, clickMove, moveButtons } from './helpers.js';

const snapshot = (page) => page.evaluate(() => window.ringboardPage.snapshot);

/** The Qxf7# game: 3...Nf6 lets White mate at once. */
const BLUNDER = '#chess?vs=computer&level=1&human=first&moves=e2e4,e7e5,d1h5,b8c6,f1c4,g8f6,h5f7';

/** A 150-ply chess game (moves picked by a fixed rule among the legal ones). */
const LONG_GAME = '#chess?moves=b2b3,e7e6,c1a3,b8a6,b1c3,f8c5,a3b2,g7g6,g1f3,c5d6,f3d4,a6b4,b2c1,a7a6,a2a3,h7h5,c1b2,g8f6,e2e4,h5h4,d4b5,d6e7,c3a4,f6g8,d1h5,e6e5,e1c1,h8h5,d2d4,b4a2,c1b1,a2c1,a4c5,h5h8,f2f4,c1b3,c5e6,a6b5,e6g7,e8f8,d4d5,f8g7,d1d4,g6g5,f4g5,a8a3,d4d3,a3a1,b2a1,g8h6,d3h3,b3a5,a1c3,g7f8,g5h6,a5b3,d5d6,e7g5,h6h7,b7b6,f1e2,b3a5,h1g1,d8e7,c3d2,c7c5,c2c4,a5b3,g1e1,f8g7,e1f1,e7d6,f1d1,g7f8,d2b4,d6e6,d1c1,d7d5,b4c5,b6c5,h3g3,h8h7,e4d5,e6e7,c1f1,h7h5,e2d3,b3a1,g3h3,f7f5,h3g3,e7e6,c4b5,a1b3,f1e1,g5h6,e1e2,e5e4,b5b6,e6g6,d3c4,g6c6,g3c3,h6d2,c3c2,c8d7,e2f2,d7e6,d5d6,c6e8,c4d3,d2g5,c2c4,e6d5,f2f4,e8c6,d3f1,c6a8,f4f3,a8b8,b1a2,b8a8,c4a4,a8b8,a4a6,f5f4,f3d3,f8f7,d3e3,c5c4,e3e1,f4f3,e1e2,f7g7,e2b2,b3a1,f1c4,e4e3,b2b3,d5g8,b3b5,h5h6,b6b7,h6d6,g2f3,g8d5,h2h3,d6d7,f3f4,d7d8';

test('a finished game against the computer is reviewed: graph drawn and clickable, the blunder marked with its better move', async ({ page }) => {
  await openGame(page, BLUNDER);
  await page.locator('.banner').getByRole('button', { name: 'Review this game' }).click();
  const review = page.locator('section.review');
  await expect(review.locator('.review-table')).toBeVisible({ timeout: 20_000 });
  // One blunder, Black's 3...Nf6, in the table, the move list and on the graph.
  await expect(review.locator('tbody tr').nth(1)).toHaveText(/^Black\s*0\s*0\s*1\s*\d+ %$/);
  const marked = moveButtons(page).filter({ hasText: 'Nf6' });
  await expect(marked.locator('.move-mark.mark-blunder')).toHaveText('??');
  await expect(review.locator('.eval-graph .eval-graph-mark')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Review this game' })).toBeHidden();

  // The graph goes to the move under the pointer: its left edge is the start.
  const graph = review.locator('.eval-graph');
  const box = await graph.boundingBox();
  await graph.click({ position: { x: 2, y: box.height / 2 } });
  await expect.poll(async () => (await snapshot(page)).ply).toBe(0);
  await graph.click({ position: { x: box.width * (5 / 7), y: box.height / 2 } });
  await expect.poll(async () => (await snapshot(page)).ply).toBe(5);

  // Before the blunder: the move played in red, the better one in green, with its line.
  const note = review.locator('.review-note');
  await expect(note).toContainText('Played here: Nf6??, a blunder');
  await expect(note).toContainText('Better: ');
  const { better, arrows } = await page.evaluate(() => {
    const shown = window.ringboardPage;
    return { better: shown.review.markOf(6).better, arrows: shown.review.arrows(shown.snapshot).length };
  });
  expect(arrows).toBe(2);
  // The better move keeps f7 defended: after it, Qxf7 is no mate.
  expect(['d8f6', 'd8e7', 'g7g6', 'g8h6']).toContain(better);
  await page.screenshot({ path: `${SHOTS}/review-blunder.png` });

  // Printed after the review: the marks in the moves, and the graph.
  await moveButtons(page).last().click();
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.print-only .print-sheet');
  await expect(sheet.locator('.sheet-review svg')).toHaveCount(1);
  await expect(sheet.locator('.sheet-move-list')).toContainText('Nf6??');
  await expect(sheet.locator('.sheet-review p')).toContainText('Black: 0 ?!, 0 ?, 1 ??');
  await page.emulateMedia({ media: 'screen' });

  // The record downloaded after the review carries the marks and evaluations.
  const record = await page.evaluate(() => window.ringboardPage.recordText('2026.11.24'));
  expect(record).toContain('Nf6??');
  expect(record).toContain('[%eval');
});

test('a review with nothing marked lists no marked moves, and a player who has not moved has no accuracy', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4');
  await page.getByRole('button', { name: 'Review this game' }).click();
  const review = page.locator('section.review');
  await expect(review.locator('.review-table')).toBeVisible({ timeout: 20_000 });
  await expect(review.locator('tbody tr').nth(0)).toHaveText(/^White\s*0\s*0\s*0\s*\d+ %$/);
  await expect(review.locator('tbody tr').nth(1)).toHaveText(/^Black\s*0\s*0\s*0\s*–$/);
  await expect(review.locator('.review-marked')).toHaveCount(0);
  await expect(review).not.toContainText('null');
});

test('the analysis board: the bar and the best lines follow the position after a move, and stop while hidden', async ({ page }) => {
  await openGame(page, '#chess');
  await expect(page.locator('.analysis-link')).toHaveAttribute('href', '#chess?analyse=1');
  await page.locator('.analysis-link').click();
  const lines = page.locator('.analysis-lines li');
  await expect(lines).toHaveCount(3, { timeout: 20_000 });
  await expect(page.locator('.analysis-depth')).toHaveText(/^Depth \d+ · /);
  const bar = page.getByRole('meter');
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  const firstMoves = () => lines.locator('.analysis-move').allTextContents();
  const before = await firstMoves();
  // Each first move is one of White's opening moves, and drawn as an arrow.
  for (const label of before) expect(label).toMatch(/^([a-h][34]|N[a-h]3)$/);
  expect(await page.evaluate(() => window.ringboardPage.analysis.arrows(window.ringboardPage.snapshot).length)).toBe(3);

  await clickMove(page, 'e2e4');
  // Black's moves now.
  await expect.poll(async () => (await firstMoves()).every((label) => /^([a-h][56]|N[a-h]6)$/.test(label)), { timeout: 20_000 }).toBe(true);
  await page.screenshot({ path: `${SHOTS}/analysis-board.png` });

  // Hidden, it rests; shown again, it takes the position up again.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.locator('.analysis-depth')).toHaveText('Analysis paused while the page is hidden');
  expect(await page.evaluate(() => window.ringboardPage.analysis.worker.busy)).toBe(false);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.locator('.analysis-depth')).toHaveText(/^Depth \d+ · /, { timeout: 20_000 });

  // Closing it leaves the game as it stands.
  await page.getByRole('button', { name: 'Close analysis' }).click();
  await expect(page.locator('section.analysis')).toHaveCount(0);
  expect((await snapshot(page)).link).toBe('chess?moves=e2e4');
});

test('a Double Ring position the solver proves shows the exact verdict on the analysis board', async ({ page }) => {
  await openGame(page, '#double-ring?size=5&analyse=1');
  await expect(page.locator('.analysis-depth')).toHaveText('Solved: Player 1 wins with perfect play', { timeout: 20_000 });
  await expect(page.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.locator('.analysis-score').first()).toHaveText('won');
});

test('a review of a 5x5 Double Ring game reads the solver\'s verdicts: proved chances, and the move that threw the win away marked', async ({ page }) => {
  await openGame(page, '#double-ring?size=5&moves=a1a4,e5b5');
  await page.getByRole('button', { name: 'Review this game' }).click();
  const review = page.locator('section.review');
  await expect(review.locator('.review-table')).toBeVisible({ timeout: 20_000 });
  await expect(review.locator('tbody tr').nth(0)).toHaveText(/^Player 1\s*0\s*0\s*1\s*0 %$/);
  await expect(review.locator('tbody tr').nth(1)).toHaveText(/^Player 2\s*0\s*0\s*0\s*100 %$/);
  await expect(moveButtons(page).first().locator('.move-mark.mark-blunder')).toHaveText('??');
  await expect(review.locator('.eval-graph .eval-graph-mark')).toHaveCount(1);
  const chances = await page.evaluate(() => window.ringboardPage.review.evaluations.map((evaluation) => [evaluation.proved, evaluation.firstChance]));
  expect(chances).toEqual([[true, 1], [true, 0], [true, 0]]);
  await expect(review.locator('.review-chance')).toHaveText('Player 1: 0 % to win (proved)');
  await moveButtons(page).first().click();
  await expect(review.locator('.review-chance')).toHaveText('Player 1: 0 % to win (proved)');
  await page.screenshot({ path: `${SHOTS}/review-double-ring-5.png` });
});

test('a review of a 150-ply game finishes, shows its progress, and never blocks the page', async ({ page }) => {
  test.setTimeout(180_000);
  await openGame(page, LONG_GAME);
  await page.evaluate(() => {
    window.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page.locator('.review progress')).toBeVisible();
  await expect(page.locator('.review-progress-text')).toContainText(/Evaluating position \d+ of 151/);
  // The game stays usable meanwhile.
  await moveButtons(page).first().click();
  await expect.poll(async () => (await snapshot(page)).ply).toBe(1);
  await expect(page.locator('.review-table')).toBeVisible({ timeout: 150_000 });
  const evaluated = await page.evaluate(() => window.ringboardPage.review.evaluations.filter(Boolean).length);
  expect(evaluated).toBe(151);
  const longest = await page.evaluate(() => window.longestTask);
  console.log(`longest main-thread task during the review: ${Math.round(longest)} ms`);
  // The review works in a worker: done on the page, it would block it for seconds (scripts/measure-review.mjs measures).
  expect(longest).toBeLessThan(1000);
});
