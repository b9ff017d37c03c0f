// The board gets the space on every screen (issue 22, section 1): a desktop,
// a phone, a landscape phone and a desktop at 200 % zoom.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame } from './helpers.js';

const GAMES = ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape-phone', width: 844, height: 390 },
  { name: 'zoom-200', width: 640, height: 400 },
];

/** Where the status line and the board are, and how big a square is. */
const measure = (page) => page.evaluate(() => {
  const rect = (selector) => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
  };
  const zoom = document.querySelector('button.zoom');
  return {
    board: rect('canvas.board'), status: rect('.status-bar'), cell: window.ringboardPage.board.geometry.cell,
    zoom: Boolean(zoom && !zoom.hidden), width: innerWidth, height: innerHeight,
  };
});

for (const size of SIZES) {
  test.describe(`at ${size.width} x ${size.height} (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`every game opens with the status line and the whole board in view, squares of 24 px or more (${size.name})`, async ({ page }) => {
      for (const game of GAMES) {
        await openGame(page, `#${game}`);
        const seen = await measure(page);
        await page.screenshot({ path: `${SHOTS}/screens-${size.name}-${game}.png` });
        for (const part of ['board', 'status']) {
          const box = seen[part];
          expect(box.top, `${game} ${part} top`).toBeGreaterThanOrEqual(0);
          expect(box.bottom, `${game} ${part} bottom`).toBeLessThanOrEqual(seen.height);
          expect(box.left, `${game} ${part} left`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${game} ${part} right`).toBeLessThanOrEqual(seen.width);
        }
        // A board that cannot fit with squares of 24 px offers the zoom instead.
        if (seen.cell < 24) expect(seen.zoom, `${game} zoom control at ${seen.cell} px`).toBe(true);
        else expect(seen.cell, game).toBeGreaterThanOrEqual(24);
      }
    });
  });
}

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('New game, Game record and Rules keep their open/closed triangles, and fingers get 44 px', async ({ page }) => {
    await openGame(page, '#chess');
    const summaries = page.locator('.side summary');
    await expect(summaries).toHaveText(['New game', 'Game record', 'Rules']);
    for (const summary of await summaries.all()) {
      expect(await summary.evaluate((element) => getComputedStyle(element).display)).toBe('list-item');
      expect((await summary.boundingBox()).height).toBeGreaterThanOrEqual(44);
    }
  });

  test('the result dialog’s close button stays clear of its heading', async ({ page }) => {
    await openGame(page, '#chess?moves=f2f3,e7e5,g2g4,d8h4');
    const banner = page.locator('.banner');
    await expect(banner).toBeVisible();
    const close = await banner.locator('.close').boundingBox();
    const heading = await banner.locator('strong').boundingBox();
    expect(close.x >= heading.x + heading.width || close.y >= heading.y + heading.height
      || close.x + close.width <= heading.x || close.y + close.height <= heading.y).toBe(true);
    await page.screenshot({ path: `${SHOTS}/screens-phone-result.png` });
  });

  test('each game’s description is on the home page, and a move number stands on the line of its moves', async ({ page }) => {
    await page.goto('/');
    const summaries = page.locator('.game-card .card-summary');
    await expect(summaries).toHaveCount(6);
    for (const summary of await summaries.all()) await expect(summary).toBeVisible();

    await openGame(page, '#chess?moves=e2e4,e7e5,g1f3');
    const rows = page.locator('.move-list li');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      const number = await row.locator('.turn-number').boundingBox();
      const move = await row.locator('button').first().boundingBox();
      expect(Math.abs((number.y + number.height / 2) - (move.y + move.height / 2))).toBeLessThanOrEqual(1);
    }
  });

  test('what the computer just played is said near the board', async ({ page }) => {
    await openGame(page, '#chess?vs=computer&level=1&human=first');
    const line = page.locator('.computer-played');
    await expect(line).toBeHidden();
    await typeMoveBox(page, 'e2e4');
    await expect(line).toHaveText(/^Computer played [A-Za-z0-9=+#-]+$/);
    const label = await page.evaluate(() => window.ringboardPage.snapshot.history[1].label);
    await expect(line).toHaveText(`Computer played ${label}`);
    const box = await line.boundingBox();
    const board = await page.locator('canvas.board').boundingBox();
    expect(box.y).toBeGreaterThanOrEqual(board.y + board.height);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SHOTS}/screens-phone-computer-played.png` });
  });
});

test('on a desktop the move list says what the computer played, and no line under the board does', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=1&human=first');
  await typeMoveBox(page, 'e2e4');
  await expect(page.locator('.move-list button')).toHaveCount(2);
  await expect(page.locator('.computer-played')).toBeHidden();
});

async function typeMoveBox(page, text) {
  const box = page.getByRole('textbox', { name: 'Type a move' });
  await box.fill(text);
  await box.press('Enter');
}
