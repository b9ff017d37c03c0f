// The pie rule (`pie=1`) on the game page: the Swap button after the first
// move, the swap in the move list and the link, its takeback, and the
// computer on either side of it; the lab's rows for it.
import { test, expect } from './fixtures.js';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { SHOTS, openGame, clickMove, status, moveButtons, expectHash } from './helpers.js';

const CLI = process.env.RINGBOARD_BIN ?? resolve('target/debug/ringboard');
const swapButton = (page) => page.getByRole('button', { name: 'Swap sides' });
const swapLine = (page) => page.locator('.move-list .swap-line');

test('friends on one screen: the second player swaps, the swap is in the link, and Undo takes it back', async ({ page }) => {
  await openGame(page, '#chess?pie=1');
  await expect(page.locator('.variant-line')).toHaveText('Pie rule');
  await expect(swapButton(page)).toHaveCount(0);
  await clickMove(page, 'e2e4');
  await expect(swapButton(page)).toBeVisible();
  await swapButton(page).click();
  await expectHash(page, '#chess?pie=1&moves=e2e4,swap');
  await expect(swapLine(page)).toHaveText('After the first move the players swapped sides');
  // Said in the live log, for a player who listens.
  await expect(page.locator('[role="log"] p').last()).toHaveText('Swap: the players exchanged sides');
  await expect(swapButton(page)).toHaveCount(0);
  await expect(status(page)).toHaveText('Black to move');
  await clickMove(page, 'e7e5');
  await expect(moveButtons(page)).toHaveText(['e4', 'e5']);
  await expectHash(page, '#chess?pie=1&moves=e2e4,swap,e7e5');
  await page.screenshot({ path: `${SHOTS}/pie-swapped-desktop.png` });

  // Stepping back over the first move keeps the swap and what came after it.
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await expectHash(page, '#chess?pie=1&moves=e2e4,swap,e7e5&at=0');
  await expect(swapLine(page)).toHaveCount(1);
  // Where the swap is the last thing played, Undo takes it back.
  await openGame(page, '#chess?pie=1&moves=e2e4,swap');
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await expectHash(page, '#chess?pie=1&moves=e2e4');
  await expect(swapLine(page)).toHaveCount(0);
  await expect(swapButton(page)).toBeVisible();
  // Typed, as the move box takes it.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.type('swap');
  await page.keyboard.press('Enter');
  await expectHash(page, '#chess?pie=1&moves=e2e4,swap');
});

test('a swap that the rule does not allow is refused from a link, and the game is kept as far as it goes', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4,swap');
  await expect(page.locator('.notice, .move-error, [role="alert"]').filter({ hasText: 'swap is possible only as the answer to the first move, with the pie rule (pie=1)' }).first()).toBeVisible();
  await expect(moveButtons(page)).toHaveText(['e4']);
});

test('the computer takes the swap when the first move wins it a queen, then plays that side', async ({ page }) => {
  const fen = 'rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1';
  await openGame(page, `#chess?pie=1&vs=computer&level=1&human=first&position=${encodeURIComponent(fen)}`);
  await clickMove(page, 'f3h4');
  await expect(swapLine(page)).toHaveText('After the first move the players swapped sides');
  await expect(page.locator('.computer-played')).toHaveText('The computer swapped: it plays the side that moved first, and you move now');
  await expect(page.locator('.player-first .role')).toHaveText('Computer, level 1');
  await expect(page.locator('.player-second .role')).toHaveText('You');
  await expect(status(page)).toHaveText('Black to move');
  await expect(swapButton(page)).toHaveCount(0);
  // The human plays Black now, and the computer answers as White.
  await clickMove(page, 'b8c6');
  await expect(moveButtons(page)).toHaveCount(3);
  await expect(status(page)).toHaveText('Black to move');
});

test('the human swaps after the computer\'s first move, and the computer plays on with the other side', async ({ page }) => {
  await openGame(page, '#chess?pie=1&vs=computer&level=1&human=second');
  await expect(moveButtons(page)).toHaveCount(1);
  await expect(swapButton(page)).toBeVisible();
  await swapButton(page).click();
  await expect(page.locator('.player-first .role')).toHaveText('You');
  await expect(page.locator('.player-second .role')).toHaveText('Computer, level 1');
  // The computer, now Black, moves; then it is the human's turn as White.
  await expect(moveButtons(page)).toHaveCount(2);
  await expect(status(page)).toHaveText('White to move');
  await expect(swapLine(page)).toHaveCount(1);
});

test('the lab runs the pie rule beside the game\'s own rules, to the numbers of the CLI', async ({ page }) => {
  await page.goto('/#lab/double-ring?size=5&compare=1&b.size=5&b.pie=1&first=level1&second=greedy&games=6&swap=1');
  await expect(page.locator('.lab-status')).toHaveText(/^12 games to play, on \d+ cores\.$/);
  await expect(page.locator('.lab-rules-b select[name="1.pie"]')).toHaveValue('1');
  await page.locator('.lab-go').click();
  await expect(page.locator('.lab-status')).toHaveText(/^12 games in \d+ s: /, { timeout: 60_000 });
  await expect(page.locator('.lab-table thead th')).toHaveText(['Measure', 'A: 5 x 5', 'B: 5 x 5 · Pie rule']);
  const printed = JSON.parse(execFileSync(CLI, ['lab', 'double-ring', '--variant', 'size=5', '--compare', 'size=5,pie=1',
    '--first', 'level1', '--second', 'greedy', '--games', '6', '--swap-sides', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const percent = (value) => `${(100 * value).toFixed(1)}%`;
  const cell = (measure, column) => page.locator(`.lab-table tr[data-measure="${measure}"] td`).nth(column);
  for (const [column, summary] of printed.summaries.entries()) {
    const [low, high] = summary.mover_score_interval;
    await expect(cell('mover-score', column)).toHaveText(`${percent(summary.mover_score)} (${percent(low)} to ${percent(high)})`);
    const [fewest, most] = summary.swap_interval;
    await expect(cell('swaps', column)).toHaveText(`${percent(summary.swap_rate)} (${percent(fewest)} to ${percent(most)})`);
  }
  expect(printed.summaries[0].swap_rate).toBe(0);
  // 5 x 5 Skip Two is a first-side win: with the pie rule the second player takes it.
  await expect(cell('exact', 0)).toHaveText('the first player wins (solved)');
  await expect(cell('exact', 1)).toHaveText('the second player wins: the first side wins the start, and the swap takes it');
  await page.screenshot({ path: `${SHOTS}/lab-pie-desktop.png`, fullPage: true });
});
