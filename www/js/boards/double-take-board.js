// Draws a Double Take position: the red and green networks as lines and
// points, each side's broad border line at its near end, the pieces, and
// the pieces the last move took, fading out where they stood.
//
// Colour is never the only cue: red is round and solid, green is square and
// dashed. Red pieces are discs and green ones rounded squares; red's lines
// are solid with round points, green's dashed with square points; red's
// broad line is solid and green's a row of dashes. A taken piece keeps its
// shape as it fades. The player bars and the printed sheet show each side's
// swatch in its shape (`sideShapes`).

import { BoardCanvas, disc } from './board-canvas.js';
import { t } from '../i18n/i18n.js';

const COLOURS = {
  paper: '#f4efe2',
  label: '#6f6046',
  red: '#c8372d',
  redDark: '#8c2119',
  redLine: 'rgba(200, 55, 45, 0.55)',
  green: '#2e8b47',
  greenDark: '#1c5c2d',
  greenLine: 'rgba(46, 139, 71, 0.7)', // stronger than red's: its lines are dashed
  redGoal: 'rgba(200, 55, 45, 0.07)',
  greenGoal: 'rgba(46, 139, 71, 0.08)',
  selected: 'rgba(245, 184, 40, 0.55)',
  target: 'rgba(245, 184, 40, 0.3)',
  lastMove: 'rgba(70, 120, 210, 0.16)',
  lastMoveLine: 'rgba(50, 95, 190, 0.5)',
};

/**
 * Each side's look. `dash` and `borderDash`: its network's lines and its
 * broad line drawn as [dash, gap] in cells, or solid (null).
 */
const SIDES = [
  { shape: 'disc', fill: COLOURS.red, edge: COLOURS.redDark, line: COLOURS.redLine, dash: null, borderDash: null },
  { shape: 'square', fill: COLOURS.green, edge: COLOURS.greenDark, line: COLOURS.greenLine, dash: [0.1, 0.07], borderDash: [0.6, 0.4] },
];

/** How long the taken pieces take to fade to their faint mark. */
const FADE_MS = 900;

export class DoubleTakeBoard extends BoardCanvas {
  /** Each side's shape, for its swatch beside the board and on the printed sheet (style.css: `shape-square`). */
  static sideShapes = SIDES.map((side) => side.shape);

  /**
   * view: { width, length, points, captured, far_row, pieces } from the
   * engine; marks: { selected, targets, lastMove }.
   */
  draw(view, marks) {
    this.fadeFor(view, marks);
    const { width, length } = view;
    const ctx = this.begin(width, length, COLOURS.paper);
    const { cell } = this.geometry;

    // Each side's goal, its far row, faintly in its colour.
    this.fillRow(length - 1, COLOURS.redGoal);
    this.fillRow(0, COLOURS.greenGoal);

    if (marks.lastMove?.from) {
      this.fillCell(marks.lastMove.from, COLOURS.lastMove);
      this.fillCell(marks.lastMove.to, COLOURS.lastMove);
    }
    this.drawNetworks(width, length);
    this.drawBorders(width, length);
    this.drawLabels(COLOURS.label);
    this.drawMoveLine(marks.lastMove, COLOURS.lastMoveLine);

    if (marks.selected) {
      const [x, y] = this.centre(marks.selected);
      ctx.fillStyle = COLOURS.selected;
      disc(ctx, x, y, cell * 0.46);
    }
    this.drawTargets(marks.targets, { dotColour: COLOURS.target, dotRadius: 0.34, ringColour: COLOURS.selected, ringRadius: 0.34 });

    for (let rank = 0; rank < length; rank += 1) {
      for (let file = 0; file < width; file += 1) {
        const piece = view.points[rank * width + file];
        if (piece) this.drawPiece({ file, rank }, SIDES[piece - 1], 1);
      }
    }
    const alpha = this.fadeAlpha();
    for (const { square, owner } of view.captured) {
      this.drawPiece(square, SIDES[owner === 'first' ? 0 : 1], alpha);
      this.drawCross(square, alpha);
    }
  }

