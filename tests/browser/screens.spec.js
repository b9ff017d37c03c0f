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

/** How many rows of a move list show only in part, cut by its edges. */
const rowsCut = (list) => list.evaluate((element) => {
  const box = element.getBoundingClientRect();
  return [...element.querySelectorAll('li')].filter((row) => {
    const rowBox = row.getBoundingClientRect();
    const inside = Math.min(rowBox.bottom, box.bottom) - Math.max(rowBox.top, box.top);
    return inside > 1 && inside < rowBox.height - 1;
  }).length;
});

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

  test('the move list shows whole rows, and the rules come right after the moves and New game', async ({ page }) => {
    await openGame(page, '#chess?moves=e2e4,e7e5,g1f3,b8c6,f1c4,g8f6,d2d3,f8c5,c2c3,d7d6,b1d2,a7a6,a2a4');
    const list = page.locator('.move-list');
    await expect(page.locator('.move-list li')).toHaveCount(7);
    const cut = () => rowsCut(list);
    // At the end of the game, then scrolled to the top.
    await expect.poll(cut).toBe(0);
    await list.evaluate((element) => { element.scrollTop = 0; });
    expect(await cut()).toBe(0);
    const top = async (selector) => (await page.locator(selector).boundingBox()).y;
    expect(await top('.moves')).toBeLessThan(await top('.new-game'));
    expect(await top('.new-game')).toBeLessThan(await top('.rules'));
    expect(await top('.rules')).toBeLessThan(await top('details.record'));
    expect(await top('.rules')).toBeLessThan(await top('.print-actions'));
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

test('on a desktop too the move list shows whole rows at either end of its scroll', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4,e7e5,g1f3,b8c6,f1c4,g8f6,d2d3,f8c5,c2c3,d7d6,b1d2,a7a6,a2a4,h7h6,h2h3,g7g5,d1e2');
  const list = page.locator('.move-list');
  await expect(page.locator('.move-list li')).toHaveCount(9);
  const cut = () => rowsCut(list);
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect(await cut()).toBe(0);
  await list.evaluate((element) => { element.scrollTop = 0; });
  expect(await cut()).toBe(0);
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

test.describe('the move box under the board at 1280 x 800', () => {
  const inView = (page) => page.evaluate(() => {
    const box = (selector) => document.querySelector(selector).getBoundingClientRect();
    return { board: box('canvas.board').bottom, entry: box('.move-entry input').bottom, height: innerHeight, scrolled: scrollY };
  });

  test('is in view with the whole board in every game, against a friend or the computer, so typing scrolls nothing', async ({ page }) => {
    for (const game of GAMES) {
      for (const options of ['', '?vs=computer&level=1&human=first']) {
        await openGame(page, `#${game}${options}`);
        await expect.poll(async () => (await inView(page)).entry, `${game}${options}`).toBeLessThanOrEqual(800);
        const seen = await inView(page);
        expect(seen.board).toBeLessThanOrEqual(seen.entry);
        const box = page.getByRole('textbox', { name: 'Type a move' });
        await box.focus();
        await box.pressSequentially('Nz');
        expect((await inView(page)).scrolled, `${game}${options}`).toBe(0);
        await box.fill('');
      }
    }
  });

  test('stays in view, with the board, which neither moves nor shrinks when a notice comes and goes', async ({ page }) => {
    await openGame(page, '#chess?moves=e2e4,e7e5');
    const before = await page.locator('canvas.board').boundingBox();
    await page.evaluate(() => { location.hash = '#chess?moves=d2d4'; });
    const notice = page.locator('#notice');
    await expect(notice).toContainText('This link opened a new game. Your game in progress is kept.');
    await expect.poll(async () => (await inView(page)).entry).toBeLessThanOrEqual(800);
    // The notice floats over the side column, beside the board.
    const board = await page.locator('canvas.board').boundingBox();
    expect(board).toEqual(before);
    expect((await notice.boundingBox()).x).toBeGreaterThanOrEqual(board.x + board.width);
    await page.screenshot({ path: `${SHOTS}/screens-desktop-notice.png` });
    await notice.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(notice).toBeHidden();
    expect(await page.locator('canvas.board').boundingBox()).toEqual(before);
  });
});

test('The One Ring’s coordinates are as large as a chessboard’s, on screen and on its printed sheet', async ({ page }) => {
  const labelBand = () => page.evaluate(() => {
    const { band, cell } = window.ringboardPage.board.geometry;
    return band / cell;
  });
  await openGame(page, '#chess');
  const chess = await labelBand();
  await openGame(page, '#one-ring');
  expect(await labelBand()).toBeGreaterThanOrEqual(chess - 0.01);
  // The coordinates' font sizes on a printed sheet, once it is drawn.
  const printedSizes = async (game, coordinate) => {
    // From a blank page, so that the sheet read is this game's and not the one before.
    await page.goto('about:blank');
    await page.goto(`/#print/${game}`);
    const sizes = () => page.locator('.print-view svg text').evaluateAll((texts, pattern) => texts
      .filter((text) => new RegExp(pattern).test(text.textContent))
      .map((text) => parseFloat(text.style.font.match(/(\d+(\.\d+)?)px/)[1])), coordinate.source);
    await expect.poll(async () => (await sizes()).length).toBeGreaterThanOrEqual(13);
    return sizes();
  };
  const sizes = await printedSizes('one-ring', /^([a-e]|[0-9])$/);
  const chessSizes = await printedSizes('chess', /^([a-h]|[1-8])$/);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(Math.min(...chessSizes) * 0.8);
});
