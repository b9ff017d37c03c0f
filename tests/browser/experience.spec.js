// What a newcomer trips over, on a phone and on the keyboard: each point of
// the player's-experience review, checked as a player meets it.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame, clickMove, clickSquare, squarePoint, status, moveButtons, expectHash } from './helpers.js';

const PHONE = { width: 390, height: 844 };
const GAMES = ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'];
const snapshot = (page) => page.evaluate(() => {
  const snap = window.ringboardPage.snapshot;
  return { ply: snap.ply, history: snap.history.map((entry) => entry.notation), link: snap.link, flipped: snap.flipped };
});
const scrollY = (page) => page.evaluate(() => window.scrollY);

/** The status line and the whole board are inside the window. */
async function expectBoardInView(page) {
  const viewport = page.viewportSize();
  const game = await page.evaluate(() => window.ringboardPage.snapshot.game.id);
  for (const selector of ['.status-bar', 'canvas.board']) {
    const box = await page.locator(selector).boundingBox();
    expect(box.y, `${game} ${selector}`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${game} ${selector}`).toBeLessThanOrEqual(viewport.height);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a game opens with the status line and the whole board in view, from a scrolled home page and after a new game', async ({ page }) => {
    await page.goto('/');
    await page.locator('.game-card').last().scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await page.locator('.game-card', { hasText: 'Chess' }).last().getByRole('link', { name: 'Play a friend' }).click();
    await page.waitForFunction(() => window.ringboardPage?.snapshot);
    expect(await scrollY(page)).toBe(0);
    await expectBoardInView(page);
    await page.screenshot({ path: `${SHOTS}/experience-open-phone.png` });

    await page.locator('.new-game summary').scrollIntoViewIfNeeded();
    await page.locator('.new-game summary').click();
    await page.getByRole('button', { name: 'Start new game' }).click();
    expect(await scrollY(page)).toBe(0);
    await expectBoardInView(page);
  });

  test('every game opens with its status line and whole board in view on a phone', async ({ page }) => {
    for (const game of GAMES) {
      await openGame(page, `#${game}`);
      await expectBoardInView(page);
    }
  });

  test('the page does not jump after a move: only the move list scrolls', async ({ page }) => {
    await openGame(page, '#one-ring?moves=a2c3,e7c6,e2d4,e6e5,d4c6,a7c6,@b2,b2b4,e8e6');
    expect(await scrollY(page)).toBe(0);
    await clickMove(page, 'b4c5');
    await expect(moveButtons(page)).toHaveCount(10);
    expect(await scrollY(page)).toBe(0);
    const list = await page.locator('.move-list').evaluate((element) => {
      const current = element.querySelector('.current').getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { scrollTop: element.scrollTop, currentInside: current.top >= box.top && current.bottom <= box.bottom + 1 };
    });
    expect(list.scrollTop).toBeGreaterThan(0);
    expect(list.currentInside).toBe(true);
  });

  test('touch targets are at least 44 px, and the game’s name stands above the board', async ({ page }) => {
    await openGame(page, '#chess?moves=e2e4,e7e5');
    for (const locator of [moveButtons(page).first(), page.locator('.new-game summary'), page.locator('.rules summary')]) {
      expect((await locator.boundingBox()).height).toBeGreaterThanOrEqual(44);
    }
    const title = await page.locator('h1').boundingBox();
    const board = await page.locator('canvas.board').boundingBox();
    expect(title.y + title.height).toBeLessThan(board.y);
  });

  test('the 19 x 19 Double Ring board can be zoomed to play it with a finger', async ({ page }) => {
    await openGame(page, '#double-ring?size=19');
    const cell = () => page.evaluate(() => window.ringboardPage.board.geometry.cell);
    expect(await cell()).toBeLessThan(28);
    await page.getByRole('button', { name: 'Zoom board' }).click();
    expect(await cell()).toBeGreaterThan(34);
    await page.screenshot({ path: `${SHOTS}/experience-zoom-phone.png` });
    await clickMove(page, 'a19a16');
    expect((await snapshot(page)).history).toEqual(['a19a16']);
    await page.getByRole('button', { name: 'Fit board' }).click();
    expect(await cell()).toBeLessThan(28);
  });

  test('The King of Rings: a long press on a knight tells what it holds', async ({ page }) => {
    await openGame(page, '#king-of-rings?moves=d2d3,d6d5');
    const point = await squarePoint(page, 'd3');
    await page.locator('canvas.board').dispatchEvent('pointerdown', { pointerType: 'touch', clientX: point.x, clientY: point.y, isPrimary: true });
    await expect(page.locator('.square-info')).toHaveText('White knight holding 1 ring (1 silver): 1 point; it leaps 1 square');
    await page.screenshot({ path: `${SHOTS}/experience-knight-phone.png` });
  });
});

