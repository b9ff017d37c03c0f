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
