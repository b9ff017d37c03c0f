// Play without sight: one small live region says what happened (every move,
// in words, and the end), nothing else on a page is a live region, the move
// box answers commands, and a whole game is played by keyboard alone.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame } from './helpers.js';

/** The page's live regions: the one log, and the site's notice (role=alert, outside the page). */
const LIVE = '[aria-live], [role="log"], [role="status"], [role="alert"], [role="marquee"], [role="timer"]';

/** Records every line said in the live region, from now on, in `window.said`. */
async function listen(page) {
  await page.evaluate(() => {
    window.said = [];
    const region = document.querySelector('main [role="log"]');
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) window.said.push(node.textContent);
    }).observe(region, { childList: true });
  });
}

const said = (page) => page.evaluate(() => window.said);

/** Types a move or a command in the move box and sends it with Enter. */
async function type(page, text) {
  const box = page.locator('input[name="move"]');
  await box.fill(text);
  await box.press('Enter');
}

test('chess: the live region is the only one and says each move; the thinking timer is not read out', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=1&human=first');
  await expect(page.locator("main").locator(LIVE)).toHaveCount(1);
  await expect(page.locator('main [role="log"]')).toHaveAttribute('aria-label', 'What happened');
  await expect(page.locator(LIVE)).toHaveCount(2); // and #notice
  await listen(page);
  await type(page, 'e4');
  await expect.poll(() => said(page)).toEqual(['White pawn e2 to e4', expect.stringMatching(/^Black /)]);
  console.log(await said(page));
});
