// Playing the computer: it answers from a Web Worker, the link keeps the
// match, Undo and Move now act on a think at once, and Hint and Solve help.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame, clickMove, status, moveButtons, expectHash } from './helpers.js';

const GAMES = ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'];

const snapshot = (page) => page.evaluate(() => {
  const snap = window.ringboardPage.snapshot;
  return { ply: snap.ply, history: snap.history.map((entry) => entry.notation), to_move: snap.to_move, link: snap.link, opponent: snap.opponent, outcome: snap.outcome };
});

/** Clicks a square given as the engine's { file, rank }. */
async function clickAt(page, square) {
  const point = await page.evaluate((sq) => window.ringboardPage.board.clientPoint(sq), square);
  await page.mouse.click(point.x, point.y);
}

/** Plays, by two clicks, the first legal move that goes from a square to another. */
async function clickSomeMove(page) {
  const move = await page.evaluate(() => {
    const moves = window.ringboardPage.snapshot.legal_moves.filter((mv) => mv.from && mv.to);
    const same = (a, b) => a.file === b.file && a.rank === b.rank;
    return moves.find((mv) => moves.filter((other) => same(other.from, mv.from) && same(other.to, mv.to)).length === 1);
  });
  await clickAt(page, move.from);
  await clickAt(page, move.to);
  return move.notation;
}

/** Waits until the computer has answered: the human is to move again, or the game is over. */
async function computerReplied(page, plies) {
  await expect.poll(async () => (await snapshot(page)).history.length, { timeout: 15_000 }).toBe(plies);
}

for (const game of GAMES) {
  test(`${game}: the computer replies to a move made by clicks, and a reload continues the match`, async ({ page }) => {
    await openGame(page, `#${game}?vs=computer&level=1&human=first`);
    await expect(page.locator('.player-bar .role.computer')).toHaveText('Computer, level 1');
    const mine = await clickSomeMove(page);
    await computerReplied(page, 2);
    const after = await snapshot(page);
    expect(after.history[0]).toBe(mine);
    expect(after.to_move).toBe('first');
    expect(after.link).toContain('vs=computer&level=1&human=first');
    await expectHash(page, `#${after.link}`);

    await page.reload();
    await page.waitForFunction(() => window.ringboardPage?.snapshot);
    expect((await snapshot(page)).opponent).toEqual({ level: 1, human: 'first', computer: 'second', name: 'Computer, level 1' });
    await clickSomeMove(page);
    await computerReplied(page, 4);
  });
}

test('the computer moves first when the human plays second, chosen in the New game panel', async ({ page }) => {
  await openGame(page, '#one-ring');
  await page.locator('.new-game summary').click();
  await page.locator('input[name="vs"][value="computer"]').check();
  await page.locator('select[name="human"]').selectOption('second');
  await page.locator('select[name="level"]').selectOption('2');
  await expect(page.locator('.level-description')).toHaveText(/^Casual: /);
  await page.getByRole('button', { name: 'Start new game' }).click();
  await computerReplied(page, 1);
  const snap = await snapshot(page);
  expect(snap.link).toBe(`one-ring?vs=computer&level=2&human=second&moves=${snap.history[0]}`);
  await expect(page.locator('.player-first .role')).toHaveText('Computer, level 2');
  await expect(page.locator('.player-second .role')).toHaveText('You');
});

