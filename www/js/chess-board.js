// Draws a chess position on any board shape (The One Ring's 42 squares,
// 8 x 8): the squares that exist, the pieces as vector shapes, the Ring on
// its wearer, check, the last move, legal targets and a piece being dragged.

import { BoardCanvas, circle, disc, sameSquare } from './board-canvas.js';
import { drawPiece } from './pieces.js';

const COLOURS = {
  frame: '#d9ccb0',
  light: '#efe3c8',
  dark: '#b58a5c',
  label: '#5f5038',
  selected: 'rgba(245, 196, 40, 0.62)',
  lastMove: 'rgba(205, 210, 60, 0.45)',
  target: 'rgba(24, 92, 50, 0.45)',
  check: 'rgba(220, 30, 30, 0.85)',
  gold: '#d3a11c',
  goldLight: '#ffe27a',
  goldDark: '#8a6408',
  choice: 'rgba(230, 170, 20, 0.9)',
};

export class ChessBoard extends BoardCanvas {
  /**
   * view: { files, ranks, lowest_rank, squares, pieces, ring, ring_wearer, check };
   * marks: { selected, targets, lastMove, choices, dragging: { from, x, y } }.
   */
  draw(view, marks) {
    this.begin(view.files, view.ranks, COLOURS.frame);
    const ctx = this.context;
    const { cell } = this.geometry;
    for (const square of view.squares) {
      // a1 is dark, as on a chessboard, whatever the lowest rank's number.
      this.fillCell(square, (square.file + square.rank + view.lowest_rank) % 2 === 1 ? COLOURS.dark : COLOURS.light);
    }
    if (marks.lastMove?.to) {
      if (marks.lastMove.from) this.fillCell(marks.lastMove.from, COLOURS.lastMove);
      this.fillCell(marks.lastMove.to, COLOURS.lastMove);
    }
    if (marks.selected?.file !== undefined) this.fillCell(marks.selected, COLOURS.selected);
    this.drawLabels(COLOURS.label, view.lowest_rank);
    if (view.check) {
      const [x, y] = this.centre(view.check);
      const glow = ctx.createRadialGradient(x, y, cell * 0.1, x, y, cell * 0.62);
      glow.addColorStop(0, COLOURS.check);
      glow.addColorStop(1, 'rgba(220, 30, 30, 0)');
      ctx.fillStyle = glow;
      ctx.fillRect(x - cell / 2, y - cell / 2, cell, cell);
    }
    for (const square of marks.choices ?? []) {
      const [x, y] = this.centre(square);
      ctx.strokeStyle = COLOURS.choice;
      ctx.lineWidth = Math.max(2.5, cell * 0.07);
      circle(ctx, x, y, cell * 0.45);
    }
    const dragging = marks.dragging;
    for (const piece of view.pieces) {
      if (dragging && sameSquare(dragging.from, piece.square)) continue;
      const [x, y] = this.centre(piece.square);
      drawPiece(ctx, piece.role, piece.colour, x, y, cell * 0.86);
      if (sameSquare(view.ring_wearer, piece.square)) this.drawRing(x, y);
    }
    this.drawTargetMarks(view, marks.targets ?? []);
    if (dragging) {
      const piece = view.pieces.find((p) => sameSquare(p.square, dragging.from));
      if (piece) {
        drawPiece(ctx, piece.role, piece.colour, dragging.x, dragging.y, cell * 0.95);
        if (sameSquare(view.ring_wearer, piece.square)) this.drawRing(dragging.x, dragging.y);
      }
    }
  }

  /** A dot on an empty target, a corner ring around a piece that can be taken. */
  drawTargetMarks(view, targets) {
    const ctx = this.context;
    const { cell } = this.geometry;
    for (const target of targets) {
      const [x, y] = this.centre(target);
      const occupied = view.pieces.some((p) => sameSquare(p.square, target));
      ctx.fillStyle = COLOURS.target;
      if (occupied) {
        ctx.strokeStyle = COLOURS.target;
        ctx.lineWidth = cell * 0.08;
        circle(ctx, x, y, cell * 0.44);
      } else {
        disc(ctx, x, y, cell * 0.15);
      }
    }
  }

  /** The One Ring on its wearer: a gold ring at the piece's foot. */
  drawRing(x, y) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const [rx, ry, r] = [x + cell * 0.27, y + cell * 0.27, cell * 0.14];
    ctx.strokeStyle = COLOURS.goldDark;
    ctx.lineWidth = cell * 0.085;
    circle(ctx, rx, ry, r);
    ctx.strokeStyle = COLOURS.gold;
    ctx.lineWidth = cell * 0.055;
    circle(ctx, rx, ry, r);
    ctx.strokeStyle = COLOURS.goldLight;
    ctx.lineWidth = cell * 0.022;
    ctx.beginPath();
    ctx.arc(rx, ry, r, Math.PI * 1.05, Math.PI * 1.65);
    ctx.stroke();
  }
}
