// "My games": every game played in this browser, in progress or finished,
// listed on the home page with its opponent, result, date and moves, to be
// continued or deleted. Storage is untrusted and may be full or off.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.js';
import { openGame, clickMove, moveButtons, status, SHOTS } from './helpers.js';

const rows = (page) => page.locator('.my-games li');
const today = (page) => page.evaluate(() => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));
const NOON = (day) => Date.UTC(2026, 0, day, 12);

/** An entry of the list as the game page keeps it. */
const entry = (game, link, day, more = {}) => ({
  game, link, started: NOON(day), updated: NOON(day), moves: 2, players: ['White', 'Black'], opponent: null, winner: null, ...more,
});

/** Waits until the list keeps the page's game as it stands (the list's module loads with the first move). */
async function kept(page) {
  await expect.poll(() => page.evaluate(() => {
    const link = window.ringboardPage.snapshot.link.replace(/&at=\d+(?=&|$)/, '');
    return Object.values(JSON.parse(localStorage.getItem('ringboard:my-games') ?? '{}')).some((game) => game.link === link);
  })).toBe(true);
}

async function plant(page, key, value) {
  await page.addInitScript(([k, v]) => {
    if (!sessionStorage.getItem('planted')) {
      localStorage.setItem(k, v);
      sessionStorage.setItem('planted', '1');
    }
  }, [key, value]);
}

test('every game played here is in My games, newest first, and each continues where it was', async ({ page }) => {
  await openGame(page, '#chess');
  await clickMove(page, 'e2e4');
  await clickMove(page, 'e7e5');
  await expect(moveButtons(page)).toHaveCount(2);
  await kept(page);
  await openGame(page, '#double-ring');
  await clickMove(page, 'e5e8');
  await expect(moveButtons(page)).toHaveCount(1);
  await kept(page);
  // A link to a new game against the computer: the game in progress stays in the list.
  await openGame(page, '#chess?vs=computer&level=1&human=first');
  await clickMove(page, 'd2d4');
  await expect(moveButtons(page)).toHaveCount(2);
  await expect(status(page)).toHaveText('White to move');
  await kept(page);

  await page.goto('/#');
  const date = await today(page);
  await expect(page.getByRole('heading', { name: 'My games' })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).locator('.my-game-name')).toHaveText(['Chess', 'Double Ring', 'Chess']);
  await expect(rows(page).locator('.match-turn')).toHaveText(['In progress', 'In progress', 'In progress']);
  await expect(rows(page).locator('.card-progress')).toHaveText([
    // Counted as the move list numbers them: e4 e5 is one move.
    `the computer, level 1, you play White · 1 move · ${date}`,
    `a friend on this screen · 1 move · ${date}`,
    `a friend on this screen · 1 move · ${date}`,
  ]);
  await page.screenshot({ path: `${SHOTS}/my-games-home.png` });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('.my-games').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/my-games-home-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The oldest game continues at its last move, and is not listed twice.
  await rows(page).nth(2).getByRole('link', { name: 'Continue' }).click();
  await page.waitForFunction(() => window.ringboardPage?.gameId === 'chess' && window.ringboardPage.snapshot.history.length === 2 && !window.ringboardPage.snapshot.opponent);
  await expect(moveButtons(page)).toHaveText(['e4', 'e5']);
  await clickMove(page, 'g1f3');
  await expect(moveButtons(page)).toHaveCount(3);
  await kept(page);
  await page.goto('/#');
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first().locator('.card-progress')).toHaveText(`a friend on this screen · 2 moves · ${date}`);
  await expect(rows(page).locator('.my-game-name')).toHaveText(['Chess', 'Chess', 'Double Ring']);
});