test('the New game panel shows each level\'s Elo in this game, and what the number means', async ({ page }) => {
  await openGame(page, '#chess');
  await page.locator('.new-game summary').click();
  await page.locator('input[name="vs"][value="computer"]').check();
  const level = page.locator('select[name="level"]');
  // The ratings come from src/ai/ladder.rs, rounded to 50; the ladder's re-runs change them.
  await expect(level.locator('option[value="3"]')).toHaveText(/^Level 3, about \d*[05]0$/);
  // Chess's ladder is anchored at Stockfish; the other games' at random play.
  await expect(level).toHaveAttribute('title', 'Elo measured in games against the other levels and Stockfish, on Stockfish\'s scale');
  await level.selectOption('3');
  await expect(page.locator('.level-description')).toHaveText(/^Club: .*\. About \d*[05]0 in Chess \(Elo measured in games against the other levels and Stockfish, on Stockfish's scale\)\.$/);
  const three = Number((await level.locator('option[value="3"]').textContent()).match(/about (\d+)/)[1]);
  await expect(page.locator('.level-description')).toContainText(`About ${three} in Chess`);
  await level.selectOption('1');
  const one = Number((await level.locator('option[value="1"]').textContent()).match(/about (\d+)/)[1]);
  expect(one).toBeLessThan(three);

  await openGame(page, '#king-of-rings');
  await page.locator('.new-game summary').click();
  await page.locator('input[name="vs"][value="computer"]').check();
  await expect(page.locator('select[name="level"]')).toHaveAttribute('title', 'Elo measured in games against the other levels, random play = 0');
  // Here levels 1 and 2 look further than chess's, and say how far.
  await page.locator('select[name="level"]').selectOption('1');
  await expect(page.locator('.level-description')).toHaveText(/^Beginner: looks 2 moves ahead, its own and the replies, and often misjudges them\. About \d*[05]0 in The King of Rings /);
  await page.locator('select[name="level"]').selectOption('2');
  await expect(page.locator('.level-description')).toHaveText(/^Casual: looks 3 moves ahead, and varies its play\. About \d*[05]0 in The King of Rings /);

  await openGame(page, '#double-ring');
  await page.locator('.new-game summary').click();
  await page.locator('input[name="vs"][value="computer"]').check();
  await page.locator('select[name="level"]').selectOption('1');
  await expect(page.locator('.level-description')).toHaveText(/^Beginner: looks 3 moves ahead, its own and the replies, and often misjudges them\. About \d*[05]0 in Double Ring /);

  // Double Take's levels 3 and 4 search fewer positions than chess's, and say how many.
  await openGame(page, '#double-take');
  await page.locator('.new-game summary').click();
  await page.locator('input[name="vs"][value="computer"]').check();
  await page.locator('select[name="level"]').selectOption('3');
  await expect(page.locator('.level-description')).toHaveText(/^Club: searches about 10,000 positions a move \(well under a second\)\. About \d*[05]0 in Double Take /);
  await page.locator('select[name="level"]').selectOption('4');
  await expect(page.locator('.level-description')).toHaveText(/^Strong: searches about 60,000 positions a move\. About \d*[05]0 in Double Take /);
});

test('a random side is settled when the game opens, and bad opponent values are refused clearly', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&human=random');
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#chess\?vs=computer&level=3&human=(first|second)/);
  await openGame(page, '#chess?vs=computer&level=9');
  await expect(page.locator('#notice')).toContainText("This link could not be opened (bad value '9' for option 'level': expected 1..5)");
  expect((await snapshot(page)).opponent).toBe(null);
  await openGame(page, '#chess?moves=e2e4');
  expect((await snapshot(page)).opponent).toBe(null); // old links stay two-player games
  await expect(page.locator('.player-bar').first()).toBeHidden();
});

test('a whole game of Double Ring 5x5 against level 1, played by clicks to the result', async ({ page }) => {
  await openGame(page, '#double-ring?size=5&vs=computer&level=1&human=first');
  for (let turn = 0; turn < 20; turn += 1) {
    const snap = await snapshot(page);
    if (snap.outcome) break;
    await clickSomeMove(page);
    await expect.poll(async () => {
      const now = await snapshot(page);
      return Boolean(now.outcome) || (now.to_move === 'first' && now.history.length > snap.history.length);
    }, { timeout: 15_000 }).toBe(true);
  }
  const end = await snapshot(page);
  expect(end.outcome).not.toBe(null);
  const banner = page.locator('.banner');
  await expect(banner).toBeVisible();
  await expect(banner.locator('strong')).toHaveText(end.outcome.winner === 'first' ? 'You win' : 'The computer wins (level 1)');
  await page.screenshot({ path: `${SHOTS}/computer-result-desktop.png` });
  await banner.getByRole('button', { name: 'Rematch: you play second' }).click();
  await computerReplied(page, 1);
  expect((await snapshot(page)).link).toMatch(/^double-ring\?rule=skip2&size=5&vs=computer&level=1&human=second&moves=/);
});

test('Undo during a think cancels it, and no late reply is played', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=5&human=first');
  await clickMove(page, 'e2e4');
  await expect(page.locator('.thinking')).toBeVisible();
  await expect(page.locator('.thinking')).toContainText(/depth \d+ · \d\.\d s \/ 3 s/);
  await page.screenshot({ path: `${SHOTS}/computer-thinking-desktop.png` });
  await page.getByRole('button', { name: '↶ Undo' }).click();
  expect((await snapshot(page)).ply).toBe(0);
  await expect(page.locator('.thinking')).toBeHidden();
  expect(await page.evaluate(() => window.ringboardPage.computer.engine.busy)).toBe(false);
  // The search's worker is ended, not just ignored: no late reply can come.
  expect(await page.evaluate(() => window.ringboardPage.computer.engine.worker)).toBeNull();
  const snap = await snapshot(page);
  expect([snap.ply, snap.history]).toEqual([0, ['e2e4']]);
  await expectHash(page, '#chess?vs=computer&level=3&human=first&moves=e2e4&at=0'.replace('level=3', 'level=5'));
});

