// No dead ends (issue 22, part 2): the computer plays whenever it is its turn
// at the end of the moves, errors that are past go away, the keyboard lands
// where the player is, a move made while the computer thinks is kept as a
// premove, and the solver's arrows can each be told apart.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame, clickMove, clickSquare, status, moveButtons } from './helpers.js';

const history = (page) => page.evaluate(() => window.ringboardPage.snapshot.history.map((entry) => entry.notation));
const focused = (page) => page.evaluate(() => document.activeElement?.textContent ?? null);

test('at the end of the moves the computer always plays its turn; where it waits, the move box names the button that is there', async ({ page }) => {
  // Undo then Redo: the computer's kept reply comes back at once.
  await openGame(page, '#chess?vs=computer&level=1&human=first');
  await clickMove(page, 'e2e4');
  await expect.poll(() => history(page).then((moves) => moves.length), { timeout: 15_000 }).toBe(2);
  const reply = (await history(page))[1];
  await page.getByRole('button', { name: '↶ Undo' }).click();
  await expect(status(page)).toHaveText('White to move');
  await page.getByRole('button', { name: 'Redo ↷' }).click();
  await expect(moveButtons(page)).toHaveCount(2);
  expect(await history(page)).toEqual(['e2e4', reply]);
  await expect(status(page)).toHaveText('White to move');

  // Redo one step onto the computer's turn with no reply kept: it thinks and plays.
  await openGame(page, '#chess?vs=computer&level=1&human=first&moves=e2e4&at=0');
  await expect(status(page)).toHaveText('White to move');
  await page.getByRole('button', { name: 'Redo ↷' }).click();
  await expect.poll(() => history(page).then((moves) => moves.length), { timeout: 15_000 }).toBe(2);
  await expect(status(page)).toHaveText('White to move');

  // An earlier move clicked: the computer waits there, and the status, its one button and the move box agree.
  await openGame(page, '#chess?vs=computer&level=1&human=first&moves=e2e4,e7e5,g1f3');
  await expect.poll(() => history(page).then((moves) => moves.length), { timeout: 15_000 }).toBe(4);
  await page.getByTitle('Go to move 1', { exact: true }).click();
  await expect(status(page)).toHaveText('Looking back at move 1 (e4): the computer waits. Press End or click the last move to go on.');
  await expect(page.locator('.status-bar .actions button')).toHaveText(['Computer, play from here']);
  await page.locator('input[name="move"]').fill('d4');
  await page.locator('input[name="move"]').press('Enter');
  await expect(page.locator('.move-error')).toHaveText('It is the computer’s turn: press “Computer, play from here” for its move.');
  // Then the last move: the end of the game, where it is the human's turn.
  await page.getByTitle('Go to move 4', { exact: true }).click();
  await expect(status(page)).toHaveText('White to move');
  await expect(page.locator('.status-bar .actions button')).toHaveCount(0);

  // The last move clicked where the computer is to move: it plays.
  await openGame(page, '#chess?vs=computer&level=1&human=first&moves=e2e4,e7e5,g1f3&at=1');
  await expect(status(page)).toHaveText('Looking back at move 1 (e4): the computer waits. Press End or click the last move to go on.');
  await page.getByTitle('Go to move 3', { exact: true }).click();
  await expect.poll(() => history(page).then((moves) => moves.length), { timeout: 15_000 }).toBe(4);
  await expect(status(page)).toHaveText('White to move');
});

test('an error from the move box is cleared once the computer has moved', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=5&human=first');
  await clickMove(page, 'e2e4');
  await expect(page.locator('.thinking')).toBeVisible();
  await page.locator('input[name="move"]').fill('d4');
  await page.locator('input[name="move"]').press('Enter');
  await expect(page.locator('.move-error')).toHaveText('It is the computer’s turn: wait for its move, or press Move now.');
  await expect.poll(() => history(page).then((moves) => moves.length), { timeout: 15_000 }).toBe(2);
  await expect(page.locator('.move-error')).toHaveText('');
  await expect(status(page)).toHaveText('White to move');
});

