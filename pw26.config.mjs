// Browser tests in the system's Chromium (no browser download), against the
// release build in dist/.
import { defineConfig } from '@playwright/test';

const port = 4179;

export default defineConfig({
  testDir: '/work/wt26/tests/browser',
  outputDir: '/tmp/pw26-results',
  timeout: 30_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
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
    command: `node /work/wt26/scripts/static-server.mjs /work/wt26/dist ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
  },
});