  drawNetworks(width, length) {
    const ctx = this.context;
    const { cell } = this.geometry;
    // Orthogonal lines of both networks run along the same rows and columns;
    // each is drawn slightly to its own side so that both stay visible.
    const shift = Math.max(1, cell * 0.035);
    ctx.lineWidth = Math.max(1, cell * 0.03);
    for (const [index, side] of SIDES.entries()) {
      const offset = index === 0 ? shift : -shift;
      ctx.strokeStyle = side.line;
      ctx.lineCap = side.dash ? 'butt' : 'round';
      // Diagonal lines, then the longer orthogonal ones: each length has its
      // own dashes, so that every line starts and ends with one.
      for (const steps of [[[1, 1], [-1, 1]], [[2, 0], [0, 2]]]) {
        ctx.beginPath();
        let span = 0;
        for (let rank = 0; rank < length; rank += 1) {
          for (let file = 0; file < width; file += 1) {
            if ((file + rank) % 2 !== index) continue;
            const [x, y] = this.centre({ file, rank });
            for (const [df, dr] of steps) {
              const to = { file: file + df, rank: rank + dr };
              if (to.file < 0 || to.file >= width || to.rank >= length) continue;
              const [x2, y2] = this.centre(to);
              const [ox, oy] = dr === 0 ? [0, offset] : df === 0 ? [offset, 0] : [0, 0];
              ctx.moveTo(x + ox, y + oy);
              ctx.lineTo(x2 + ox, y2 + oy);
              span = Math.hypot(x2 - x, y2 - y);
            }
          }
        }
        ctx.setLineDash(side.dash ? dashesFor(span, side.dash[0] * cell, side.dash[1] * cell) : []);
        ctx.stroke();
      }
      ctx.setLineDash([]);
      ctx.fillStyle = side.fill;
      for (let rank = 0; rank < length; rank += 1) {
        for (let file = 0; file < width; file += 1) {
          if ((file + rank) % 2 !== index) continue;
          const [x, y] = this.centre({ file, rank });
          // Round points for red, square ones (of about the same area) for green.
          if (side.shape === 'disc') disc(ctx, x, y, cell * 0.07);
          else ctx.fillRect(x - cell * 0.064, y - cell * 0.064, cell * 0.128, cell * 0.128);
        }
      }
    }
  }

  /** A whole rank's cells, in one rectangle (wherever the board turns it). */
  fillRow(rank, colour) {
    const { cell } = this.geometry;
    const [x1, y1] = this.centre({ file: 0, rank });
    const [x2, y2] = this.centre({ file: this.geometry.files - 1, rank });
    this.context.fillStyle = colour;
    this.context.fillRect(Math.min(x1, x2) - cell / 2, Math.min(y1, y2) - cell / 2, Math.abs(x2 - x1) + cell, Math.abs(y2 - y1) + cell);
  }

