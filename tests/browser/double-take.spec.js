// Double Take in a real browser: a capture by clicks with the taken piece
// shown, the hash round trip, the forced pass, the win, resigning, screenshots.
import { test, expect } from './fixtures.js';
import { SHOTS, openGame, clickSquare, clickMove, status, moveButtons, expectHash } from './helpers.js';

/** A link to a position (ranks from the top, then the side to move). */
const positionLink = (position, length = 8) => `#double-take?length=${length}&position=${encodeURIComponent(position).replaceAll('%2F', '/')}`;

// Red b4 can step to c5 and take green d5 (red e5 beyond).
const CAPTURE = 'g.g.g.../......../......../...gr.../.r....../......../......../r.r.r... r';
// Red's three pieces are on its far row with nothing to take: it must pass.
const BLOCKED = '.r.r.r../......../g.g.g.g./......../......../......../......../........ r';
// Red g7 to h8 makes four on the far row.
const WINNING = '.r.r.r../......r./......../......../......../......../g.g.g.g./........ r';
// Green c6 to d5 takes red d4 (green d3 beyond).
const TAKEN_BY_GREEN = 'g.g.g.g./......../..g...../......../...r..../...g..../......../r.r.r.r. g';

const pieceCount = (page, player) => page.locator(`.player-bar.player-${player} .stat`).nth(1);

test('a capture by clicks shows the taken piece and survives a reload', async ({ page }) => {
  await openGame(page, positionLink(CAPTURE));
  await expect(status(page)).toHaveText('Red to move');
  await expect(pieceCount(page, 'second')).toHaveText('4 pieces');
  await clickSquare(page, 'b4');
  const targets = await page.evaluate(() => window.ringboardPage.movesFrom(window.ringboardPage.selected).map((m) => m.notation));
  expect(targets.sort()).toEqual(['b4a5', 'b4b6', 'b4c5']);
  await clickSquare(page, 'c5');
  await expect(moveButtons(page)).toHaveText(['b4c5×1']);
  await expect(pieceCount(page, 'second')).toHaveText('3 pieces');
  const captured = await page.evaluate(() => window.ringboardPage.snapshot.view.captured);
  expect(captured).toEqual([{ square: { file: 3, rank: 4 }, owner: 'second' }]);
  await expect.poll(() => page.evaluate(() => Boolean(window.ringboardPage.board.motion))).toBe(false);
  await page.screenshot({ path: `${SHOTS}/double-take-capture-desktop.png` });
  const hash = `${positionLink(CAPTURE)}&moves=b4c5`;
  await expectHash(page, hash);
  await page.reload();
  await page.waitForFunction(() => window.ringboardPage?.snapshot);
  await expect(moveButtons(page)).toHaveText(['b4c5×1']);
  await expect(status(page)).toHaveText('Green to move');
});

test('a blocked side is told it cannot move and passes', async ({ page }) => {
  await openGame(page, positionLink(BLOCKED));
  await expect(status(page)).toHaveText('Red cannot move: Green moves again');
  await page.screenshot({ path: `${SHOTS}/double-take-pass-desktop.png` });
  await page.getByRole('button', { name: 'Red passes' }).click();
  await expect(status(page)).toHaveText('Green to move (Red passed)');
  await expect(moveButtons(page)).toHaveText(['pass']);
  await expect(page.getByRole('button', { name: 'Red passes' })).toBeHidden();
});

test('four on the far row wins, shown in a banner', async ({ page }) => {
  await openGame(page, positionLink(WINNING));
  await clickMove(page, 'g7h8');
  await expect(page.locator('.banner strong')).toHaveText('Red wins');
  await expect(page.locator('.banner span')).toHaveText('Red has four pieces on its far row');
  await expect(page.locator('.player-bar.player-first .stat').first()).toHaveText('4 of 4 on the far row');
  await page.screenshot({ path: `${SHOTS}/double-take-game-over-desktop.png` });
});

test('resigning takes a confirming click, ends the game, and can be taken back', async ({ page }) => {
  await openGame(page, '#double-take');
  await clickMove(page, 'c3d4');
  const resign = page.locator('.controls button', { hasText: /Resign|resigns/ });
  await resign.click();
  await expect(resign).toHaveText('Confirm: Green resigns');
  await resign.click();
  await expect(page.locator('.banner strong')).toHaveText('Red wins');
  await expect(page.locator('.banner span')).toHaveText('Green resigned');
  await expectHash(page, '#double-take?length=8&moves=c3d4&resigned=second');
  await page.locator('.banner').getByRole('button', { name: 'Undo' }).click();
  await expect(status(page)).toHaveText('Green to move');
  await expectHash(page, '#double-take?length=8&moves=c3d4');
});