test('a finished game shows its result and opens; Delete removes it, and its card starts afresh', async ({ page }) => {
  await openGame(page, '#chess');
  await clickMove(page, 'e2e4');
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('button', { name: 'Confirm: Black resigns' }).click();
  await expect(status(page)).toHaveText('White wins: Black resigned');
  await kept(page);
  await openGame(page, '#double-ring?vs=computer&level=1&human=second');
  await expect(moveButtons(page)).toHaveCount(1);
  await kept(page);

  await page.goto('/#');
  const date = await today(page);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator('.match-turn')).toHaveText(['In progress', 'White won']);
  await expect(rows(page).locator('.card-progress')).toHaveText([
    `the computer, level 1, you play Player 2 · 1 move · ${date}`,
    `a friend on this screen · 1 move · ${date}`,
  ]);
  const finished = rows(page).nth(1);
  await expect(finished.getByRole('link', { name: `Open the game of Chess of ${date}` })).toHaveAttribute('href', '#chess?moves=e2e4&resigned=second');
  const chessCard = page.locator('.game-card', { hasText: 'Chess' }).filter({ has: page.getByRole('heading', { name: 'Chess', exact: true }) });
  await expect(chessCard.locator('.card-in-progress')).toHaveText('Your game in progress: 1 move');
  await expect(chessCard.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();

  await finished.getByRole('button', { name: `Delete the game of Chess of ${date}` }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).locator('.my-game-name')).toHaveText(['Double Ring']);
  await expect(rows(page).getByRole('link', { name: 'Continue' })).toBeFocused();
  await expect(chessCard.getByRole('link', { name: 'Play the computer' })).toBeVisible();
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.my-games-slot:not([aria-busy])')).toBeAttached();
  await expect(page.locator('.my-games')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.game-cards')).toBeVisible();
  await expect(page.locator('.my-games-slot:not([aria-busy])')).toBeAttached();
  await expect(page.locator('.my-games')).toHaveCount(0);
});

/** The kept entry of the page's game, as the list holds it. */
const keptEntry = (page) => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('ringboard:my-games') ?? '{}'))
  .find((game) => game.link === window.ringboardPage.snapshot.links.whole) ?? null);

test('a finished game looked back at stays finished in My games, with its moves counted as its list numbers them', async ({ page }) => {
  await openGame(page, '#double-ring?rule=skip2&size=4&vs=computer&level=1&human=first&moves=d3a3,a2d2,d4a4,a1d1,c1c4,b4b1');
  await expect(status(page)).toHaveText('Player 2 wins: Player 1 has no move');
  await kept(page);
  const before = await keptEntry(page);
  expect([before.winner, before.moves]).toEqual(['second', 3]);
  // Back to move 1 in the list, then to a point on the review's graph: the game is still over.
  await moveButtons(page).first().click();
  await expect.poll(async () => (await keptEntry(page))?.updated).not.toBe(before.updated);
  expect(await page.evaluate(() => window.ringboardPage.snapshot.ply)).toBe(1);
  expect((await keptEntry(page)).winner).toBe('second');
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page.locator('section.review .review-table')).toBeVisible({ timeout: 20_000 });
  const graph = page.locator('section.review .eval-graph');
  const box = await graph.boundingBox();
  const seen = (await keptEntry(page)).updated;
  await graph.click({ position: { x: box.width * 0.4, y: box.height / 2 } });
  await expect.poll(async () => (await keptEntry(page))?.updated).not.toBe(seen);
  expect((await keptEntry(page)).winner).toBe('second');

  await page.goto('/#');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).locator('.match-turn')).toHaveText(['The computer won']);
  await expect(rows(page).locator('.card-progress')).toHaveText([`the computer, level 1, you play Player 1 · 3 moves · ${await today(page)}`]);
});

