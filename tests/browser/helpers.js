// Shared steps for the browser tests.
import { expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

/**
 * Opens a hash in a fresh document and waits until the engine has drawn the page.
 * A change of hash alone would leave the last page in `window.ringboardPage`
 * until the new one opens, and a wait on it could pass on the old page.
 */
export async function openGame(page, hash) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`/${hash}`);
  const gameId = hash.replace(/^#/, '').split('?')[0];
  await page.waitForFunction((id) => window.ringboardPage?.snapshot && window.ringboardPage.gameId === id, gameId);
}

/** 'e5' -> { file: 4, rank: 4 } */
export function square(name) {
  return { file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 };
}

/** Where a square's centre is on the screen (boards whose ranks start at 0 included). */
export function squarePoint(page, name) {
  return page.evaluate((sq) => {
    const lowest = window.ringboardPage.snapshot.view.lowest_rank ?? 1;
    return window.ringboardPage.board.clientPoint({ file: sq.file, rank: sq.rank + 1 - lowest });
  }, square(name));
}

/** Clicks the centre of a square on the canvas, as a player would. */
export async function clickSquare(page, name) {
  const point = await squarePoint(page, name);
  await page.mouse.click(point.x, point.y);
}

/** Plays a move by two clicks: the ring, then its target. */
export async function clickMove(page, notation) {
  const [, from, to] = /^([a-z]\d+)([a-z]\d+)$/.exec(notation);
  await clickSquare(page, from);
  await clickSquare(page, to);
}

export const status = (page) => page.locator('.status-text');
export const moveButtons = (page) => page.locator('.move-list button');

export async function expectHash(page, hash) {
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
}

/** Pages in a PDF made by Chromium. */
export function pdfPageCount(buffer) {
  return (buffer.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) || []).length;
}

/** The WCAG 2.0 and 2.1 A and AA rules axe-core runs. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The pages axe-core checks, in English (axe.spec.js) and in every language
 * (languages.spec.js): [name, hash, what shows once it is drawn, what to do
 * then]. The steps find their buttons by class or message id, never by their
 * words, so that they work in any language.
 */
export const AXE_PAGES = [
  ['home', '#', '.game-cards'],
  ['double-ring', '#double-ring', '.game-page'],
  ['double-take', '#double-take', '.game-page'],
  ['king-of-rings', '#king-of-rings', '.game-page'],
  ['one-ring', '#one-ring', '.game-page'],
  ['double-eighteen-stone', '#double-eighteen-stone', '.game-page'],
  ['chess', '#chess', '.game-page'],
  ['learn', '#learn/king-of-rings', '.trainer-page'],
  ['puzzles', '#puzzles/chess', '.trainer-page'],
  ['print', '#print/double-take?moves=c3d4', '.print-view'],
  // The designers' lab with a finished comparison: its table, pictures and downloads.
  ['lab', '#lab/double-ring?size=5&compare=1&b.size=6&first=level1&second=greedy&games=2', '.lab-setup', async (page) => {
    await page.locator('.lab-go').click();
    await expect(page.locator('.lab-go[data-l10n-id="lab-start-again"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.lab-figure svg')).toHaveCount(3);
    await page.locator('.lab-explained summary').click();
  }],
  // States the first look does not show: a game over, the move box's help, every panel open; the computer's bars.
  ['chess-ended-help-open', '#chess?moves=f2f3,e7e5,g2g4,d8h4', '.banner', async (page) => {
    const box = page.locator('input[name="move"]');
    // The English command names work in every language.
    await box.fill('help');
    await box.press('Enter');
    await expect(page.locator('.sight-answer dl')).toBeVisible();
    const summaries = page.locator('main details > summary');
    for (let index = 0; index < await summaries.count(); index += 1) {
      const summary = summaries.nth(index);
      if (!await summary.evaluate((element) => element.parentElement.open)) await summary.click();
    }
    await expect(page.locator('main details:not([open])')).toHaveCount(0);
  }],
  ['king-of-rings-vs-computer', '#king-of-rings?vs=computer&level=1&human=second', '.player-bar .role.computer'],
  // A friend's link arriving: its notice, the bars of a game by link, then the Send button after a move.
  ['chess-by-link', '#chess?vs=link&match=axecheck01&host=first&moves=e2e4', '#notice', async (page) => {
    const box = page.locator('input[name="move"]');
    await box.fill('e7e5');
    await box.press('Enter');
    await expect(page.locator('button.send-move.primary')).toBeVisible();
  }],
  // After the game: a review with its graph, figures and a marked move; the analysis board with its lines.
  ['chess-reviewed', '#chess?moves=e2e4,e7e5,d1h5,b8c6,f1c4,g8f6,h5f7', '.banner', async (page) => {
    await page.locator('.banner button[data-l10n-id="game-review"]').click();
    await expect(page.locator('.review-table')).toBeVisible({ timeout: 20_000 });
    await page.locator('.review-marked button').click();
    await expect(page.locator('.review-note p')).toHaveCount(1);
  }],
  ['double-ring-analysis', '#double-ring?size=7&moves=a1a4&analyse=1', '.analysis', async (page) => {
    await expect(page.locator('.analysis-lines li').first()).toBeVisible({ timeout: 20_000 });
  }],
];

/** Opens one of AXE_PAGES in a fresh document and brings it to the state it is checked in. */
export async function openAxePage(page, [, hash, ready, then]) {
  await page.goto('about:blank');
  await page.goto(`/${hash}`);
  await expect(page.locator(ready).first()).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
  await then?.(page);
  // A game page fetches its later words once the player stirs (or after a few seconds), and words
  // itself again when they come: stir it and wait for them, so that axe scans a page that is still.
  if (await page.locator('.game-page:not(.trainer-page)').count()) {
    await page.mouse.move(10, 10);
    await expect(page.locator('.rules-text p').first()).toBeVisible();
  }
}