test('screenshots of the 8 x 8 and 8 x 10 boards at desktop and phone sizes', async ({ page }) => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await openGame(page, '#double-take?length=8&moves=c3d4,e6f5,b2b4');
    await expect(page.locator('#notice')).toBeHidden();
    await clickSquare(page, 'f5');
    await page.screenshot({ path: `${SHOTS}/double-take-${name}.png`, fullPage: name === 'phone' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.new-game summary').click();
  await page.locator('select[name=length]').selectOption('10');
  await page.getByRole('button', { name: 'Start new game' }).click();
  await page.getByRole('button', { name: 'Yes, start a new game' }).click(); // a game was in progress
  await expectHash(page, '#double-take?length=10');
  await expect(page.locator('.variant-line')).toHaveText('8 x 10');
  await page.screenshot({ path: `${SHOTS}/double-take-long-desktop.png` });
});

// Colour is never the only cue (issue 12 §7): a player who cannot tell red
// from green still tells the sides and the networks apart.

/**
 * Reads the board's canvas: for each of `pieces` (square names), how much of
 * the corners of its fill's bounding box the fill covers (a disc leaves them
 * empty, a square fills them); for each of `lines` ([from, to] centres, or
 * points in cells), the share of points along it that are drawn on (a solid
 * line is drawn all along, a dashed one has gaps).
 */
function readBoard(page, { pieces = [], lines = [] }) {
  return page.evaluate(({ pieces, lines }) => {
    const { board } = window.ringboardPage;
    const { canvas, geometry: { cell, cssWidth } } = board;
    const ratio = canvas.width / cssWidth;
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const at = (x, y) => {
      const index = (Math.round(y * ratio) * canvas.width + Math.round(x * ratio)) * 4;
      return [data[index], data[index + 1], data[index + 2]];
    };
    const distance = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
    const toSquare = (name) => ({ file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 });
    // Blank paper: beside a point, between its diagonal and its row.
    const [px, py] = board.centre(toSquare('a4'));
    const paper = at(px + cell * 0.25, py - cell * 0.12);

    const corners = pieces.map((name) => {
      const [x, y] = board.centre(toSquare(name));
      // The piece's own colour: between its inner mark and its edge, clear of the lines under it and of a cross.
      const fill = at(x + cell * 0.24, y + cell * 0.1);
      // Its fill: the pixels of the cell in that colour whose neighbours all are too (not the
      // edge of a line that happens to pass through that colour).
      const size = Math.round(cell * ratio);
      const [left0, top0] = [Math.round((x - cell / 2) * ratio), Math.round((y - cell / 2) * ratio)];
      const like = (i, j) => distance(at((left0 + i) / ratio, (top0 + j) / ratio), fill) < 40;
      const inside = [];
      for (let j = 1; j < size - 1; j += 1) {
        for (let i = 1; i < size - 1; i += 1) {
          if ([-1, 0, 1].every((dj) => [-1, 0, 1].every((di) => like(i + di, j + dj)))) inside.push([i, j]);
        }
      }
      const xs = inside.map(([i]) => i);
      const ys = inside.map(([, j]) => j);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      // The outer 15% of the box at each corner.
      const [cornerX, cornerY] = [(right - left + 1) * 0.15, (bottom - top + 1) * 0.15];
      const inCorner = ([i, j]) => (i < left + cornerX || i > right - cornerX) && (j < top + cornerY || j > bottom - cornerY);
      return inside.filter(inCorner).length / (4 * cornerX * cornerY);
    });

    const drawn = lines.map(([[x1, y1], [x2, y2]]) => {
      let on = 0;
      const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1) * ratio);
      for (let step = 0; step <= steps; step += 1) {
        const t = step / steps;
        if (distance(at(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t), paper) > 60) on += 1; // more than a row's faint tint
      }
      return on / (steps + 1);
    });
    return { corners, drawn };
  }, { pieces, lines });
}

/** A stretch of the line between two squares' centres: from `t0` to `t1` of the way. */
function stretch(page, from, to, t0, t1) {
  return page.evaluate(({ from, to, t0, t1 }) => {
    const { board } = window.ringboardPage;
    const toSquare = (name) => ({ file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 });
    const [[x1, y1], [x2, y2]] = [from, to].map((name) => board.centre(toSquare(name)));
    return [[x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0], [x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1]];
  }, { from, to, t0, t1 });
}

/** Each side's broad line, along its files from a to h, just beyond its first row. */
function borderLine(page, rank, outward) {
  return page.evaluate(({ rank, outward }) => {
    const { board } = window.ringboardPage;
    const { cell } = board.geometry;
    return [0, 7].map((file) => {
      const [x, y] = board.centre({ file, rank });
      return [x, y + outward * cell * 0.4];
    });
  }, { rank, outward });
}

