// Browser tests in the system's Chromium (no browser download), against the
// release build in dist/.
import { defineConfig } from '@playwright/test';

// RINGBOARD_DIST and RINGBOARD_PORT let two builds be tested side by side.
const dist = process.env.RINGBOARD_DIST ?? 'dist';
const port = Number(process.env.RINGBOARD_PORT ?? 4178);

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // The site follows the browser's language: the tests read English unless they choose another.
    locale: 'en-US',
    // The service worker serves the site from its cache, out of sight of
    // page.route; the offline tests (offline.spec.js) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node scripts/static-server.mjs ${dist} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
  },
});