test('a new game or another link during a think cancels it too', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=5&human=first');
  await clickMove(page, 'e2e4');
  await expect(page.locator('.thinking')).toBeVisible();
  await page.locator('.new-game summary').click();
  await page.getByRole('button', { name: 'Start new game' }).click();
  await page.getByRole('button', { name: 'Yes, start a new game' }).click();
  expect((await snapshot(page)).history).toEqual([]);
  await expect(page.locator('.thinking')).toBeHidden();
  expect(await page.evaluate(() => window.ringboardPage.computer.engine.busy)).toBe(false);
  await clickMove(page, 'd2d4');
  await expect(page.locator('.thinking')).toBeVisible();
  await page.evaluate(() => { window.chessPage = window.ringboardPage; location.hash = 'double-take?moves=c3d4'; });
  await page.waitForFunction(() => window.ringboardPage?.snapshot.game.id === 'double-take');
  // The chess page's search worker is ended: no late reply can save a chess move or change the link.
  expect(await page.evaluate(() => window.chessPage.computer.engine.worker)).toBeNull();
  expect((await snapshot(page)).history).toEqual(['c3d4']);
  await expectHash(page, '#double-take?length=8&moves=c3d4');
  expect(await page.evaluate(() => localStorage.getItem('ringboard:game:chess'))).toMatch(/&moves=d2d4$/);
  await page.goBack();
  await page.waitForFunction(() => window.ringboardPage?.snapshot.game.id === 'chess');
  // The chess game was saved with the human's move; the computer thinks about it afresh.
  await computerReplied(page, 2);
  expect((await snapshot(page)).history[0]).toBe('d2d4');
});

test('Undo against the computer takes back both moves, to the human’s turn', async ({ page }) => {
  await openGame(page, '#king-of-rings?vs=computer&level=1&human=first');
  await clickSomeMove(page);
  await computerReplied(page, 2);
  await page.getByRole('button', { name: '↶ Undo' }).click();
  const snap = await snapshot(page);
  expect([snap.ply, snap.to_move]).toEqual([0, 'first']);
});

