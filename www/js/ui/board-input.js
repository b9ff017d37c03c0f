// How a player acts on a board: clicks, drags, hover and long press, the
// keyboard cursor, the promotion picker, and the game page's keys. Mixed into
// the pages that show a playable board (the game page, the lesson and puzzle
// trainer), whose state these methods share: `snapshot`, `board`, `canvas`,
// `picker`, `selected`, and `playerMayMove()`, `play(notation)`,
// `select(selection)`, `drawBoard()`; optionally `explainIllegal(from, to)`.

import { sameSquare, squareName } from '../boards/board-canvas.js';
import { h } from './dom.js';
import { hasMessage, laterWords, localize, onLanguageChange, t } from '../i18n/i18n.js';
import { pieceSvg } from '../boards/pieces.js';

export const inputMethods = {
  /** The legal moves of the piece on `selection`, or of a knight in hand when it is 'hand'. */
  movesFrom(selection) {
    if (!this.playerMayMove()) return [];
    if (selection === 'hand') return this.snapshot.legal_moves.filter((mv) => !mv.from && mv.to);
    return this.snapshot.legal_moves.filter((mv) => sameSquare(mv.from, selection) && !sameSquare(mv.to, selection));
  },

  /**
   * Moves made by clicking one square, with no piece moved there: The One
   * Ring's choice of a pawn. (In a game with hands such moves are drops.)
   */
  directMoves() {
    if (this.snapshot.view.hands || !this.playerMayMove()) return [];
    return this.snapshot.legal_moves.filter((mv) => !mv.from && mv.to);
  },

  /** Plays the move from the selection to `square`, asking which piece when it promotes. */
  playTo(square) {
    const options = this.movesFrom(this.selected).filter((mv) => sameSquare(mv.to, square));
    if (options.length === 0) return false;
    if (options.length === 1) this.play(options[0].notation);
    else this.showPicker(options);
    return true;
  },

  showPicker(options) {
    const colour = this.snapshot.to_move === 'first' ? 'white' : 'black';
    const roles = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
    const buttons = options.map((mv) => {
      const role = roles[mv.notation.slice(-1)];
      const button = h('button', {
        type: 'button', class: 'promotion-choice', l10n: ['play-promote', { piece: role, move: mv.label }],
        onclick: () => { this.hidePicker(); this.play(mv.notation); },
      });
      button.innerHTML = pieceSvg(role, colour); // our own static shapes
      return button;
    });
    this.picker.replaceChildren(h('p', { l10n: 'play-promote-to' }), h('div', { class: 'choices' }, ...buttons),
      h('button', { type: 'button', class: 'cancel', onclick: () => { this.hidePicker(); this.select(null); }, l10n: 'play-promote-cancel' }));
    this.picker.hidden = false;
    buttons[0].focus();
  },

  hidePicker() {
    this.picker.hidden = true;
  },

  /** A press on a piece that can move selects it and may start a drag. */
  startDrag(event) {
    this.swallowClick = false;
    if (event.button !== 0) return;
    const square = this.board.squareAt(event.clientX, event.clientY);
    if (!square || !this.picker.hidden) return;
    if (this.selected && this.movesFrom(this.selected).some((mv) => sameSquare(mv.to, square))) return;
    if (this.movesFrom(square).length === 0) return;
    this.drag = { from: square, startX: event.clientX, startY: event.clientY, moved: false };
    if (!sameSquare(this.selected, square)) {
      this.select(square);
      this.swallowClick = true; // the press selected the piece: the click must not unselect it
    }
    this.canvas.setPointerCapture?.(event.pointerId);
  },

  moveDrag(event) {
    if (!this.drag) return;
    const distance = Math.hypot(event.clientX - this.drag.startX, event.clientY - this.drag.startY);
    if (!this.drag.moved && distance < 5) return;
    this.drag.moved = true;
    const box = this.canvas.getBoundingClientRect();
    this.drag.x = event.clientX - box.left;
    this.drag.y = event.clientY - box.top;
    this.drawBoard();
  },

  endDrag(event) {
    const drag = this.drag;
    this.drag = null;
    if (!drag?.moved) return;
    this.swallowClick = true;
    const square = this.board.squareAt(event.clientX, event.clientY);
    this.dropped = true;
    if (!(square && this.playTo(square))) {
      this.dropped = false;
      this.select(null);
    }
    else this.drawBoard();
  },

  cancelDrag() {
    this.drag = null;
    this.drawBoard();
  },

  handleClick(event) {
    if (this.swallowClick) {
      // The press already did its work: a drag, or selecting the piece.
      this.swallowClick = false;
      return;
    }
    if (this.longPressShown) {
      this.longPressShown = false;
      return;
    }
    const square = this.board.squareAt(event.clientX, event.clientY);
    if (square) this.cursor = square;
    this.handleSquare(square);
  },

  /** A click, or Enter on the keyboard cursor: play, select or unselect. True when it played a move (or asks which). */
  handleSquare(square) {
    if (!square || !this.picker.hidden) return false;
    if (this.premoveClick?.(square)) return false;
    const direct = this.directMoves().find((mv) => sameSquare(mv.to, square));
    if (direct) {
      this.play(direct.notation);
      return true;
    }
    if (this.selected && this.playTo(square)) return true;
    const before = this.selected;
    const movable = this.movesFrom(square).length > 0;
    this.select(!sameSquare(before, square) && movable ? square : null);
    // Then, where the engine can say it, why that was no move: a target the
    // selected piece cannot reach (on the lesson pages also when the click
    // selects another piece instead), or a piece with no move at all.
    if (!this.playerMayMove() || sameSquare(before, square)) return false;
    if (before && (!movable || this.explainsEveryClick)) this.explainIllegal?.(before, square);
    else if (!before && !movable) this.explainStuck?.(square);
    return false;
  },

  handleHover(event) {
    const square = this.board.squareAt(event.clientX, event.clientY);
    const targets = this.selected ? this.movesFrom(this.selected).map((mv) => mv.to) : [];
    const direct = this.directMoves().map((mv) => mv.to);
    const active = square && (this.movesFrom(square).length > 0 || [...targets, ...direct].some((t) => sameSquare(t, square)));
    this.canvas.style.cursor = active ? 'pointer' : 'default';
    if (event.pointerType === 'mouse') this.showSquareInfo(square, event);
  },

  /** What stands on a square, in words, where the renderer says more than the picture (a knight's rings). */
  showSquareInfo(square, event) {
    const text = square && this.board.detail?.(this.snapshot.view, square);
    if (!text) {
      this.hideSquareInfo();
      return;
    }
    const box = this.boardWrap.getBoundingClientRect();
    this.squareInfo.textContent = text;
    this.squareInfo.style.left = `${Math.min(event.clientX - box.left + 12, box.width - 200)}px`;
    this.squareInfo.style.top = `${event.clientY - box.top + 16}px`;
    this.squareInfo.hidden = false;
  },

  hideSquareInfo() {
    this.squareInfo.hidden = true;
  },

  /** A long press on a touch screen shows the square's detail, as hover does with a mouse. */
  startLongPress(event) {
    if (event.pointerType !== 'touch') return;
    clearTimeout(this.longPressTimer);
    const { clientX, clientY } = event;
    this.longPressTimer = setTimeout(() => {
      const square = this.board.squareAt(clientX, clientY);
      if (!square || !this.board.detail?.(this.snapshot.view, square)) return;
      this.longPressShown = true;
      this.showSquareInfo(square, { clientX, clientY });
      setTimeout(() => this.hideSquareInfo(), 4000);
    }, 550);
  },

  /**
   * The keyboard cursor's square while the board has the focus and the
   * keyboard is used there; a click or tap hides it (its frame would look
   * like a selection).
   */
  cursorShown() {
    return document.activeElement === this.canvas && this.keyboardCursor ? this.cursor : null;
  },

  /** A press on the board: the pointer is used, not the keyboard. */
  pointerPressed() {
    this.pressing = true;
    if (!this.keyboardCursor) return;
    this.keyboardCursor = false;
    this.drawBoard();
  },

  /** The board gets the focus: from the keyboard (Tab), the cursor shows; from a press, not. */
  boardFocused() {
    this.keyboardCursor = !this.pressing;
    if (this.keyboardCursor) this.showCursor();
  },

  /** The keyboard cursor starts on the selection, or on a piece that can move. */
  showCursor() {
    if (!this.cursor) {
      const first = this.snapshot.legal_moves.find((mv) => mv.from || mv.to);
      this.cursor = this.selected?.file !== undefined ? this.selected : first?.from ?? first?.to ?? { file: 0, rank: 0 };
    }
    this.drawBoard();
    this.speakCursor();
  },

  /** Arrow keys move the cursor over the squares as drawn; Enter or Space acts on it; Escape cancels. */
  handleBoardKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (steps[event.key] || event.key === 'Enter' || event.key === ' ') this.keyboardCursor = true;
    if (steps[event.key]) {
      event.preventDefault();
      event.stopPropagation();
      if (!this.cursor) this.showCursor();
      const { columns, rows } = this.board.geometry;
      const [column, row] = this.board.place(this.cursor);
      const [dx, dy] = steps[event.key];
      const next = [Math.min(columns - 1, Math.max(0, column + dx)), Math.min(rows - 1, Math.max(0, row + dy))];
      this.cursor = this.board.squareAtCell(...next);
      this.drawBoard();
      this.speakCursor();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      if (!this.cursor) this.showCursor();
      // A move played is said by the page's live region (sight.js), not the cursor's square.
      if (!this.handleSquare(this.cursor)) this.speakCursor();
    }
  },

  /** The cursor's square and what stands on it, for screen readers (and the board's name). */
  speakCursor(waited = false) {
    if (!this.cursor) return;
    // Its words come with the page's later ones (the first key fetches them): said once they are here.
    if (!waited && !hasMessage('play-cursor')) {
      laterWords().then(() => this.speakCursor(true));
      return;
    }
    this.sight.say(t('play-cursor', this.labelBoard()));
  },

  /**
   * Names the board by the cursor's square (the words of `play-cursor`,
   * whose arguments it returns): the square, what stands on it in the
   * renderer's words, and what Enter does there.
   */
  labelBoard() {
    const snap = this.snapshot;
    const targets = this.selected ? this.movesFrom(this.selected) : [];
    const target = targets.find((mv) => sameSquare(mv.to, this.cursor)) ?? this.directMoves().find((mv) => sameSquare(mv.to, this.cursor));
    const args = {
      // A game's name as the site says it (game-name-<id>, site.ftl), else the engine's.
      game: hasMessage(`game-name-${snap.game.id}`) ? t(`game-name-${snap.game.id}`) : snap.game.name,
      square: squareName(this.cursor, snap.view.lowest_rank ?? 1),
      what: this.board.describe?.(snap.view, this.cursor) ?? t('play-cursor-square'),
      selected: sameSquare(this.selected, this.cursor) ? 'yes' : 'no',
      action: target ? 'plays' : !this.selected && this.movesFrom(this.cursor).length ? 'selects' : 'none',
      move: target?.label ?? '',
    };
    localize(this.canvas, 'play-board-cursor', args);
    return args;
  },

  handleKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const inField = ['INPUT', 'SELECT', 'TEXTAREA'].includes(event.target.tagName);
    if (event.key === 'Escape') {
      this.hidePicker();
      this.hideSquareInfo();
      this.select(null);
      return;
    }
    if (inField || event.target === this.canvas) return;
    if (event.key === 'ArrowLeft') { event.preventDefault(); this.undo(); }
    else if (event.key === 'ArrowRight') { event.preventDefault(); this.redo(); }
    else if (event.key === 'Home') { event.preventDefault(); this.goTo(0); }
    else if (event.key === 'End') { event.preventDefault(); this.goTo(this.snapshot.history.length); }
    else if (/^[a-z0-9@!]$/i.test(event.key) && event.target.tagName !== 'BUTTON') {
      this.moveInput.focus(); // the key lands in the move box
    }
  },

  /**
   * In the move box: an empty box lets ← and → take back and replay, as
   * elsewhere on the page; Escape clears the box and leaves it for the board.
   */
  handleMoveBoxKey(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.moveInput.value = '';
      this.moveError.textContent = '';
      this.canvas.focus();
    } else if (this.moveInput.value === '' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      if (event.key === 'ArrowLeft') this.undo();
      else this.redo();
    }
  },
};

