// A 2D context that records SVG: the part of CanvasRenderingContext2D that
// the board renderers use, so that the same renderer that paints the canvas
// draws a printed sheet's board in vector. Every shape becomes an element
// made with DOM calls, and text goes in as text, never parsed as markup.
//
// What it draws like a canvas: paths of lines, arcs (arc, arcTo) and
// ellipses, filled and stroked (with a Path2D made by pieces.js, which keeps
// its data); rectangles; text, measured as a canvas would; colours and radial
// gradients; alpha, caps, joins, dashes; save, restore, translate, scale and
// setTransform. A path takes the
// transform in force when it is filled or stroked, as our renderers never
// change the transform while they build one.

export const SVG_NS = 'http://www.w3.org/2000/svg';

const STATE_KEYS = [
  'fillStyle', 'strokeStyle', 'lineWidth', 'lineCap', 'lineJoin', 'globalAlpha',
  'font', 'textAlign', 'textBaseline', 'dash', 'matrix',
];
const ANCHORS = { left: 'start', start: 'start', center: 'middle', right: 'end', end: 'end' };
const BASELINES = { top: 'text-before-edge', hanging: 'hanging', middle: 'central', bottom: 'text-after-edge', ideographic: 'ideographic' };
const TURN = Math.PI * 2;

let gradients = 0;
/** A canvas context of the page's, for measuring text. */
let measurer = null;

/** Numbers in path data and attributes: two decimals are finer than print needs (scales get four). */
const num = (value, decimals = 2) => String(Math.round(value * 10 ** decimals) / 10 ** decimals);

class RadialGradient {
  constructor(x0, y0, r0, x1, y1, r1) {
    this.circles = [x0, y0, r0, x1, y1, r1];
    this.stops = [];
    this.id = null;
  }

  addColorStop(offset, colour) {
    this.stops.push([offset, String(colour)]);
  }
}

export class SvgContext {
  /** Draws into `svg`, an <svg> element (its viewBox is the caller's). */
  constructor(svg) {
    this.svg = svg;
    this.defs = null;
    this.fillStyle = '#000000';
    this.strokeStyle = '#000000';
    this.lineWidth = 1;
    this.lineCap = 'butt';
    this.lineJoin = 'miter';
    this.globalAlpha = 1;
    this.font = '10px sans-serif';
    this.textAlign = 'start';
    this.textBaseline = 'alphabetic';
    this.dash = [];
    /** [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f. */
    this.matrix = [1, 0, 0, 1, 0, 0];
    this.stack = [];
    this.beginPath();
    // A canvas mitres up to 10 line widths; SVG's default is 4.
    svg.setAttribute('stroke-miterlimit', '10');
  }

  save() {
    this.stack.push(STATE_KEYS.map((key) => (Array.isArray(this[key]) ? [...this[key]] : this[key])));
  }

  restore() {
    const saved = this.stack.pop();
    if (saved) STATE_KEYS.forEach((key, index) => { this[key] = saved[index]; });
  }

  setTransform(a, b, c, d, e, f) {
    this.matrix = [a, b, c, d, e, f];
  }

  translate(x, y) {
    const [a, b, c, d, e, f] = this.matrix;
    this.matrix = [a, b, c, d, e + a * x + c * y, f + b * x + d * y];
  }

  scale(x, y) {
    const [a, b, c, d, e, f] = this.matrix;
    this.matrix = [a * x, b * x, c * y, d * y, e, f];
  }

  setLineDash(segments) {
    this.dash = [...segments];
  }

  createRadialGradient(x0, y0, r0, x1, y1, r1) {
    return new RadialGradient(x0, y0, r0, x1, y1, r1);
  }

  beginPath() {
    this.path = [];
    /** The current point, and where its subpath started. */
    this.point = null;
    this.start = null;
  }

  moveTo(x, y) {
    this.path.push(`M${num(x)} ${num(y)}`);
    this.point = [x, y];
    this.start = [x, y];
  }

  lineTo(x, y) {
    if (!this.point) {
      this.moveTo(x, y);
      return;
    }
    this.path.push(`L${num(x)} ${num(y)}`);
    this.point = [x, y];
  }

  /** The corner from the current point towards (x1, y1) and on to (x2, y2), rounded with `radius`. */
  arcTo(x1, y1, x2, y2, radius) {
    if (!this.point) this.moveTo(x1, y1);
    const [x0, y0] = this.point;
    const [ax, ay, bx, by] = [x0 - x1, y0 - y1, x2 - x1, y2 - y1];
    const [lengthA, lengthB] = [Math.hypot(ax, ay), Math.hypot(bx, by)];
    const cross = ax * by - ay * bx;
    if (radius === 0 || lengthA === 0 || lengthB === 0 || Math.abs(cross) < 1e-9) {
      this.lineTo(x1, y1);
      return;
    }
    // The arc touches both lines at `reach` from the corner.
    const angle = Math.acos(Math.max(-1, Math.min(1, (ax * bx + ay * by) / (lengthA * lengthB))));
    const reach = radius / Math.tan(angle / 2);
    this.lineTo(x1 + (ax / lengthA) * reach, y1 + (ay / lengthA) * reach);
    const [ex, ey] = [x1 + (bx / lengthB) * reach, y1 + (by / lengthB) * reach];
    this.path.push(`A${num(radius)} ${num(radius)} 0 0 ${cross < 0 ? 1 : 0} ${num(ex)} ${num(ey)}`);
    this.point = [ex, ey];
  }

