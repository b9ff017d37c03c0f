// The board of the lesson and puzzle pages: the game's own renderer and the
// board input (clicks, drags, keyboard, promotion picker), on an engine
// session. It plays no move by itself: a move the player chooses goes to
// the page (`onMove`), which decides whether to play it (`apply`). A move
// that is not legal is explained by the engine where it can say why
// (`onIllegal`).

import { GameSession } from '../engine/engine.js';
import { messageWords, needErrorWords, playerWords } from '../i18n/engine-words.js';
import { localize, onLanguageChange, t, word } from '../i18n/i18n.js';
import { h } from '../ui/dom.js';
import { BoardInput } from '../ui/board-input.js';
import { parseSquareName, sameSquare } from '../boards/board-canvas.js';
import { Sight } from '../ui/sight.js';

const MARK_ARROW = 'rgba(46, 125, 210, 0.8)';

/**
 * The catalog areas the board's parts need (the shared input, the sight,
 * the engine's words), beside the game's own (`info.words`) and the page's.
 */
export const TRAINER_WORDS = ['game', 'play', 'sight', 'engine'];

/** A game's name as an argument worded with its message (i18n.js); one message per game, game-name-<id>. */
export const gameName = (gameId) => ({ id: `game-name-${gameId}` });

export class TrainerBoard {
  constructor(engine, info, { onMove, onIllegal }) {
    this.engine = engine;
    this.info = info;
    this.onMove = onMove;
    this.onIllegal = onIllegal;
    this.session = null;
    this.accepting = false;
    this.lessonMarks = { arrows: [], squares: [] };
    this.extraArrows = [];
    this.turned = false;
    this.build();
    this.resizeObserver = new ResizeObserver(() => this.drawBoard());
    this.resizeObserver.observe(this.input.canvas);
    // The hand's and the pass's buttons are worded with `t`: again on a switch.
    this.stopWords = onLanguageChange(() => {
      if (this.session) this.renderHand();
    });
  }

