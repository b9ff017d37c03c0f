// The printed sheet of a position, for every game: its name and variant,
// whose turn it is or the result, the players' figures, the board in vector
// (drawn by the game's own renderer into an SVG-recording context), the
// moves by turn and the link. One page inside 12 mm margins on both A4 and
// Letter: 186 x 250 mm. A game that has a pen-and-paper sheet of the engine's
// (Double Ring) prints that one while no move has been played.
//
// Everything from the link goes in as text or as numbers: no markup is
// ever parsed, except the engine's own SVG, which is parsed as SVG.

import { h } from '../ui/dom.js';
import { playerRole } from '../ui/opponent.js';
import { describeVariant, seenFlipped } from '../ui/wording.js';
import { turnsOf } from '../ui/turns.js';
import { drawBoardSvg } from '../boards/board-picture.js';
import { currentLanguage, needWords, t } from '../i18n/i18n.js';
import { playerWords, resultWords, sideArg } from '../i18n/engine-words.js';

// The sheet's words (www/locales/*/print.ftl), before anything is worded.
// Should they fail to load, the module loads all the same (an import that
// failed would stay failed until a reload), and the next switch of language
// brings them.
await needWords('print').catch((error) => console.error(error));

/** The game's name in the player's language (site.ftl, one message per game). */
const gameName = (info) => t(`game-name-${info.id}`);

/** The page inside the margins, in mm (style.css gives .print-sheet this size). */
const PAGE = { width: 186, height: 250 };
/** The title, variant, turn and players' lines above the board, in mm. */
const HEAD = 34;
/** Gaps between the parts of the page, in mm. */
const GAP = 4;
/** The moves' heading, in mm. */
const MOVES_HEADING = 6;
/** Sizes of the moves (pt), largest first: the largest that fits is used. */
const MOVE_SIZES = [9.5, 8, 6.5];
/** The link's size (pt), in a monospaced font. */
const LINK_SIZE = 7.5;
/** The width the board is drawn at, in CSS pixels (about its printed size). */
const BOARD_PIXELS = 700;
/** The narrowest column of moves beside a tall board, in mm. */
const SIDE_COLUMN = 52;

const MM_PER_PT = 25.4 / 72;
/** The width of a character, in ems: about a monospaced one, a little over most of ours. */
const CHAR_EM = 0.6;

/** The full address of a game link on this site. */
export function sheetUrl(link) {
  return `${location.origin}${location.pathname}#${link}`;
}

/** Puts an engine-made SVG sheet into `container`, parsed as SVG, never as HTML. */
export function insertSheet(container, svgText) {
  const parsed = new DOMParser().parseFromString(svgText ?? '', 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName !== 'svg') {
    container.replaceChildren();
    return;
  }
  container.replaceChildren(document.importNode(svg, true));
}

/**
 * Fills `container` with the sheet of the game in `session` (the engine's
 * Session; `info` its page info from games.js): the engine's pen-and-paper sheet when no move has been played
 * and the game has one, else the sheet of the position. Kept while the
 * link stays the same. Returns whether it is the pen-and-paper sheet.
 */
export function showPrintSheet(container, session, info, snapshot = session.snapshot(), review = null) {
  const reviewed = review?.holds(snapshot) ? review : null;
  // Drawn again in another language: the board's label and the game's name in the sheet's label are worded in code.
  const key = `${sheetUrl(snapshot.link)}${reviewed ? ' reviewed' : ''} ${currentLanguage()}`;
  if (container.dataset.sheet === key) return container.dataset.paper === 'yes';
  // The engine draws it; its words (the game's name, the rules) are worded here.
  const paper = snapshot.history.length === 0 ? session.paperSheet(false, (message) => t(message.id, message.args)) : null;
  if (paper) insertSheet(container, paper);
  else container.replaceChildren(positionSheet(snapshot, info, reviewed));
  container.dataset.sheet = key;
  container.dataset.paper = paper ? 'yes' : 'no';
  return Boolean(paper);
}

/**
 * The sheet of a position: an <article class="print-sheet">; after a review
 * (game-review.js), with the marks in the moves and the evaluation graph.
 */