test('red and green differ in shape and line, not only in colour: on the board, beside it and in print', async ({ page }) => {
  await openGame(page, '#double-take');
  // Red c3 and a disc's corners; green c6 and a square's.
  const lines = [
    await stretch(page, 'b4', 'c5', 0.15, 0.42), // red's network, between empty points
    await stretch(page, 'c4', 'b5', 0.15, 0.42), // green's
    await borderLine(page, 0, 1), // red's broad line, below rank 1
    await borderLine(page, 7, -1), // green's, above rank 8
  ];
  const { corners: [redCorners, greenCorners], drawn: [redLine, greenLine, redBorder, greenBorder] } = await readBoard(page, { pieces: ['c3', 'c6'], lines });
  expect(redCorners, 'a red piece is round').toBeLessThan(0.15);
  expect(greenCorners, 'a green piece is square').toBeGreaterThan(0.5);
  expect(redLine, 'red lines are solid').toBeGreaterThan(0.95);
  expect(greenLine, 'green lines are dashed').toBeLessThan(0.85);
  expect(greenLine, 'green lines are drawn').toBeGreaterThan(0.3);
  expect(redBorder, "red's broad line is solid").toBeGreaterThan(0.95);
  expect(greenBorder, "green's broad line is dashed").toBeLessThan(0.85);
  expect(greenBorder, "green's broad line is drawn").toBeGreaterThan(0.3);
  // The swatches beside the board and in the status line take the pieces' shapes.
  await expect(page.locator('.player-bar.player-second .turn-dot.shape-square')).toHaveCount(1);
  await expect(page.locator('.player-bar.player-first .turn-dot.shape-square')).toHaveCount(0);
  await expect(page.locator('.status-bar .turn-dot')).not.toHaveClass(/shape-square/);
  await clickMove(page, 'c3d4');
  await expect(page.locator('.status-bar .turn-dot')).toHaveClass(/shape-square/);

  // In print, the same drawing in SVG: green's lines dashed and red's solid, green's pieces square.
  await page.goto('/#print/double-take?length=8&moves=c3d4,e6f5,b2b4');
  const svg = await page.locator('.print-view .print-sheet .sheet-board svg').evaluate((element) => {
    const paths = (selector) => [...element.querySelectorAll(selector)].map((path) => path.getAttribute('d'));
    const strokes = (selector) => [...element.querySelectorAll(selector)].map((path) => path.getAttribute('stroke'));
    return {
      redPieces: paths('path[fill="#c8372d"]'),
      greenPieces: paths('path[fill="#2e8b47"]'),
      dashed: strokes('[stroke-dasharray]'),
      solid: strokes('path[stroke]:not([stroke-dasharray])'),
    };
  });
  expect(svg.greenPieces).toHaveLength(12); // green's points are small squares, not paths
  expect(svg.greenPieces.every((d) => /L/.test(d) && /A/.test(d)), 'green pieces are rounded squares').toBe(true);
  expect(svg.redPieces.length).toBeGreaterThanOrEqual(12);
  expect(svg.redPieces.some((d) => /L/.test(d)), 'red pieces and points are round').toBe(false);
  expect(svg.dashed.length).toBeGreaterThanOrEqual(3); // green's diagonals, its orthogonals and its broad line
  expect(svg.dashed.every((stroke) => /46, 139, 71|#2e8b47/.test(stroke)), 'only green is dashed').toBe(true);
  expect(svg.solid.some((stroke) => /200, 55, 45|#c8372d/.test(stroke)), 'red is drawn solid').toBe(true);
  await expect(page.locator('.print-view .sheet-player').nth(1).locator('.sheet-swatch.shape-square')).toHaveCount(1);
  await expect(page.locator('.print-view .sheet-player').nth(0).locator('.sheet-swatch.shape-square')).toHaveCount(0);

  // A taken piece's faint mark keeps its shape: a green one taken by red, a red one taken by green.
  // The second link differs from the first only after the '#', so the sheet is redrawn in the same
  // document: poll until it shows the new position rather than read the old one.
  const expectTakenMark = async (link, marks) => {
    await page.goto(`/${link.replace('#', '#print/')}`);
    await expect.poll(() => page.locator('.print-sheet .sheet-board svg path[opacity]').evaluateAll((paths) => paths
      .filter((path) => /#c8372d|#2e8b47/.test(path.getAttribute('fill')))
      .map((path) => ({ fill: path.getAttribute('fill'), square: /L/.test(path.getAttribute('d')) })))).toEqual(marks);
  };
  await expectTakenMark(`${positionLink(CAPTURE)}&moves=b4c5`, [{ fill: '#2e8b47', square: true }]);
  await expectTakenMark(`${positionLink(TAKEN_BY_GREEN)}&moves=c6d5`, [{ fill: '#c8372d', square: false }]);
});

test('each player’s bar stays on that player’s side of the board when it is turned round', async ({ page }) => {
  const order = () => page.evaluate(() => [...document.querySelectorAll('.board-area > .player-bar, .board-area > .board-wrap')].map((element) => element.className.split(' ')[1] ?? 'board'));
  await openGame(page, '#double-take');
  expect(await order()).toEqual(['player-second', 'board', 'player-first']);
  await page.getByRole('button', { name: '⇅ Flip' }).click();
  await expect.poll(order).toEqual(['player-first', 'board', 'player-second']);
  // Against the computer as the second player, the human's side is below, with the human's bar.
  await openGame(page, '#chess?vs=computer&level=1&human=second');
  expect(await order()).toEqual(['player-first', 'board', 'player-second']);
  await expect(page.locator('.player-bar.player-second .role')).toHaveText('You');
});
