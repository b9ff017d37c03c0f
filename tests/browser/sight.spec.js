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
    return [p.board.place(p.input.cursor), p.board.place(sq)];
  }, square);
  const keys = [];
  for (let dx = to[0] - from[0]; dx !== 0; dx -= Math.sign(dx)) keys.push(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let dy = to[1] - from[1]; dy !== 0; dy -= Math.sign(dy)) keys.push(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  for (const key of keys) await page.keyboard.press(key);
}

const answer = (page) => page.locator('.sight-answer');

/** Presses Tab until the element `selector` has the focus. */
async function tabTo(page, selector, key = 'Tab') {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel), selector)) return;
    await page.keyboard.press(key);
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
  await openGame(page, '#chess?vs=computer&level=5&human=first');
  await expect(page.locator('main').locator(LIVE)).toHaveCount(1);
  await expect(page.locator('main [role="log"]')).toHaveAttribute('aria-label', 'What happened');
  await expect(page.locator(LIVE)).toHaveCount(2); // and the site's notice, outside main
  await expect(page.locator('main')).not.toHaveAttribute('aria-live', /./);
  await listen(page);
  // Typing settles the page, which then fetches its later words (the rules and the words of moves):
  // here before the move, so that the move is said while the computer thinks.
  await page.locator('input[name="move"]').fill('e');
  await expect(page.locator('.rules-text')).not.toBeEmpty();
  await type(page, 'e4');
  const thinking = page.locator('.thinking');
  await expect(thinking).toBeVisible();
  await expect.poll(() => said(page)).toEqual(['White pawn e2 to e4']);
  const first = await thinking.textContent();
  await expect(thinking).not.toHaveText(first); // the timer ticks...
  expect(await said(page)).toEqual(['White pawn e2 to e4']); // ...unsaid
  await page.getByRole('button', { name: 'Move now' }).click();
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
    ['Rxa4', 'Black rook a8 takes the white bishop on a4. White must choose a pawn to wear the Ring: click one of the gold-ringed pawns, or type @ and its square'],
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


/** Per page: commands typed in the move box, and their answers (said, and shown under the box). */
const COMMANDS = {
  '#chess?moves=e2e4,e7e5': [
    ['p black', 'Black’s pieces, 16. Black pawn: e5, a7, b7, c7, d7, f7, g7, h7. Black rook: a8, h8. Black knight: b8, g8. Black bishop: c8, f8. Black queen: d8. Black king: e8'],
    ['s e', 'File e: e1 white king, e2 to e3 empty, e4 white pawn, e5 black pawn, e6 to e7 empty, e8 black king'],
    ['s 4', 'Rank 4: a4 to d4 empty, e4 white pawn, f4 to h4 empty'],
    ['m', 'No piece is selected: select one on the board, or name its square, as in m e2'],
    ['m g1', 'White knight on g1: 3 moves, Ne2: to e2; Nf3: to f3; Nh3: to h3'],
    ['m e5', 'Black pawn on e5: it is White’s turn'],
    ['m c1', 'White bishop on c1 has no move'],
    ['sc', 'White: 16 pieces. Black: 16 pieces. White to move'],
    ['t', 'White to move. Last move: Black pawn e7 to e5'],
    ['p x', 'No side called x: the sides are White and Black'],
    ['s z', 'There is no file or rank z on this board'],
  ],
  '#king-of-rings?moves=b2c3,b6b5,c3b4,b5b4': [
    ['sc', 'White: 0 points, 1 in hand. Black: 5 points, 0 in hand. 32 rings left on the board. White to move'],
    ['m b4', 'Black knight on b4: it is White’s turn'],
    ['m a1', 'White knight on a1: 3 moves, a1a2: takes the silver ring on a2: 1 point; a1b2: to b2; a1b1: takes the silver ring on b1: 1 point'],
    ['t', 'White to move. Last move: Black knight b5 takes the White knight on b4: 5 points. White: 0 points. White has 1 in hand'],
  ],
  '#double-ring?size=5&moves=c1c4': [
    ['sc', 'Single ring: 23, Double ring: 1. Player 2 to move'],
    ['p 2', 'The pieces belong to neither Player 1 nor Player 2, 24. Single ring: a1, b1, d1, e1, a2, b2, c2, d2, e2, a3, b3, c3, d3, e3, a4, b4, d4, e4, a5, b5, c5, d5, e5. Double ring: c4'],
    ['s c', 'File c: c1 empty (struck out), c2 a single ring, c3 a single ring, c4 a double ring, c5 a single ring'],
    ['m c3', 'Single ring on c3: 1 move, c3c5: onto the single ring on c5, now a double ring'],
  ],
  '#double-take': [
    ['sc', 'Red: 0 of 4 on the far row, 12 pieces. Green: 0 of 4 on the far row, 12 pieces. Red to move'],
    ['m c3', 'Red piece on c3: 3 moves, c3d4: to d4; c3b4: to b4; c3c5: to c5'],
  ],
  '#one-ring': [
    ['s c', 'File c: c0 white king, c1 white bishop, c2 white pawn, c3 to c6 empty, c7 black pawn, c8 black bishop, c9 black king'],
    ['sc', 'White: 13 pieces. Black: 13 pieces. The Ring enters with the first White loss. White to move'],
  ],
  '#double-eighteen-stone': [
    ['s 5', 'Rank 5: a5 a stone, b5 empty, c5 a stone, d5 a stone, e5 empty, f5 a stone, g5 empty, h5 a stone, i5 a stone, j5 empty, k5 a stone, l5 empty, m5 a stone, n5 a stone, o5 empty, p5 a stone'],
    ['m c5', 'Stone on c5: 1 move, S c5-e5: to e5'],
  ],
};

