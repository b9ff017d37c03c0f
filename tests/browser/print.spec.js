// Printed sheets of a position, for every game: `#print/<link>` and the
// browser's own Print of a game page. Each sheet names the game, the variant,
// whose turn it is or the result, the players' figures, the moves by turn and
// the link, draws the board in vector, and is one page on A4 and on Letter.
import { test, expect } from './fixtures.js';
import { writeFileSync } from 'node:fs';
import { SHOTS, openGame, pdfPageCount, expectHash } from './helpers.js';

const GAMES = [
  {
    id: 'double-ring',
    link: 'double-ring?rule=odd&size=7&moves=d4d6,a1a3,g7g5',
    name: 'Double Ring',
    variant: 'Skip Odd · 7 x 7',
    turn: 'Player 2 to move',
    turns: [['1.', 'd4d6', 'a1a3'], ['2.', 'g7g5', '…']],
  },
  {
    id: 'double-take',
    link: 'double-take?length=8&moves=c3d4,e6f5,b2b4',
    name: 'Double Take',
    variant: '8 x 8',
    turn: 'Green to move',
    turns: [['1.', 'c3d4', 'e6f5'], ['2.', 'b2b4', '…']],
    stats: [['Red', '0 of 4 on the far row', '12 pieces'], ['Green', '0 of 4 on the far row', '12 pieces']],
  },
  {
    id: 'king-of-rings',
    link: 'king-of-rings?moves=b2c3,d6d5,c3d4,f6f5,d4b4,e7e6,b4b1,c7c6',
    name: 'The King of Rings',
    turn: 'White to move',
    turns: [['1.', 'b2c3', 'd6d5'], ['2.', 'c3d4', 'f6f5'], ['3.', 'd4b4', 'e7e6'], ['4.', 'b4b1', 'c7c6']],
    stats: [['White', '10 points', 'In hand: none'], ['Black', '4 points', 'In hand: none']],
  },
  {
    id: 'one-ring',
    // Black's first capture brings in the Ring; White gives it to the c3 pawn, then moves again.
    link: 'one-ring?moves=b2b4,a6a5,c2c3,a5b4,@c3,c3c4',
    name: 'The One Ring',
    turn: 'Black to move',
    turns: [['1.', 'b4', 'a5'], ['2.', 'c3', 'axb4'], ['3.', 'Ring c3, c4', '…']],
  },
  {
    id: 'double-eighteen-stone',
    link: 'double-eighteen-stone?moves=c5e5,d8d6,a2a3,n5l5,a3a4',
    name: 'DoubleEIGHTEEN-STONEchess',
    turn: 'Black to move',
    turns: [['1.', 'S c5-e5', 'd6'], ['2.', 'a3', 'S n5-l5'], ['3.', 'a3⇄a4', '…']],
  },
  {
    id: 'chess',
    link: 'chess?moves=e2e4,e7e5,g1f3,b8c6',
    name: 'Chess',
    turn: 'White to move',
    turns: [['1.', 'e4', 'e5'], ['2.', 'Nf3', 'Nc6']],
  },
];

const sheet = (page) => page.locator('.print-sheet');

/** The moves on the sheet: [number, first player's, second player's] per turn. */
function sheetTurns(page) {
  return page.locator('.sheet-move-list li').evaluateAll((rows) => rows.map((row) =>
    (row.children.length ? [...row.children].map((cell) => cell.textContent) : [row.textContent])));
}

/** What the board is drawn with: vector shapes and text, and any raster image. */
function boardContent(page) {
  return page.locator('.print-sheet .sheet-board svg').evaluate((svg) => ({
    shapes: svg.querySelectorAll('path, rect, circle, ellipse, line, polygon').length,
    texts: svg.querySelectorAll('text').length,
    images: svg.querySelectorAll('image, foreignObject').length,
    viewBox: svg.getAttribute('viewBox'),
  }));
}

