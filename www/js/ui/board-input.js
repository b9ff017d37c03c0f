// How a player acts on a board: clicks, drags, hover and long press, the
// keyboard cursor, the promotion picker and premoves. A component of the
// pages that show a playable board (the game page, the lesson and puzzle
// trainer): it owns the canvas and its state, and gives one move at a time
// to its host. What a click means is board-moves.js's, premoves premove.js's.
//
// The host: `snapshot()`, `mayMove()`, `onMove(notation, { dragged })`,
// `redraw()` (the board, and whatever shows the selection), `say(words)`
// (the live region); optionally `premovesAllowed()` (the computer thinks:
// clicks make a premove), `explainIllegal(from, to)`, `explainStuck(square)`
// and `selectionChanged(selection)`.

import { sameSquare, squareName } from '../boards/board-canvas.js';
import { h } from './dom.js';
import { hasMessage, laterWords, localize, onLanguageChange, t } from '../i18n/i18n.js';
import { pieceSvg } from '../boards/pieces.js';
import { SIGHT_WORDS } from './sight-words.js';
import { clickOn, directMoves, movesFrom } from './board-moves.js';
import { NO_PREMOVE, premoveClick, premoveMarks, premoveMoves } from './premove.js';

const KEY_STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const LONG_PRESS_MS = 550;
const LONG_PRESS_SHOWN_MS = 4000;

export class BoardInput {
  /**
   * `Board`: the game's renderer; `label`: the board's name until the
   * keyboard cursor names it, a string or a message `[id, args?]`;
   * `pickerLabel`: the promotion picker's message; `explainsEveryClick`: on
   * a lesson, every click that is no move says why, where the engine can.
   */
  constructor(host, { Board, draggable, label, pickerLabel, explainsEveryClick = false }) {
    this.host = host;
    this.explainsEveryClick = explainsEveryClick;
    this.selected = null;
    this.premove = NO_PREMOVE;
    this.drag = null;
    this.cursor = null;
    this.keyboardCursor = false;
    this.canvas = playableCanvas(this, draggable, label);
    this.picker = h('div', { class: 'promotion-picker', role: 'dialog', l10n: pickerLabel, hidden: true });
    this.squareInfo = h('div', { class: 'square-info', role: 'tooltip', hidden: true });
    this.wrap = h('div', { class: 'board-wrap' }, this.canvas, this.picker, this.squareInfo);
    this.board = new Board(this.canvas);
  }

  get snapshot() {
    return this.host.snapshot();
  }

  mayMove() {
    return this.host.mayMove();
  }

  /** The legal moves of the piece on `selection` (a square or 'hand') that the player may make now. */
  movesFrom(selection) {
    return movesFrom(this.snapshot, selection, this.mayMove());
  }

  directMoves() {
    return directMoves(this.snapshot, this.mayMove());
  }

  /** What the board draws for the input: the selection and its targets, the drag, the cursor, the premove. */
  marks() {
    // The board is drawn again for every change: a square's detail shown says what stands there now (a capture changes it).
    if (this.shownInfo && !this.squareInfo.hidden) this.showSquareInfo(this.shownInfo.square, this.shownInfo.at);
    const premove = premoveMarks(this.premove);
    return {
      selected: this.selected,
      targets: this.movesFrom(this.selected).map((mv) => mv.to),
      choices: this.directMoves().map((mv) => mv.to),
      dragging: this.drag?.moved ? this.drag : null,
      cursor: this.cursorShown(),
      squares: premove.squares,
      arrows: premove.arrows,
    };
  }

  /** Shows a new selection (a square, 'hand' or null). */
  select(selection) {
    this.host.selectionChanged?.(selection);
    this.selected = selection;
    this.host.redraw();
  }

  /** After a change of game: no selection, no picker, no drag (a premove waits for the computer's move). */
  reset() {
    this.selected = null;
    this.drag = null;
    this.hidePicker();
  }

  /** Escape: the picker, the square's detail and the selection go. */
  escape() {
    this.dragged = false;
    this.hidePicker();
    this.hideSquareInfo();
    this.select(null);
  }

