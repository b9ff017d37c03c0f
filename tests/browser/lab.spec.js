// The designers' lab (#lab/<game>): a run plays in the page's workers and
// comes to the very numbers of `ringboard lab` on the same setup; the form
// writes the link; a run stops and resumes; bad links are answered.
import { test, expect } from './fixtures.js';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHOTS, expectHash } from './helpers.js';

const CLI = process.env.RINGBOARD_BIN ?? resolve('target/debug/ringboard');
const status = (page) => page.locator('.lab-status');
const cell = (page, measure, column) => page.locator(`.lab-table tr[data-measure="${measure}"] td`).nth(column);

async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

test('a run in the browser comes to the numbers of the CLI\'s lab, with pictures and downloads', async ({ page }) => {
  await page.goto('/#lab/double-ring?size=5&compare=1&b.rule=odd&b.size=6&first=level2&second=greedy&games=6&swap=1&random=1');
  await expect(status(page)).toHaveText(/^12 games to play, on \d+ cores\.$/);
  await expect(page.locator('.lab-rules-b select[name="1.rule"]')).toHaveValue('odd');
  await page.locator('.lab-go').click();
  await expect(status(page)).toHaveText(/^12 games in \d+ s: [\d.]+ games a second on \d+ workers\.$/, { timeout: 60_000 });
  await expect(page.locator('.lab-go')).toHaveText('Start again');

  const printed = JSON.parse(execFileSync(CLI, ['lab', 'double-ring', '--variant', 'size=5', '--compare', 'rule=odd,size=6',
    '--first', 'level2', '--second', 'greedy', '--games', '6', '--swap-sides', '--random-plies', '1', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  await expect(page.locator('.lab-table thead th')).toHaveText(['Measure', 'A: 5 x 5', 'B: Skip Odd · 6 x 6']);
  for (const [column, summary] of printed.summaries.entries()) {
    await expect(cell(page, 'games', column)).toHaveText('6');
    await expect(cell(page, 'results', column)).toHaveText(`${summary.first_wins} · ${summary.second_wins} · ${summary.draws}`);
    const percent = (value) => `${(100 * value).toFixed(1)}%`;
    const [low, high] = summary.first_score_interval;
    await expect(cell(page, 'first-score', column)).toHaveText(`${percent(summary.first_score)} (${percent(low)} to ${percent(high)})`);
    await expect(cell(page, 'branching', column)).toHaveText(summary.branching_mean.toFixed(1));
  }
  await expect(cell(page, 'exact', 0)).toHaveText('the first player wins (solved)');
  await expect(cell(page, 'exact', 1)).toHaveText('the second player wins (mirror theorem)');
  // Level 2 against greedy: the stronger's score, whichever side it played.
  await expect(page.locator('tr[data-measure="player-score"] th')).toHaveText('Level 2\'s score against Greedy (one move ahead)');
  await expect(page.locator('.lab-figure svg')).toHaveCount(3);
  await expect(page.locator('.lab-figure .lab-line')).toHaveCount(2);
  await expect(page.locator('.lab-figure .lab-point')).toHaveCount(2);

  const csv = await downloaded(page, page.locator('.lab-downloads button[data-l10n-id="lab-download-csv"]'));
  expect(csv.name).toBe('double-ring-lab.csv');
  expect(csv.text.split('\n').slice(0, 3)).toEqual(['measure,Double Ring size=5,"Double Ring rule=odd,size=6"', 'games,6,6', `first_wins,${printed.summaries[0].first_wins},${printed.summaries[1].first_wins}`]);
  const records = await downloaded(page, page.locator('.lab-downloads button[data-l10n-id="lab-download-records-b"]'));
  expect(records.name).toBe('double-ring-lab-rules-b.pgn');
  expect(records.text.match(/^\[Event "Lab game \d of /gm)).toHaveLength(6);
  expect(records.text).toContain('[Variant "rule=odd&size=6"]');
  const json = JSON.parse((await downloaded(page, page.locator('.lab-downloads button[data-l10n-id="lab-download-json"]'))).text);
  expect(json).toEqual(printed);
  await page.screenshot({ path: `${SHOTS}/lab-finished-desktop.png`, fullPage: true });
  await expect(page.locator('.lab-downloads a[data-l10n-id="lab-play-rules-b"]')).toHaveAttribute('href', '#double-ring?rule=odd&size=6');
});

test('the form writes the link, a run stops and resumes, and a changed setup starts afresh', async ({ page }) => {
  await page.goto('/#lab/chess?first=level2&second=level2&games=200&plies=80');
  // Chess's one option is every game's: the pie rule.
  await expect(page.locator('.lab-setup select[name="0.pie"]')).toHaveValue('0');
  await expect(page.locator('.lab-setup input[name="compare"]')).not.toBeChecked();
  await page.locator('.lab-setup select[name="second"]').selectOption('level1');
  await expectHash(page, '#lab/chess?first=level2&second=level1&games=200&plies=80');
  await page.locator('.lab-setup input[name="swap"]').check();
  await expectHash(page, '#lab/chess?first=level2&second=level1&games=200&swap=1&plies=80');

  await page.locator('.lab-go').click();
  await expect(page.locator('.lab-setup select[name="first"]')).toBeDisabled();
  await expect.poll(async () => Number(/^(\d+) of 200 games/.exec(await status(page).textContent())?.[1] ?? 0), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await page.locator('.lab-go').click();
  await expect(status(page)).toHaveText(/^Stopped after \d+ of 200 games\.$/);
  const stoppedAt = Number(/after (\d+) of/.exec(await status(page).textContent())[1]);
  await expect(cell(page, 'games', 0)).toHaveText(String(stoppedAt));
  await expect(page.locator('.lab-go')).toHaveText('Resume');
  await expect(page.locator('.lab-setup select[name="first"]')).toBeEnabled();

  await page.locator('.lab-go').click();
  await expect.poll(async () => Number(/^(\d+) of 200 games/.exec(await status(page).textContent())?.[1] ?? 0), { timeout: 60_000 }).toBeGreaterThanOrEqual(stoppedAt + 2);
  await page.screenshot({ path: `${SHOTS}/lab-running-desktop.png`, fullPage: true });
  await page.locator('.lab-go').click();
  await expect(status(page)).toHaveText(/^Stopped after \d+ of 200 games\.$/);

  // A new setup is a new run: what was played belongs to the old one.
  await page.locator('.lab-setup input[name="games"]').fill('3');
  await page.locator('.lab-setup input[name="games"]').press('Enter');
  await page.locator('.lab-setup input[name="games"]').blur();
  await expectHash(page, '#lab/chess?first=level2&second=level1&games=3&swap=1&plies=80');
  await expect(page.locator('.lab-results')).toBeHidden();
  await expect(status(page)).toHaveText(/^3 games to play/);
  await page.locator('.lab-go').click();
  await expect(status(page)).toHaveText(/^3 games in /, { timeout: 60_000 });
  await expect(cell(page, 'games', 0)).toHaveText('3');
});

test('a bad lab link is answered, and the lab starts from the game\'s own rules', async ({ page }) => {
  await page.goto('/#lab/chess?games=zero');
  await expect(page.locator('#notice')).toContainText('This lab link could not be opened (bad lab link: games=zero is not a whole number from 1 to 100000); the lab starts from the game\'s own rules.');
  await expectHash(page, '#lab/chess');
  await expect(status(page)).toHaveText(/^100 games to play/);
  await page.goto('about:blank');
  await page.goto('/#lab/go');
  await expect(page.locator('#notice')).toContainText('The lab has no game \'go\'.');
  await expectHash(page, '');
});

test('on a phone the lab\'s setup, table, skill trace and pictures fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/#lab/double-ring?size=5&compare=1&b.size=6&first=level1&second=level1&games=4&trace=2');
  await expect(page.locator('.lab-setup input[name="trace"]')).toHaveValue('2');
  await expect(status(page)).toHaveText(/^20 games to play/);
  await page.locator('.lab-go').click();
  await expect(status(page)).toHaveText(/^20 games in /, { timeout: 90_000 });
  await expect(page.locator('tr[data-measure^="trace-"] th')).toHaveText(['Level 2 against Level 1', 'Level 3 against Level 2', 'Level 4 against Level 3']);
  await expect(page.locator('tr[data-measure="trace-2"] td').first()).toHaveText(/^\d+\.\d% \(\d+\.\d% to \d+\.\d+%\) of 2 games$/);
  await expect(page.locator('.lab-figure svg')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await page.screenshot({ path: `${SHOTS}/lab-finished-phone.png`, fullPage: true });

  // A run in progress, on the phone: results as each game ends.
  await page.goto('/#lab/one-ring?compare=1&b.kings=facing&first=level2&second=level2&games=100');
  await page.locator('.lab-go').click();
  await expect.poll(async () => Number(/^(\d+) of 200 games/.exec(await status(page).textContent())?.[1] ?? 0), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.lab-figure svg')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await page.screenshot({ path: `${SHOTS}/lab-running-phone.png`, fullPage: true });
  await page.locator('.lab-go').click();
  await expect(status(page)).toHaveText(/^Stopped after \d+ of 200 games\.$/);
});
