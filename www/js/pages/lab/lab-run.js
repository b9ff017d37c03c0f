// A lab run's games, played in Web Workers, one per core (the analysis
// pack's engine, engine-worker.js's `lab` task). Each worker takes the next
// game still to play; the games end in any order, and each is handed to
// `onGame` as it ends. Stopping ends the workers at once (the games under
// way are dropped, and played again on resuming).

import { WorkerEngine } from '../../engine/engine-worker-client.js';

/** Workers: one per core, as the browser counts them, at most this many. */
const MOST_WORKERS = 16;

export const workerCount = () => Math.max(1, Math.min(MOST_WORKERS, navigator.hardwareConcurrency || 2));

export class LabRun {
  /**
   * `link`: the run's setup (the engine's `Lab.link()`); `jobs`: the
   * games to play (`Lab.toPlay()`), in order; `onGame(report)` hears each
   * game, `onEnd({ failed })` the end of the run or of its last worker.
   */
  constructor(gameId, link, jobs, { onGame, onEnd }) {
    this.link = link;
    this.jobs = jobs;
    this.next = 0;
    this.onGame = onGame;
    this.onEnd = onEnd;
    this.stopped = false;
    this.workers = Array.from({ length: Math.min(workerCount(), jobs.length) }, () => new WorkerEngine(gameId, { analysis: true }));
    this.working = this.workers.length;
    this.failure = null;
    if (this.working === 0) queueMicrotask(() => this.onEnd({ failed: null }));
    for (const worker of this.workers) this.work(worker);
  }

  get workerCount() {
    return this.workers.length;
  }

  async work(worker) {
    while (!this.stopped && this.failure === null && this.next < this.jobs.length) {
      const game = this.jobs[this.next];
      this.next += 1;
      const answer = await worker.run({ task: 'lab', link: this.link, game });
      if (answer.cancelled || this.stopped) break;
      if (!answer.ok) {
        this.failure = answer.message;
        break;
      }
      this.onGame(answer.value);
    }
    worker.dispose();
    this.working -= 1;
    if (this.working === 0 && !this.stopped) this.onEnd({ failed: this.failure });
  }

  /** Ends every worker now; the games under way are not reported. */
  stop() {
    this.stopped = true;
    for (const worker of this.workers) worker.dispose();
  }
}