/**
 * The canvas of a board that a player plays on, its pointer and keyboard
 * events going to `page`'s input methods above (and drags where the game's
 * pieces are dragged). `label`, the board's name until the keyboard cursor
 * names it: a string as it is, or a message `[id, args?]` (one giving its
 * `.aria-label`).
 */
export function playableCanvas(page, draggable, label) {
  const canvas = h('canvas', {
    class: draggable ? 'board draggable' : 'board', tabindex: '0', role: 'application', 'aria-roledescription': t('play-board-role'),
    'aria-label': typeof label === 'string' ? label : null,
  });
  if (Array.isArray(label)) localize(canvas, ...label);
  rewordOnSwitch(new WeakRef(canvas), new WeakRef(page));
  canvas.addEventListener('click', (event) => page.handleClick(event));
  canvas.addEventListener('keydown', (event) => page.handleBoardKey(event));
  canvas.addEventListener('focus', () => page.boardFocused());
  canvas.addEventListener('blur', () => page.drawBoard());
  canvas.addEventListener('pointerleave', () => page.hideSquareInfo());
  canvas.addEventListener('pointerdown', (event) => { page.pointerPressed(); page.startLongPress(event); });
  for (const name of ['pointerup', 'pointercancel']) {
    canvas.addEventListener(name, () => { page.pressing = false; clearTimeout(page.longPressTimer); });
  }
  canvas.addEventListener('pointermove', (event) => page.handleHover(event));
  if (draggable) {
    canvas.addEventListener('pointerdown', (event) => page.startDrag(event));
    canvas.addEventListener('pointermove', (event) => page.moveDrag(event));
    canvas.addEventListener('pointerup', (event) => page.endDrag(event));
    canvas.addEventListener('pointercancel', () => page.cancelDrag());
  }
  return canvas;
}

/**
 * On every switch of language, words a playable canvas again where no
 * message does: its role description (no message attribute carries it),
 * and the cursor's name of the board, which has the game's name in it.
 * The canvas and its page are held weakly, and from a scope of their own,
 * so that a page gone is not kept by the listener.
 */
function rewordOnSwitch(canvasRef, pageRef) {
  const stop = onLanguageChange(() => {
    const [canvas, page] = [canvasRef.deref(), pageRef.deref()];
    if (!canvas || !page) {
      stop();
      return;
    }
    canvas.setAttribute('aria-roledescription', t('play-board-role'));
    if (canvas.isConnected && canvas.getAttribute('data-l10n-id') === 'play-board-cursor' && page.cursor) page.labelBoard();
  });
}
