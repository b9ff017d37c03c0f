// Play without sight: one small live region says what happened (every move,
// in words, and the end), nothing else on a page is a live region, the move
// box answers commands, and a whole game is played by keyboard alone.
import { test, expect } from './fixtures.js';
import { writeFileSync } from 'node:fs';
import { SHOTS, openGame } from './helpers.js';

/** The page's live regions: the one log, and the site's notice (role=alert, outside the page). */
const LIVE = '[aria-live], [role="log"], [role="status"], [role="alert"], [role="marquee"], [role="timer"]';

/** Records every line said in the live region, from now on, in `window.said`. */
async function listen(page) {
  await page.evaluate(() => {
    window.said = [];
    const region = document.querySelector('main [role="log"]');
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) window.said.push(node.textContent);
    }).observe(region, { childList: true });
  });
}

const said = (page) => page.evaluate(() => window.said);

/** Types a move or a command in the move box and sends it with Enter. */
async function type(page, text) {
  const box = page.locator('input[name="move"]');
  await box.fill(text);
  await box.press('Enter');
}

/** Moves the keyboard cursor to a square with the arrow keys, as drawn on the screen. */
async function cursorTo(page, square) {
  const [from, to] = await page.evaluate((sq) => {
    const p = window.ringboardPage;
    return [p.board.place(p.cursor), p.board.place(sq)];
  }, square);
  const keys = [];
  for (let dx = to[0] - from[0]; dx !== 0; dx -= Math.sign(dx)) keys.push(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let dy = to[1] - from[1]; dy !== 0; dy -= Math.sign(dy)) keys.push(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  for (const key of keys) await page.keyboard.press(key);
}

/** Presses Tab until the element `selector` has the focus. */
async function tabTo(page, selector) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}


/** Does `action`, waits for `count` more lines said, and gives the lines said since. */
async function saying(page, action, count = 1) {
  const before = (await said(page)).length;
  await action();
  await expect.poll(async () => (await said(page)).length).toBeGreaterThanOrEqual(before + count);
  return (await said(page)).slice(before);
}

test('chess: one live region, which says each move; the think timer and the status are not read out', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=3&human=first');
  await expect(page.locator('main').locator(LIVE)).toHaveCount(1);
  await expect(page.locator('main [role="log"]')).toHaveAttribute('aria-label', 'What happened');
  await expect(page.locator(LIVE)).toHaveCount(2); // and the site's notice, outside main
  await expect(page.locator('main')).not.toHaveAttribute('aria-live', /./);
  await listen(page);
  await type(page, 'e4');
  const thinking = page.locator('.thinking');
  await expect(thinking).toBeVisible();
  const first = await thinking.textContent();
  await expect(thinking).not.toHaveText(first); // the timer ticks...
  expect(await said(page)).toEqual(['White pawn e2 to e4']); // ...unsaid
  await expect.poll(() => said(page), { timeout: 15_000 }).toEqual(['White pawn e2 to e4', expect.stringMatching(/^Black (pawn|knight) [a-h]\d to [a-h]\d$/)]);
  await expect(page.locator('main').locator(LIVE)).toHaveCount(1);
  // An empty move box's ← takes back the move and the computer's reply.
  expect(await saying(page, () => page.locator('input[name="move"]').press('ArrowLeft'))).toEqual(['Back to the start. White to move']);
});