/** Whether every part of the sheet lies inside the page-sized sheet (nothing is cut off). */
function partsInside(page) {
  return page.locator('.print-sheet').evaluate((element) => {
    const box = element.getBoundingClientRect();
    const parts = ['.sheet-title', '.sheet-turn', '.sheet-board svg', '.sheet-move-list li:last-child', '.sheet-link a'];
    return parts.map((selector) => {
      const part = element.querySelector(selector).getBoundingClientRect();
      return [selector, part.height > 0 && part.top >= box.top - 0.5 && part.bottom <= box.bottom + 0.5
        && part.left >= box.left - 0.5 && part.right <= box.right + 0.5];
    });
  });
}

async function expectOnePage(page, name) {
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format });
    expect(pdfPageCount(pdf), `${name} on ${format}`).toBe(1);
    writeFileSync(`${SHOTS}/${name}-${format}.pdf`, pdf);
  }
}

for (const game of GAMES) {
  test(`${game.name}: the printed sheet of a position has everything, in vector, on one page`, async ({ page, baseURL }) => {
    await page.goto(`/#print/${game.link}`);
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).locator('.sheet-title')).toHaveText(game.name);
    if (game.variant) await expect(sheet(page).locator('.sheet-variant')).toHaveText(game.variant);
    else await expect(sheet(page).locator('.sheet-variant')).toHaveCount(0);
    await expect(sheet(page).locator('.sheet-turn')).toHaveText(game.turn);
    expect(await sheetTurns(page)).toEqual(game.turns);
    if (game.stats) {
      const bars = sheet(page).locator('.sheet-player');
      await expect(bars).toHaveCount(2);
      for (const [index, [name, ...stats]] of game.stats.entries()) {
        await expect(bars.nth(index).locator('strong')).toHaveText(name);
        await expect(bars.nth(index).locator('.sheet-stat')).toHaveText(stats);
      }
    } else {
      await expect(sheet(page).locator('.sheet-player')).toHaveCount(0);
    }
    const url = `${baseURL}/#${game.link}`;
    await expect(sheet(page).locator('.sheet-link a')).toHaveText(url);
    await expect(sheet(page).locator('.sheet-link a')).toHaveAttribute('href', url);

    const board = await boardContent(page);
    expect(board.images).toBe(0);
    expect(board.shapes).toBeGreaterThan(40);
    expect(board.texts).toBeGreaterThanOrEqual(12); // at least the coordinates
    // The sheet's style loads with it: its layout is waited for, not read at once.
    await expect.poll(() => partsInside(page)).toEqual(
      ['.sheet-title', '.sheet-turn', '.sheet-board svg', '.sheet-move-list li:last-child', '.sheet-link a'].map((part) => [part, true]));
    await expect(page).toHaveTitle(`${game.name}: printable position · ringboard`);

    await sheet(page).screenshot({ path: `${SHOTS}/${game.id}-print-sheet.png` });
    await expectOnePage(page, `${game.id}-print-sheet`);
  });
}

test('the vector board is the canvas board: the same renderer, drawn into SVG', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 2000 }); // room for the tall One Ring canvas at full width
  for (const game of GAMES) {
    await openGame(page, `#${game.link}`);
    // The printed sheet's code loads once the player touches the page; the sheet is drawn as the page turns to print.
    await page.locator('.status-bar').click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.game-page .sheet-board svg')).toBeAttached();
    await page.emulateMedia({ media: null });
    // The sheet's SVG rasterised beside the renderer's own canvas of the same size: only edges may differ.
    const differing = await page.evaluate(async () => {
      const { snapshot, info } = window.ringboardPage;
      // The page's own printed sheet, which the browser's Print shows.
      const svg = document.querySelector('.game-page .sheet-board svg').cloneNode(true);
      const [, , width, height] = svg.getAttribute('viewBox').split(' ').map(Number);
      Object.entries({ width, height, xmlns: 'http://www.w3.org/2000/svg' }).forEach(([key, value]) => svg.setAttribute(key, value));
      const canvas = document.createElement('canvas');
      canvas.style.width = `${width}px`;
      document.body.append(canvas);
      const board = new info.Board(canvas);
      board.forPrint = true;
      board.render(snapshot.view, { selected: null, targets: [], choices: [], lastMove: snapshot.last_move, arrows: [] });
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const drawn = document.createElement('canvas');
      [drawn.width, drawn.height] = [canvas.width, canvas.height];
      drawn.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
      const pixels = (c) => c.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const [a, b] = [pixels(canvas), pixels(drawn)];
      let count = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 60) count += 1;
      }
      canvas.remove();
      return count / (a.length / 4);
    });
    expect(differing, game.id).toBeLessThan(0.04);
  }
});

