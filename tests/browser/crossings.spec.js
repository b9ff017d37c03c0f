// How often the page crosses into the engine (wasm) for one move against
// the computer: the engine's changes return the new snapshot, so a move
// clicked on the board is one crossing and one snapshot back, and so is the
// computer's reply.
import { test, expect } from '@playwright/test';
import { clickMove, openGame } from './helpers.js';

/** Counts every call of the page's engine's Session methods, by name. */
async function countCrossings(page) {
  await page.evaluate(() => {
    const proto = window.ringboardPage.engine.Session.prototype;
    window.crossings = [];
    for (const name of Object.getOwnPropertyNames(proto)) {
      const method = proto[name];
      if (name === 'constructor' || typeof method !== 'function') continue;
      proto[name] = function counted(...args) {
        window.crossings.push(name);
        return method.apply(this, args);
      };
    }
  });
}

const crossings = (page) => page.evaluate(() => window.crossings.splice(0));

test('a move against the computer and its reply cross into the engine once each', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=1&human=first');
  await countCrossings(page);
  await clickMove(page, 'e2e4');
  await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(2);
  const calls = await crossings(page);
  // The human's move, then the computer's (thought out in a worker, played here).
  expect(calls).toEqual(['play', 'play']);
});
