// The lab's pictures, in SVG (so that print keeps them sharp): game lengths
// as a histogram, the moves to choose from by ply as lines, and the first
// player's score with its interval. Rules A are drawn blue and solid, rules
// B orange and dashed, so that they are told apart without colour too.
// Each is a function of the summaries (src/lab/summary.rs) and the words.

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 360;
const HEIGHT = 200;
const LEFT = 40;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 34;

function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

/** About five round ticks from 0 (or `low`) to at least `high`. */
export function ticks(high, low = 0) {
  const span = Math.max(high - low, 1e-9);
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  const first = Math.floor(low / step) * step;
  const values = [];
  for (let value = first; value < high + step * 0.999; value += step) values.push(Number(value.toFixed(10)));
  return values;
}

/** A frame with axes, ticks and labels; `x` and `y` map values to the picture. */
function frame(label, xTicks, yTicks, x, y, format, axisWords) {
  const parts = [];
  for (const value of yTicks) {
    parts.push(svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: y(value), y2: y(value), class: 'lab-grid' }));
    parts.push(svg('text', { x: LEFT - 4, y: y(value) + 4, 'text-anchor': 'end', class: 'lab-tick' }, format.y(value)));
  }
  for (const value of xTicks) {
    parts.push(svg('text', { x: x(value), y: HEIGHT - BOTTOM + 14, 'text-anchor': 'middle', class: 'lab-tick' }, format.x(value)));
  }
  parts.push(svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: HEIGHT - BOTTOM, y2: HEIGHT - BOTTOM, class: 'lab-axis' }));
  parts.push(svg('text', { x: (LEFT + WIDTH - RIGHT) / 2, y: HEIGHT - 4, 'text-anchor': 'middle', class: 'lab-axis-label' }, axisWords));
  return svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'lab-plot', role: 'img', 'aria-label': label }, ...parts);
}

const RULES_CLASS = ['lab-rules-a', 'lab-rules-b'];

/** The games' lengths: each set of rules' share of games in each bin. */
export function lengthPlot(summaries, { label, axis, format }) {
  const drawn = summaries.filter((summary) => summary.games > 0);
  const low = Math.min(...drawn.map(({ length_histogram: bins }) => bins.start));
  const high = Math.max(...drawn.map(({ length_histogram: bins }) => bins.start + bins.width * bins.counts.length));
  const most = Math.max(...drawn.flatMap(({ games, length_histogram: bins }) => bins.counts.map((count) => count / games)));
  const xTicks = ticks(high, low).filter((value) => value >= low && value <= high);
  const yTicks = ticks(most);
  const x = (value) => LEFT + ((value - low) / Math.max(1, high - low)) * (WIDTH - LEFT - RIGHT);
  const y = (share) => HEIGHT - BOTTOM - (share / yTicks[yTicks.length - 1]) * (HEIGHT - BOTTOM - TOP);
  const picture = frame(label, xTicks, yTicks, x, y, { x: format.whole, y: format.roundPercent }, axis);
  summaries.forEach((summary, which) => {
    if (summary.games === 0) return;
    const { start, width, counts } = summary.length_histogram;
    counts.forEach((count, bin) => {
      if (count === 0) return;
      const left = x(start + bin * width);
      const right = x(start + (bin + 1) * width);
      const top = y(count / summary.games);
      picture.append(svg('rect', {
        x: left + 0.5, y: top, width: Math.max(1, right - left - 1), height: HEIGHT - BOTTOM - top, class: `lab-bar ${RULES_CLASS[which]}`,
      }));
    });
  });
  return picture;
}

/** The moves to choose from before each ply, while at least a tenth of the games go on. */
export function branchingPlot(summaries, { label, axis, format }) {
  const kept = summaries.map((summary) => {
    const enough = Math.max(1, Math.ceil(summary.games / 10));
    const last = summary.games_by_ply.findIndex((games) => games < enough);
    return summary.branching_by_ply.slice(0, last === -1 ? undefined : last);
  });
  const plies = Math.max(1, ...kept.map((values) => values.length - 1));
  const most = Math.max(1, ...kept.flat());
  const xTicks = ticks(plies);
  const yTicks = ticks(most);
  const x = (ply) => LEFT + (ply / xTicks[xTicks.length - 1]) * (WIDTH - LEFT - RIGHT);
  const y = (moves) => HEIGHT - BOTTOM - (moves / yTicks[yTicks.length - 1]) * (HEIGHT - BOTTOM - TOP);
  const picture = frame(label, xTicks, yTicks, x, y, { x: format.whole, y: format.whole }, axis);
  kept.forEach((values, which) => {
    if (values.length === 0) return;
    const path = values.map((moves, ply) => `${ply === 0 ? 'M' : 'L'}${x(ply).toFixed(1)},${y(moves).toFixed(1)}`).join('');
    picture.append(svg('path', { d: path, class: `lab-line ${RULES_CLASS[which]}` }));
  });
  return picture;
}

/** The first player's score of each set of rules, its 95 % interval as a bar, and 50 % as a line. */
export function scorePlot(summaries, { label, names, format }) {
  const rowHeight = 22;
  const height = TOP + rowHeight * summaries.length + 24;
  const x = (score) => LEFT + 20 + score * (WIDTH - LEFT - 20 - RIGHT - 10);
  const parts = [];
  for (const value of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(svg('line', { x1: x(value), x2: x(value), y1: TOP, y2: height - 22, class: value === 0.5 ? 'lab-even' : 'lab-grid' }));
    parts.push(svg('text', { x: x(value), y: height - 8, 'text-anchor': 'middle', class: 'lab-tick' }, format.roundPercent(value)));
  }
  summaries.forEach((summary, which) => {
    const middle = TOP + rowHeight * which + rowHeight / 2;
    parts.push(svg('text', { x: 4, y: middle + 4, class: 'lab-tick' }, names[which]));
    if (summary.first_score === null) return;
    const [low, high] = summary.first_score_interval;
    parts.push(svg('rect', { x: x(low), y: middle - 5, width: Math.max(1, x(high) - x(low)), height: 10, class: `lab-interval ${RULES_CLASS[which]}` }));
    parts.push(svg('circle', { cx: x(summary.first_score), cy: middle, r: 4, class: `lab-point ${RULES_CLASS[which]}` }));
  });
  return svg('svg', { viewBox: `0 0 ${WIDTH} ${height}`, class: 'lab-plot lab-score-plot', role: 'img', 'aria-label': label }, ...parts);
}
