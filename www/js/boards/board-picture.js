// A board drawn by its game's own renderer into an <svg> (through the
// SVG-recording context): for printed sheets, and at build time for the home
// page's pictures of each game's start (scripts/build-site.mjs).

import { SvgContext, SVG_NS } from './svg-context.js';

/**
 * Draws `view` with `Board` (a renderer class) into a new <svg>, `pixels`
 * wide in the renderer's units: upright (or `turned` a quarter, as a wide
 * board on a portrait phone), with the last move and nothing of the
 * pointer. `label` names the picture for screen readers.
 */
export function drawBoardSvg(Board, view, { pixels, flipped = false, turned = false, lastMove = null, label }) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  const context = new SvgContext(svg);
  const canvas = {
    style: {}, width: 0, height: 0,
    getContext: () => context,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: pixels, height: pixels }),
    closest: () => null,
  };
  const board = new Board(canvas);
  board.forPrint = true;
  board.turnedPicture = turned;
  board.flipped = flipped;
  board.render(view, { selected: null, targets: [], choices: [], lastMove, arrows: [] });
  const { cssWidth, cssHeight, files, ranks } = board.geometry;
  svg.setAttribute('viewBox', `0 0 ${cssWidth} ${cssHeight}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  return { svg, width: cssWidth, height: cssHeight, shape: cssHeight / cssWidth, files, ranks };
}