  emit(notation) {
    const dragged = this.dragged;
    this.dragged = false;
    this.selected = null;
    this.host.onMove(notation, { dragged });
  }

  /** Asks which piece a pawn becomes, among `moves`. */
  showPicker(moves) {
    const colour = this.snapshot.to_move === 'first' ? 'white' : 'black';
    const buttons = moves.map((mv) => {
      const role = mv.promotion;
      const button = h('button', {
        type: 'button', class: 'promotion-choice', l10n: ['play-promote', { piece: role, move: mv.label }],
        onclick: () => { this.hidePicker(); this.emit(mv.notation); },
      });
      button.innerHTML = pieceSvg(role, colour); // our own static shapes
      return button;
    });
    this.picker.replaceChildren(h('p', { l10n: 'play-promote-to' }), h('div', { class: 'choices' }, ...buttons),
      h('button', { type: 'button', class: 'cancel', onclick: () => { this.hidePicker(); this.select(null); }, l10n: 'play-promote-cancel' }));
    this.picker.hidden = false;
    buttons[0].focus();
  }

  hidePicker() {
    this.picker.hidden = true;
  }

  get choosing() {
    return !this.picker.hidden;
  }

  /** A click, or Enter on the keyboard cursor: play, select or unselect. True when it played a move (or asks which). */
  handleSquare(square) {
    if (!square || this.choosing) return false;
    if (this.host.premovesAllowed?.()) {
      this.premoveClick(square);
      return false;
    }
    const before = this.selected;
    const outcome = clickOn(this.snapshot, { selected: before, mayMove: this.mayMove(), explainsEveryClick: this.explainsEveryClick }, square);
    if (outcome.play) this.emit(outcome.play);
    else if (outcome.choose) this.showPicker(outcome.choose);
    if (outcome.play || outcome.choose) return true;
    this.select(outcome.select);
    if (outcome.explain === 'illegal' && before !== 'hand') this.host.explainIllegal?.(before, square);
    else if (outcome.explain === 'stuck') this.host.explainStuck?.(square);
    return false;
  }

  premoveClick(square) {
    const { state, said } = premoveClick(this.premove, square);
    this.premove = state;
    const name = (at) => squareName(at, this.snapshot.view.lowest_rank ?? 1);
    if (said.kind === 'cancelled') this.host.say(SIGHT_WORDS.premoveCancelled);
    else if (said.kind === 'set') this.host.say(SIGHT_WORDS.premoveSet(name(said.from), name(said.to)));
    else this.host.say(SIGHT_WORDS.premoveFrom(name(said.from)));
    this.host.redraw();
  }

  /** Forgets the premove (the computer is no longer to move). */
  dropPremove() {
    this.premove = NO_PREMOVE;
  }

  /** Takes the premove set (`{ from, to }` or null), to play once the computer has moved. */
  takePremove() {
    const { move } = this.premove;
    this.premove = NO_PREMOVE;
    return move;
  }

  /** A premove, once the computer has moved: played if legal then (a promotion asks which piece), else dropped. */
  playPremove(move) {
    if (!move || !this.mayMove()) return;
    const moves = premoveMoves(this.snapshot, move);
    if (moves.length === 1) this.emit(moves[0].notation);
    else if (moves.length > 1) {
      this.select(move.from);
      this.showPicker(moves);
    } else {
      const name = (at) => squareName(at, this.snapshot.view.lowest_rank ?? 1);
      this.host.say(SIGHT_WORDS.premoveDropped(name(move.from), name(move.to)));
    }
  }

  /** A press on a piece that can move selects it and may start a drag. */
  startDrag(event) {
    this.swallowClick = false;
    this.dragged = false;
    if (event.button !== 0) return;
    const square = this.board.squareAt(event.clientX, event.clientY);
    if (!square || this.choosing) return;
    if (this.movesFrom(this.selected).some((mv) => sameSquare(mv.to, square))) return;
    if (this.movesFrom(square).length === 0) return;
    this.drag = { from: square, startX: event.clientX, startY: event.clientY, moved: false };
    if (!sameSquare(this.selected, square)) {
      this.select(square);
      this.swallowClick = true; // the press selected the piece: the click must not unselect it
    }
    this.canvas.setPointerCapture?.(event.pointerId);
  }

