// Screenshots of every game page at desktop (1280 x 800) and phone (390 x 844)
// size, as a player first sees them and after a few moves, for looking at;
// and each once more in greyscale (Chromium's achromatopsia simulation), to
// check that colour is never the only cue.
// With `screens` as a third argument: the six game pages instead, at the four
// sizes the layout must serve (desktop, phone, landscape phone, 200 % zoom).
// Usage: node scripts/screenshots.mjs <dist folder> <output folder> [screens]
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const [root = 'dist', out = 'test-results/screenshots/pages', set = 'pages'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const port = 5200 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, [new URL('./static-server.mjs', import.meta.url).pathname, root, String(port)], { stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 300));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = {
  home: '',
  'double-ring': '#double-ring?moves=e5e8,e2e6',
  'double-ring-19': '#double-ring?size=19',
  'double-take': '#double-take?moves=c3d4,e6f5,b2c3',
  'king-of-rings': '#king-of-rings?moves=d2d3,d6d5,c1b1,f6e6,e1f1,e6f7,f2g3,c7d7,g3g4,b6c6',
  'one-ring': '#one-ring?moves=a2c3,e7c6,e2d4,e6e5,d4c6,a7c6,@b2,b2b4,e8e6,b4c5',
  'double-eighteen-stone': '#double-eighteen-stone?moves=a2a3,a8a7,c5e5',
  chess: '#chess?moves=e2e4,e7e5,g1f3',
  'chess-over': '#chess?moves=f2f3,e7e5,g2g4,d8h4',
  'print-double-take': '#print/double-take?moves=c3d4,e6f5,b2c3',
  'learn-double-ring': '#learn/double-ring',
  'learn-one-ring-destroy': '#learn/one-ring/destroy',
  'learn-double-eighteen-stone': '#learn/double-eighteen-stone/line-moves',
  'puzzles-chess': '#puzzles/chess',
  'puzzles-king-of-rings': '#puzzles/king-of-rings',
};
const gamePages = ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'];
const screens = [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }],
  ['landscape', { width: 844, height: 390 }], ['zoom200', { width: 640, height: 400 }]];
try {
  if (set === 'screens') {
    for (const [look, viewport] of screens) {
      const phone = look === 'phone' || look === 'landscape';
      const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone, deviceScaleFactor: 1 });
      for (const name of gamePages) {
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/${pages[name]}`);
        await page.waitForFunction(() => document.querySelector('canvas.board'));
        await page.waitForTimeout(250);
        await page.screenshot({ path: `${out}/${name}-${look}.png` });
        await page.close();
      }
      await context.close();
    }
  }
  const looks = set === 'screens' ? [] : [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }], ['grey', { width: 1280, height: 800 }]];
  for (const [look, viewport] of looks) {
    const phone = look === 'phone';
    const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone, deviceScaleFactor: 1 });
    for (const [name, hash] of Object.entries(pages)) {
      const page = await context.newPage();
      if (look === 'grey') await (await context.newCDPSession(page)).send('Emulation.setEmulatedVisionDeficiency', { type: 'achromatopsia' });
      await page.goto(`http://127.0.0.1:${port}/${hash}`);
      await page.waitForFunction(() => document.querySelector('.game-card img, canvas.board, .print-view svg'));
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${out}/${name}-${look}.png` });
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