test('the move box answers commands in every game, and lists them on help', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4,e7e5');
  await listen(page);
  const help = await saying(page, () => type(page, 'help'));
  expect(help).toEqual(['Commands in the move box: p: the pieces of both sides; p and a side’s name (p white) for one side. '
    + 's e, s 4: what stands on a file or a rank. m: what the selected piece can do; m e2 for the piece on e2. '
    + 'sc: the scores, counts and hands. t: whose turn it is, and the last move. help: this list. '
    + 'Anything else is played as a move. On the board, the arrow keys move a cursor and Enter selects and plays.']);
  await expect(answer(page).locator('dt')).toHaveText(['p', 's e, s 4', 'm', 'sc', 't', 'help']);
  await expect(page.locator('input[name="move"]')).toHaveValue('');
  await answer(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/sight-help-desktop.png` });
  for (const [hash, commands] of Object.entries(COMMANDS)) {
    if (!hash.startsWith('#chess')) {
      await openGame(page, hash);
      await listen(page);
    }
    for (const [command, words] of commands) {
      expect(await saying(page, () => type(page, command)), `${hash} ${command}`).toEqual([words]);
      await expect(answer(page)).toHaveText(words);
    }
  }
  // A move played clears the answer.
  await type(page, 'c5e5');
  await expect(answer(page)).toBeHidden();
});

test('phone: the move box help', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, '#king-of-rings');
  await type(page, 'help');
  await expect(answer(page).locator('dt')).toHaveCount(6);
  await answer(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/sight-help-phone.png` });
});

test('a whole game against the computer, played by keyboard alone, said move by move', async ({ page }) => {
  // At level 5 the computer plays 4 x 4 Double Ring by the mirror: its moves never vary.
  await openGame(page, '#double-ring?size=4&vs=computer&level=5&human=first');
  await listen(page);
  await tabTo(page, 'canvas.board');
  // The cursor's first line waits for the words fetched once the player stirs: hear it before moving on.
  await expect.poll(() => said(page)).toEqual([KEYBOARD_GAME[0]]);
  for (let turn = 0; turn < 10; turn += 1) {
    const snap = await page.evaluate(() => window.ringboardPage.snapshot);
    if (snap.outcome) break;
    const move = snap.legal_moves[0];
    await cursorTo(page, move.from);
    await page.keyboard.press('Enter');
    if (turn === 0) {
      // What can the selected ring do? Ask in the move box, and come back to the board.
      await tabTo(page, 'input[name="move"]');
      await page.keyboard.type('m');
      await page.keyboard.press('Enter');
      await expect(page.locator('.sight-answer')).toContainText('Single ring on a1: 2 moves');
      await tabTo(page, 'canvas.board', 'Shift+Tab');
    }
    await cursorTo(page, move.to);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => {
      const now = window.ringboardPage.snapshot;
      return Boolean(now.outcome) || now.to_move === 'first';
    }), { timeout: 15_000 }).toBe(true);
  }
  await tabTo(page, 'input[name="move"]');
  await page.keyboard.type('t');
  await page.keyboard.press('Enter');
  await expect.poll(() => said(page)).toEqual(KEYBOARD_GAME);
  writeFileSync(`${SHOTS}/sight-keyboard-game.txt`, `${(await said(page)).join('\n')}\n`);
});