  closePath() {
    // The current point goes back to the subpath's start, in SVG as on a canvas.
    if (!this.point) return;
    this.path.push('Z');
    this.point = this.start;
  }

  arc(x, y, radius, start, end, anticlockwise = false) {
    this.ellipse(x, y, radius, radius, 0, start, end, anticlockwise);
  }

  ellipse(x, y, rx, ry, rotation, start, end, anticlockwise = false) {
    const [cos, sin] = [Math.cos(rotation), Math.sin(rotation)];
    const point = (angle) => {
      const [px, py] = [rx * Math.cos(angle), ry * Math.sin(angle)];
      return [x + px * cos - py * sin, y + px * sin + py * cos];
    };
    const direction = anticlockwise ? -1 : 1;
    const span = (end - start) * direction;
    const [x0, y0] = point(start);
    if (this.point) this.lineTo(x0, y0);
    else this.moveTo(x0, y0);
    const arcToAngle = (angle, large) => {
      const [px, py] = point(angle);
      this.path.push(`A${num(rx)} ${num(ry)} ${num((rotation * 180) / Math.PI)} ${large} ${anticlockwise ? 0 : 1} ${num(px)} ${num(py)}`);
      this.point = [px, py];
    };
    if (span >= TURN) {
      // A whole turn: two halves, as one arc cannot end where it starts.
      arcToAngle(start + Math.PI * direction, 0);
      arcToAngle(start, 0);
      return;
    }
    const sweep = ((span % TURN) + TURN) % TURN;
    if (sweep === 0) return;
    arcToAngle(start + sweep * direction, sweep > Math.PI ? 1 : 0);
  }

  fill(path) {
    this.drawPath(path, 'fill');
  }

  stroke(path) {
    this.drawPath(path, 'stroke');
  }

  fillRect(x, y, width, height) {
    this.add('rect', { x: num(x), y: num(y), width: num(width), height: num(height), fill: this.paint(this.fillStyle) });
  }

  strokeRect(x, y, width, height) {
    this.add('rect', { x: num(x), y: num(y), width: num(width), height: num(height), ...this.strokeAttributes() });
  }

  /** Text is measured by a canvas of the page's, in the same font. */
  measureText(text) {
    measurer ??= document.createElement('canvas').getContext('2d');
    measurer.font = this.font;
    return measurer.measureText(text);
  }

  fillText(text, x, y) {
    const element = this.add('text', {
      x: num(x), y: num(y), fill: this.paint(this.fillStyle),
      'text-anchor': ANCHORS[this.textAlign] ?? 'start',
      'dominant-baseline': BASELINES[this.textBaseline] ?? null,
    });
    element.style.font = this.font;
    element.textContent = String(text);
  }

  /** A path element: this context's path, or a Path2D from pieces.js. */
  drawPath(path, mode) {
    let data;
    if (path === undefined) data = this.path.join('');
    else if (typeof path?.data === 'string') data = path.data;
    else throw new Error('SvgContext draws only a Path2D that keeps its data');
    if (!data) return;
    const attributes = { d: data };
    if (mode === 'fill') attributes.fill = this.paint(this.fillStyle);
    else Object.assign(attributes, this.strokeAttributes());
    this.add('path', attributes);
  }

  strokeAttributes() {
    return {
      fill: 'none',
      stroke: this.paint(this.strokeStyle),
      'stroke-width': num(this.lineWidth),
      'stroke-linecap': this.lineCap === 'butt' ? null : this.lineCap,
      'stroke-linejoin': this.lineJoin === 'miter' ? null : this.lineJoin,
      'stroke-dasharray': this.dash.length ? this.dash.map((value) => num(value)).join(' ') : null,
    };
  }

  /** Appends an element with the current alpha and transform. */
  add(tag, attributes) {
    const element = document.createElementNS(SVG_NS, tag);
    const matrix = this.matrix;
    const identity = matrix.every((value, index) => value === [1, 0, 0, 1, 0, 0][index]);
    if (!identity) attributes.transform = `matrix(${matrix.map((value, index) => num(value, index < 4 ? 4 : 2)).join(' ')})`;
    if (this.globalAlpha < 1) attributes.opacity = num(this.globalAlpha);
    for (const [name, value] of Object.entries(attributes)) {
      if (value !== null && value !== undefined) element.setAttribute(name, value);
    }
    this.svg.append(element);
    return element;
  }

  /** A colour as is; a gradient as a reference to its definition, made once. */
  paint(style) {
    if (!(style instanceof RadialGradient)) return String(style);
    if (!style.id) {
      gradients += 1;
      style.id = `svg-context-gradient-${gradients}`;
      if (!this.defs) {
        this.defs = document.createElementNS(SVG_NS, 'defs');
        this.svg.prepend(this.defs);
      }
      const [fx, fy, fr, cx, cy, r] = style.circles.map((value) => num(value));
      const gradient = document.createElementNS(SVG_NS, 'radialGradient');
      const attributes = { id: style.id, gradientUnits: 'userSpaceOnUse', fx, fy, fr, cx, cy, r };
      for (const [name, value] of Object.entries(attributes)) gradient.setAttribute(name, value);
      for (const [offset, colour] of style.stops) {
        const stop = document.createElementNS(SVG_NS, 'stop');
        stop.setAttribute('offset', num(offset));
        stop.setAttribute('stop-color', colour);
        gradient.append(stop);
      }
      this.defs.append(gradient);
    }
    return `url(#${style.id})`;
  }
}
