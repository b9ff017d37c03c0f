// axe-core finds no WCAG 2.0/2.1 A or AA, nor 2.2 AA (target size), violation on any kind of page (the
// games, every game's page, a lesson, a puzzle set, a printable sheet), on a
// desktop and on a phone; a game page also with its game over, the move
// box's help shown and every panel open, against the computer, in a game
// by link, reviewed, and on the analysis board. The results, page by page, are written to
// test-results/axe-<size>.json. The pages are listed in helpers.js (AXE_PAGES),
// which languages.spec.js checks in every other language.
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.js';
import { AXE_PAGES, AXE_TAGS, openAxePage } from './helpers.js';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`axe: no WCAG 2.2 AA violation on any page, ${size}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const results = {};
    for (const listed of AXE_PAGES) {
      const [name] = listed;
      await openAxePage(page, listed);
      const scan = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      results[name] = {
        violations: scan.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((node) => node.target.join(' ')) })),
        passes: scan.passes.length,
        // What axe could not decide by itself (colour contrast over a picture, say): listed for a person to look at.
        incomplete: scan.incomplete.map((v) => `${v.id} (${v.nodes.length})`),
      };
    }
    writeFileSync(`test-results/axe-${size}.json`, `${JSON.stringify(results, null, 2)}\n`);
    const found = Object.fromEntries(Object.entries(results).map(([name, result]) => [name, result.violations]));
    expect(found).toEqual(Object.fromEntries(AXE_PAGES.map(([name]) => [name, []])));
  });
}
