// Draws a chess position on any board shape (The One Ring's 42 squares,
// 8 x 8, 16 x 9): the squares that exist, the pieces as vector shapes, the
// Ring on its wearer, neutral stones, check, the last move, legal targets
// (captures, swaps with a stone, stone line moves) and a piece being dragged.

import { BoardCanvas, circle, disc, sameSquare } from './board-canvas.js';
import { drawPiece } from './pieces.js';

const COLOURS = {
  frame: '#d9ccb0',
  light: '#efe3c8',
  dark: '#b58a5c',
  label: '#45382a',
  selected: 'rgba(245, 196, 40, 0.62)',
  lastMove: 'rgba(205, 210, 60, 0.45)',
  target: 'rgba(24, 92, 50, 0.45)',
  check: 'rgba(220, 30, 30, 0.85)',
  gold: '#d3a11c',
  goldLight: '#ffe27a',
  goldDark: '#8a6408',
  choice: 'rgba(230, 170, 20, 0.9)',
  stoneLight: '#c9d3dc',
  stoneMid: '#8796a5',
  stoneDark: '#4a5866',
  stoneEdge: '#2c3640',
  swap: 'rgba(28, 96, 200, 0.9)',
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
    for (const stone of view.stones ?? []) {
      if (dragging && sameSquare(dragging.from, stone)) continue;
      const [x, y] = this.pieceCentre(stone);
      this.drawStone(x, y, cell);
    }
    for (const piece of view.pieces) {
      if (dragging && sameSquare(dragging.from, piece.square)) continue;
      const [x, y] = this.pieceCentre(piece.square);
      drawPiece(ctx, piece.role, piece.colour, x, y, cell * 0.86);
      if (sameSquare(view.ring_wearer, piece.square)) this.drawRing(x, y);
    }
    this.drawTargetMarks(view, marks.targets ?? [], marks.selected);
    if (dragging) {
      const piece = view.pieces.find((p) => sameSquare(p.square, dragging.from));
      if ((view.stones ?? []).some((stone) => sameSquare(stone, dragging.from))) {
        this.drawStone(dragging.x, dragging.y, cell * 1.08);
      }
      if (piece) {
        drawPiece(ctx, piece.role, piece.colour, dragging.x, dragging.y, cell * 0.95);
        if (sameSquare(view.ring_wearer, piece.square)) this.drawRing(dragging.x, dragging.y);
      }
    }
  }

  /**
   * A dot on an empty target, a ring around a piece that can be taken, and
   * a dashed blue ring with arrows around a stone the piece can swap with.
   * A selected stone's line-move targets show a faint stone.
   */
  drawTargetMarks(view, targets, selected) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const stones = view.stones ?? [];
    const stoneSelected = stones.some((stone) => sameSquare(stone, selected));
    for (const target of targets) {
      const [x, y] = this.centre(target);
      if (stones.some((stone) => sameSquare(stone, target))) {
        this.drawSwapMark(x, y);
      } else if (view.pieces.some((p) => sameSquare(p.square, target))) {
        ctx.strokeStyle = COLOURS.target;
        ctx.lineWidth = cell * 0.08;
        circle(ctx, x, y, cell * 0.44);
      } else if (stoneSelected) {
        ctx.globalAlpha = 0.55;
        this.drawStone(x, y, cell * 0.86);
        ctx.globalAlpha = 1;
      } else {
        ctx.fillStyle = COLOURS.target;
        disc(ctx, x, y, cell * 0.15);
      }
    }
  }

  /** What stands on a square, in words. */
  describe(view, square) {
    if (!view.squares.some((s) => sameSquare(s, square))) return 'not part of the board';
    if ((view.stones ?? []).some((stone) => sameSquare(stone, square))) return 'a stone';
    const piece = view.pieces.find((p) => sameSquare(p.square, square));
    if (!piece) return 'empty';
    const ring = sameSquare(view.ring_wearer, piece.square) ? ', wearing the Ring' : '';
    return `${piece.colour} ${piece.role}${ring}`;
  }

  /** A neutral stone: a grey-blue pebble, unlike either army's pieces. */
  drawStone(x, y, size) {
    const ctx = this.context;
    const [rx, ry] = [size * 0.36, size * 0.31];
    const shade = ctx.createRadialGradient(x - rx * 0.35, y - ry * 0.45, size * 0.03, x, y, rx * 1.1);
    shade.addColorStop(0, COLOURS.stoneLight);
    shade.addColorStop(0.55, COLOURS.stoneMid);
    shade.addColorStop(1, COLOURS.stoneDark);
    ctx.fillStyle = shade;
    ctx.strokeStyle = COLOURS.stoneEdge;
    ctx.lineWidth = Math.max(1, size * 0.03);
    ctx.beginPath();
    ctx.ellipse(x, y + size * 0.03, rx, ry, -0.18, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }

  /** The mark of a swap target: a dashed ring and two small opposed arrows. */
  drawSwapMark(x, y) {
    const ctx = this.context;
    const { cell } = this.geometry;
    ctx.strokeStyle = COLOURS.swap;
    ctx.lineWidth = Math.max(2, cell * 0.06);
    ctx.setLineDash([cell * 0.12, cell * 0.08]);
    circle(ctx, x, y, cell * 0.45);
    ctx.setLineDash([]);
    // A white badge at the top right with ⇄: an arrow right above an arrow left.
    const [ax, ay, reach, head] = [x + cell * 0.27, y - cell * 0.27, cell * 0.12, cell * 0.06];
    ctx.fillStyle = '#ffffff';
    disc(ctx, ax, ay, cell * 0.2);
    ctx.lineWidth = Math.max(1.5, cell * 0.04);
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (const [dy, dir] of [[-cell * 0.055, 1], [cell * 0.055, -1]]) {
      const tip = ax + reach * dir;
      ctx.moveTo(ax - reach * dir, ay + dy);
      ctx.lineTo(tip, ay + dy);
      ctx.moveTo(tip - head * dir, ay + dy - head * 0.8);
      ctx.lineTo(tip, ay + dy);
      ctx.lineTo(tip - head * dir, ay + dy + head * 0.8);
    }
    ctx.stroke();
  }

  /** The One Ring on its wearer: a gold ring at the piece's foot. */
  /**
   * The Ring on its wearer: a glowing gold band round the whole square's
   * piece, and a gold ring on a dark disc in the corner, so that it shows on
   * any square colour and under any highlight.
   */
  drawRing(x, y) {
    const ctx = this.context;
    const { cell } = this.geometry;
    ctx.strokeStyle = 'rgba(255, 214, 80, 0.55)';
    ctx.lineWidth = cell * 0.12;
    circle(ctx, x, y, cell * 0.43);
    ctx.strokeStyle = COLOURS.goldDark;
    ctx.lineWidth = Math.max(1.5, cell * 0.035);
    circle(ctx, x, y, cell * 0.43);
    const [rx, ry, r] = [x + cell * 0.3, y + cell * 0.3, cell * 0.15];
    ctx.fillStyle = '#2b2118';
    disc(ctx, rx, ry, r + cell * 0.06);
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