test('a new game asks first while a game is in progress, and the game can be restored', async ({ page }) => {
  await openGame(page, '#double-take?moves=c3d4,e6f5');
  await page.locator('.new-game summary').click();
  await page.getByRole('button', { name: 'Start new game' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('A game is in progress (1 move). Start a new one? Your game is kept');
  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  expect((await snapshot(page)).history).toEqual(['c3d4', 'e6f5']);
  await page.getByRole('button', { name: 'Start new game' }).click();
  await confirm.getByRole('button', { name: 'Yes, start a new game' }).click();
  expect((await snapshot(page)).history).toEqual([]);
  await expect(page.locator('#notice')).toContainText('Your previous game (1 move) is kept.');
  await page.getByRole('button', { name: 'Restore the previous game' }).click();
  expect((await snapshot(page)).history).toEqual(['c3d4', 'e6f5']);
  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  expect((await snapshot(page)).history).toEqual(['c3d4', 'e6f5']);
});

test('opening a link keeps the game in progress to be restored', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4,e7e5');
  await page.evaluate(() => { location.hash = 'chess?moves=d2d4'; });
  await expect(page.locator('#notice')).toContainText('This link opened a new game. Your game in progress is kept.');
  expect((await snapshot(page)).history).toEqual(['d2d4']);
  await page.getByRole('button', { name: 'Restore my game' }).click();
  expect((await snapshot(page)).history).toEqual(['e2e4', 'e7e5']);
});

test('the board is a keyboard widget: Tab to it, arrows move a cursor, Enter selects and moves, Escape cancels', async ({ page }) => {
  await openGame(page, '#chess');
  for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement?.matches('canvas.board'))); i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.matches('canvas.board'))).toBe(true);
  // The board's label is worded with the words fetched once the player stirs: wait for it.
  const board = page.locator('canvas.board');
  const cursor = () => page.evaluate(() => window.ringboardPage.input.cursor);
  // The cursor starts on a piece that can move; walk it to e2.
  const start = await cursor();
  for (let i = start.file; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  for (let i = start.file; i > 4; i -= 1) await page.keyboard.press('ArrowLeft');
  for (let i = start.rank; i < 1; i += 1) await page.keyboard.press('ArrowUp');
  for (let i = start.rank; i > 1; i -= 1) await page.keyboard.press('ArrowDown');
  await expect(board).toHaveAttribute('aria-label', 'Chess board. e2: white pawn, can move: Enter selects');
  await page.keyboard.press('Enter');
  await expect(board).toHaveAttribute('aria-label', /e2: white pawn, selected/);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => window.ringboardPage.selected)).toBe(null);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(board).toHaveAttribute('aria-label', 'Chess board. e4: empty, Enter plays e4');
  await page.screenshot({ path: `${SHOTS}/experience-keyboard-desktop.png` });
  await page.keyboard.press('Enter');
  expect((await snapshot(page)).history).toEqual(['e2e4']);
  // The arrows stay on the board; they do not undo while it has the focus.
  await page.keyboard.press('ArrowLeft');
  expect((await snapshot(page)).ply).toBe(1);
});

test('typed moves: capitals, dashes and SAN; the box keeps the focus, ← undoes from an empty box, Escape leaves it', async ({ page }) => {
  await openGame(page, '#chess');
  const box = page.getByRole('textbox', { name: 'Type a move' });
  for (const text of ['E2-E4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'O-O']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue('');
  }
  expect(await page.evaluate(() => window.ringboardPage.snapshot.history.map((entry) => entry.label))).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'O-O']);
  await expect(box).toBeFocused();
  await box.press('ArrowLeft');
  expect((await snapshot(page)).ply).toBe(6);
  await box.press('ArrowRight');
  expect((await snapshot(page)).ply).toBe(7);
  await box.fill('Qh9');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.locator('canvas.board')).toBeFocused();
});

