// A game page's first paint: the picture of the start that the build drew
// stands where the board will be while the engine loads, and the board then
// takes its place without moving (ui/board-preview.js). The engine's wasm is
// held back here until the picture has been measured.
import { test, expect } from './fixtures.js';
import { CATALOG } from '../../www/js/games/catalog.js';

/** Holds every wasm request until `release()`. */
async function holdEngine(page) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const SCREENS = [
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
  // Lighthouse's phone.
  ['a phone', { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }],
];

for (const [screen, options] of SCREENS) {
  test.describe(`on ${screen}`, () => {
    test.use(options);
    for (const { id, name } of CATALOG) {
      test(`${name}'s start shows before its engine, and the board takes its place exactly`, async ({ page }) => {
        const release = await holdEngine(page);
        await page.goto(`/#${id}`);
        const picture = page.locator('img.board-preview');
        await expect.poll(() => picture.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);
        await expect(page.locator('.status-bar .loading')).toHaveText('Loading…');
        await expect(page.locator('.board-preview-page h1')).toHaveText(name);
        const before = await picture.boundingBox();
        expect(before.width).toBeGreaterThan(200);
        release();
        await page.waitForFunction(() => window.ringboardPage?.snapshot);
        await expect(picture).toHaveCount(0);
        const board = page.locator('.board-area canvas.board').first();
        // No glide was needed: the board stands where the picture stood, as big.
        expect(await board.evaluate((canvas) => canvas.getAnimations().length)).toBe(0);
        const after = await board.boundingBox();
        for (const key of ['x', 'y', 'width', 'height']) expect(Math.abs(after[key] - before[key]), `${key}: ${before[key]} then ${after[key]}`).toBeLessThanOrEqual(1);
      });
    }
  });
}

test('no picture stands in for a game that will not open at its start', async ({ page }) => {
  await page.goto('/#chess?moves=e2e4');
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  // The game is kept: the bare link opens it again, not the start.
  const release = await holdEngine(page);
  await page.goto('about:blank');
  await page.goto('/#chess');
  await expect(page.locator('.loading')).toHaveText('Loading…');
  await expect(page.locator('img.board-preview')).toHaveCount(0);
  release();
  await page.waitForFunction(() => window.ringboardPage?.snapshot?.history.length === 1);
});
