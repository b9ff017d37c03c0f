// What opening one page of the site transfers: every response of the page
// and of its workers, counted once per URL, until the page is drawn (and,
// in a match where the computer moves first, until its move is on the
// board, so that the worker's loads are counted). Shared by
// measure-load.mjs and the first-load budget test.
import { gzipSync } from 'node:zlib';

/** Response bodies by URL of opening `url` in `context` (a fresh one: a cold cache). */
export async function pageTransfer(context, url) {
  const page = await context.newPage();
  const bodies = new Map();
  context.on('response', async (response) => {
    try {
      const body = await response.body();
      if (!bodies.has(response.url())) bodies.set(response.url(), body);
    } catch { /* redirects have no body */ }
  });
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('.game-card') || performance.getEntriesByName('board-drawn').length);
  if (url.includes('human=second')) await page.waitForFunction(() => window.ringboardPage?.snapshot.history.length > 0, null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return bodies;
}

/** A body's size as a server that compresses would send it. */
export const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** The first-load budget of a game page, gzip-compressed. */
export const FIRST_LOAD_BUDGET = 174 * 1024;