  build() {
    const info = this.info;
    // On a lesson or puzzle, every click that is no move says why, where the engine can.
    this.input = new BoardInput({
      snapshot: () => this.snapshot,
      mayMove: () => this.playerMayMove(),
      onMove: (notation, { dragged }) => this.play(notation, dragged),
      redraw: () => {
        if (!this.session) return;
        this.renderHand();
        this.drawBoard();
      },
      say: (words) => this.sight.say(words),
      explainIllegal: (from, to) => this.explain((session) => session.whyNot(from.file, from.rank, to.file, to.rank)),
      explainStuck: (square) => this.explain((session) => session.whyStuck(square.file, square.rank)),
      // A new selection also clears the reason given for the last click.
      selectionChanged: (selection) => {
        if (!sameSquare(selection, this.selected) && this.playerMayMove()) this.onIllegal(null);
      },
    }, { Board: info.Board, draggable: info.draggable, label: ['learn-board'], pickerLabel: 'learn-promote-to', explainsEveryClick: true });
    this.board = this.input.board;
    // Play without sight: the page's one live region, and a move box for moves and commands (sight.js).
    this.sight = new Sight(this);
    this.boardSpeech = this.sight.element;
    this.moveInput = h('input', { name: 'move', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off', maxlength: '12', placeholder: info.moveExample });
    const moveForm = h('form', { class: 'move-entry', onsubmit: (event) => { event.preventDefault(); this.playTyped(); } },
      h('label', {}, h('span', { l10n: 'sight-move-box' }), ' ', this.moveInput), h('button', { type: 'submit', l10n: 'sight-play' }), this.sight.answer);
    this.handButton = h('button', { type: 'button', class: 'hand', onclick: () => this.input.select(this.selected === 'hand' ? null : 'hand') });
    /** Knights in hand and moves made without the board; the page puts them in its status bar. */
    this.actions = h('span', { class: 'actions' });
    this.element = h('div', { class: 'trainer-board' }, this.input.wrap, this.boardSpeech, moveForm);
  }

  get snapshot() {
    return this.session.snapshot;
  }

  /** The selection on the board (the sight's commands ask it). */
  get selected() {
    return this.input.selected;
  }

  movesFrom(selection) {
    return this.input.movesFrom(selection);
  }

  /**
   * Shows the position a link describes, seen from the end of the side to
   * move: the player's (Double Ring has no sides to turn to).
   */
  open(link) {
    const session = GameSession.open(this.engine, link);
    this.session?.free();
    this.session = session;
    this.engine = session.engine;
    this.turned = this.snapshot.to_move === 'second' && !this.info.sideless;
    this.input.reset();
    this.extraArrows = [];
    this.sight.answer.hidden = true; // it answered about the last position
    this.drawnPly = this.snapshot.ply;
    this.render();
  }

  /** The lesson's arrows and marked squares, as square names. */
  setMarks({ arrows = [], marks = [] } = {}) {
    const lowest = this.snapshot.view.lowest_rank ?? 1;
    const square = (name) => parseSquareName(name, lowest);
    this.lessonMarks = {
      arrows: arrows.map(([from, to]) => ({ from: square(from), to: square(to), colour: MARK_ARROW })),
      squares: marks.map(square).filter(Boolean),
    };
    this.drawBoard();
  }

  /** Arrows of the page's own beside the lesson's (a refutation, the answer). */
  showArrows(arrows) {
    this.extraArrows = arrows;
    this.drawBoard();
  }

  playerMayMove() {
    return this.accepting && !this.snapshot.outcome;
  }

  /** Lets the player move, or not, and shows it. */
  allow(accepting) {
    this.accepting = accepting;
    this.renderHand();
    this.drawBoard();
  }

  /** The player chose a move: the page decides (`dragged`: it was dragged there, and does not slide in). */
  play(notation, dragged = false) {
    this.dropped = dragged;
    this.input.reset();
    this.drawBoard();
    this.onMove(notation);
  }

  /** A move or a command typed in the move box: a move goes to the page, as one chosen on the board. */
  playTyped() {
    const text = this.moveInput.value.trim();
    if (!text) return;
    this.moveInput.value = '';
    if (this.sight.command(text)) return;
    if (!this.playerMayMove()) {
      this.sight.show('sight-not-your-turn');
      return;
    }
    const typed = this.sight.typedMove(text);
    if (typed.error) {
      this.moveInput.value = text;
      // The errors' words load with the first one.
      needErrorWords().then(() => this.sight.show(typed.error));
    } else {
      this.play(typed.notation);
    }
  }

  /** Plays a move on the board: `{ ok, message }` as the engine answers. */
  async apply(notation) {
    const before = this.snapshot;
    const result = await this.session.run((session) => session.play(notation));
    this.sight.changed(before, this.snapshot);
    this.input.reset();
    this.render();
    return result;
  }

  /** Takes back the last move. */
  async undo() {
    await this.session.run((session) => session.undo());
    this.input.reset();
    this.drawnPly = this.snapshot.ply;
    this.render();
  }

  /** Whether the game's goal (a lesson step's, a puzzle's win) is met, as the engine judges it. */
  goalMet(goal) {
    return this.session.ask((session) => session.goalMet(goal), false);
  }

  /** Why a click was no move, where the engine can say it (`question` asks it). */
  explain(question) {
    const why = this.session.ask(question);
    if (why) this.onIllegal(why);
  }

  /** Moves made from a button rather than the board: a pass, and the game's own (destroying the Ring). */
  renderActions() {
    const snap = this.snapshot;
    const may = this.playerMayMove();
    const actions = may ? [
      ...(snap.legal_moves.some((mv) => mv.kind === 'pass') ? [{ label: t('learn-passes', { player: this.sideName() }), notation: 'pass' }] : []),
      ...(this.info.actions?.(snap) ?? []),
    ] : [];
    this.actions.replaceChildren(this.handButton, ...actions.map(({ label, title, notation }) =>
      h('button', { type: 'button', class: 'primary', title, onclick: () => this.play(notation) }, label)));
  }

  /** The knights in hand, where the game has hands and the player has some: a button to drop one. */
  renderHand() {
    this.renderActions();
    const snap = this.snapshot;
    const hands = snap.view.hands;
    const index = snap.to_move === 'first' ? 0 : 1;
    this.handButton.hidden = !hands?.[index] || !this.playerMayMove();
    if (this.handButton.hidden) return;
    const canDrop = this.movesFrom('hand').length > 0;
    this.handButton.disabled = !canDrop;
    this.handButton.classList.toggle('selected', this.selected === 'hand');
    this.handButton.setAttribute('aria-pressed', String(this.selected === 'hand'));
    const player = this.sideName();
    this.handButton.textContent = hands[index] ? t('learn-hand', { player, knights: '♞'.repeat(hands[index]) }) : t('learn-hand-empty', { player });
    this.handButton.title = t(canDrop ? 'learn-hand-drop' : 'learn-hand-knights');
  }

  render() {
    const snap = this.snapshot;
    this.input.hideSquareInfo(); // what it said may stand no more
    // A move one ply on from the last drawn slides in, unless it was dragged there.
    if (snap.last_move && snap.ply === this.drawnPly + 1 && !this.dropped) this.board.animate(snap.last_move, () => this.drawBoard());
    this.dropped = false;
    this.drawnPly = snap.ply;
    this.renderHand();
    this.drawBoard();
  }

  drawBoard() {
    if (!this.session) return;
    this.board.flipped = this.turned;
    this.board.render(this.snapshot.view, {
      ...this.input.marks(), lastMove: this.snapshot.last_move,
      squares: this.lessonMarks.squares,
      arrows: [...this.lessonMarks.arrows, ...this.extraArrows],
    });
    localize(this.input.canvas, 'learn-board-label', { game: gameName(this.info.id), player: this.sideName() });
  }

  /** The side to move's name, as a message's argument. */
  sideName() {
    return playerWords(this.info.id, this.snapshot.to_move);
  }

  dispose() {
    this.stopWords();
    this.session?.free();
    this.resizeObserver.disconnect();
  }
}

/** The line under a lesson's or a puzzle's goal: what the last move or click did, good or bad. */
export class FeedbackLine {
  /** Its words are said by the page's live region (`sight`, sight.js). */
  constructor(sight) {
    this.element = h('p', { class: 'lesson-feedback' });
    sight.echo(this.element);
  }

  /** Says `words` (as i18n.js `word` takes them; null for none), good, bad or neither (`tone`). */
  say(words, tone) {
    if (words) {
      word(this.element, words);
    } else {
      this.element.removeAttribute('data-l10n-id');
      this.element.textContent = '';
    }
    this.element.className = `lesson-feedback${tone ? ` ${tone}` : ''}`;
  }

  /** The engine's reason a click was no move (a message: engine-words.js messageWords); null when a new selection makes the last reason stale. */
  explain(why) {
    if (why) this.say(messageWords(why), 'bad');
    else if (this.element.classList.contains('bad')) this.say(null, null);
  }
}
