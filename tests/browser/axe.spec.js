// axe-core finds no WCAG 2.0/2.1 A or AA violation on any kind of page (the
// games, every game's page, a lesson, a puzzle set, a printable sheet), on a
// desktop and on a phone; a game page also with its game over, the move
// box's help shown and every panel open, against the computer, in a game
// by link, reviewed, and on the analysis board. The results, page by page, are written to
// test-results/axe-<size>.json.
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.js';

const PAGES = [
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
  // States the first look does not show: a game over, the move box's help, every panel open; the computer's bars.
  ['chess-ended-help-open', '#chess?moves=f2f3,e7e5,g2g4,d8h4', '.banner', async (page) => {
    const box = page.locator('input[name="move"]');
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
    await expect(page.getByRole('button', { name: 'Send your move' })).toBeVisible();
  }],
  // After the game: a review with its graph, figures and a marked move; the analysis board with its lines.
  ['chess-reviewed', '#chess?moves=e2e4,e7e5,d1h5,b8c6,f1c4,g8f6,h5f7', '.banner', async (page) => {
    await page.locator('.banner').getByRole('button', { name: 'Review this game' }).click();
    await expect(page.locator('.review-table')).toBeVisible({ timeout: 20_000 });
    await page.locator('.review-marked button').click();
    await expect(page.locator('.review-note p')).toHaveCount(1);
  }],
  ['double-ring-analysis', '#double-ring?size=7&moves=a1a4&analyse=1', '.analysis', async (page) => {
    await expect(page.locator('.analysis-lines li').first()).toBeVisible({ timeout: 20_000 });
  }],
];

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`axe: no WCAG 2.1 A or AA violation on any page, ${size}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const results = {};
    for (const [name, hash, ready, then] of PAGES) {
      await page.goto('about:blank');
      await page.goto(`/${hash}`);
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      await then?.(page);
      const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      results[name] = {
        violations: scan.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((node) => node.target.join(' ')) })),
        passes: scan.passes.length,
        // What axe could not decide by itself (colour contrast over a picture, say): listed for a person to look at.
        incomplete: scan.incomplete.map((v) => `${v.id} (${v.nodes.length})`),
      };
    }
    writeFileSync(`test-results/axe-${size}.json`, `${JSON.stringify(results, null, 2)}\n`);
    const found = Object.fromEntries(Object.entries(results).map(([name, result]) => [name, result.violations]));
    expect(found).toEqual(Object.fromEntries(PAGES.map(([name]) => [name, []])));
  });
}
