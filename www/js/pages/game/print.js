// The sheet the browser's own Print shows (Ctrl+P) on a game page. Its code
// loads once the player first touches the page (a click, a tap, a key: Ctrl
// comes before P) or the page is printed, so that the first load stays
// light. The sheet itself is drawn as the page turns to print (the
// browser's beforeprint, or the print media), not at every move: drawing it
// is main-thread work the computer's thinking need not wait behind.

import { loadStyle } from '../../ui/dom.js';

/** What a player does first, which wakes the printed sheet's code. */
const PRINT_WAKERS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

export class PrintedSheet {
  /** `draw(showPrintSheet)` draws the sheet with print-sheet.js's function. */
  constructor(draw) {
    this.draw = draw;
    this.load = () => this.loadCode();
    this.turnToPrint = () => {
      this.loadCode();
      this.render();
    };
    this.media = window.matchMedia('print');
    for (const type of PRINT_WAKERS) document.addEventListener(type, this.load, { capture: true, passive: true });
    window.addEventListener('beforeprint', this.turnToPrint);
    this.media.addEventListener('change', this.turnToPrint);
  }

  loadCode() {
    this.stopWaking();
    this.code ??= Promise.all([import('../print-sheet.js'), loadStyle('print-sheet')]).then(([{ showPrintSheet }]) => {
      this.showPrintSheet = showPrintSheet;
      if (this.media.matches) this.render();
    });
    return this.code;
  }

  /** Draws the sheet, once its code is here. */
  render() {
    if (this.showPrintSheet && !this.disposed) this.draw(this.showPrintSheet);
  }

  /** Whether the page is being printed now (the sheet follows each change). */
  get printing() {
    return this.media.matches;
  }

  stopWaking() {
    for (const type of PRINT_WAKERS) document.removeEventListener(type, this.load, { capture: true });
  }

  dispose() {
    this.disposed = true;
    this.stopWaking();
    window.removeEventListener('beforeprint', this.turnToPrint);
    this.media.removeEventListener('change', this.turnToPrint);
  }
}
