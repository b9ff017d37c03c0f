// What every board renderer shares: a canvas sharp at any device pixel
// ratio, a grid of files x ranks with a label band around it, and the map
// between squares and pointer positions. A renderer only draws what it is given.

import { boardShape, fitBoard, turnsOnThisWindow } from './board-fit.js';

export { shortScreen } from './board-fit.js';

/** How long a move slides. */
const MOTION_MS = 180;

export class BoardCanvas {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.geometry = null;
    /** Seen from the second player's side: the first rank at the top. */
    this.flipped = false;
    /**
     * Turned a quarter: files run down the screen and the first rank is on
     * the left. Boards much wider than tall (16 x 9) are drawn so on a
     * portrait phone, where their cells would otherwise be too small to tap.
     */
    this.rotated = false;
    /**
     * Drawn once for a printed sheet (print-sheet.js): never turned, one unit
     * per CSS pixel whatever the screen, and no animation.
     */
    this.forPrint = false;
    /** Drawn for print turned a quarter: the build's picture of a wide board for a portrait phone. */
    this.turnedPicture = false;
  }

  /**
   * Sizes the canvas for a grid of `files` x `ranks` cells, fills it with
   * `background` and returns the 2D context, scaled to CSS pixels.
   */
  begin(files, ranks, background) {
    this.rotated = this.forPrint ? this.turnedPicture : turnsOnThisWindow(files, ranks);
    const [columns, rows] = this.rotated ? [ranks, files] : [files, ranks];
    const { bandShare, shape } = boardShape(columns, rows);
    if (!this.forPrint) fitBoard(this.canvas, shape, this.rotated);
    const box = this.canvas.getBoundingClientRect();
    const cssWidth = box.width;
    const band = Math.max(18, cssWidth * bandShare);
    const cell = (cssWidth - 2 * band) / columns;
    const cssHeight = cell * rows + 2 * band;
    const ratio = this.forPrint ? 1 : window.devicePixelRatio || 1;
    const [pixelsWide, pixelsHigh] = [cssWidth, cssHeight].map((size) => Math.max(1, Math.round(size * ratio)));
    if (this.canvas.width !== pixelsWide || this.canvas.height !== pixelsHigh) {
      this.canvas.width = pixelsWide;
      this.canvas.height = pixelsHigh;
    }
    this.geometry = { band, cell, files, ranks, columns, rows, cssWidth, cssHeight };
    const ctx = this.context;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.globalAlpha = 1;
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, cssWidth, cssHeight);
    return ctx;
  }

  /** The column and row (from the top left) where a square is drawn. */
  place({ file, rank }) {
    const { files, ranks } = this.geometry;
    if (this.rotated) return this.flipped ? [ranks - 1 - rank, files - 1 - file] : [rank, file];
    return this.flipped ? [files - 1 - file, rank] : [file, ranks - 1 - rank];
  }

  /** The square drawn at a column and row (from the top left): the inverse of `place`. */
  squareAtCell(column, row) {
    const { files, ranks } = this.geometry;
    if (this.rotated) return this.flipped ? { file: files - 1 - row, rank: ranks - 1 - column } : { file: row, rank: column };
    return this.flipped ? { file: files - 1 - column, rank: row } : { file: column, rank: ranks - 1 - row };
  }

  /** The centre of a square, in CSS pixels on the canvas. */
  centre(square) {
    const { band, cell } = this.geometry;
    const [column, row] = this.place(square);
    return [band + (column + 0.5) * cell, band + (row + 0.5) * cell];
  }

  fillCell(square, colour) {
    const { cell } = this.geometry;
    const [x, y] = this.centre(square);
    this.context.fillStyle = colour;
    this.context.fillRect(x - cell / 2, y - cell / 2, cell, cell);
  }

  /**
   * File letters below the grid and rank numbers to its left, from
   * `lowestRank` up (turned a quarter: the other way round).
   */
  drawLabels(colour, lowestRank = 1) {
    const { band, cell, files, ranks, cssHeight } = this.geometry;
    const ctx = this.context;
    ctx.fillStyle = colour;
    ctx.font = `600 ${Math.round(Math.max(11, Math.min(band * 0.62, cell * 0.4)))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const below = (x, text) => ctx.fillText(text, x, cssHeight - band / 2);
    const left = (y, text) => ctx.fillText(text, band / 2, y);
    for (let file = 0; file < files; file += 1) {
      const [x, y] = this.centre({ file, rank: 0 });
      const letter = String.fromCharCode(97 + file);
      if (this.rotated) left(y, letter);
      else below(x, letter);
    }
    for (let rank = 0; rank < ranks; rank += 1) {
      const [x, y] = this.centre({ file: 0, rank });
      const number = String(rank + lowestRank);
      if (this.rotated) below(x, number);
      else left(y, number);
    }
  }

  /**
   * Draws a position (the renderer's `draw`) and, over it, the squares
   * marked in `marks.squares` (a lesson's marks) and the arrows in
   * `marks.arrows`: [{ from, to, colour, width }] (a move with no `from`, a
   * drop or a choice, is a circle round `to`).
   */
  render(view, marks) {
    // A canvas not shown (the page printed as its sheet) has no size to draw at.
    if (this.canvas.getBoundingClientRect().width === 0) return;
    this.draw(view, marks);
    this.drawSquareMarks(marks.squares ?? []);
    this.drawArrows(marks.arrows ?? []);
    if (marks.cursor) this.drawCursor(marks.cursor);
  }

  /** The keyboard cursor: a bold frame round its square. */
  drawCursor(square) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const [x, y] = this.centre(square);
    ctx.lineWidth = Math.max(3, cell * 0.08);
    ctx.strokeStyle = '#1f2733';
    ctx.strokeRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4);
    ctx.lineWidth = Math.max(1.5, cell * 0.035);
    ctx.strokeStyle = '#f2b632';
    ctx.strokeRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4);
  }

  /**
   * Slides the piece that arrived on `move.to` from `move.from` over a short
   * time, calling `redraw` each frame; nothing when the player asked the
   * system for reduced motion, or for a move with no square to come from.
   */
  animate(move, redraw) {
    if (!move.from || !move.to || sameSquare(move.from, move.to)) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const motion = { from: move.from, to: move.to, start: performance.now(), progress: 0 };
    this.motion = motion;
    const step = () => {
      if (this.motion !== motion) return;
      motion.progress = Math.min(1, (performance.now() - motion.start) / MOTION_MS);
      if (motion.progress >= 1) this.motion = null;
      redraw();
      if (this.motion === motion) requestAnimationFrame(step);
    };
    step();
  }

  /**
   * Where to draw what stands on a square: its centre, or on the way there
   * while it is sliding in.
   */
  pieceCentre(square) {
    const motion = this.motion;
    const [x, y] = this.centre(square);
    if (!motion || !sameSquare(motion.to, square)) return [x, y];
    const [fromX, fromY] = this.centre(motion.from);
    const t = 1 - (1 - motion.progress) ** 3; // ease out
    return [fromX + (x - fromX) * t, fromY + (y - fromY) * t];
  }

  /** A frame round each marked square, in the colour of the lessons' marks. */
  drawSquareMarks(squares) {
    const ctx = this.context;
    const { cell } = this.geometry;
    ctx.lineWidth = Math.max(3, cell * 0.09);
    ctx.strokeStyle = 'rgba(46, 125, 210, 0.9)';
    for (const square of squares) {
      const [x, y] = this.centre(square);
      const inset = cell * 0.08;
      ctx.strokeRect(x - cell / 2 + inset, y - cell / 2 + inset, cell - 2 * inset, cell - 2 * inset);
    }
  }

  /** Arrows; those along one line that overlap (e2b2 and a2d2) are drawn side by side, each in a lane of its own. */
  drawArrows(arrows) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const lines = arrows.map(({ from, to }) => (from && to && !sameSquare(from, to) ? [...this.centre(from), ...this.centre(to)] : null));
    const lanes = arrowLanes(lines, cell * ARROW_LANE);
    arrows.forEach(({ from, to, colour, width = 0.16 }, index) => {
      if (!to) return;
      const thickness = Math.max(3, cell * width);
      ctx.strokeStyle = colour;
      ctx.fillStyle = colour;
      ctx.lineWidth = thickness;
      ctx.lineCap = 'round';
      if (!lines[index]) {
        circle(ctx, ...this.centre(to), cell * 0.42);
        return;
      }
      const [x1, y1, x2, y2] = lines[index];
      const length = Math.hypot(x2 - x1, y2 - y1);
      const [dx, dy] = [x2 - x1, y2 - y1].map((value) => (value / length) * (Math.sign(x2 - x1) || Math.sign(y2 - y1)));
      // Across the line, the same way whichever way the arrow points.
      this.drawArrow(x1 - dy * lanes[index], y1 + dx * lanes[index], x2 - dy * lanes[index], y2 + dx * lanes[index]);
    });
  }

  /** One arrow in the context's colour and width, from a point to another. */
  drawArrow(x1, y1, x2, y2) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const angle = Math.atan2(y2 - y1, x2 - x1);
    const head = Math.min(cell * 0.42, Math.hypot(x2 - x1, y2 - y1) * 0.5);
    // The shaft stops where the head begins, so that the tip stays sharp.
    const [baseX, baseY] = [x2 - Math.cos(angle) * head * 0.8, y2 - Math.sin(angle) * head * 0.8];
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(baseX, baseY);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x2, y2);
    ctx.lineTo(x2 - Math.cos(angle - 0.45) * head, y2 - Math.sin(angle - 0.45) * head);
    ctx.lineTo(x2 - Math.cos(angle + 0.45) * head, y2 - Math.sin(angle + 0.45) * head);
    ctx.closePath();
    ctx.fill();
  }

  /** A line from one square's centre to another's: the last move. */
  drawMoveLine(move, colour) {
    if (!move?.from || !move?.to) return;
    const ctx = this.context;
    const [x1, y1] = this.centre(move.from);
    const [x2, y2] = this.centre(move.to);
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(2, this.geometry.cell * 0.06);
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  }

  /**
   * Marks each target square with a dot of `dotRadius` in `dotColour` and a
   * ring of `ringRadius` in `ringColour` (radii in cells).
   */
  drawTargets(targets, { dotColour, dotRadius, ringColour, ringRadius }) {
    const ctx = this.context;
    const { cell } = this.geometry;
    for (const target of targets) {
      const [x, y] = this.centre(target);
      ctx.fillStyle = dotColour;
      disc(ctx, x, y, cell * dotRadius);
      ctx.strokeStyle = ringColour;
      ctx.lineWidth = Math.max(2, cell * 0.055);
      circle(ctx, x, y, cell * ringRadius);
    }
  }

  /** The square under a point in client coordinates, or null. */
  squareAt(clientX, clientY) {
    if (!this.geometry) return null;
    const { band, cell, columns, rows } = this.geometry;
    const box = this.canvas.getBoundingClientRect();
    const column = Math.floor((clientX - box.left - band) / cell);
    const row = Math.floor((clientY - box.top - band) / cell);
    if (column < 0 || row < 0 || column >= columns || row >= rows) return null;
    return this.squareAtCell(column, row);
  }

  /** Where a square's centre is, in client coordinates (for tests and focus). */
  clientPoint(square) {
    const box = this.canvas.getBoundingClientRect();
    const [x, y] = this.centre(square);
    return { x: box.left + x, y: box.top + y };
  }
}

export function circle(ctx, x, y, radius) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.stroke();
}

export function disc(ctx, x, y, radius) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
}

/** 'e4' for { file: 4, rank: 3 }, on boards whose ranks start at `lowestRank`. */
export function squareName({ file, rank }, lowestRank = 1) {
  return `${String.fromCharCode(97 + file)}${rank + lowestRank}`;
}

/** How far apart, in cells, the lanes of arrows that share a line are. */
const ARROW_LANE = 0.2;

/**
 * For each line [x1, y1, x2, y2] (or null), how far across it its arrow is
 * drawn: 0 alone; spread round the line when arrows lie along one line and
 * overlap or touch.
 */
function arrowLanes(lines, spacing) {
  const groups = [];
  lines.forEach((line, index) => {
    if (!line) return;
    const group = groups.find((members) => members.some((other) => shareLine(lines[other], line)));
    if (group) group.push(index);
    else groups.push([index]);
  });
  const lanes = lines.map(() => 0);
  for (const group of groups) group.forEach((index, place) => { lanes[index] = (place - (group.length - 1) / 2) * spacing; });
  return lanes;
}

/** Whether two segments lie along one line (within a pixel) and overlap or touch. */
function shareLine([ax1, ay1, ax2, ay2], [bx1, by1, bx2, by2]) {
  const [dx, dy] = [ax2 - ax1, ay2 - ay1];
  const length = Math.hypot(dx, dy);
  const across = (x, y) => Math.abs(dx * (y - ay1) - dy * (x - ax1)) / length;
  if (across(bx1, by1) > 1 || across(bx2, by2) > 1) return false;
  const along = (x, y) => ((x - ax1) * dx + (y - ay1) * dy) / length;
  const [low, high] = [along(bx1, by1), along(bx2, by2)].sort((p, q) => p - q);
  return high >= 0 && low <= length;
}

export const sameSquare = (a, b) => Boolean(a && b) && a.file === b.file && a.rank === b.rank;

/** { file: 4, rank: 3 } for 'e4' (the inverse of `squareName`), or null for no square name. */
export function parseSquareName(name, lowestRank = 1) {
  const match = /^([a-z])(\d{1,2})$/.exec(name);
  if (!match) return null;
  return { file: match[1].charCodeAt(0) - 97, rank: Number(match[2]) - lowestRank };
}