  moveDrag(event) {
    if (!this.drag) return;
    const distance = Math.hypot(event.clientX - this.drag.startX, event.clientY - this.drag.startY);
    if (!this.drag.moved && distance < 5) return;
    this.drag.moved = true;
    const box = this.canvas.getBoundingClientRect();
    this.drag.x = event.clientX - box.left;
    this.drag.y = event.clientY - box.top;
    this.host.redraw();
  }

  endDrag(event) {
    const drag = this.drag;
    this.drag = null;
    if (!drag?.moved) return;
    this.swallowClick = true;
    const square = this.board.squareAt(event.clientX, event.clientY);
    const options = square ? this.movesFrom(this.selected).filter((mv) => sameSquare(mv.to, square)) : [];
    this.dragged = options.length > 0;
    if (options.length === 1) this.emit(options[0].notation);
    else if (options.length > 1) this.showPicker(options);
    else this.select(null);
    this.host.redraw();
  }

  cancelDrag() {
    this.drag = null;
    this.host.redraw();
  }

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
  }

  handleHover(event) {
    const square = this.board.squareAt(event.clientX, event.clientY);
    const reachable = [...this.movesFrom(this.selected), ...this.directMoves()].map((mv) => mv.to);
    const active = square && (this.movesFrom(square).length > 0 || reachable.some((to) => sameSquare(to, square)));
    this.canvas.style.cursor = active ? 'pointer' : 'default';
    if (event.pointerType === 'mouse') this.showSquareInfo(square, event);
  }

  /** What stands on a square, in words, where the renderer says more than the picture (a knight's rings). */
  showSquareInfo(square, event) {
    const text = square && this.board.detail?.(this.snapshot.view, square);
    if (!text) {
      this.hideSquareInfo();
      return;
    }
    this.shownInfo = { square, at: { clientX: event.clientX, clientY: event.clientY } };
    const box = this.wrap.getBoundingClientRect();
    this.squareInfo.textContent = text;
    this.squareInfo.style.left = `${Math.min(event.clientX - box.left + 12, box.width - 200)}px`;
    this.squareInfo.style.top = `${event.clientY - box.top + 16}px`;
    this.squareInfo.hidden = false;
  }

  hideSquareInfo() {
    this.squareInfo.hidden = true;
  }

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
      setTimeout(() => this.hideSquareInfo(), LONG_PRESS_SHOWN_MS);
    }, LONG_PRESS_MS);
  }

  /**
   * The keyboard cursor's square while the board has the focus and the
   * keyboard is used there; a click or tap hides it (its frame would look
   * like a selection).
   */
  cursorShown() {
    return document.activeElement === this.canvas && this.keyboardCursor ? this.cursor : null;
  }

  /** A press on the board: the pointer is used, not the keyboard. */
  pointerPressed() {
    this.pressing = true;
    if (!this.keyboardCursor) return;
    this.keyboardCursor = false;
    this.host.redraw();
  }

  pointerReleased() {
    this.pressing = false;
    clearTimeout(this.longPressTimer);
  }

  /** The board gets the focus: from the keyboard (Tab), the cursor shows; from a press, not. */
  boardFocused() {
    this.keyboardCursor = !this.pressing;
    if (this.keyboardCursor) this.showCursor();
  }

  /** The keyboard cursor starts on the selection, or on a piece that can move. */
  showCursor() {
    if (!this.cursor) {
      const first = this.snapshot.legal_moves.find((mv) => mv.from || mv.to);
      this.cursor = this.selected?.file !== undefined ? this.selected : first?.from ?? first?.to ?? { file: 0, rank: 0 };
    }
    this.host.redraw();
    this.speakCursor();
  }

  /** Arrow keys move the cursor over the squares as drawn; Enter or Space acts on it. */
  handleBoardKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const step = KEY_STEPS[event.key];
    const acts = event.key === 'Enter' || event.key === ' ';
    if (!step && !acts) return;
    this.keyboardCursor = true;
    event.preventDefault();
    event.stopPropagation();
    if (!this.cursor) this.showCursor();
    if (step) {
      const { columns, rows } = this.board.geometry;
      const [column, row] = this.board.place(this.cursor);
      const next = [Math.min(columns - 1, Math.max(0, column + step[0])), Math.min(rows - 1, Math.max(0, row + step[1]))];
      this.cursor = this.board.squareAtCell(...next);
      this.host.redraw();
      this.speakCursor();
    } else if (!this.handleSquare(this.cursor)) {
      // A move played is said by the page's live region (sight.js), not the cursor's square.
      this.speakCursor();
    }
  }

  /** The cursor's square and what stands on it, for screen readers (and the board's name). */
  speakCursor(waited = false) {
    if (!this.cursor) return;
    // Its words come with the page's later ones (the first key fetches them): said once they are here.
    if (!waited && !hasMessage('play-cursor')) {
      laterWords().then(() => this.speakCursor(true));
      return;
    }
    this.host.say(t('play-cursor', this.labelBoard()));
  }

  /**
   * Names the board by the cursor's square (the words of `play-cursor`,
   * whose arguments it returns): the square, what stands on it in the
   * renderer's words, and what Enter does there.
   */
  labelBoard() {
    const snap = this.snapshot;
    const target = [...this.movesFrom(this.selected), ...this.directMoves()].find((mv) => sameSquare(mv.to, this.cursor));
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
  }
}