/** Per game: moves typed in the move box, and what the live region says of each. */
const GAME_WORDS = {
  'double-ring': [
    ['e5e8', 'Player 1: single ring e5 onto the single ring on e8, now a double ring'],
    ['e4e1', 'Player 2: single ring e4 onto the single ring on e1, now a double ring'],
  ],
  'double-take': [
    ['c3d4', 'Red piece c3 to d4'],
    ['a6b5', 'Green piece a6 to b5'],
    ['c1c3', 'Red piece c1 to c3'],
    ['b5c4', 'Green piece b5 to c4'],
    ['b2b4', 'Red piece b2 to b4, takes the green piece on c4. Green: 11 pieces'],
  ],
  'king-of-rings': [
    ['b2c3', 'White knight b2 takes the silver ring on c3: 1 point. 34 rings left on the board'],
    ['b6b5', 'Black knight b6 takes the silver ring on b5: 1 point. 33 rings left on the board'],
    ['c3b4', 'White knight c3 takes the blue ring on b4: 4 points. 32 rings left on the board'],
    ['b5b4', 'Black knight b5 takes the White knight on b4: 5 points. White: 0 points. White has 1 in hand'],
    ['@a3', 'White knight from hand takes the silver ring on a3: 1 point. 31 rings left on the board'],
  ],
  'one-ring': [
    ['Nac3', 'White knight a2 to c3'],
    ['a5', 'Black pawn a6 to a5'],
    ['Ne4', 'White knight c3 to e4'],
    ['a4', 'Black pawn a5 to a4'],
    ['c4', 'White pawn c2 to c4'],
    ['d6', 'Black pawn d7 to d6'],
    ['Bxa4', 'White bishop d1 takes the black pawn on a4'],
    ['Nb5', 'Black knight a7 to b5'],
    ['cxb5', 'White pawn c4 takes the black knight on b5'],
    ['Rxa4', 'Black rook a8 takes the white bishop on a4. White must choose a pawn to wear the Ring: click one of the gold-ringed pawns'],
    ['@d2', 'White: Ring d2. The Ring is on White’s pawn on d2'],
    ['d4', 'White pawn d2 to d4. The Ring is on White’s pawn on d4'],
    ['Ra5', 'Black rook a4 to a5'],
  ],
  'double-eighteen-stone': [
    ['e2e4', 'White pawn e2 to e4'],
    ['c5e5', 'Black: stone c5 to e5'],
    ['e4f4', 'White pawn e4 swaps with the stone on f4'],
  ],
  chess: [
    ['e4', 'White pawn e2 to e4'],
    ['d5', 'Black pawn d7 to d5'],
    ['e5', 'White pawn e4 to e5'],
    ['f5', 'Black pawn f7 to f5'],
    ['exf6', 'White pawn e5 to f6, takes the black pawn on f5'],
    ['Nc6', 'Black knight b8 to c6'],
    ['fxg7', 'White pawn f6 takes the black pawn on g7'],
    ['Qd6', 'Black queen d8 to d6'],
    ['gxh8=Q', 'White pawn g7 takes the black rook on h8, now a white queen'],
    ['Bd7', 'Black bishop c8 to d7'],
    ['Qh5+', 'White queen d1 to h5, check'],
    ['Kd8', 'Black king e8 to d8'],
    ['Nf3', 'White knight g1 to f3'],
    ['a6', 'Black pawn a7 to a6'],
    ['Bc4', 'White bishop f1 to c4'],
    ['b6', 'Black pawn b7 to b6'],
    ['O-O', 'White king e1 to g1, white rook h1 to f1'],
  ],
};

for (const [game, moves] of Object.entries(GAME_WORDS)) {
  test(`${game}: the page's accessibility tree, and each move typed is said in words`, async ({ page }) => {
    await openGame(page, `#${game}`);
    const tree = await page.locator('main').ariaSnapshot();
    writeFileSync(`${SHOTS}/aria-${game}.yaml`, `${tree}\n`);
    const name = await page.evaluate(() => window.ringboardPage.snapshot.game.name);
    expect(tree).toContain(`- application "${name} board. `);
    expect(tree).toContain('- log "What happened"');
    expect(tree).toContain('- textbox "Type a move, or help"');
    expect(tree).toContain('- button "Play"');
    expect(tree).toContain(`- heading "${name}" [level=1]`);
    expect(tree).toContain('- list "Moves"');
    await expect(page.locator('main').locator(LIVE)).toHaveCount(1);
    await listen(page);
    for (const [move, words] of moves) {
      expect(await saying(page, () => type(page, move)), move).toEqual([words]);
    }
  });
}
