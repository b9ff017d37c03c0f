// The Hint: the computer's suggested move at the chosen level, thought out
// in a worker of its own and drawn as an arrow; nothing is played. One of
// the game page's parts (see game-page.js): it owns the hint, which belongs
// to the position it was asked in.

import { WorkerEngine } from '../../engine/engine-worker-client.js';

/** The level of a hint in a game between friends. */
const HINT_LEVEL = 3;
const HINT_COLOUR = 'rgba(226, 120, 20, 0.85)';

export class Hints {
  /** `host`: `render()`, `bookAt(level, snap)`. */
  constructor(host, gameId) {
    this.host = host;
    this.engine = new WorkerEngine(gameId);
    /** `{ link, level, move, swap?, mirror?, error? }`, or null. */
    this.hint = null;
  }

  /** The hint of the position shown, if one was asked there. */
  shownAt(snap) {
    return this.hint?.link === snap.link ? this.hint : null;
  }

  /** A hint belongs to the position it was asked in. */
  changed(snap) {
    if (this.hint && this.hint.link !== snap.link) {
      this.engine.cancel();
      this.hint = null;
    }
  }

  async ask(snap) {
    const hint = { link: snap.link, level: snap.opponent?.level ?? HINT_LEVEL, move: null };
    this.hint = hint;
    this.host.render();
    const answer = await this.engine.run({ task: 'think', link: snap.link, level: hint.level, book: this.host.bookAt(hint.level, snap) });
    if (this.hint !== hint) return;
    if (answer.ok) {
      hint.move = snap.legal_moves.find((mv) => mv.notation === answer.value.notation) ?? null;
      hint.swap = answer.value.swap;
      hint.mirror = answer.value.mirror;
    } else if (!answer.cancelled) hint.error = answer.message;
    this.host.render();
  }

  arrows(snap) {
    const move = this.shownAt(snap)?.move;
    return move ? [{ ...move, colour: HINT_COLOUR }] : [];
  }

  /** The hint's line under the board, as words; null when there is none. */
  assistWords(snap) {
    const hint = this.shownAt(snap);
    if (!hint) return null;
    if (hint.move) {
      const arrow = hint.move.from || hint.move.to;
      const id = hint.mirror ? (arrow ? 'play-hint-mirror-arrow' : 'play-hint-mirror') : (arrow ? 'play-hint-arrow' : 'play-hint');
      return [id, { level: hint.level, move: hint.move.label }];
    }
    if (hint.swap) return ['play-hint-swap', { level: hint.level }];
    if (hint.error) return ['play-hint-failed', { error: hint.error }];
    return ['play-hint-thinking', { level: hint.level }];
  }

  dispose() {
    this.engine.dispose();
  }
}
