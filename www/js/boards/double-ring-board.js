// Draws a Double Ring position: single rings, double rings and struck-out
// empty cells on a paper grid.

import { BoardCanvas, circle, sameSquare } from './board-canvas.js';
import { t } from '../i18n/i18n.js';

const COLOURS = {
  paper: '#f6efdc',
  grid: '#cdbd98',
  label: '#6f6046',
  ring: '#263445',
  struck: '#c6b894',
  selected: 'rgba(245, 184, 40, 0.5)',
  target: 'rgba(46, 160, 90, 0.32)',
  targetRing: '#22804a',
  lastMove: 'rgba(70, 120, 210, 0.2)',
  lastMoveLine: 'rgba(50, 95, 190, 0.55)',
};

export class DoubleRingBoard extends BoardCanvas {
  /** What a cell holds, in words (the active language's). */
  describe(view, { file, rank }) {
    const kind = view.cells[rank * view.width + file];
    if (kind === 0) return t('double-ring-cell-struck');
    if (kind === 1) return t('double-ring-cell-single');
    if (kind === 2) return t('double-ring-cell-double');
    return t('double-ring-cell-empty');
  }

  /**
   * view: { width, height, cells } from the engine; marks: { selected, targets,
   * lastMove } with squares as { file, rank }.
   */
  draw(view, marks) {
    const { width, height } = view;
    const ctx = this.begin(width, height, COLOURS.paper);
    const { band, cell } = this.geometry;

    if (marks.lastMove?.from) {
      this.fillCell(marks.lastMove.from, COLOURS.lastMove);
      this.fillCell(marks.lastMove.to, COLOURS.lastMove);
    }
    if (marks.selected) this.fillCell(marks.selected, COLOURS.selected);

    ctx.strokeStyle = COLOURS.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    const { columns, rows } = this.geometry;
    for (let line = 0; line <= rows; line += 1) {
      const offset = Math.round(band + line * cell) + 0.5;
      ctx.moveTo(band, offset);
      ctx.lineTo(band + columns * cell, offset);
    }
    for (let line = 0; line <= columns; line += 1) {
      const offset = Math.round(band + line * cell) + 0.5;
      ctx.moveTo(offset, band);
      ctx.lineTo(offset, band + rows * cell);
    }
    ctx.stroke();
    this.drawLabels(COLOURS.label);
    this.drawMoveLine(marks.lastMove, COLOURS.lastMoveLine);

    for (const target of marks.targets) {
      const [x, y] = this.centre(target);
      ctx.fillStyle = COLOURS.target;
      ctx.beginPath();
      ctx.arc(x, y, cell * 0.44, 0, Math.PI * 2);
      ctx.fill();
    }

    const ringWidth = Math.min(4, Math.max(1.2, cell * 0.055));
    for (let rank = 0; rank < height; rank += 1) {
      for (let file = 0; file < width; file += 1) {
        const [x, y] = this.pieceCentre({ file, rank });
        const kind = view.cells[rank * width + file];
        ctx.lineWidth = ringWidth;
        if (kind === 0) {
          ctx.strokeStyle = COLOURS.struck;
          ctx.lineWidth = ringWidth * 0.6;
          circle(ctx, x, y, cell * 0.2);
          const reach = cell * 0.24;
          ctx.beginPath();
          ctx.moveTo(x - reach, y + reach);
          ctx.lineTo(x + reach, y - reach);
          ctx.stroke();
          continue;
        }
        const isTarget = marks.targets.some((target) => sameSquare(target, { file, rank }));
        ctx.strokeStyle = isTarget ? COLOURS.targetRing : COLOURS.ring;
        circle(ctx, x, y, cell * 0.2);
        if (kind === 2) {
          ctx.lineWidth = ringWidth * 1.25;
          circle(ctx, x, y, cell * 0.36);
        }
      }
    }
  }
}