test('a mistyped move’s message is shown where it is seen, at 1280 x 800', async ({ page }) => {
  await openGame(page, '#king-of-rings');
  const box = page.getByRole('textbox', { name: 'Type a move' });
  await box.fill('z9z9');
  await box.press('Enter');
  const error = page.locator('.move-error');
  await expect(error).toHaveText("illegal move 'z9z9' for White");
  const where = await error.boundingBox();
  expect(where.y).toBeGreaterThanOrEqual(0);
  expect(where.y + where.height).toBeLessThanOrEqual(800);
  await page.screenshot({ path: `${SHOTS}/experience-move-error-desktop.png` });
  await box.fill('');
  await box.type('d');
  await expect(error).toBeHidden(); // typing again clears it
});

test('Home and End in the move list go to the start and the end; the focus outline is not cut off', async ({ page }) => {
  await openGame(page, '#double-ring?moves=e5e8,e2e6,a1d1');
  await moveButtons(page).nth(1).focus();
  await page.keyboard.press('Home');
  expect((await snapshot(page)).ply).toBe(0);
  await page.keyboard.press('End');
  expect((await snapshot(page)).ply).toBe(3);
  await moveButtons(page).first().focus();
  await page.keyboard.press('Tab');
  const inside = await page.evaluate(() => {
    const button = document.activeElement;
    const style = getComputedStyle(button);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const outline = button.getBoundingClientRect();
    const list = button.closest('.move-list').getBoundingClientRect();
    return outline.left - reach >= list.left && outline.top - reach >= list.top && outline.right + reach <= list.right;
  });
  expect(inside).toBe(true);
});

test('the result banner can be closed to study the final position; the result stays above the board', async ({ page }) => {
  await openGame(page, '#chess?moves=f2f3,e7e5,g2g4,d8h4');
  const banner = page.locator('.banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Close the result' }).click();
  await expect(banner).toBeHidden();
  await expect(status(page)).toHaveText('Black wins: checkmate');
  await page.screenshot({ path: `${SHOTS}/experience-banner-closed-desktop.png` });
});

test('a move slides briefly, and not at all when the system asks for reduced motion', async ({ page }) => {
  await openGame(page, '#double-take');
  // Every slide the board starts is logged, since a slow machine may finish one before the test looks.
  await page.evaluate(() => {
    const { board } = window.ringboardPage;
    let current = board.motion;
    window.slides = [];
    Object.defineProperty(board, 'motion', {
      get: () => current,
      set: (motion) => {
        if (motion) window.slides.push(`${motion.from.file},${motion.from.rank}>${motion.to.file},${motion.to.rank}`);
        current = motion;
      },
    });
  });
  await clickMove(page, 'c3d4');
  await expect.poll(() => page.evaluate(() => window.slides)).toEqual(['2,2>3,3']);
  await expect.poll(() => page.evaluate(() => Boolean(window.ringboardPage.board.motion))).toBe(false);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await clickMove(page, 'e6f5');
  await expect.poll(async () => (await snapshot(page)).history).toEqual(['c3d4', 'e6f5']);
  expect(await page.evaluate(() => window.slides)).toEqual(['2,2>3,3']);
});

test('The King of Rings: hovering a knight shows its whole stack', async ({ page }) => {
  await openGame(page, '#king-of-rings?moves=d2d3,d6d5,c1b1,f6e6,e1f1,e6f7,f2g3,c7d7,g3g4,b6c6');
  await page.mouse.move(...Object.values(await squarePoint(page, 'g4')));
  await expect(page.locator('.square-info')).toHaveText(/^White knight holding 2 rings \(.*\): \d+ points; it leaps 2 squares$/);
  await page.screenshot({ path: `${SHOTS}/experience-knight-desktop.png` });
});

