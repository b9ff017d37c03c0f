// The computer's part of a game page: its moves, thought out in a worker
// with live progress and Move now; the Hint; and Double Ring's solver. Mixed
// into GamePage (see game-page.js), whose state these methods share.

import { h, showNotice, hideNotice } from '../ui/dom.js';
import { localize } from '../i18n/i18n.js';
import { computersTurn, humanSide } from '../ui/opponent.js';
import { sameSquare, squareName } from '../boards/board-canvas.js';
import { SIGHT_WORDS } from '../ui/sight-words.js';
import { solverBook } from '../engine/assets.js';

/** A square's name as the move list writes it. */
const named = (snap, square) => squareName(square, snap.view.lowest_rank ?? 1);

/** The level of a hint in a game between friends. */
const HINT_LEVEL = 3;

export const computerMethods = {
  /**
   * Sets going what the new position needs: the computer's move when it is
   * its turn (cancelling a think about another position), unless the player
   * is looking back at an earlier move; the solver when Solve is on. A hint
   * belongs to the position it was asked in.
   */
  updateHelpers() {
    const snap = this.snapshot;
    const due = !snap.outcome && computersTurn(snap) && !this.computerStopped && !this.lookingBack;
    if (!due) {
      this.stopThinking();
      this.premove = null;
      this.premoveFrom = null;
    }
    else if (this.thinking?.link !== snap.link) this.startThinking();
    if (this.hint && this.hint.link !== snap.link) {
      this.hinter.cancel();
      this.hint = null;
    }
    this.updateSolver();
    this.render();
  },

  async startThinking() {
    this.stopThinking();
    const snap = this.snapshot;
    const thinking = { link: snap.link, level: snap.opponent.level, started: performance.now(), best: null };
    this.thinking = thinking;
    this.thinkingTimer = setInterval(() => this.renderThinking(), 100);
    const answer = await this.computer.run({ task: 'think', link: snap.link, level: thinking.level, book: this.bookAt(thinking.level, snap) }, (progress) => {
      if (this.thinking !== thinking) return;
      thinking.best = progress;
      if (thinking.moveNow) this.moveNow();
      else this.renderThinking();
    });
    if (this.thinking !== thinking) return; // cancelled, or played at once with Move now
    this.endThinking();
    if (answer.ok) this.playComputerMove(answer.value.notation, thinking.link);
    else if (answer.crashed) this.computerFailed(answer.message);
    else if (!answer.cancelled) this.computerFailed(answer.message);
  },

  /** Plays the best move found so far (at once, or as soon as there is one). */
  moveNow() {
    const thinking = this.thinking;
    if (!thinking) return;
    if (!thinking.best) {
      thinking.moveNow = true;
      return;
    }
    this.endThinking();
    this.computer.cancel();
    this.playComputerMove(thinking.best.notation, thinking.link);
  },

  /**
   * Inside an engine action, after the human's move: when that move was the
   * one the moves taken back begin with, the record has followed their line
   * (a different move drops it), and the computer's kept reply is played
   * back at once rather than thought out again.
   */
  followKeptReply(session) {
    const computer = this.snapshot.opponent?.computer;
    if (!computer) return;
    for (let snap = session.snapshot(); !snap.outcome && snap.to_move === computer && snap.ply < snap.history.length; snap = session.snapshot()) {
      session.redo();
      this.replayed += 1;
    }
  },

  async playComputerMove(notation, link) {
    if (this.snapshot.link !== link) return; // the game moved on: a stale answer is never played
    const premove = this.premove;
    const result = await this.act((session) => session.play(notation));
    if (!result.ok) return;
    // What the move box said while the computer thought is past.
    this.moveError.textContent = '';
    if (premove) this.playPremove(premove);
  },

  /**
   * While the computer thinks, the player's clicks make a premove, as on
   * lichess: a square, then another (drawn as an arrow); a click after that
   * cancels it. True when the click was taken for this.
   */
  premoveClick(square) {
    const snap = this.snapshot;
    if (!this.thinking || snap.outcome || !computersTurn(snap) || !humanSide(snap)) return false;
    const name = (at) => named(snap, at);
    if (this.premove || sameSquare(this.premoveFrom, square)) {
      this.premove = null;
      this.premoveFrom = null;
      this.sight.say(SIGHT_WORDS.premoveCancelled);
    } else if (this.premoveFrom) {
      this.premove = { from: this.premoveFrom, to: square };
      this.premoveFrom = null;
      this.sight.say(SIGHT_WORDS.premoveSet(name(this.premove.from), name(square)));
    } else {
      this.premoveFrom = square;
      this.sight.say(SIGHT_WORDS.premoveFrom(name(square)));
    }
    this.drawBoard();
    return true;
  },

  /** The premove, once the computer has moved: played if legal then (a promotion asks which piece), else dropped. */
  playPremove({ from, to }) {
    if (!this.playerMayMove()) return;
    const moves = this.snapshot.legal_moves.filter((mv) => sameSquare(mv.from, from) && sameSquare(mv.to, to));
    if (moves.length === 1) this.play(moves[0].notation);
    else if (moves.length > 1) {
      this.select(from);
      this.showPicker(moves);
    } else {
      this.sight.say(SIGHT_WORDS.premoveDropped(named(this.snapshot, from), named(this.snapshot, to)));
    }
  },

  /** The premove's marks on the board: its first square framed, or its arrow. */
  premoveMarks() {
    return {
      squares: this.premoveFrom ? [this.premoveFrom] : [],
      arrows: this.premove ? [{ ...this.premove, colour: 'rgba(92, 64, 186, 0.8)' }] : [],
    };
  },

  stopThinking() {
    if (!this.thinking) return;
    this.endThinking();
    this.computer.cancel();
  },

  endThinking() {
    clearInterval(this.thinkingTimer);
    this.thinking = null;
  },

  /** Computer, play from here: it thinks afresh, after a failure or where the player looked back. */
  resumeComputer() {
    this.computerStopped = false;
    this.lookingBack = false;
    hideNotice();
    this.updateHelpers();
  },

  computerFailed(message) {
    this.computerStopped = true;
    this.render();
    // `message`: the engine's own words (English), or the worker client's, already in the player's language.
    showNotice(['play-computer-failed', { error: message }], [
      { label: 'play-computer-retry', run: () => this.resumeComputer() },
      { label: 'play-computer-two-players', run: () => { this.computerStopped = false; this.act((session) => session.setOpponent('')); } },
    ]);
  },

  /** The thinking indicator: the depth reached and the time used against the level's budget. */
  renderThinking() {
    const thinking = this.thinking;
    this.thinkingLine.hidden = !thinking;
    if (!thinking) return;
    const seconds = (performance.now() - thinking.started) / 1000;
    const limit = this.levels.find((info) => info.level === thinking.level)?.seconds;
    const id = thinking.best ? (limit ? 'play-thinking-depth' : 'play-thinking-depth-open') : (limit ? 'play-thinking' : 'play-thinking-open');
    localize(this.thinkingLine, id, { depth: thinking.best?.depth, seconds, limit });
  },

  /** The opening book a think at `level` plays from: the top level's, on a board that has one (it then plays perfectly). */
  bookAt(level, snap) {
    return level === this.levels.at(-1)?.level ? solverBook(this.gameId, snap) : null;
  },

  /** The computer's suggested move at the chosen level, drawn as an arrow; nothing is played. */
  async showHint() {
    const snap = this.snapshot;
    if (snap.outcome || !this.playerMayMove()) return;
    const hint = { link: snap.link, level: snap.opponent?.level ?? HINT_LEVEL, move: null };
    this.hint = hint;
    this.render();
    const answer = await this.hinter.run({ task: 'think', link: snap.link, level: hint.level, book: this.bookAt(hint.level, snap) });
    if (this.hint !== hint) return;
    if (answer.ok) {
      hint.move = snap.legal_moves.find((mv) => mv.notation === answer.value.notation) ?? null;
      hint.mirror = answer.value.mirror;
    }
    else if (!answer.cancelled) hint.error = answer.message;
    this.render();
  },

  /**
   * Runs Double Ring's solver on a new position while Solve is on. Its code
   * (solver-verdict.js) loads with the first use: no other game needs it.
   */
  async updateSolver() {
    const snap = this.snapshot;
    if (!this.solveToggle?.checked) {
      this.solver.cancel();
      this.verdict = null;
      return;
    }
    if (this.verdict?.link === snap.link) return;
    this.solverCode ??= import('./solver-verdict.js');
    const { solveVerdict, describeVerdict } = await this.solverCode;
    this.describeVerdict = describeVerdict;
    if (this.snapshot.link === snap.link && this.verdict?.link !== snap.link && this.solveToggle.checked) solveVerdict(this, snap, solverBook(this.gameId, snap));
  },

  /** The line under the board: the hint, and the solver's verdict. */
  renderAssist() {
    const snap = this.snapshot;
    const lines = [];
    const hint = this.hint?.link === snap.link ? this.hint : null;
    if (hint) {
      let words = ['play-hint-thinking', { level: hint.level }];
      if (hint.move) {
        const arrow = hint.move.from || hint.move.to;
        const id = hint.mirror ? (arrow ? 'play-hint-mirror-arrow' : 'play-hint-mirror') : (arrow ? 'play-hint-arrow' : 'play-hint');
        words = [id, { level: hint.level, move: hint.move.label }];
      } else if (hint.error) {
        words = ['play-hint-failed', { error: hint.error }];
      }
      lines.push(h('span', { class: 'hint-line', l10n: words }));
    }
    const verdict = this.verdict?.link === snap.link ? this.verdict : null;
    if (verdict) lines.push(h('span', { class: 'verdict-line', l10n: this.describeVerdict(snap, verdict) }));
    this.assist.replaceChildren(...lines);
    this.assist.hidden = lines.length === 0;
  },
};
