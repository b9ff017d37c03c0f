// Draws a King of Rings position: the 7 x 7 checkerboard, lying rings of
// three kinds, and knights with the stack of rings each holds and its count
// (its leap length) on a badge.

import { BoardCanvas, circle, disc } from './board-canvas.js';
import { t } from '../i18n/i18n.js';

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
        const [x, y] = this.pieceCentre({ file, rank });
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

  /** What stands on a square, in words (the active language's). */
  describe(view, { file, rank }) {
    const content = view.cells[rank * view.size + file];
    if (content.kind === 'ring') return t(RING_WORDS[content.ring]);
    if (content.kind === 'knight') return knightWords(content);
    return t('king-of-rings-square-empty');
  }

  /** What stands on a square, in short: a knight without its stack (the announcements say what it took). */
  name(view, { file, rank }) {
    const content = view.cells[rank * view.size + file];
    return content.kind === 'knight' ? knightName(content) : this.describe(view, { file, rank });
  }

  /** The full content of a knight's stack, for hover and long press. */
  detail(view, square) {
    const content = view.cells[square.rank * view.size + square.file];
    return content.kind === 'knight' && content.count > 0 ? knightWords(content) : null;
  }

  /**
   * A knight: a disc with a knight's head; what it holds beneath it, a dot a
   * ring (big blue, blue, silver), with its points; and on a badge the
   * number of rings, which is how far it leaps.
   */
  drawKnight(x, y, knight) {
    const ctx = this.context;
    const { cell } = this.geometry;
    const white = knight.owner === 'first';
    ctx.fillStyle = white ? COLOURS.whiteKnight : COLOURS.blackKnight;
    disc(ctx, x, y - cell * 0.08, cell * 0.27);
    ctx.strokeStyle = white ? '#3a3a3a' : '#d8d2c4';
    ctx.lineWidth = Math.max(1.5, cell * 0.035);
    circle(ctx, x, y - cell * 0.08, cell * 0.27);
    ctx.fillStyle = white ? '#2b2a2e' : '#f6f2e8';
    ctx.font = `${Math.round(cell * 0.38)}px "DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols 2", serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('\u265E', x, y - cell * 0.06);
    if (knight.count === 0) return;

    // The stack: dots in a row under the knight, then its points.
    const dots = [
      ...Array(knight.rings.big_blue).fill('big-blue'),
      ...Array(knight.rings.blue).fill('blue'),
      ...Array(knight.rings.silver).fill('silver'),
    ];
    const shown = dots.length > 6 ? dots.slice(0, 5) : dots;
    const points = `${knight.points}`;
    ctx.font = `700 ${Math.round(cell * 0.2)}px system-ui, sans-serif`;
    const pointsWidth = ctx.measureText(points).width + cell * 0.05;
    const more = dots.length - shown.length;
    const moreText = more ? `+${more}` : '';
    const moreWidth = more ? ctx.measureText(moreText).width + cell * 0.03 : 0;
    const step = cell * 0.12;
    const width = shown.length * step + moreWidth + pointsWidth + cell * 0.06;
    const rowY = y + cell * 0.34;
    // A long stack's pill is drawn smaller, so that it stays inside its square.
    const fits = Math.min(1, (cell * 0.92) / width);
    ctx.save();
    ctx.translate(x, rowY);
    ctx.scale(fits, fits);
    ctx.translate(-x, -rowY);
    let left = x - width / 2;
    ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
    ctx.strokeStyle = 'rgba(60, 60, 60, 0.55)';
    ctx.lineWidth = 1;
    roundedBox(ctx, left, rowY - cell * 0.1, width, cell * 0.2, cell * 0.1);
    left += cell * 0.03;
    shown.forEach((ring) => {
      ctx.fillStyle = RING_STYLE[ring].colour;
      disc(ctx, left + step / 2, rowY, ring === 'big-blue' ? cell * 0.058 : cell * 0.046);
      left += step;
    });
    ctx.textAlign = 'left';
    if (more) {
      ctx.fillStyle = '#3a3a3a';
      ctx.fillText(moreText, left, rowY + cell * 0.005);
      left += moreWidth;
    }
    ctx.fillStyle = '#7a5a00';
    ctx.fillText(points, left + cell * 0.02, rowY + cell * 0.005);
    ctx.restore();

    // The badge is the leap; a holder of too many rings to leap (the engine says) gets a grey one, crossed out.
    const [bx, by, radius] = [x + cell * 0.3, y - cell * 0.32, cell * 0.15];
    ctx.fillStyle = knight.moves ? '#24467f' : '#7a7a7a';
    disc(ctx, bx, by, radius);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(1, cell * 0.025);
    circle(ctx, bx, by, radius);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.font = `700 ${Math.round(cell * (knight.count > 9 ? 0.15 : 0.19))}px system-ui, sans-serif`;
    ctx.fillText(String(knight.count), bx, by + cell * 0.01);
    if (!knight.moves) {
      ctx.strokeStyle = '#c62828';
      ctx.lineWidth = Math.max(1.5, cell * 0.03);
      ctx.beginPath();
      ctx.moveTo(bx - radius * 0.8, by + radius * 0.8);
      ctx.lineTo(bx + radius * 0.8, by - radius * 0.8);
      ctx.stroke();
    }
  }
}

/** A lying ring of each kind, in words. */
const RING_WORDS = {
  silver: 'king-of-rings-ring-silver',
  blue: 'king-of-rings-ring-blue',
  'big-blue': 'king-of-rings-ring-big-blue',
};

/** "White knight", "Black knight". */
const knightName = (knight) => t(knight.owner === 'first' ? 'king-of-rings-knight-white' : 'king-of-rings-knight-black');

/** "White knight holding 3 rings (1 big blue, 2 silver): 7 points; it leaps 3 squares". */
function knightWords(knight) {
  if (knight.count === 0) return t('king-of-rings-knight-no-ring', { knight: knightName(knight) });
  const kinds = [
    ['king-of-rings-kind-big-blue', knight.rings.big_blue],
    ['king-of-rings-kind-blue', knight.rings.blue],
    ['king-of-rings-kind-silver', knight.rings.silver],
  ].filter(([, count]) => count > 0).map(([id, count]) => t(id, { count }));
  return t(knight.moves ? 'king-of-rings-knight-holding' : 'king-of-rings-knight-holding-stuck', {
    knight: knightName(knight), count: knight.count, kinds: kinds.join(t('king-of-rings-kinds-separator')), points: knight.points,
  });
}

function roundedBox(ctx, x, y, width, height, radius) {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + width, y, x + width, y + height, radius);
  ctx.arcTo(x + width, y + height, x, y + height, radius);
  ctx.arcTo(x, y + height, x, y, radius);
  ctx.arcTo(x, y, x + width, y, radius);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}
