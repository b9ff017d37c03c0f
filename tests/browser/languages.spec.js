// Every page in the player's language (issue 27): a browser in Japanese,
// Chinese, Spanish, German or French gets the site in it, with `<html lang>`
// set, and nothing visible on the home page, any game's page (every panel
// open), a lesson, a puzzle set or a printable sheet left in English (the
// visible words of the page and the move box's hint, checked against the
// English catalog's words); the picker switches the language mid-game without
// losing the game, its link or the computer's think, and the choice is kept;
// axe-core finds no violation on any page axe.spec.js checks in English
// (helpers.js AXE_PAGES), in every language.
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { test, expect } from './fixtures.js';
import { AXE_PAGES, AXE_TAGS, openAxePage } from './helpers.js';
import { LANGUAGES } from '../../www/js/i18n/languages.js';

/** All of a language's catalogs in one bundle. */
function bundleOf(language) {
  const folder = new URL(`../../www/locales/${language}/`, import.meta.url);
  const bundle = new FluentBundle(language, { useIsolating: false });
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ftl'))) bundle.addResource(new FluentResource(readFileSync(new URL(file, folder), 'utf8')));
  return bundle;
}

/** Every message of a language's catalogs, formatted without arguments where it takes none: id -> words. */
function words(language) {
  const bundle = bundleOf(language);
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

/** Everything a language's catalogs say (each message and term, its arguments left as they are), as one text. */
function everythingSaid(language) {
  const bundle = bundleOf(language);
  const patterns = [...bundle._messages.values(), ...bundle._terms.values()].flatMap((entry) => [entry.value, ...Object.values(entry.attributes)]);
  return patterns.filter(Boolean).map((pattern) => bundle.formatPattern(pattern, null, [])).join('\n');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern finding any of `texts` as words of their own (not inside a longer word of Latin letters). */
const wordsPattern = (texts) => new RegExp(`(?<![\\p{Script=Latin}'’])(?:${texts.map(escape).join('|')})(?![\\p{Script=Latin}'’])`, 'u');

/**
 * What of a page's visible words is left in English: a text that is English
 * words whole (englishOnly), or English words put into the language's own
 * sentence by code (a side's name from the engine: "Primero (White)"), unless
 * the language's catalogs say them too (a name it keeps: Eight-Stone Chess).
 */
function leftInEnglishOf(language) {
  const whole = englishOnly(language);
  const theirs = everythingSaid(language);
  const within = wordsPattern([...whole].filter((text) => !wordsPattern([text]).test(theirs)).sort((a, b) => b.length - a.length));
  return ({ texts, pieces }) => [...new Set([
    ...[...texts, ...pieces].filter((text) => whole.has(text)),
    ...pieces.filter((text) => !whole.has(text) && within.test(text)).map((text) => `${within.exec(text)[0]} in: ${text}`),
  ])];
}

/**
 * The visible words of the page: `texts`, each element's whole text (a
 * button's or a paragraph's, whatever it is split into inside), a box's hint,
 * the options of a list; and `pieces`, the runs of text those are made of.
 */
const visibleWords = (page) => page.evaluate(() => {
  const texts = new Set();
  const pieces = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const shown = (element) => element.tagName === 'OPTION' || element.checkVisibility();
    if (shown(node.parentElement)) pieces.add(node.textContent.trim());
    for (let element = node.parentElement; element && element !== document.body; element = element.parentElement) {
      if (shown(element)) texts.add(element.textContent.trim());
    }
  }
  for (const box of document.querySelectorAll('[placeholder]')) {
    if (box.checkVisibility()) for (const said of [texts, pieces]) said.add(box.placeholder.trim());
  }
  return { texts: [...texts].filter(Boolean), pieces: [...pieces].filter(Boolean) };
});

/** The game pages, and the other kinds of page: a lesson, a puzzle set, a printable sheet, with what shows each is drawn. */
const GAMES = ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'];
const OTHER_PAGES = [
  ['#learn/king-of-rings', '.trainer-page canvas'],
  ['#puzzles/chess', '.trainer-page canvas'],
  ['#print/double-take?moves=c3d4', '.print-view'],
];

// Each test has a browser context of its own: they share the workers.
test.describe.configure({ mode: 'parallel' });

for (const [language, name] of LANGUAGES.filter(([code]) => code !== 'en')) {
  test.describe(`${name} (${language})`, () => {
    test.use({ locale: language === 'zh-CN' ? 'zh-CN' : `${language}-${language.toUpperCase()}` });

    test('the home page, every game\'s page, a lesson, a puzzle set and a printable sheet speak it, with nothing left in English', async ({ page }) => {
      test.setTimeout(90_000);
      const english = leftInEnglishOf(language);
      const leftInEnglish = async () => english(await visibleWords(page));
      await page.goto('/#');
      await expect(page.locator('.game-card')).toHaveCount(6);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      await expect(page.locator('.language-picker')).toHaveValue(language);
      await expect.soft.poll(leftInEnglish, 'the home page').toEqual([]);
      // Chinese and Japanese lines break where their readers expect (style.css).
      const breaking = await page.locator('h1').evaluate((heading) => {
        const style = getComputedStyle(heading);
        return [style.lineBreak, style.wordBreak, style.textWrap];
      });
      expect(breaking).toEqual({
        ja: ['strict', 'auto-phrase', 'balance'], 'zh-CN': ['strict', 'normal', 'balance'],
      }[language] ?? ['auto', 'normal', 'balance']);

      for (const game of GAMES) {
        await page.goto('about:blank');
        await page.goto(`/#${game}`);
        await expect(page.locator('.game-page canvas')).toBeVisible();
        // The rules come with the words fetched once the player stirs.
        await page.mouse.move(10, 10);
        await expect(page.locator('.rules-text p').first()).toBeVisible();
        // Every panel open: the new game's choices and the record too.
        for (const summary of await page.locator('main details > summary').all()) {
          if (!await summary.evaluate((element) => element.parentElement.open)) await summary.click();
        }
        await expect(page.locator('main details:not([open])')).toHaveCount(0);
        await expect.soft.poll(leftInEnglish, game).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // An empty move list says so in the language (style.css shows its data-empty).
        await expect.poll(() => page.locator('.move-list').evaluate((list) => getComputedStyle(list, '::before').content))
          .toBe(JSON.stringify(attributeOf(language, 'game-moves-list', 'data-empty')));
      }

      for (const [hash, ready] of OTHER_PAGES) {
        await page.goto('about:blank');
        await page.goto(`/${hash}`);
        await expect(page.locator(ready)).toBeVisible();
        await page.mouse.move(10, 10);
        await expect(page.locator('.loading')).toHaveCount(0);
        await expect.soft.poll(leftInEnglish, hash).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    });

    test('the picker switches the language mid-game, keeping the game, its link and the computer\'s think', async ({ page }) => {
      await page.goto('/#chess?vs=computer&level=2&human=second');
      await expect(page.locator('.game-page canvas')).toBeVisible();
      const link = await page.evaluate(() => location.hash);
      // Switch at once, while the computer thinks of its first move.
      await page.locator('.language-picker').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('.site-header nav a')).toHaveText(['Games', 'Lobby']);
      await expect.poll(() => page.evaluate(() => window.ringboardPage.snapshot.history.length), { timeout: 20_000 }).toBe(1);
      expect(await page.evaluate(() => location.hash)).toContain(link.split('&moves')[0]);
      // The computer's move is said in English, and marked so for the screen reader...
      const heard = page.locator('main [role="log"] p');
      await expect(heard.last()).toHaveAttribute('lang', 'en', { timeout: 15_000 });
      await expect(heard.last()).toHaveText(/^White /);
      await page.locator('.language-picker').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('.site-header nav a')).toHaveText([words(language).get('nav-games'), words(language).get('nav-lobby')]);
      expect(await page.evaluate(() => window.ringboardPage.snapshot.history.length)).toBe(1);
      // ...and stays English after the switch, so that it is not read out in another language's voice.
      await expect(heard.last()).toHaveAttribute('lang', 'en');
      // The choice is kept: a reload opens in it, whatever the browser says.
      await page.locator('.language-picker').selectOption('de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('.site-header nav a')).toHaveText(['Spiele', 'Lobby']);
    });

    test('a number in the engine\'s words is written the language\'s way', async ({ page }) => {
      await page.goto('/#double-take');
      await expect(page.locator('.game-page canvas')).toBeVisible();
      await page.locator('.new-game summary').click();
      await page.locator('input[name="vs"][value="computer"]').check();
      await page.locator('select[name="level"]').selectOption('3');
      const said = bundleOf(language).formatPattern(bundleOf(language).getMessage('game-level-description-3-positions').value, { positions: 10_000 });
      expect(said).toContain(new Intl.NumberFormat(language).format(10_000));
      await expect(page.locator('.level-description')).toContainText(said);
    });

    test('axe-core finds no violation on any page', async ({ page }) => {
      test.setTimeout(120_000);
      const found = {};
      for (const listed of AXE_PAGES) {
        const [pageName] = listed;
        await openAxePage(page, listed);
        // The words fetched once the player stirs.
        await page.mouse.move(10, 10);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        found[pageName] = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
      }
      expect(found).toEqual(Object.fromEntries(AXE_PAGES.map(([name]) => [name, []])));
    });
  });
}
