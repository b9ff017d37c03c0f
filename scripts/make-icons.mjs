// Draws the PNG icons that browsers ask for from the SVG ones in www/icons/,
// in Chromium. Run after changing an SVG icon; the PNGs are committed.
// Usage: node scripts/make-icons.mjs
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

const icons = new URL('../www/icons/', import.meta.url);
const sizes = [['icon.svg', 'icon-192.png', 192], ['icon.svg', 'icon-512.png', 512], ['icon.svg', 'apple-touch-icon.png', 180], ['maskable.svg', 'maskable-512.png', 512]];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [source, target, size] of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(new URL(source, icons), 'utf8');
    await page.setContent(`<body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}"></body>`);
    await page.screenshot({ path: new URL(target, icons).pathname, omitBackground: true });
    await page.close();
    console.log(`www/icons/${target}`);
  }
} finally {
  await browser.close();
}
