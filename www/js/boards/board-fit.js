// How big a board is drawn, shared by the board itself (board-canvas.js) and
// the picture of a game's start that stands in its place until the engine is
// ready (ui/board-preview.js), so that the one takes the other's place
// exactly. Small: the site's entry loads it.

/**
 * A window too short for the board with everything round it (a landscape
 * phone, a desktop at 200 % zoom): the page scrolls to the status line and
 * the board takes the rest of the height (style.css: the same 560 px).
 */
export const shortScreen = () => window.innerHeight <= 560;

/** A phone held upright: a board much wider than tall (16 x 9) is turned a quarter there. */
export const portraitPhone = () => window.innerWidth < 700 && window.innerHeight > window.innerWidth;

/** Whether a board of `files` x `ranks` is turned a quarter on this window. */
export const turnsOnThisWindow = (files, ranks) => files >= 1.5 * ranks && portraitPhone();

/**
 * The label band's share of the width on each side: 4.5%, or on a narrow
 * board (The One Ring's five files) four tenths of a square, so that its
 * coordinates stay as large as a chessboard's; and the board's height over
 * its width.
 */
export function boardShape(columns, rows) {
  const bandShare = Math.max(0.045, 0.4 / (columns + 0.8));
  return { bandShare, shape: ((1 - 2 * bandShare) * rows) / columns + 2 * bandShare };
}

/**
 * Sizes `element` (a board, or its picture) of height/width `shape`: every
 * board is sized by the smaller of the width and the height it has, the
 * window's height less what stays in view with it (two lines of status, and
 * on a tall window the player bars and the game's name; on a wide one,
 * measured, down to the move box). Returns the width it may take, as CSS.
 */
export function fitBoard(element, shape, rotated) {
  const short = shortScreen();
  const bars = element.closest('.has-players');
  const title = !short && window.innerWidth <= 760 ? 2.5 : 0;
  const besideBoard = short || window.innerWidth <= 760 ? null : heightAroundBoard(element);
  const reserved = besideBoard === null
    ? `${(short ? 5.2 : rotated ? 10 : bars ? 13.5 : 9.5) + title}rem`
    : `${besideBoard}px`;
  const fit = `calc((100dvh - ${reserved}) / ${shape})`;
  if (element.dataset.fit !== fit) {
    element.dataset.fit = fit;
    element.style.aspectRatio = `${1 / shape}`;
    element.style.maxWidth = fit;
    // The page's board column, beside the side panel on a short wide window (style.css).
    element.closest('.game-page')?.style.setProperty('--board-fit', fit);
  }
  return fit;
}

/**
 * On a wide window, the height the page needs above and below the board
 * for the move box to stay in view under it (typing there then scrolls
 * nothing): measured, since the status line and the player bars vary by
 * game. In steps of 8 px, so that a pixel's rounding never resizes the
 * board back and forth. Null where there is no move box (lessons).
 */
function heightAroundBoard(element) {
  const entry = element.closest('.board-area')?.querySelector('.move-entry input');
  if (!entry) return null;
  const around = entry.getBoundingClientRect().bottom + window.scrollY - element.getBoundingClientRect().height + 8;
  return Math.ceil(around / 8) * 8;
}