test('the analysis board is no game: it offers no Resign or Hint, and its moves are kept in no list', async ({ page }) => {
  await openGame(page, '#chess');
  await page.getByRole('link', { name: 'Analysis board' }).click();
  await expect.poll(() => page.evaluate(() => window.ringboardPage?.snapshot?.analysing)).toBe(true);
  await expect(page.getByRole('button', { name: 'Resign' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Hint' })).toBeHidden();
  await clickMove(page, 'e2e4');
  await clickMove(page, 'e7e5');
  await expect(moveButtons(page)).toHaveText(['e4', 'e5']);
  // The address bar follows the board, as a link to send.
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('moves=e2e4,e7e5');
  const analysisLink = await page.evaluate(() => location.hash);

  await page.goto('/#');
  await expect(page.locator('.my-games-slot:not([aria-busy])')).toBeAttached();
  await expect(page.locator('.my-games')).toHaveCount(0);
  const chessCard = page.locator('.game-card').filter({ has: page.getByRole('heading', { name: 'Chess', exact: true }) });
  await expect(chessCard.locator('.card-in-progress')).toHaveCount(0);
  // Closed, the board is a game again, with its buttons.
  await openGame(page, analysisLink);
  await page.getByRole('button', { name: 'Close analysis' }).click();
  await expect(page.getByRole('button', { name: 'Resign' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hint' })).toBeVisible();
});

test('broken entries in the list are left out, and nothing in them runs or links away', async ({ page }) => {
  await plant(page, 'ringboard:my-games', JSON.stringify({
    'bad id!': entry('chess', 'chess?moves=e2e4', 3),
    abcdefgh: entry('chess', 'javascript:alert(1)', 3),
    bcdefghi: entry('chess', 'chess?moves=e2e4', 3, { moves: 0 }),
    cdefghij: entry('chess', 'chess?moves=e2e4', 3, { players: '<img src=x onerror=alert(1)>' }),
    defghijk: entry('chess', 'chess?moves=e2e4', 3, { winner: 'third' }),
    efghijkl: entry('no-such-game', 'no-such-game?moves=a', 3),
    fghijklm: entry('chess', 'chess?moves=e2e4,e7e5', 15, { winner: 'none' }),
    ghijklmn: entry('double-ring', 'double-ring?rule=skip2&size=9&vs=computer&level=2&human=first&moves=e5e8,e2e6', 14,
      { players: ['Red', 'Blue'], opponent: { computer: 'second', level: 2 }, winner: 'first' }),
  }));
  const dialogs = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss(); });
  await page.goto('/#');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator('.match-turn')).toHaveText(['Draw', 'You won']);
  await expect(rows(page).locator('.card-progress')).toHaveText([
    'a friend on this screen · 2 moves · 15 Jan 2026',
    // The sides are the game's own, in the page's words, whatever the entry says.
    'the computer, level 2, you play Player 1 · 2 moves · 14 Jan 2026',
  ]);
  await expect(rows(page).getByRole('link', { name: 'Double Ring', exact: true }))
    .toHaveAttribute('href', '#double-ring?rule=skip2&size=9&vs=computer&level=2&human=first&moves=e5e8,e2e6');
  await expect(page.locator('#notice')).toBeHidden();
  expect(dialogs).toEqual([]);
});

test('a list that cannot be read gets one clear message, is kept aside, and a new list starts', async ({ page }) => {
  await plant(page, 'ringboard:my-games', '{"not json');
  await page.goto('/#');
  await expect(page.locator('#notice')).toHaveText(/^The list of your games could not be read\. It is kept aside in this browser's storage as ringboard:unreadable:my-games\./);
  await expect(page.locator('.my-games-slot:not([aria-busy])')).toBeAttached();
  await expect(page.locator('.my-games')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ringboard:unreadable:my-games'))).toBe('{"not json');
  await openGame(page, '#chess');
  await clickMove(page, 'e2e4');
  await expect(moveButtons(page)).toHaveCount(1);
  await kept(page);
  await page.goto('/#');
  await expect(page.locator('#notice')).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('ringboard:unreadable:my-games'))).toBe('{"not json');
});

test('a long list shows the newest six, and the rest on request', async ({ page }) => {
  const games = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`game${i}abc`, entry('chess', `chess?moves=e2e4&n=${i}`, i + 1)]));
  await plant(page, 'ringboard:my-games', JSON.stringify(games));
  await page.goto('/#');
  await expect(rows(page).filter({ visible: true })).toHaveCount(6);
  await expect(rows(page).first().locator('.card-progress')).toHaveText('a friend on this screen · 2 moves · 8 Jan 2026');
  await page.getByRole('button', { name: 'Show all 8 games' }).click();
  await expect(rows(page).filter({ visible: true })).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Show all 8 games' })).toHaveCount(0);
});

test('a browser whose storage is full still plays, and its home page lists nothing and breaks nothing', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  await openGame(page, '#chess');
  await clickMove(page, 'e2e4');
  await expect(moveButtons(page)).toHaveText(['e4']);
  await page.goto('/#');
  await expect(page.locator('.game-cards')).toBeVisible();
  await expect(page.locator('.my-games-slot:not([aria-busy])')).toBeAttached();
  await expect(page.locator('.my-games')).toHaveCount(0);
  expect(errors).toEqual([]);
});
