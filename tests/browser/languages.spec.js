// Every page in the player's language (issue 27): a browser in Japanese,
// Chinese, Spanish, German or French gets the site in it, with `<html lang>`
// set, and no control of the home page or a game page left in English (the
// visible words of buttons, links, headings and labels, checked against the
// English catalog's words); the picker switches the language mid-game without
// losing the game, its link or the computer's think, and the choice is kept;
// axe-core finds no violation in any language.
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { test, expect } from './fixtures.js';
import { LANGUAGES } from '../../www/js/i18n/languages.js';

/** Every message of a language's catalogs, formatted without arguments where it takes none: id -> words. */
function words(language) {
  const folder = new URL(`../../www/locales/${language}/`, import.meta.url);
  const bundle = new FluentBundle(language, { useIsolating: false });
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ftl'))) bundle.addResource(new FluentResource(readFileSync(new URL(file, folder), 'utf8')));
  const said = new Map();
  for (const id of bundle._messages.keys()) {
    const message = bundle.getMessage(id);
    const errors = [];
    const text = message.value ? bundle.formatPattern(message.value, null, errors) : null;
    if (text && errors.length === 0) said.set(id, text.trim());
  }
  return said;
}

const ENGLISH = words('en');

/** A message's attribute, as a language's catalog words it. */
function attributeOf(language, id, name) {
  const bundle = new FluentBundle(language, { useIsolating: false });
  bundle.addResource(new FluentResource(readFileSync(new URL(`../../www/locales/${language}/game.ftl`, import.meta.url), 'utf8')));
  return bundle.formatPattern(bundle.getMessage(id).attributes[name]);
}

/**
 * English words a control shows that the other language words differently:
 * a control showing one of them is left in English. Names kept as they are
 * (a game's proper name, a notation) say the same in both and are not counted.
 */
function englishOnly(language) {
  const theirs = words(language);
  return new Set([...ENGLISH].filter(([id, text]) => /[a-z]{3}/i.test(text) && theirs.get(id) !== text && !text.includes('<')).map(([, text]) => text));
}

/** The visible words of the page's controls and headings. */
const controlWords = (page) => page.evaluate(() => [...document.querySelectorAll('button, a, summary, h1, h2, h3, label, option, th, legend, .status, [role="status"]')]
  .filter((element) => element.offsetParent !== null || element.tagName === 'OPTION')
  .map((element) => element.textContent.trim())
  .filter(Boolean));

for (const [language, name] of LANGUAGES.filter(([code]) => code !== 'en')) {
  test.describe(`${name} (${language})`, () => {
    test.use({ locale: language === 'zh-CN' ? 'zh-CN' : `${language}-${language.toUpperCase()}` });

    test('the home page and a game page speak it, with no control left in English', async ({ page }) => {
      const english = englishOnly(language);
      await page.goto('/#');
      await expect(page.locator('.game-card')).toHaveCount(6);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      await expect(page.locator('.language-picker')).toHaveValue(language);
      await expect.poll(async () => (await controlWords(page)).filter((text) => english.has(text))).toEqual([]);

      for (const game of ['chess', 'double-ring', 'one-ring']) {
        await page.goto(`/#${game}`);
        await expect(page.locator('.game-page canvas')).toBeVisible();
        // The rules come with the words fetched once the player stirs.
        await page.mouse.move(10, 10);
        await expect(page.locator('.rules-text p').first()).toBeVisible();
        await expect.poll(async () => (await controlWords(page)).filter((text) => english.has(text))).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // An empty move list says so in the language (style.css shows its data-empty).
        await expect.poll(() => page.locator('.move-list').evaluate((list) => getComputedStyle(list, '::before').content))
          .toBe(JSON.stringify(attributeOf(language, 'game-moves-list', 'data-empty')));
      }
    });

    test('the picker switches the language mid-game, keeping the game, its link and the computer\'s think', async ({ page }) => {
      await page.goto('/#chess?vs=computer&level=2&human=second');
      await expect(page.locator('.game-page canvas')).toBeVisible();
      const link = await page.evaluate(() => location.hash);
      // Switch at once, while the computer thinks of its first move.
      await page.locator('.language-picker').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('.site-header nav a')).toHaveText('Games');
      await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.history.length), { timeout: 20_000 }).toBe(1);
      expect(await page.evaluate(() => location.hash)).toContain(link.split('&moves')[0]);
      await page.locator('.language-picker').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('.site-header nav a')).toHaveText(words(language).get('nav-games'));
      expect(await page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(1);
      // The choice is kept: a reload opens in it, whatever the browser says.
      await page.locator('.language-picker').selectOption('de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('.site-header nav a')).toHaveText('Spiele');
    });

    test('axe-core finds no violation on the home page and a game page', async ({ page }) => {
      test.setTimeout(60_000);
      for (const [hash, ready] of [['#', '.game-cards'], ['#double-take', '.game-page canvas']]) {
        await page.goto(`/${hash}`);
        await expect(page.locator(ready)).toBeVisible();
        await page.mouse.move(10, 10);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`), hash).toEqual([]);
      }
    });
  });
}