export function positionSheet(snapshot, info, review = null) {
  // Upright, seen from the side the game page shows (the human's against the
  // computer, turned round by flip=1).
  const board = drawBoardSvg(info.Board, snapshot.view, {
    pixels: BOARD_PIXELS, flipped: seenFlipped(snapshot, info), lastMove: snapshot.last_move, label: t('print-board', { game: gameName(info) }),
  });
  const url = sheetUrl(snapshot.link);
  const played = snapshot.history.slice(0, snapshot.ply);
  const players = playersRow(snapshot, info);
  const linkLines = Math.ceil(url.length / (PAGE.width / (CHAR_EM * LINK_SIZE * MM_PER_PT))) + 1;
  const reviewPart = review ? reviewSection(review, snapshot) : null;
  const main = PAGE.height - HEAD - (players ? 10 : 0) - (review ? REVIEW_HEIGHT + GAP : 0) - linkLines * LINK_SIZE * 1.4 * MM_PER_PT - 2 * GAP;
  const label = review ? (index) => review.markedLabel(index + 1, played[index].label, snapshot) : (index) => played[index].label;
  const layout = arrange(board.shape, labelledTurns(played, label), main);
  // Beside the moves, the board is as wide as the height allows; above them, as
  // wide as the page, shrinking (the drawing keeps its shape) when they need room.
  const boardBox = h('div', {
    class: 'sheet-board',
    style: layout.beside ? `width: ${layout.boardWidth.toFixed(1)}mm` : `aspect-ratio: ${board.width} / ${board.height}`,
  }, board.svg);
  board.svg.setAttribute('preserveAspectRatio', layout.beside ? 'xMidYMin meet' : 'xMidYMid meet');

  const variant = describeVariant(snapshot);
  const movesHeading = snapshot.ply < snapshot.history.length
    ? ['print-moves-before', { ply: snapshot.ply, plies: snapshot.history.length }] : 'print-moves';
  return h('article', { class: 'print-sheet', l10n: ['print-sheet', { game: gameName(info) }] },
    h('header', { class: 'sheet-head' },
      // One message per game: game-name-<id>.
      h('h2', { class: 'sheet-title', l10n: `game-name-${info.id}` }),
      // The variant's option labels are the engine's.
      variant ? h('p', { class: 'sheet-variant' }, variant) : null,
      h('p', { class: 'sheet-turn', l10n: turnLine(snapshot, info) })),
    players,
    h('div', { class: layout.beside ? 'sheet-main beside' : 'sheet-main' },
      boardBox,
      h('section', { class: 'sheet-moves' },
        h('h3', { l10n: movesHeading }),
        movesList(played, layout))),
    reviewPart,
    h('footer', { class: 'sheet-link' },
      h('span', { l10n: 'print-online' }), ' ',
      h('a', { href: url }, url)));
}

/**
 * Where the board and the moves go in `main` mm of height: a board much
 * taller than wide stands at the left with the moves beside it; any other
 * board is as wide as it can be above them. The moves take the largest size
 * that fits, in as many columns as the width holds; a game too long for the
 * smallest keeps its latest turns (all the moves are in the link).
 */
function arrange(shape, turns, main) {
  const boardWide = main / shape;
  const beside = PAGE.width - boardWide - GAP >= SIDE_COLUMN;
  const movesWidth = beside ? PAGE.width - boardWide - GAP : PAGE.width;
  // Under a full-width board, or in at least 40% of the height if more moves need it.
  const movesHeight = (beside ? main : Math.max(main - PAGE.width * shape - GAP, main * 0.4)) - MOVES_HEADING;
  const numberChars = String(turns.length).length + 1;
  const sideChars = Math.max(3, ...turns.flatMap(({ sides }) => sides.map((labels) => labels.join(', ').length)));
  let choice = null;
  for (const size of MOVE_SIZES) {
    const em = size * MM_PER_PT;
    const columnWidth = (numberChars + 1 + 2 * (sideChars + 1)) * CHAR_EM * em;
    const columnGap = 2 * em;
    const columns = Math.max(1, Math.floor((movesWidth + columnGap) / (columnWidth + columnGap)));
    const rows = Math.max(2, Math.floor(movesHeight / (1.35 * em)));
    choice = { size, columns, rows, numberChars };
    if (turns.length <= columns * rows) break;
  }
  // Too many: the line that says so across the columns, and the latest turns.
  const { columns, rows } = choice;
  const shown = turns.length <= columns * rows ? turns : turns.slice(turns.length - columns * (rows - 1));
  return { ...choice, beside, boardWidth: beside ? boardWide : null, turns: shown, omitted: turns.length - shown.length };
}

