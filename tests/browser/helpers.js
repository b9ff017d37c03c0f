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