const KEYBOARD_GAME = [
  'a1: a single ring, can move: Enter selects',
  'a1: a single ring, selected',
  'Single ring on a1: 2 moves, a1a4: onto the single ring on a4, now a double ring; a1d1: onto the single ring on d1, now a double ring',
  'a1: a single ring, selected',
  'a2: a single ring',
  'a3: a single ring',
  'a4: a single ring, Enter plays a1a4',
  'Player 1: single ring a1 onto the single ring on a4, now a double ring',
  'Player 2: single ring d4 onto the single ring on d1, now a double ring',
  'b4: a single ring, can move: Enter selects',
  'b3: a single ring',
  'b2: a single ring',
  'b1: a single ring, can move: Enter selects',
  'b1: a single ring, selected',
  'b2: a single ring',
  'b3: a single ring',
  'b4: a single ring, Enter plays b1b4',
  'Player 1: single ring b1 onto the single ring on b4, now a double ring',
  'Player 2: single ring c4 onto the single ring on c1, now a double ring',
  'a4: a double ring',
  'a3: a single ring, can move: Enter selects',
  'a2: a single ring, can move: Enter selects',
  'a2: a single ring, selected',
  'b2: a single ring',
  'c2: a single ring',
  'd2: a single ring, Enter plays a2d2',
  'Player 1: single ring a2 onto the single ring on d2, now a double ring',
  'Player 2: single ring d3 onto the single ring on a3, now a double ring. Game over. Player 2 wins: Player 1 has no move',
  'Game over. Player 2 wins: Player 1 has no move. Last move: Player 2: single ring d3 onto the single ring on a3, now a double ring',
];

test('lessons and puzzles: the moves, the feedback and the commands are said too', async ({ page }) => {
  await page.goto('/#learn/chess/piece-moves');
  await expect(page.locator('.trainer-page')).toBeVisible();
  await expect(page.locator('main').locator(LIVE)).toHaveCount(1);
  const tree = await page.locator('main').ariaSnapshot();
  expect(tree).toContain('- application "Chess board, White to move"');
  expect(tree).toContain('- log "What happened"');
  expect(tree).toContain('- textbox "Type a move, or help"');
  await listen(page);
  expect(await saying(page, () => type(page, 'p white'))).toEqual(['White’s pieces, 2. White rook: d1. White king: h1']);
  // What is wrong with a typed move is said in words, the engine's details worded too.
  expect(await saying(page, () => type(page, 'd1x9'))).toEqual(["'d1x9' is not understood as a move: type one like Rd2 or d1d2"]);
  expect(await saying(page, () => type(page, 'd1d8'), 2)).toEqual(['White rook d1 to d8, check', 'The rook goes straight up the d-file: move it from d1 to d7.']);
  expect(await saying(page, () => type(page, 'd1d7'))).toEqual(['Wait: it is not your move']);
  await expect(answer(page)).toHaveText('Wait: it is not your move');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(answer(page)).toBeHidden();
  expect(await saying(page, () => type(page, 'Rd7'), 2)).toEqual(['White rook d1 to d7', LESSON_DONE]);

  await page.goto('about:blank');
  await page.goto('/#puzzles/chess/chess-001');
  await expect(page.locator('.trainer-page')).toBeVisible();
  await listen(page);
  expect(await saying(page, () => type(page, 't'))).toEqual(['Black to move. No move yet']);
  expect(await saying(page, () => type(page, 'Rxf4'), 2)).toEqual([
    'Black rook f8 takes the white bishop on f4, check. Game over. Black wins: checkmate', 'Solved! At the first try.']);
});

const LESSON_DONE = 'The rook went up the open d-file in one move.';