// After a takeback the computer always answers: the same move again plays
// back its kept reply at once, another move drops it and the computer thinks.
for (const [game, mine, other] of [['chess', 'b1a3', 'g1f3'], ['king-of-rings', 'b2c3', 'd2c3']]) {
  test(`${game}: after Undo, the same move again brings back the computer’s reply at once, another move a new one`, async ({ page }) => {
    await openGame(page, `#${game}?vs=computer&level=1&human=first`);
    await clickMove(page, mine);
    await computerReplied(page, 2);
    const { history: [, reply], link } = await snapshot(page);
    await page.getByRole('button', { name: '↶ Undo' }).click();
    expect((await snapshot(page)).ply).toBe(0);

    await clickMove(page, mine);
    await expect.poll(async () => { const snap = await snapshot(page); return [snap.ply, snap.history]; }).toEqual([2, [mine, reply]]);
    await expectHash(page, `#${link}`);
    await expect(status(page)).toHaveText(/^White to move/);
    await expect(page.getByRole('button', { name: 'Computer, play from here' })).toHaveCount(0);

    // Redo replays the human's move, and the reply with it.
    await page.getByRole('button', { name: '↶ Undo' }).click();
    await page.getByRole('button', { name: 'Redo ↷' }).click();
    await expect.poll(async () => (await snapshot(page)).ply).toBe(2);
    await expectHash(page, `#${link}`);

    await page.getByRole('button', { name: '↶ Undo' }).click();
    await clickMove(page, other);
    await computerReplied(page, 2);
    const after = await snapshot(page);
    expect([after.ply, after.history[0], after.to_move]).toEqual([2, other, 'first']);
    expect(after.link).not.toContain('at=');
  });
}

test('playing second, Undo of the computer’s opening makes it open again', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=5&human=second');
  await expect(page.locator('.thinking')).toContainText('depth');
  await page.getByRole('button', { name: 'Move now' }).click();
  await computerReplied(page, 1);
  await page.getByRole('button', { name: '↶ Undo' }).click();
  // It thinks again at once (level 5 takes its time): no "Computer, play from here".
  await expect(page.locator('.thinking')).toContainText('depth');
  await expect(status(page)).toHaveText('Computer thinking');
  expect((await snapshot(page)).ply).toBe(0);
  await page.getByRole('button', { name: 'Move now' }).click();
  await expect.poll(async () => { const snap = await snapshot(page); return [snap.ply, snap.history.length, snap.to_move]; }).toEqual([1, 1, 'second']);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#chess\?vs=computer&level=5&human=second&moves=[a-h][1-8][a-h][1-8]$/);
});

test('looking back at an earlier move, the computer waits and says so; End goes on', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=1&human=first&moves=e2e4,e7e5,g1f3,b8c6');
  await page.getByTitle('Go to move 3').click();
  expect((await snapshot(page)).ply).toBe(3);
  await expect(status(page)).toHaveText('Looking back at move 3 (Nf3): the computer waits. Press End or click the last move to go on.');
  await expect(page.getByRole('button', { name: 'Computer, play from here' })).toBeVisible();
  expect(await page.evaluate(() => [window.ringboardPage.computer.thinking, window.ringboardPage.computer.engine.busy])).toEqual([null, false]);
  await page.keyboard.press('End');
  expect((await snapshot(page)).ply).toBe(4);
  await expect(status(page)).toHaveText('White to move');

  // From the start, Home too is looking back; asked, the computer plays from there.
  await openGame(page, '#chess?vs=computer&level=1&human=second&moves=e2e4');
  await page.keyboard.press('Home');
  await expect(status(page)).toHaveText('Looking back at the start: the computer waits. Press End or click the last move to go on.');
  expect(await page.evaluate(() => window.ringboardPage.computer.engine.busy)).toBe(false);
  await page.getByRole('button', { name: 'Computer, play from here' }).click();
  await expect.poll(async () => { const snap = await snapshot(page); return [snap.ply, snap.to_move]; }, { timeout: 15_000 }).toEqual([1, 'second']);

  // A link to an earlier move opens looking back.
  await openGame(page, '#chess?vs=computer&level=1&human=first&moves=b1a3,e7e5&at=1');
  await expect(status(page)).toHaveText('Looking back at move 1 (Na3): the computer waits. Press End or click the last move to go on.');
  expect(await page.evaluate(() => window.ringboardPage.computer.engine.busy)).toBe(false);
});

