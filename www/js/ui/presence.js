// Whether the player is there: the first stir on the page (work that the
// page does not need to show itself waits for it), and the first touch
// (before it, no sound: browsers' autoplay rules).

let settled = null;
/** What shows that the player is there and doing something. */
const STIRS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'];

/**
 * Resolves once the first page has settled: the player moves the pointer,
 * touches, types or scrolls, or `afterMs` pass. Work a page does not need to
 * show itself waits for it (its later words, keeping "My games"), so that a
 * first visit fetches the board first.
 */
export function pageSettled(afterMs = 4000) {
  settled ??= new Promise((resolve) => {
    const done = () => {
      for (const type of STIRS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of STIRS) window.addEventListener(type, done, { capture: true, passive: true });
    setTimeout(done, afterMs);
  });
  return settled;
}

/**
 * Whether the player has clicked, tapped or typed on the page (no sound
 * before: browsers' autoplay rules), heard from the start (app.js calls
 * `listenForTouch`), so a click on the home page counts.
 */
let touchedYet = false;
export const touched = () => touchedYet;
const TOUCHES = ['pointerdown', 'keydown', 'touchstart'];

export function listenForTouch() {
  const touch = (event) => {
    if (!event.isTrusted) return;
    touchedYet = true;
    for (const type of TOUCHES) document.removeEventListener(type, touch, true);
  };
  for (const type of TOUCHES) document.addEventListener(type, touch, true);
}