/**
 * The canvas of a board that a player plays on, its pointer and keyboard
 * events going to `input` (and drags where the game's pieces are dragged).
 */
function playableCanvas(input, draggable, label) {
  const canvas = h('canvas', {
    class: draggable ? 'board draggable' : 'board', tabindex: '0', role: 'application', 'aria-roledescription': t('play-board-role'),
    'aria-label': typeof label === 'string' ? label : null,
  });
  if (Array.isArray(label)) localize(canvas, ...label);
  rewordOnSwitch(new WeakRef(canvas), new WeakRef(input));
  canvas.addEventListener('click', (event) => input.handleClick(event));
  canvas.addEventListener('keydown', (event) => input.handleBoardKey(event));
  canvas.addEventListener('focus', () => input.boardFocused());
  canvas.addEventListener('blur', () => input.host.redraw());
  canvas.addEventListener('pointerleave', () => input.hideSquareInfo());
  canvas.addEventListener('pointerdown', (event) => { input.pointerPressed(); input.startLongPress(event); });
  for (const name of ['pointerup', 'pointercancel']) canvas.addEventListener(name, () => input.pointerReleased());
  canvas.addEventListener('pointermove', (event) => input.handleHover(event));
  if (draggable) {
    canvas.addEventListener('pointerdown', (event) => input.startDrag(event));
    canvas.addEventListener('pointermove', (event) => input.moveDrag(event));
    canvas.addEventListener('pointerup', (event) => input.endDrag(event));
    canvas.addEventListener('pointercancel', () => input.cancelDrag());
  }
  return canvas;
}

/**
 * On every switch of language, words a playable canvas again where no
 * message does: its role description (no message attribute carries it),
 * and the cursor's name of the board, which has the game's name in it.
 * The canvas and its input are held weakly, and from a scope of their own,
 * so that a page gone is not kept by the listener.
 */
function rewordOnSwitch(canvasRef, inputRef) {
  const stop = onLanguageChange(() => {
    const [canvas, input] = [canvasRef.deref(), inputRef.deref()];
    if (!canvas || !input) {
      stop();
      return;
    }
    canvas.setAttribute('aria-roledescription', t('play-board-role'));
    if (canvas.isConnected && canvas.getAttribute('data-l10n-id') === 'play-board-cursor' && input.cursor) input.labelBoard();
  });
}
