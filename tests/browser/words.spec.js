// Words for players (issue 22, section 3): what a mistyped move is told, and
// pages that speak to players, not to developers.
import { test, expect } from './fixtures.js';
import { openGame } from './helpers.js';

async function typeMove(page, text) {
  const box = page.getByRole('textbox', { name: 'Type a move' });
  await box.fill(text);
  await box.press('Enter');
}

test('text that is no move is not understood, with an example; a promotion without its piece asks which is meant', async ({ page }) => {
  await openGame(page, '#chess');
  const error = page.locator('.move-error');
  await typeMove(page, 'zz');
  await expect(error).toHaveText("'zz' is not understood as a move: type one like Na3 or b1a3");
  await typeMove(page, 'Ng1f3');
  await expect(error).toHaveText("'Ng1f3' is not understood as a move: type one like Na3 or b1a3");
  await typeMove(page, 'Nf6');
  await expect(error).toHaveText("illegal move 'Nf6' for White");

  await openGame(page, '#chess?position=8/2P5/8/8/8/8/k7/7K%20w%20-%20-%200%201');
  await typeMove(page, 'c8');
  await expect(error).toHaveText("which move is meant by 'c8': c8=Q or c8=R or c8=B or c8=N?");
  await typeMove(page, 'c8=Q');
  await expect(page.locator('.move-list button')).toHaveText(['c8=Q']);
});

test('the chess page speaks to players, and a Reading badge says what it means where it first stands', async ({ page }) => {
  await openGame(page, '#chess');
  const rules = page.locator('.rules-text');
  await expect(rules).not.toContainText('perft');
  await expect(rules).not.toContainText('proof');
  const first = rules.locator('.reading').first();
  await expect(first.locator('xpath=following-sibling::*[1]')).toHaveText('(a reading: our decision where the source is silent or unclear)');
  await expect(rules.locator('.rules-key')).toHaveCount(1);
  for (const game of ['one-ring', 'double-take', 'king-of-rings', 'double-eighteen-stone']) {
    await openGame(page, `#${game}`);
    await expect(page.locator('.rules-text .rules-key')).toHaveCount(1);
  }

  await page.goto('/');
  const card = (name) => page.locator('.game-card', { has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('DoubleEIGHTEEN-STONEchess').locator('.card-hook')).toHaveText('Two chess armies on one wide board, and 18 grey stones to swap with or push in a line.');
  await expect(card('Chess').locator('.card-hook')).toHaveText('The classic game, by the FIDE rules.');
  await expect(card('Chess').locator('.card-summary')).toHaveText('Play a friend or the computer at five levels, and keep your games as standard PGN.');
});