test('a finished game prints its result, and an earlier position only the moves up to it', async ({ page }) => {
  await page.goto('/#print/double-take?length=8&moves=c3d4&resigned=second');
  await expect(sheet(page).locator('.sheet-turn')).toHaveText('Red wins: Green resigned');
  await expect(sheet(page).locator('.sheet-player.to-move')).toHaveCount(0);
  await page.goto('/#print/chess?moves=e2e4,e7e5,g1f3,b8c6&at=3');
  await expect(sheet(page).locator('.sheet-turn')).toHaveText('Black to move');
  await expect(sheet(page).locator('.sheet-moves h3')).toHaveText('Moves (the position after 3 of 4)');
  expect(await sheetTurns(page)).toEqual([['1.', 'e4', 'e5'], ['2.', 'Nf3', '…']]);
  await expect(sheet(page).locator('.sheet-link a')).toHaveText(/#chess\?moves=e2e4,e7e5,g1f3,b8c6&at=3$/);
});

/** Whether the board is drawn turned round: rank 1 at the top. */
function boardTurned(page) {
  return page.locator('.print-sheet .sheet-board svg').evaluate((svg) => {
    const rankY = (name) => Number([...svg.querySelectorAll('text')].find((text) => text.textContent === name).getAttribute('y'));
    return rankY('1') < rankY('2');
  });
}

test('a game against the computer prints who plays which side, seen from the human side', async ({ page }) => {
  await page.goto('/#print/king-of-rings?vs=computer&level=2&human=second&moves=b2c3');
  await expect(sheet(page).locator('.sheet-role')).toHaveText(['Computer, level 2', 'You']);
  await expect(sheet(page).locator('.sheet-turn')).toHaveText('Black to move');
  await expect(sheet(page).locator('.sheet-player.to-move strong')).toHaveText('Black');
  await expect.poll(() => boardTurned(page)).toBe(true);
  // As on the game page: a friend game is seen from White's side, unless the link turns it round.
  await page.goto('/#print/chess?moves=e2e4');
  await expect(page).toHaveTitle('Chess: printable position · ringboard');
  await expect.poll(() => boardTurned(page)).toBe(false);
  await page.goto('/#print/chess?flip=1&moves=e2e4');
  await expect.poll(() => boardTurned(page)).toBe(true);
});

test('a long game still fits one page: the latest turns, and the rest in the link', async ({ page, baseURL }) => {
  // Long games of pseudo-random legal moves, the same every run, each on its game's engine.
  const links = [];
  for (const id of ['chess', 'double-eighteen-stone']) {
    await openGame(page, `#${id}`);
    links.push(await page.evaluate((id) => {
      const session = new window.ringboardPage.engine.Session(id, '');
      let seed = 12345;
      for (let ply = 0; ply < 400; ply += 1) {
        const snap = session.snapshot();
        if (snap.outcome) break;
        seed = (seed * 48271) % 2147483647;
        session.play(snap.legal_moves[seed % snap.legal_moves.length].notation);
      }
      const { link } = session.snapshot();
      session.free();
      return link;
    }, id));
  }
  for (const link of links) {
    const game = link.split('?')[0];
    const plies = link.split('moves=')[1].split(',').length;
    expect(plies).toBeGreaterThan(150);
    await page.goto(`/#print/${link}`);
    await expect(sheet(page).locator('.sheet-link a')).toHaveText(`${baseURL}/#${link}`); // this game's sheet, not the last one's
    const rows = await sheetTurns(page);
    const last = rows[rows.length - 1];
    expect(last[0]).toBe(`${Math.ceil(plies / 2)}.`);
    expect(rows[0]).toEqual([expect.stringMatching(/^Turns 1 to \d+ are in the link below\.$/)]);
    await expect.poll(async () => (await partsInside(page)).every(([, inside]) => inside)).toBe(true);
    await sheet(page).screenshot({ path: `${SHOTS}/${game}-print-sheet-long.png` });
    await expectOnePage(page, `${game}-print-sheet-long`);
  }
});

test("the browser's own print of any game page is its sheet, without the page's controls", async ({ page }) => {
  // Printed at once, before any click or key: the sheet's code loads as the page turns to print.
  for (const game of GAMES) {
    await openGame(page, `#${game.link}`);
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.print-only .print-sheet');
    await expect(printed).toBeVisible();
    await expect(printed.locator('.sheet-title')).toHaveText(game.name);
    await expect(printed.locator('.sheet-turn')).toHaveText(game.turn);
    expect(await printed.locator('.sheet-move-list li').count()).toBe(game.turns.length);
    await expect(printed.locator('.sheet-board svg')).toBeVisible();
    for (const hidden of ['.status-bar', '.player-bar', 'canvas.board', '.side', '.site-header', '.move-entry']) {
      await expect(page.locator(hidden).first(), hidden).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdfPageCount(pdf), game.id).toBe(1);
    writeFileSync(`${SHOTS}/${game.id}-page-print-A4.pdf`, pdf);
    await page.emulateMedia({ media: null });
    // On screen the sheet waits out of sight.
    await expect(page.locator('.print-only')).toBeHidden();
  }
});

test('the printed page follows the game: after a move it shows the new position', async ({ page }) => {
  await openGame(page, '#chess?moves=e2e4');
  await page.getByRole('textbox', { name: 'Type a move' }).fill('e7e5');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-only .sheet-move-list li')).toHaveText(['1.e4e5']);
  await expect(page.locator('.print-only .sheet-turn')).toHaveText('White to move');
});

test('every game page offers "Print this position"; Double Ring also its blank board', async ({ page }) => {
  for (const game of GAMES) {
    await openGame(page, `#${game.link}`);
    await expect(page.getByRole('button', { name: 'Print blank board' })).toHaveCount(game.id === 'double-ring' ? 1 : 0);
    await page.evaluate(() => { window.print = () => { window.printed = true; }; });
    await page.getByRole('button', { name: 'Print this position' }).click();
    await expect(sheet(page)).toBeVisible();
    await expectHash(page, `#print/${game.link}`);
    await expect.poll(() => page.evaluate(() => window.printed)).toBe(true);
  }
});

test("Double Ring's blank board and a game with no moves print the pen-and-paper sheet", async ({ page }) => {
  await openGame(page, '#double-ring?rule=odd&size=7&moves=d4d6');
  await page.evaluate(() => { window.print = () => {}; });
  await page.getByRole('button', { name: 'Print blank board' }).click();
  await expect(page.locator('.sheet > svg text').first()).toHaveText('Double Ring');
  await expect(page.locator('.print-sheet')).toHaveCount(0);
  await expectHash(page, '#print/double-ring?rule=odd&size=7');
  await openGame(page, '#double-ring?rule=skip2&size=9');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-only > svg')).toBeVisible();
  await page.emulateMedia({ media: null });
  // Any other game with no moves yet prints its position sheet.
  await page.goto('/#print/chess');
  await expect(sheet(page).locator('.sheet-move-list li')).toHaveText(['No moves yet.']);
  await expectOnePage(page, 'chess-print-sheet-start');
});

test('The One Ring’s sheet says that White must choose a pawn for the Ring', async ({ page }) => {
  await page.goto('/#print/one-ring?moves=b2b4,a6a5,c2c3,a5b4');
  await expect(page.locator('.print-sheet .sheet-turn')).toHaveText('White to move: White must choose a pawn to wear the Ring');
  await page.goto('/#print/one-ring?moves=b2b4,a6a5,c2c3,a5b4,@c3');
  await expect(page.locator('.print-sheet .sheet-turn')).toHaveText('White to move');
});
