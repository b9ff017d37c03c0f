// Double Ring's Solve toggle: while it is on, the exact solver's verdict on
// each position, in a worker of its own, with the winning moves as arrows.
// Its code (solver-verdict.js) loads with the first use: no other game
// needs it. One of the game page's parts (see game-page.js): it owns the verdict.

import { WorkerEngine } from '../../engine/engine-worker-client.js';
import { solverBook } from '../../engine/assets.js';

const WINNING_COLOUR = 'rgba(34, 139, 74, 0.75)';

export class Solve {
  /** `host`: `snapshot()`, `render()`; `toggle`: the Solve checkbox. */
  constructor(host, gameId, toggle) {
    this.host = host;
    this.gameId = gameId;
    this.toggle = toggle;
    this.worker = new WorkerEngine(gameId);
    /** `{ link, pending, result, ... }` (solver-verdict.js), or null. */
    this.verdict = null;
  }

  shownAt(snap) {
    return this.verdict?.link === snap.link ? this.verdict : null;
  }

  /** After a change of game, or of the toggle: the solver on the new position while Solve is on. */
  async changed(snap) {
    if (!this.toggle.checked) {
      this.worker.cancel();
      this.verdict = null;
      return;
    }
    if (this.shownAt(snap)) return;
    this.code ??= import('../solver-verdict.js');
    const { solveVerdict, describeVerdict } = await this.code;
    this.describeVerdict = describeVerdict;
    if (this.host.snapshot().link === snap.link && !this.shownAt(snap) && this.toggle.checked) {
      solveVerdict(this, snap, solverBook(this.gameId, snap), () => this.host.render());
    }
  }

  arrows(snap) {
    const result = this.shownAt(snap)?.result;
    return result ? result.winning.map((mv) => ({ ...mv, colour: WINNING_COLOUR, width: 0.11 })) : [];
  }

  assistWords(snap) {
    const verdict = this.shownAt(snap);
    return verdict && this.describeVerdict ? this.describeVerdict(snap, verdict) : null;
  }

  dispose() {
    this.worker.dispose();
  }
}
