// Draws a King of Rings position: the 7 x 7 checkerboard, lying rings of
// three kinds, and knights with the stack of rings each holds and its count
// (its leap length) on a badge.

import { BoardCanvas, circle, disc } from './board-canvas.js';

const COLOURS = {
  frame: '#e9dcc0',
  coloured: '#c7a46e',
  plain: '#f1e6cc',
  label: '#6f6046',
  silver: '#8f99a5',
  silverLight: '#dfe4ea',
  blue: '#2a63c9',
  bigBlue: '#163c9e',
  bigBlueLight: '#6f9bf0',
  whiteKnight: '#fbf8f0',
  blackKnight: '#2b2a2e',
  selected: 'rgba(245, 184, 40, 0.6)',
  target: 'rgba(40, 150, 80, 0.42)',
  lastMove: 'rgba(70, 120, 210, 0.28)',
  lastMoveLine: 'rgba(40, 80, 170, 0.55)',
};

const RING_STYLE = {
  silver: { colour: COLOURS.silver, radius: 0.2, width: 0.07 },
  blue: { colour: COLOURS.blue, radius: 0.24, width: 0.1 },
  'big-blue': { colour: COLOURS.bigBlue, radius: 0.34, width: 0.13 },
};

export class KingOfRingsBoard extends BoardCanvas {
  /** view: { size, cells, hands, scores, ... }; marks: { selected, targets, lastMove }. */
  draw(view, marks) {
    const n = view.size;
    this.begin(n, n, COLOURS.frame);
    for (let rank = 0; rank < n; rank += 1) {
      for (let file = 0; file < n; file += 1) {
        this.fillCell({ file, rank }, (file + rank) % 2 === 0 ? COLOURS.coloured : COLOURS.plain);
      }
    }
    if (marks.lastMove?.to) {
      if (marks.lastMove.from) this.fillCell(marks.lastMove.from, COLOURS.lastMove);
      this.fillCell(marks.lastMove.to, COLOURS.lastMove);
    }
    if (marks.selected?.file !== undefined) this.fillCell(marks.selected, COLOURS.selected);
    this.drawLabels(COLOURS.label);
    this.drawMoveLine(marks.lastMove, COLOURS.lastMoveLine);

    for (let rank = 0; rank < n; rank += 1) {
      for (let file = 0; file < n; file += 1) {
        const content = view.cells[rank * n + file];
        const [x, y] = this.centre({ file, rank });
        if (content.kind === 'ring') this.drawRing(x, y, content.ring);
        if (content.kind === 'knight') this.drawKnight(x, y, content);
      }
    }
    this.drawTargets(marks.targets, { dotColour: COLOURS.target, dotRadius: 0.13, ringColour: COLOURS.target, ringRadius: 0.44 });
  }

  drawRing(x, y, ring) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const style = RING_STYLE[ring];
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = cell * style.width;
    circle(ctx, x, y, cell * style.radius);
    // A highlight along the ring's top edge makes it read as metal.
    ctx.strokeStyle = ring === 'silver' ? COLOURS.silverLight : COLOURS.bigBlueLight;
    ctx.lineWidth = cell * style.width * 0.3;
    ctx.beginPath();
    ctx.arc(x, y, cell * style.radius, Math.PI * 1.1, Math.PI * 1.6);
    ctx.stroke();
    if (ring === 'big-blue') {
      ctx.strokeStyle = COLOURS.bigBlue;
      ctx.lineWidth = cell * 0.03;
      circle(ctx, x, y, cell * 0.16);
    }
  }

  /** A knight: a disc with a knight's head, its rings stacked below, its count on a badge. */
  drawKnight(x, y, knight) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const white = knight.owner === 'first';
    const stack = [
      ...Array(knight.rings.big_blue).fill('big-blue'),
      ...Array(knight.rings.blue).fill('blue'),
      ...Array(knight.rings.silver).fill('silver'),
    ].slice(0, 7);
    // Rings stacked under the knight, as on a peg: at most seven are drawn.
    stack.reverse().forEach((ring, index) => {
      ctx.strokeStyle = RING_STYLE[ring].colour;
      ctx.lineWidth = Math.max(1.5, cell * 0.045);
      ctx.beginPath();
      ctx.ellipse(x, y + cell * (0.36 - index * 0.035), cell * 0.36, cell * 0.1, 0, 0, Math.PI * 2);
      ctx.stroke();
    });
    ctx.fillStyle = white ? COLOURS.whiteKnight : COLOURS.blackKnight;
    disc(ctx, x, y - cell * 0.02, cell * 0.3);
    ctx.strokeStyle = white ? '#3a3a3a' : '#d8d2c4';
    ctx.lineWidth = Math.max(1.5, cell * 0.035);
    circle(ctx, x, y - cell * 0.02, cell * 0.3);
    ctx.fillStyle = white ? '#2b2a2e' : '#f6f2e8';
    ctx.font = `${Math.round(cell * 0.42)}px "DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols 2", serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('\u265E', x, y);

    if (knight.count > 0) {
      const [bx, by, radius] = [x + cell * 0.3, y - cell * 0.3, cell * 0.16];
      const best = knight.rings.big_blue ? COLOURS.bigBlue : knight.rings.blue ? COLOURS.blue : COLOURS.silver;
      ctx.fillStyle = best;
      disc(ctx, bx, by, radius);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = Math.max(1, cell * 0.025);
      circle(ctx, bx, by, radius);
      ctx.fillStyle = '#ffffff';
      ctx.font = `700 ${Math.round(cell * (knight.count > 9 ? 0.16 : 0.2))}px system-ui, sans-serif`;
      ctx.fillText(String(knight.count), bx, by + cell * 0.01);
    }
  }
}