  /**
   * Each side's broad line just beyond its first row: red's beyond rank 1,
   * green's beyond the last (at the bottom and the top, or the other way
   * round when the board is turned).
   */
  drawBorders(width, length) {
    const ctx = this.context;
    const { cell } = this.geometry;
    ctx.lineWidth = Math.max(4, cell * 0.13);
    ctx.lineCap = 'butt';
    for (const [side, rank, inner] of [[SIDES[0], 0, 1], [SIDES[1], length - 1, length - 2]]) {
      const [x1, y1] = this.centre({ file: 0, rank });
      const [x2, y2] = this.centre({ file: width - 1, rank });
      const [xi, yi] = this.centre({ file: 0, rank: inner });
      // Outward from the row by 0.4 of a cell, and 0.3 of a cell past its end points.
      const [ox, oy] = [(x1 - xi) * 0.4, (y1 - yi) * 0.4];
      const along = Math.hypot(x2 - x1, y2 - y1) || 1;
      const [ax, ay] = [((x2 - x1) / along) * cell * 0.3, ((y2 - y1) / along) * cell * 0.3];
      // Green's is a dash for each file (one cell of dash and gap fits the row exactly).
      const reach = along + cell * 0.6;
      ctx.setLineDash(side.borderDash ? dashesFor(reach, side.borderDash[0] * cell, side.borderDash[1] * cell) : []);
      ctx.strokeStyle = side.fill;
      ctx.beginPath();
      ctx.moveTo(x1 + ox - ax, y1 + oy - ay);
      ctx.lineTo(x2 + ox + ax, y2 + oy + ay);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }

  /** What a point holds, in words (the active language's). */
  describe(view, { file, rank }) {
    const piece = view.points[rank * view.width + file];
    if (piece === 1) return t('double-take-point-red');
    if (piece === 2) return t('double-take-point-green');
    return t('double-take-point-empty');
  }

  /** A piece in its side's shape: a disc with a ring inside, or a rounded square with a square inside. */
  drawPiece(square, side, alpha) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const [x, y] = this.pieceCentre(square);
    ctx.globalAlpha = alpha;
    // The square is a little smaller across, for about the disc's area.
    const [outer, inner] = side.shape === 'disc' ? [0.32, 0.2] : [0.285, 0.17];
    outline(ctx, side.shape, x, y, cell * outer);
    ctx.fillStyle = side.fill;
    ctx.fill();
    ctx.strokeStyle = side.edge;
    ctx.lineWidth = Math.max(1.5, cell * 0.045);
    ctx.stroke();
    outline(ctx, side.shape, x, y, cell * inner);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
    ctx.lineWidth = Math.max(1, cell * 0.03);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }

  drawCross(square, alpha) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const [x, y] = this.centre(square);
    const reach = cell * 0.2;
    ctx.globalAlpha = Math.max(alpha, 0.6);
    ctx.strokeStyle = '#3a2f25';
    ctx.lineWidth = Math.max(2, cell * 0.06);
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x - reach, y - reach);
    ctx.lineTo(x + reach, y + reach);
    ctx.moveTo(x + reach, y - reach);
    ctx.lineTo(x - reach, y + reach);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }

  /** Starts the fade when a new set of taken pieces appears. */
  fadeFor(view, marks) {
    if (this.forPrint) {
      this.fadeStart = null; // a printed sheet shows the taken pieces as faint marks
      return;
    }
    const key = JSON.stringify([view.captured, marks.lastMove?.notation]);
    this.lastDraw = [view, marks];
    if (key === this.fadeKey) return;
    this.fadeKey = key;
    this.fadeStart = view.captured.length ? performance.now() : null;
    if (this.fadeStart !== null) requestAnimationFrame(() => this.fadeStep());
  }

  fadeStep() {
    if (this.fadeStart === null) return;
    this.render(...this.lastDraw);
    if (performance.now() - this.fadeStart < FADE_MS) requestAnimationFrame(() => this.fadeStep());
  }

  /** From nearly solid to a faint mark over FADE_MS. */
  fadeAlpha() {
    if (this.fadeStart === null) return 0.25;
    const progress = Math.min(1, (performance.now() - this.fadeStart) / FADE_MS);
    return 0.9 - 0.65 * progress;
  }
}

/**
 * Begins a path round a piece's shape centred on (x, y): a circle of radius
 * `half`, or a square `half` from the centre to each side, its corners rounded.
 */
function outline(ctx, shape, x, y, half) {
  ctx.beginPath();
  if (shape === 'disc') {
    ctx.arc(x, y, half, 0, Math.PI * 2);
    return;
  }
  const round = half * 0.3;
  ctx.moveTo(x, y - half);
  ctx.arcTo(x + half, y - half, x + half, y + half, round);
  ctx.arcTo(x + half, y + half, x - half, y + half, round);
  ctx.arcTo(x - half, y + half, x - half, y - half, round);
  ctx.arcTo(x - half, y - half, x + half, y - half, round);
  ctx.closePath();
}

/**
 * A line dash of about `dash` and `gap` for lines `length` long, stretched so
 * that each line starts and ends with a dash (a canvas and SVG both begin
 * the dashes again at each line's start).
 */
function dashesFor(length, dash, gap) {
  const count = Math.max(1, Math.round((length + gap) / (dash + gap)));
  const scale = length / (count * dash + (count - 1) * gap);
  return [dash * scale, gap * scale];
}
