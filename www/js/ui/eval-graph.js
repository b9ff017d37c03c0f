// The evaluation graph of a review: the first player's chance of winning
// after every ply as a light area over a dark one (the second player's),
// the marked moves as coloured dots, and the position shown as a line.
// Clicking or tapping it goes to the ply under the pointer. Drawn in SVG,
// so that the printed sheet takes a copy of it as it is.

import { word } from '../i18n/i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 1000;
const HEIGHT = 100;

/** The colours of the marks, as lichess uses them (told apart by their symbols too). */
export const MARK_COLOURS = { inaccuracy: '#3d8fc6', mistake: '#d98a00', blunder: '#d33d3d' };

function svg(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

export class EvalGraph {
  /** `onPick(ply)` hears the ply clicked or tapped; `label` (words, i18n.js) gives the graph its aria-label. */
  constructor(onPick, label) {
    this.plies = 0;
    this.element = svg('svg', {
      class: 'eval-graph', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: 'none', role: 'img',
    });
    word(this.element, label);
    this.element.addEventListener('click', (event) => {
      if (this.plies === 0) return;
      const box = this.element.getBoundingClientRect();
      const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
      onPick(Math.round(share * this.plies));
    });
  }

  /**
   * chances: the first player's chance (0 to 1) at plies 0..n, `null` where
   * not yet known; marks: [{ ply, mark }]; current: the ply shown.
   */
  draw(chances, marks, current) {
    this.plies = Math.max(1, chances.length - 1);
    const x = (ply) => (ply / this.plies) * WIDTH;
    const y = (chance) => (1 - chance) * HEIGHT;
    const known = chances.map((chance, ply) => [ply, chance]).filter(([, chance]) => chance !== null);
    const parts = [svg('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: 'eval-graph-second' })];
    if (known.length) {
      const line = known.map(([ply, chance]) => `${x(ply).toFixed(1)},${y(chance).toFixed(1)}`).join(' L');
      const last = known[known.length - 1][0];
      parts.push(svg('path', { d: `M${x(known[0][0])},${HEIGHT} L${line} L${x(last)},${HEIGHT} Z`, class: 'eval-graph-first' }));
      parts.push(svg('path', { d: `M${line}`, class: 'eval-graph-line', 'vector-effect': 'non-scaling-stroke' }));
    }
    parts.push(svg('line', { x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2, class: 'eval-graph-middle', 'vector-effect': 'non-scaling-stroke' }));
    parts.push(svg('line', { x1: x(current), x2: x(current), y1: 0, y2: HEIGHT, class: 'eval-graph-current', 'vector-effect': 'non-scaling-stroke' }));
    for (const { ply, mark } of marks) {
      if (!mark || chances[ply] === null || chances[ply] === undefined) continue;
      // A line of no length with round ends: a dot that the stretched view box leaves round.
      parts.push(svg('line', {
        x1: x(ply), x2: x(ply), y1: y(chances[ply]), y2: y(chances[ply]), stroke: MARK_COLOURS[mark],
        class: 'eval-graph-mark', 'vector-effect': 'non-scaling-stroke',
      }));
    }
    this.element.replaceChildren(...parts);
  }
}
