// The computer as the other player: it thinks in a worker of its own, with
// live progress, and Move now plays the best move found so far. One of the
// game page's parts (see game-page.js): it owns its thinking.

import { h, showNotice } from '../../ui/dom.js';
import { WorkerEngine } from '../../engine/engine-worker-client.js';
import { solverBook } from '../../engine/assets.js';
import { computersTurn } from '../../ui/opponent.js';

const THINKING_TICK_MS = 100;

/**
 * `host`: `snapshot()`, `lookingBack()` (the player looks at an earlier
 * move: the computer waits there), `playComputerMove(notation)`,
 * `resumeComputer()`, `setOpponent(options)`, `render()` and `showThinking()`.
 */
export class ComputerOpponent {
  constructor(host, gameId, levels) {
    this.host = host;
    this.gameId = gameId;
    /** The levels with their Elo and time (the engine's `levels()`). */
    this.levels = levels;
    this.engine = new WorkerEngine(gameId);
    /** `{ link, level, started, best, moveNow }` while it thinks, else null. */
    this.thinking = null;
    /** After a failure: it waits to be asked again. */
    this.stopped = false;
  }

  /** Whether the computer is to play now in `snap`. */
  due(snap) {
    return !snap.outcome && computersTurn(snap) && !this.stopped && !this.host.lookingBack();
  }

  /** After a change of game: it thinks when it is its turn (a think about another position is cancelled). */
  changed(snap) {
    if (!this.due(snap)) this.stop();
    else if (this.thinking?.link !== snap.link) this.think(snap);
  }

  /** A new game: whatever stopped the last one's computer is past. */
  reset() {
    this.stopped = false;
  }

  async think(snap) {
    this.stop();
    const thinking = { link: snap.link, level: snap.opponent.level, started: performance.now(), best: null };
    this.thinking = thinking;
    this.timer = setInterval(() => this.host.showThinking(), THINKING_TICK_MS);
    const task = { task: 'think', link: snap.link, level: thinking.level, book: this.bookAt(thinking.level, snap) };
    const answer = await this.engine.run(task, (progress) => {
      if (this.thinking !== thinking) return;
      thinking.best = progress;
      if (thinking.moveNow) this.moveNow();
      else this.host.showThinking();
    });
    if (this.thinking !== thinking) return; // cancelled, or played at once with Move now
    this.endThinking();
    if (answer.ok) this.play(answer.value.notation, thinking.link);
    else if (!answer.cancelled) this.failed(answer.message);
  }

  /** Plays the best move found so far (at once, or as soon as there is one). */
  moveNow() {
    const thinking = this.thinking;
    if (!thinking) return;
    if (!thinking.best) {
      thinking.moveNow = true;
      return;
    }
    this.endThinking();
    this.engine.cancel();
    this.play(thinking.best.notation, thinking.link);
  }

  play(notation, link) {
    if (this.host.snapshot().link !== link) return; // the game moved on: a stale answer is never played
    this.host.playComputerMove(notation);
  }

  stop() {
    if (!this.thinking) return;
    this.endThinking();
    this.engine.cancel();
  }

  endThinking() {
    clearInterval(this.timer);
    this.thinking = null;
  }

  failed(message) {
    this.stopped = true;
    this.host.render();
    // `message`: the engine's own words (English), or the worker client's, already in the player's language.
    showNotice(['play-computer-failed', { error: message }], [
      { label: 'play-computer-retry', run: () => this.host.resumeComputer() },
      { label: 'play-computer-two-players', run: () => { this.stopped = false; this.host.setOpponent(''); } },
    ]);
  }

  /** The opening book a think at `level` plays from: the top level's, on a board that has one (it then plays perfectly). */
  bookAt(level, snap) {
    return level === this.levels.at(-1)?.level ? solverBook(this.gameId, snap) : null;
  }

  /** The thinking line's words: the depth reached and the time used against the level's budget; null when it does not think. */
  thinkingWords(now = performance.now()) {
    const thinking = this.thinking;
    if (!thinking) return null;
    const seconds = (now - thinking.started) / 1000;
    const limit = this.levels.find((info) => info.level === thinking.level)?.seconds;
    const id = thinking.best ? (limit ? 'play-thinking-depth' : 'play-thinking-depth-open') : (limit ? 'play-thinking' : 'play-thinking-open');
    return [id, { depth: thinking.best?.depth, seconds, limit }];
  }

  /** The status bar's button when the computer is to move: Move now while it thinks, else Computer, play (it waits to be asked). */
  statusButtons(snap) {
    if (snap.outcome || !computersTurn(snap)) return [];
    if (this.thinking) return [h('button', { type: 'button', class: 'primary move-now', onclick: () => this.moveNow(), l10n: 'game-move-now' })];
    return [h('button', { type: 'button', class: 'primary', onclick: () => this.host.resumeComputer(), l10n: 'game-computer-play' })];
  }

  dispose() {
    this.stop();
    this.engine.dispose();
  }
}