test('Move now plays the best move found so far at once', async ({ page }) => {
  await openGame(page, '#double-eighteen-stone?vs=computer&level=5&human=first');
  await clickMove(page, 'a2a3');
  await expect(page.locator('.thinking')).toContainText('depth');
  await page.getByRole('button', { name: 'Move now' }).click();
  const snap = await snapshot(page);
  expect(snap.history.length).toBe(2);
  expect(snap.to_move).toBe('first');
  await expect(page.locator('.thinking')).toBeHidden();
  expect(await page.evaluate(() => window.ringboardPage.computer.engine.busy)).toBe(false);
});

test('the Hint arrow appears on the board and plays nothing', async ({ page }) => {
  await openGame(page, '#chess?position=6k1/5ppp/8/8/8/8/8/R5K1%20w%20-%20-%200%201');
  const blank = await arrowPixel(page, { file: 0, rank: 0 }, { file: 0, rank: 7 });
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.assist')).toHaveText('Hint (level 3): Ra8#, the orange arrow');
  const drawn = await arrowPixel(page, { file: 0, rank: 0 }, { file: 0, rank: 7 });
  expect(blank).not.toEqual(drawn);
  expect(drawn[0]).toBeGreaterThan(180); // orange: much red, some green, little blue
  expect(drawn[2]).toBeLessThan(110);
  expect((await snapshot(page)).history).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/computer-hint-desktop.png` });
  await clickMove(page, 'g1h1');
  await expect(page.locator('.assist')).toBeHidden(); // the hint belonged to the last position
});

test('Solve: winning moves along one line are drawn side by side, each arrow told apart', async ({ page }) => {
  await openGame(page, '#double-ring?size=5&moves=d5d2,e1b1,b5b2,d3d1,a4d4,e4c4,c3c5');
  await page.getByLabel(/Solve/).check();
  await expect(page.locator('.verdict-line')).toHaveText('Player 2 wins with perfect play: the 6 winning moves are shown in green (a2c2, a1c1, c1a1, c2a2, a5e5, e5a5).');
  // Across rank 2 at b2, half-way along a2c2 and c2a2: two green bands with the board between them, not one.
  const bands = await page.evaluate(() => {
    const board = window.ringboardPage.board;
    const [x, y] = board.centre({ file: 1, rank: 1 });
    const { cell } = board.geometry;
    const ratio = board.canvas.width / board.canvas.getBoundingClientRect().width;
    const column = board.context.getImageData(Math.round(x * ratio), Math.round((y - cell * 0.3) * ratio), 1, Math.round(cell * 0.6 * ratio)).data;
    const green = [];
    for (let i = 0; i < column.length; i += 4) green.push(column[i + 1] > column[i] + 30 && column[i + 1] > column[i + 2] + 20);
    return green.filter((on, i) => on && !green[i - 1]).length;
  });
  expect(bands).toBe(2);
  await page.locator('canvas.board').screenshot({ path: `${SHOTS}/solve-arrows-one-line.png` });
});

/** The canvas colour at the middle of the line between two squares' centres. */
function arrowPixel(page, from, to) {
  return page.evaluate(([a, b]) => {
    const board = window.ringboardPage.board;
    const [[x1, y1], [x2, y2]] = [board.centre(a), board.centre(b)];
    const ratio = board.canvas.width / board.canvas.getBoundingClientRect().width;
    const data = board.context.getImageData(Math.round(((x1 + x2) / 2) * ratio), Math.round(((y1 + y2) / 2) * ratio), 1, 1).data;
    return [data[0], data[1], data[2]];
  }, [from, to]);
}

test('the Solve toggle shows who wins a small Double Ring endgame and marks the winning moves', async ({ page }) => {
  test.setTimeout(60_000);
  await openGame(page, '#double-ring?size=5&moves=a4d4,e2b2,a5d5,b3e3');
  await page.getByLabel(/Solve/).check();
  const verdict = page.locator('.verdict-line');
  await expect(verdict).toHaveText('Player 1 wins with perfect play: the 2 winning moves are shown in green (e1b1, c2c5).');
  // Green arrows along both winning moves.
  for (const [from, to] of [[{ file: 4, rank: 0 }, { file: 1, rank: 0 }], [{ file: 2, rank: 1 }, { file: 2, rank: 4 }]]) {
    const [red, green, blue] = await arrowPixel(page, from, to);
    expect(green).toBeGreaterThan(red + 30);
    expect(green).toBeGreaterThan(blue + 20);
  }
  await page.screenshot({ path: `${SHOTS}/solve-wins-desktop.png` });
  await clickMove(page, 'e1b1');
  await expect(verdict).toHaveText('Player 2 loses against perfect play: every move loses.');
  await page.getByLabel(/Solve/).uncheck();
  await expect(page.locator('.assist')).toBeHidden();

  await openGame(page, '#double-ring?size=9');
  await page.getByLabel(/Solve/).check();
  // The solver spends its whole budget first: seconds on a slow, busy machine.
  await expect(verdict).toContainText('too big to solve yet (81 single rings)', { timeout: 30_000 });
});

test('Solve shows the verdict and a winning move first, then looks for the others: here more than its budget allows', async ({ page }) => {
  test.setTimeout(90_000);
  // A 9x9 position of 36 single rings from level-2 play: one winning move takes
  // 655,232 nodes, every winning move some 10 M, over the second search's 3 M.
  const position = 'oooo..ooO/o.OoOOooo/..ooO.ooO/OoooOooOo/Oo.o..o../.O.O.O.oO/.o.Oooo.O/.oOO..ooO/ooOOOo.O. 2';
  await openGame(page, `#double-ring?size=9&position=${encodeURIComponent(position)}`);
  await page.getByLabel(/Solve/).check();
  const verdict = page.locator('.verdict-line');
  await expect(verdict).toHaveText('Player 2 wins with perfect play: g3g7 (in green) wins. Looking for the other winning moves…', { timeout: 30_000 });
  const [red, green, blue] = await arrowPixel(page, { file: 6, rank: 2 }, { file: 6, rank: 6 });
  expect(green).toBeGreaterThan(red + 30);
  expect(green).toBeGreaterThan(blue + 20);
  await expect(verdict).toHaveText('Player 2 wins with perfect play: g3g7 (in green) wins. Other moves may win too: the solver did not settle them.', { timeout: 60_000 });
});