function movesList(played, layout) {
  const list = h('ol', {
    class: 'sheet-move-list',
    style: `font-size: ${layout.size}pt; column-count: ${layout.columns}; --number: ${layout.numberChars + 0.5}ch`,
  });
  if (played.length === 0) {
    list.append(h('li', { class: 'sheet-no-moves', l10n: 'print-no-moves' }));
    return list;
  }
  if (layout.omitted) {
    list.append(h('li', { class: 'sheet-omitted', l10n: ['print-omitted', { last: layout.omitted }] }));
  }
  list.append(...layout.turns.map(({ number, sides }) => h('li', {},
    h('span', { class: 'sheet-turn-number' }, number),
    ...sides.map((labels) => h('span', { class: 'sheet-side-moves' }, labels.length ? labels.join(', ') : '…')))));
  return list;
}

/** The turns with the labels of each side's moves: `sides` is [first's, second's]. */
function labelledTurns(history, label = (index) => history[index].label) {
  return turnsOf(history).map(({ number, plies }) => ({
    number,
    sides: ['first', 'second'].map((player) => plies.filter((index) => history[index].player === player).map(label)),
  }));
}

/** Height (mm) of a review's graph and figures on the sheet. */
const REVIEW_HEIGHT = 32;

/** The review's graph, as drawn on the page, and each player's figures in a line. */
function reviewSection(review, snapshot) {
  const graph = review.graph.element.cloneNode(true);
  graph.removeAttribute('role');
  const figures = ['first', 'second'].map((player, index) => {
    const counted = review.result.players[player];
    // The player's name is the engine's.
    const args = { player: sideArg(snapshot, index), inaccuracies: counted.inaccuracies, mistakes: counted.mistakes, blunders: counted.blunders };
    return counted.accuracy === null ? ['print-review-figures', args]
      : ['print-review-figures-accuracy', { ...args, accuracy: Math.round(counted.accuracy) }];
  });
  return h('section', { class: 'sheet-review' }, h('h3', { l10n: 'print-review' }), graph,
    h('p', { l10n: [figures[0], { text: '·' }, figures[1]] }));
}

/**
 * Whose turn it is, or the result, as the game page words it (words for
 * i18n.js `word`). The result and the players' names are the engine's, and
 * the game's own notes (passNote, sheetNote) come as the game's page gives them.
 */
function turnLine(snapshot, info) {
  if (snapshot.outcome) return resultWords(snapshot);
  const other = sideArg(snapshot, snapshot.to_move === 'first' ? 1 : 0);
  if (snapshot.legal_moves.some((mv) => mv.kind === 'pass')) {
    const note = info.passNote?.(snapshot);
    return note ? { text: note } : ['print-cannot-move', { player: sideArg(snapshot, snapshot.to_move), other }];
  }
  const note = info.sheetNote?.(snapshot);
  return note ? ['print-to-move-note', { player: sideArg(snapshot, snapshot.to_move), note }] : ['print-to-move', { player: sideArg(snapshot, snapshot.to_move) }];
}

/** Each side's name, who plays it, its figures (scores, pieces) and its hand; null when the page shows no bars. */
function playersRow(snapshot, info) {
  if (!info.playerStats && !snapshot.opponent) return null;
  return h('div', { class: 'sheet-players' }, ['first', 'second'].map((player, index) => {
    const role = playerRole(snapshot, player);
    const hand = snapshot.view.hands?.[index];
    const colour = info.playerColours?.[index];
    const shape = info.Board.sideShapes?.[index];
    const toMove = !snapshot.outcome && snapshot.to_move === player;
    return h('div', { class: toMove ? 'sheet-player to-move' : 'sheet-player' },
      colour ? h('span', { class: shape ? `sheet-swatch shape-${shape}` : 'sheet-swatch', style: `background: ${colour}` }) : null,
      h('strong', { l10n: playerWords(snapshot.game.id, player).id }),
      role ? h('span', { class: 'sheet-role' }, role) : null,
      ...(info.playerStats?.(snapshot.view, index) ?? []).map((stat) => h('span', { class: 'sheet-stat' }, stat)),
      hand === undefined ? null : h('span', { class: 'sheet-stat', l10n: hand ? ['print-in-hand', { pieces: '♞'.repeat(hand) }] : 'print-in-hand-none' }));
  }));
}
