// Chess pieces as our own vector shapes, in a 100 x 100 box: SVG path data,
// so that the board's canvas (through Path2D) and the promotion picker
// (inline SVG) draw the same crisp pieces at every size, in every browser.
// Each piece is a silhouette (filled, with an outline) and detail lines.

const BASE = 'M22 90 H78 V83 Q78 77 71 77 H29 Q22 77 22 83 Z';

export const PIECE_SHAPES = {
  pawn: {
    body: [
      BASE,
      'M38 27 A12 12 0 1 0 62 27 A12 12 0 1 0 38 27 Z',
      'M40 40 H60 Q63 45 57 47 C60 58 65 68 69 77 H31 C35 68 40 58 43 47 Q37 45 40 40 Z',
    ],
    details: [],
  },
  knight: {
    body: [
      BASE,
      'M29 77 C30 65 35 57 44 51 C38 53 31 57 25 55 C18 53 14 47 18 41 L32 25 C34 21 38 18 41 16 L46 7 L51 15 C63 17 74 30 76 47 C77 60 74 69 72 77 Z',
    ],
    details: ['M52 17 C62 22 68 34 69 48', 'M24 47 L27 46'],
    eye: [38, 29, 3],
  },
  bishop: {
    body: [
      BASE,
      'M33 77 L37 68 H63 L67 77 Z',
      'M50 17 C35 29 31 44 35 56 Q39 67 50 67 Q61 67 65 56 C69 44 65 29 50 17 Z',
      'M45 12 A5 5 0 1 0 55 12 A5 5 0 1 0 45 12 Z',
    ],
    details: ['M57 31 L45 46', 'M37 68 H63'],
  },
  rook: {
    body: [
      BASE,
      'M30 77 L34 41 H66 L70 77 Z',
      'M27 41 V19 H37 V27 H45 V19 H55 V27 H63 V19 H73 V41 Z',
    ],
    details: ['M34 41 H66', 'M32 68 H68'],
  },
  queen: {
    body: [
      BASE,
      'M31 77 L23 37 L36 55 L38 29 L47 53 L50 23 L53 53 L62 29 L64 55 L77 37 L69 77 Z',
      'M19.5 34 A4.5 4.5 0 1 0 28.5 34 A4.5 4.5 0 1 0 19.5 34 Z',
      'M33.5 26 A4.5 4.5 0 1 0 42.5 26 A4.5 4.5 0 1 0 33.5 26 Z',
      'M45.5 19 A4.5 4.5 0 1 0 54.5 19 A4.5 4.5 0 1 0 45.5 19 Z',
      'M57.5 26 A4.5 4.5 0 1 0 66.5 26 A4.5 4.5 0 1 0 57.5 26 Z',
      'M71.5 34 A4.5 4.5 0 1 0 80.5 34 A4.5 4.5 0 1 0 71.5 34 Z',
    ],
    details: ['M32 67 H68'],
  },
  king: {
    body: [
      BASE,
      'M31 77 C21 63 21 46 34 44 C42 43 48 50 50 57 C52 50 58 43 66 44 C79 46 79 63 69 77 Z',
      'M46 10 H54 V19 H62 V27 H54 V47 H46 V27 H38 V19 H46 Z',
    ],
    details: ['M32 67 H68', 'M50 50 V57'],
  },
};

export const PIECE_COLOURS = {
  white: { fill: '#fffdf6', outline: '#24232a', detail: '#24232a' },
  black: { fill: '#2a2930', outline: '#0f0f12', detail: '#ece6d6' },
};

/** A Path2D that keeps its data, for the SVG-recording context (svg-context.js). */
const path = (d) => Object.assign(new Path2D(d), { data: d });

const pathCache = new Map();
function paths(role) {
  if (!pathCache.has(role)) {
    const shape = PIECE_SHAPES[role];
    pathCache.set(role, {
      body: shape.body.map(path),
      details: shape.details.map(path),
    });
  }
  return pathCache.get(role);
}

/** Draws a piece centred on (x, y), `size` CSS pixels across. */
export function drawPiece(ctx, role, colour, x, y, size) {
  const shape = PIECE_SHAPES[role];
  const { body, details } = paths(role);
  const colours = PIECE_COLOURS[colour];
  const unit = size / 100;
  ctx.save();
  ctx.translate(x - size / 2, y - size / 2);
  ctx.scale(unit, unit);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  // The outline is stroked first and the fill laid over it, so that only
  // the silhouette's edge shows, not the seams between its parts.
  ctx.strokeStyle = colours.outline;
  // At least 5 units of the box, and 3.2 CSS pixels on small pieces: half
  // of the stroke shows outside the fill.
  ctx.lineWidth = Math.max(5, 3.2 / unit);
  for (const part of body) ctx.stroke(part);
  ctx.fillStyle = colours.fill;
  for (const part of body) ctx.fill(part);
  ctx.strokeStyle = colours.detail;
  ctx.lineWidth = Math.max(2.6, 1.2 / unit);
  for (const line of details) ctx.stroke(line);
  if (shape.eye) {
    ctx.fillStyle = colours.detail;
    ctx.beginPath();
    ctx.arc(shape.eye[0], shape.eye[1], shape.eye[2], 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** The same piece as an inline SVG string, for buttons. Static data only. */
export function pieceSvg(role, colour) {
  const shape = PIECE_SHAPES[role];
  const colours = PIECE_COLOURS[colour];
  const body = shape.body.map((d) => `<path d="${d}"/>`).join('');
  const eye = shape.eye ? `<circle cx="${shape.eye[0]}" cy="${shape.eye[1]}" r="${shape.eye[2]}" fill="${colours.detail}"/>` : '';
  return `<svg viewBox="0 0 100 100" aria-hidden="true">`
    + `<g stroke="${colours.outline}" stroke-width="6" stroke-linejoin="round" fill="none">${body}</g>`
    + `<g fill="${colours.fill}">${body}</g>`
    + `<g stroke="${colours.detail}" stroke-width="3" stroke-linecap="round" fill="none">${shape.details.map((d) => `<path d="${d}"/>`).join('')}</g>`
    + `${eye}</svg>`;
}