test('5x5 Double Ring: Solve and the top level answer from the opening book, fetched only when one of them needs it', async ({ page }) => {
  const books = [];
  page.context().on('request', (request) => {
    const name = request.url().match(/\/(double-ring-\d+-\w+)-[^/]*\.bin$/)?.[1];
    if (name) books.push(name);
  });
  await openGame(page, '#double-ring?size=5&rule=odd');
  await clickMove(page, 'a1c1');
  await page.getByLabel(/Solve/).check();
  const verdict = page.locator('.verdict-line');
  await expect(verdict).toHaveText(/^Player 2 (wins|loses)/);
  const verdictNodes = () => page.evaluate(() => window.ringboardPage.solver.verdict?.result?.nodes);
  await expect.poll(verdictNodes).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(verdict).toHaveText('Player 1 loses against perfect play: every move loses.');
  await expect.poll(verdictNodes).toBe(0);
  expect(books).toEqual(['double-ring-5-odd']);

  await openGame(page, '#double-ring?size=5&rule=even');
  await page.getByLabel(/Solve/).check();
  await expect(verdict).toHaveText('Player 1 wins with perfect play: the 4 winning moves are shown in green (c1c4, a3d3, e3b3, c5c2).');
  expect(books).toEqual(['double-ring-5-odd', 'double-ring-5-even']);

  // The computer at level 5, first on the board, plays a winning move at once.
  await openGame(page, '#double-ring?size=5&vs=computer&level=5&human=second');
  await expect.poll(async () => (await snapshot(page)).history.length, { timeout: 20_000 }).toBe(1);
  expect(['c1c4', 'a3d3', 'e3b3', 'c5c2']).toContain((await snapshot(page)).history[0]);
  expect(books).toEqual(['double-ring-5-odd', 'double-ring-5-even', 'double-ring-5-skip2']);
  // Level 4 and the 9 x 9 board fetch none.
  await openGame(page, '#double-ring?size=5&vs=computer&level=4&human=second');
  await expect.poll(async () => (await snapshot(page)).history.length, { timeout: 20_000 }).toBe(1);
  await openGame(page, '#double-ring?size=9');
  await page.getByLabel(/Solve/).check();
  await expect(verdict).toContainText('too big to solve yet', { timeout: 30_000 });
  expect(books).toHaveLength(3);
  // The Hint at level 5 plays from the book too.
  await openGame(page, '#double-ring?size=5&rule=even&vs=computer&level=5&human=first');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.hint-line')).toHaveText(/^Hint \(level 5\): (c1c4|a3d3|e3b3|c5c2), the orange arrow/, { timeout: 20_000 });
  expect(books.at(-1)).toBe('double-ring-5-even');
});