test('The King of Rings: when Black cannot move on the last turn, the status says the pass ends the game', async ({ page }) => {
  const position = encodeURIComponent('N(B)....../......./......./......./......./......./....... b 0 0 last');
  await openGame(page, `#king-of-rings?position=${position}`);
  await expect(status(page)).toHaveText(/^Black cannot move on the last turn: passing ends the game/);
  await page.getByRole('button', { name: 'Black passes' }).click();
  await expect(status(page)).toContainText('White wins');
});

test('The One Ring on desktop: a larger board, readable coordinates, and a Ring that cannot be missed', async ({ page }) => {
  await openGame(page, '#one-ring?moves=a2c3,e7c6,e2d4,e6e5,d4c6,a7c6,@b2,b2b4,e8e6,b4c5');
  const width = await page.evaluate(() => window.ringboardPage.board.geometry.cssWidth);
  expect(width).toBeGreaterThanOrEqual(335);
  const font = await page.evaluate(() => parseFloat(window.ringboardPage.board.context.font.match(/(\d+(\.\d+)?)px/)[1]));
  expect(font).toBeGreaterThanOrEqual(11);
  // The gold band round the wearer on c5: sampled left of its centre, at the band's radius.
  const [red, green, blue] = await page.evaluate(() => {
    const board = window.ringboardPage.board;
    const [x, y] = board.centre({ file: 2, rank: 5 });
    const ratio = board.canvas.width / board.geometry.cssWidth;
    return [...board.context.getImageData(Math.round((x - board.geometry.cell * 0.43) * ratio), Math.round(y * ratio), 1, 1).data].slice(0, 3);
  });
  expect(red).toBeGreaterThan(blue + 60); // gold: much more red than blue
  expect(green).toBeGreaterThan(blue + 30);
  await page.screenshot({ path: `${SHOTS}/experience-one-ring-desktop.png` });
});

test('the chess games’ turn dots are White and Black', async ({ page }) => {
  for (const game of ['chess', 'one-ring', 'double-eighteen-stone']) {
    await openGame(page, `#${game}`);
    const dot = () => page.locator('.status-bar .turn-dot').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await dot()).toBe('rgb(244, 240, 228)');
    await page.evaluate(() => window.ringboardPage.play(window.ringboardPage.snapshot.legal_moves.find((mv) => mv.from).notation));
    expect(await dot()).toBe('rgb(43, 42, 46)');
  }
});

test('Double Ring, Double Take and The King of Rings group their moves by turn', async ({ page }) => {
  for (const [hash, turns] of [['#double-ring?moves=e5e8,e2e6,a1d1', ['1.', '2.']], ['#double-take?moves=c3d4,e6f5,b2b4', ['1.', '2.']], ['#king-of-rings?moves=d2d3,d6d5,c1b1,f6e6', ['1.', '2.']]]) {
    await openGame(page, hash);
    await expect(page.locator('.move-list .turn-number')).toHaveText(turns);
    await expect(page.locator('.move-list li').first().locator('button')).toHaveCount(2);
  }
});

test('every game has a Flip button, and the link keeps the board turned', async ({ page }) => {
  for (const game of GAMES) {
    await openGame(page, `#${game}`);
    await page.getByRole('button', { name: '⇅ Flip' }).click();
    const snap = await snapshot(page);
    expect(snap.flipped).toBe(true);
    expect(snap.link).toContain('flip=1');
    expect(await page.evaluate(() => window.ringboardPage.board.flipped)).toBe(true);
    await page.reload();
    await page.waitForFunction(() => window.ringboardPage?.snapshot);
    expect(await page.evaluate(() => window.ringboardPage.board.flipped)).toBe(true);
    await page.getByRole('button', { name: '⇅ Flip' }).click();
    expect((await snapshot(page)).link).not.toContain('flip');
  }
  // Against the computer as the second player, the board is seen from the human's side.
  await openGame(page, '#chess?vs=computer&level=1&human=second');
  expect(await page.evaluate(() => window.ringboardPage.board.flipped)).toBe(true);
});

test('the chess rules link to the other chess games on the site', async ({ page }) => {
  await openGame(page, '#chess');
  await page.locator('.rules-text').getByRole('link', { name: 'DoubleEIGHTEEN-STONEchess' }).click();
  await page.waitForFunction(() => window.ringboardPage?.snapshot.game.id === 'double-eighteen-stone');
  await expectHash(page, '#double-eighteen-stone?');
});
