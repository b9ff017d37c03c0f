// Draws a Double Ring position on a canvas, sharp at any device pixel ratio,
// and maps pointer positions back to squares. It only draws what it is given.

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

export class DoubleRingBoard {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.geometry = null;
  }

  /** Fits the canvas backing store to its CSS size times the pixel ratio. */
  resize() {
    const cssSize = this.canvas.getBoundingClientRect().width;
    const ratio = window.devicePixelRatio || 1;
    const pixels = Math.max(1, Math.round(cssSize * ratio));
    if (this.canvas.width !== pixels) {
      this.canvas.width = pixels;
      this.canvas.height = pixels;
    }
    return { cssSize, ratio };
  }

  /**
   * view: { size, cells } from the engine; marks: { selected, targets,
   * lastMove, movable } with squares as { file, rank }.
   */
  draw(view, marks) {
    const { cssSize, ratio } = this.resize();
    const ctx = this.context;
    const n = view.size;
    const band = Math.max(14, cssSize * 0.045);
    const cell = (cssSize - 2 * band) / n;
    this.geometry = { band, cell, n, cssSize };
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = COLOURS.paper;
    ctx.fillRect(0, 0, cssSize, cssSize);

    const centre = ({ file, rank }) => [band + (file + 0.5) * cell, band + (n - 1 - rank + 0.5) * cell];
    const fillCell = (square, colour) => {
      const [x, y] = centre(square);
      ctx.fillStyle = colour;
      ctx.fillRect(x - cell / 2, y - cell / 2, cell, cell);
    };

    if (marks.lastMove) {
      fillCell(marks.lastMove.from, COLOURS.lastMove);
      fillCell(marks.lastMove.to, COLOURS.lastMove);
    }
    if (marks.selected) fillCell(marks.selected, COLOURS.selected);

    ctx.strokeStyle = COLOURS.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let line = 0; line <= n; line += 1) {
      const offset = Math.round(band + line * cell) + 0.5;
      ctx.moveTo(band, offset);
      ctx.lineTo(band + n * cell, offset);
      ctx.moveTo(offset, band);
      ctx.lineTo(offset, band + n * cell);
    }
    ctx.stroke();

    ctx.fillStyle = COLOURS.label;
    ctx.font = `${Math.round(Math.min(band * 0.62, cell * 0.4))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let index = 0; index < n; index += 1) {
      const along = band + (index + 0.5) * cell;
      ctx.fillText(String.fromCharCode(97 + index), along, cssSize - band / 2);
      ctx.fillText(String(n - index), band / 2, along);
    }

    if (marks.lastMove) {
      const [x1, y1] = centre(marks.lastMove.from);
      const [x2, y2] = centre(marks.lastMove.to);
      ctx.strokeStyle = COLOURS.lastMoveLine;
      ctx.lineWidth = Math.max(2, cell * 0.06);
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.stroke();
    }

    for (const target of marks.targets) {
      const [x, y] = centre(target);
      ctx.fillStyle = COLOURS.target;
      ctx.beginPath();
      ctx.arc(x, y, cell * 0.44, 0, Math.PI * 2);
      ctx.fill();
    }

    const ringWidth = Math.min(4, Math.max(1.2, cell * 0.055));
    for (let rank = 0; rank < n; rank += 1) {
      for (let file = 0; file < n; file += 1) {
        const [x, y] = centre({ file, rank });
        const kind = view.cells[rank * n + file];
        const isTarget = marks.targets.some((t) => t.file === file && t.rank === rank);
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
        ctx.strokeStyle = isTarget ? COLOURS.targetRing : COLOURS.ring;
        circle(ctx, x, y, cell * 0.2);
        if (kind === 2) {
          ctx.lineWidth = ringWidth * 1.25;
          circle(ctx, x, y, cell * 0.36);
        }
      }
    }
  }

  /** The square under a point in client coordinates, or null. */
  squareAt(clientX, clientY) {
    if (!this.geometry) return null;
    const { band, cell, n } = this.geometry;
    const box = this.canvas.getBoundingClientRect();
    const file = Math.floor((clientX - box.left - band) / cell);
    const row = Math.floor((clientY - box.top - band) / cell);
    if (file < 0 || row < 0 || file >= n || row >= n) return null;
    return { file, rank: n - 1 - row };
  }

  /** Where a square's centre is, in client coordinates (for tests and focus). */
  clientPoint({ file, rank }) {
    const { band, cell, n } = this.geometry;
    const box = this.canvas.getBoundingClientRect();
    return { x: box.left + band + (file + 0.5) * cell, y: box.top + band + (n - 1 - rank + 0.5) * cell };
  }
}

function circle(ctx, x, y, radius) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.stroke();
}