test('after a resignation the keyboard is on the result’s Rematch button, and after a mate on New game', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=1&human=first');
  const resign = page.locator('.controls button', { hasText: /Resign|resign/ });
  await resign.click();
  await resign.click();
  await expect(page.locator('.banner strong')).toHaveText('The computer wins (level 1)');
  await expect(page.locator('.banner button.primary')).toHaveText('Rematch: you play second');
  await expect(page.locator('.banner button.primary')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/result-focus-rematch.png` });

  // A game between friends ends in mate by a click: New game is the result's first button.
  await openGame(page, '#chess?moves=f2f3,e7e5,g2g4');
  await expect(page.locator('.banner')).toBeHidden();
  await clickMove(page, 'd8h4');
  await expect(page.locator('.banner strong')).toBeVisible();
  await expect(page.locator('.banner button.primary')).toHaveText('New game');
  await expect(page.locator('.banner button.primary')).toBeFocused();
  expect(await focused(page)).toBe('New game');

  // A game opened already finished leaves the focus where it is.
  await openGame(page, '#chess?moves=f2f3,e7e5,g2g4,d8h4');
  await expect(page.locator('.banner')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('the keyboard cursor’s frame shows only while the keyboard is used on the board', async ({ page }) => {
  await openGame(page, '#chess');
  const cursor = () => page.evaluate(() => window.ringboardPage.input.cursorShown());
  await clickSquare(page, 'e2');
  expect(await page.evaluate(() => document.activeElement?.matches('canvas.board'))).toBe(true);
  expect(await cursor()).toBe(null);
  await clickSquare(page, 'e4');
  await expect(moveButtons(page)).toHaveText(['e4']);
  expect(await cursor()).toBe(null);
  await page.screenshot({ path: `${SHOTS}/cursor-after-click.png` });

  // The keyboard on the focused board: the frame shows, on the square last clicked.
  await page.keyboard.press('ArrowUp');
  expect(await cursor()).toEqual({ file: 4, rank: 4 });
  await page.screenshot({ path: `${SHOTS}/cursor-after-key.png` });
  // A tap or click hides it again.
  await clickSquare(page, 'e7');
  expect(await cursor()).toBe(null);

  // Reaching the board by Tab shows it at once.
  await page.locator('input[name="move"]').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('canvas.board')).toBeFocused();
  expect(await cursor()).not.toBe(null);
});

test('a move made while the computer thinks is kept as a premove, drawn, cancelled by a click, and played once the computer has moved', async ({ page }) => {
  const premove = () => page.evaluate(() => ({ from: window.ringboardPage.input.premove.from, move: window.ringboardPage.input.premove.move }));
  await openGame(page, '#chess?vs=computer&level=5&human=first');
  // The words of moves come with the later words, once the player stirs: here before the first
  // move, and the move is said before the premove, so that the lines come in the order played.
  await page.mouse.move(10, 10);
  await expect(page.locator('.rules-text p').first()).toBeVisible();
  await clickMove(page, 'e2e4');
  await expect(page.locator('.thinking')).toBeVisible();
  const log = page.getByRole('log', { name: 'What happened' });
  await expect(log.locator('p').last()).toHaveText('White pawn e2 to e4');
  await clickSquare(page, 'g1');
  expect(await premove()).toEqual({ from: { file: 6, rank: 0 }, move: null });
  await expect(log.locator('p').last()).toHaveText('Premove from g1: now its square');
  await clickSquare(page, 'f3');
  expect(await premove()).toEqual({ from: null, move: { from: { file: 6, rank: 0 }, to: { file: 5, rank: 2 } } });
  await expect(log.locator('p').last()).toHaveText('Premove g1 to f3, played once the computer has moved');
  // Drawn as a purple arrow on its way.
  const pixel = await page.evaluate(() => {
    const page = window.ringboardPage;
    const [a, b] = [page.board.centre({ file: 6, rank: 0 }), page.board.centre({ file: 5, rank: 2 })];
    const ratio = page.input.canvas.width / page.input.canvas.getBoundingClientRect().width;
    const [x, y] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2].map((value) => Math.round(value * ratio));
    return [...page.input.canvas.getContext('2d').getImageData(x, y, 1, 1).data];
  });
  expect(pixel[2]).toBeGreaterThan(pixel[1] + 60);
  await page.screenshot({ path: `${SHOTS}/premove-drawn.png` });
  await page.getByRole('button', { name: 'Move now' }).click();
  await expect.poll(() => history(page).then((moves) => moves.slice(2)), { timeout: 15_000 }).toEqual(['g1f3']);
  expect(await premove()).toEqual({ from: null, move: null });

  // A premove cancelled by a click elsewhere is not played.
  await expect(page.locator('.thinking')).toBeVisible();
  await clickSquare(page, 'd2');
  await clickSquare(page, 'd4');
  expect((await premove()).move).not.toBe(null);
  await clickSquare(page, 'h6');
  expect(await premove()).toEqual({ from: null, move: null });
  await expect(log.locator('p').last()).toHaveText('Premove cancelled');
  await page.getByRole('button', { name: 'Move now' }).click();
  await expect.poll(() => history(page).then((moves) => moves.length), { timeout: 15_000 }).toBe(4);
  await expect(status(page)).toHaveText('White to move');
  await expect(page.locator('.thinking')).toBeHidden();

  // A premove that is not legal once the computer has moved is dropped.
  await clickMove(page, 'b1c3');
  await expect(page.locator('.thinking')).toBeVisible();
  await clickSquare(page, 'a1');
  await clickSquare(page, 'a5');
  await page.getByRole('button', { name: 'Move now' }).click();
  await expect.poll(() => history(page).then((moves) => moves.length), { timeout: 15_000 }).toBe(6);
  await expect(status(page)).toHaveText('White to move');
  expect(await premove()).toEqual({ from: null, move: null });
});

test('a premove that is not legal once the computer has moved is dropped, and the screen reader is told', async ({ page }) => {
  await openGame(page, '#chess?vs=computer&level=5&human=first');
  await clickMove(page, 'e2e4');
  await expect(page.locator('.thinking')).toBeVisible();
  await clickSquare(page, 'g1');
  await clickSquare(page, 'g3');
  await page.getByRole('button', { name: 'Move now' }).click();
  const log = page.getByRole('log', { name: 'What happened' });
  await expect(log).toContainText('Premove g1 to g3 not played: it is not legal now', { timeout: 15_000 });
  expect(await history(page)).toHaveLength(2);
  await expect(status(page)).toHaveText('White to move');
});