test('Solve answers on an even board from the first move, by the mirror, and the Hint names the mirror reply', async ({ page }) => {
  await openGame(page, '#double-ring?size=8&rule=odd');
  await page.getByLabel(/Solve/).check();
  const verdict = page.locator('.verdict-line');
  await expect(verdict).toHaveText('Player 1 loses: whoever moves here loses, since the other player answers every move with its mirror through the centre.');
  await clickMove(page, 'a1a3');
  // The solver tries the other moves within its budget first: seconds on a slow, busy machine.
  await expect(verdict).toContainText('Player 2 wins with the mirror: h8h6 (in green) mirrors the last move through the centre', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.hint-line')).toHaveText('Hint (level 3): h8h6, the orange arrow: the mirror of the last move through the centre, which wins');
});

test('when the computer’s worker fails, the page says so, keeps the game, and can go on either way', async ({ page }) => {
  // The worker's engine panics on its next task, as a bug in the search would.
  await page.route('**/engine-worker-*.js', async (route) => {
    const response = await route.fetch();
    // The bundle is minified: `data.task === 'crash'` is `x.task==="crash"`.
    const body = (await response.text()).replace(/\w+\.task===?"crash"/, 'true');
    await route.fulfill({ response, body });
  });
  await openGame(page, '#chess?vs=computer&level=1&human=first');
  await clickMove(page, 'e2e4');
  const notice = page.locator('#notice');
  await expect(notice).toContainText('The computer stopped working');
  await expect(notice).toContainText('Your game is kept.');
  expect((await snapshot(page)).history).toEqual(['e2e4']);

  await page.unroute('**/engine-worker-*.js');
  await notice.getByRole('button', { name: 'Retry' }).click();
  await computerReplied(page, 2);

  await page.route('**/engine-worker-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken worker")' }));
  await page.evaluate(() => window.ringboardPage.computer.engine.dispose());
  await clickMove(page, 'd2d4');
  await expect(notice).toContainText('The computer stopped working');
  await notice.getByRole('button', { name: 'Continue as a two-player game' }).click();
  const snap = await snapshot(page);
  expect(snap.opponent).toBe(null);
  expect(snap.history.length).toBe(3);
  await clickSomeMove(page); // the human now plays Black too
  expect((await snapshot(page)).history.length).toBe(4);
});

