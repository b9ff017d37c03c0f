// The site as an installed app: after one visit it works with no network
// (every game, a move against the computer, printing), Chromium finds it
// installable, and a new deploy is offered, then taken whole on reload.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.js';
import { clickMove, openGame } from './helpers.js';
import { CATALOG } from '../../www/js/games/catalog.js';

test.use({ serviceWorkers: 'allow' });

const GAMES = CATALOG.map((game) => game.id);

/** Waits until the service worker of this build is active, with the whole site cached. */
async function cached(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller);
}

test('after one visit, every game, the computer and printing work offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.locator('.game-card')).toHaveCount(6);
  await cached(page);
  await context.setOffline(true);
  await page.reload();
  // Nothing comes from the network: what the cache does not hold fails.
  expect(await page.evaluate(() => fetch(`not-in-the-cache-${Date.now()}.js`).then(() => 'fetched', () => 'failed'))).toBe('failed');
  await expect(page.locator('.game-card')).toHaveCount(6);
  await expect.poll(() => page.locator('.game-card img').evaluateAll((images) => images.filter((image) => image.naturalWidth > 0).length)).toBe(6);

  for (const game of GAMES) {
    await openGame(page, `#${game}?vs=computer&level=1&human=first`);
    const move = await page.evaluate(() => window.ringboardPage.snapshot.legal_moves.map((m) => m.notation).find((n) => /^[a-z]\d+[a-z]\d+$/.test(n)));
    await clickMove(page, move);
    await page.waitForFunction(() => window.ringboardPage.snapshot.history.length === 2, null, { timeout: 15_000 });
    const history = await page.evaluate(() => window.ringboardPage.snapshot.history.map((m) => m.notation));
    expect(history[0], game).toBe(move);
  }

  await page.goto('/#print/double-ring');
  await expect(page.locator('.print-view .sheet svg')).toBeVisible();
  await expect(page).toHaveTitle('Double Ring: printable board · ringboard');

  // Every game's lessons and puzzles too: their data is in the cache.
  for (const game of GAMES) {
    for (const [hash, heading] of [[`#learn/${game}`, '.lesson-goal'], [`#puzzles/${game}`, '.lesson-goal']]) {
      await page.goto('about:blank');
      await page.goto(`/${hash}`);
      await expect(page.locator(heading), hash).not.toBeEmpty();
      await page.waitForFunction(() => window.ringboardPage?.trainer?.session);
    }
  }
});

test('Chromium finds the site installable: a manifest with its icons and a service worker', async ({ page, context }) => {
  await page.goto('/');
  await cached(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chromium never installs: that is the only objection.
  expect(installabilityErrors).toEqual([{ errorId: 'in-incognito', errorArguments: [] }]);
  const { url, data } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  const manifest = JSON.parse(data);
  expect(manifest.name).toBe('ringboard: rare abstract games');
  for (const icon of manifest.icons) {
    const response = await page.request.get(`/${icon.src}`);
    expect(response.ok(), icon.src).toBe(true);
  }
});

test('a new deploy is announced, and taken whole only when the player reloads', async ({ page }) => {
  // A site of its own, on a server of its own, to deploy to.
  const folder = mkdtempSync(join(tmpdir(), 'ringboard-deploy-'));
  cpSync('dist', folder, { recursive: true });
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, ['scripts/static-server.mjs', folder, String(port)], { stdio: 'ignore' });
  try {
    const site = `http://127.0.0.1:${port}`;
    await expect.poll(() => fetch(`${site}/`).then((response) => response.ok, () => false)).toBe(true);
    await page.goto(`${site}/#chess`);
    await page.waitForFunction(() => window.ringboardPage?.snapshot);
    await cached(page);
    await clickMove(page, 'e2e4');
    const before = await page.evaluate(() => caches.keys());
    expect(before).toHaveLength(1);

    // The next deploy: a new version of the service worker, with the files of its build.
    const worker = join(folder, 'sw.js');
    writeFileSync(worker, readFileSync(worker, 'utf8').replace(/"[0-9a-f]{16}"/, '"0123456789abcdef"'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const notice = page.locator('#notice');
    // The new version installs first: it fetches the whole site, which takes a while on a busy machine.
    await expect(notice).toContainText('A new version of ringboard is ready. Your game is saved.', { timeout: 20_000 });
    // Until the player chooses, the old version keeps serving the page.
    expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining(before));
    // The page reloads itself once the new version has taken over.
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    await page.waitForFunction(() => window.ringboardPage?.snapshot?.history.length === 1);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(['ringboard-0123456789abcdef']);
    await expect(page.locator('.move-list button')).toHaveText(['e4']);
  } finally {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});