test('phone: thinking, hint, solve and result, looked at', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, '#chess?vs=computer&level=5&human=first');
  await clickMove(page, 'e2e4');
  await expect(page.locator('.thinking')).toContainText('depth');
  await page.screenshot({ path: `${SHOTS}/computer-thinking-phone.png` });
  await page.getByRole('button', { name: 'Move now' }).click();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.hint-line')).toContainText('the orange arrow');
  await page.screenshot({ path: `${SHOTS}/computer-hint-phone.png` });

  await openGame(page, '#double-ring?size=5&moves=a4d4,e2b2,a5d5,b3e3');
  await page.getByLabel(/Solve/).check();
  await expect(page.locator('.verdict-line')).toHaveText('Player 1 wins with perfect play: the 2 winning moves are shown in green (e1b1, c2c5).');
  await page.locator('.verdict-line').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/solve-wins-phone.png` });

  await openGame(page, '#double-ring?size=5&vs=computer&level=1&human=first&moves=a4d4,e2b2,a5d5,b3e3,e1b1,a1c1,a2c2,c4e4,c5e5');
  await expect(page.locator('.banner')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/computer-result-phone.png` });
  await expect(page.locator('.banner strong')).toHaveText('You win');
  await expect(moveButtons(page)).toHaveCount(9);
  await expect(status(page)).toHaveText('Player 1 wins: Player 2 has no move');
});

test('the home page starts a match against the computer in one click', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('.game-card', { hasText: 'The King of Rings' });
  await card.getByRole('link', { name: 'Play the computer' }).click();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  expect((await snapshot(page)).opponent?.name).toBe('Computer, level 3');
  await clickSomeMove(page);
  await computerReplied(page, 2);
  await page.goto('/');
  await expect(card.locator('.card-in-progress')).toHaveText('Your game in progress: 1 move'); // a move and its reply: one turn of the move list
  await expect(card.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Play the computer' })).toHaveCount(0);
});

test('a game in progress: its home card offers Continue and a new game side by side, and the game is kept', async ({ page }) => {
  await openGame(page, '#king-of-rings?vs=computer&level=1&human=first');
  await clickSomeMove(page);
  await computerReplied(page, 2);
  const kept = (await snapshot(page)).link;
  await page.goto('/');
  const card = page.locator('.game-card', { hasText: 'The King of Rings' });
  const links = card.locator('.card-links a');
  await expect(card.locator('.card-in-progress')).toHaveText('Your game in progress: 1 move'); // a move and its reply: one turn of the move list
  await expect(links).toHaveText(['Continue', 'New game', 'New game with a friend on this screen']);
  await expect(links.nth(0)).toHaveAttribute('href', '#king-of-rings');
  await expect(links.nth(1)).toHaveAttribute('href', '#king-of-rings?vs=computer&level=3&human=first');
  await expect(links.nth(1)).toHaveAttribute('title', 'A new game against the computer (level 3); the game in progress is kept');
  await expect(links.nth(2)).toHaveAttribute('href', '#king-of-rings?');
  // Continue and New game side by side, on a desktop and on a phone.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    const [a, b] = await Promise.all([links.nth(0).boundingBox(), links.nth(1).boundingBox()]);
    expect([Math.round(b.y), b.x > a.x + a.width]).toEqual([Math.round(a.y), true]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-continue-and-new-${viewport.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await links.nth(2).click();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  const fresh = await snapshot(page);
  expect([fresh.history, fresh.opponent]).toEqual([[], null]);
  await expect(page.locator('#notice')).toContainText('This link opened a new game. Your game in progress is kept.');
  await page.locator('#notice').getByRole('button', { name: 'Restore my game' }).click();
  await expect.poll(async () => (await snapshot(page)).link).toBe(kept);

  await page.goto('/');
  await expect(card.locator('.card-in-progress')).toHaveText('Your game in progress: 1 move'); // a move and its reply: one turn of the move list
  await links.nth(1).click();
  await page.waitForFunction(() => window.ringboardPage?.snapshot?.opponent && window.ringboardPage.snapshot.history.length === 0);
  expect((await snapshot(page)).opponent?.name).toBe('Computer, level 3');
  expect(await page.evaluate(() => localStorage.getItem('ringboard:previous:king-of-rings'))).toBe(kept);
});
