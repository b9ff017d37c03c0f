// The page's side of a worker engine (engine-worker.js): one task at a time,
// cancellable at once. Cancelling ends the worker, so that a search the
// page no longer wants stops using the processor and can never answer; the
// next task starts a fresh worker from the already compiled engine.

import { analysisGlueUrl, analysisModule, engineGlueUrl, engineModule, engineWorkerUrl } from './engine.js';
import { needWords, t } from '../i18n/i18n.js';

export class WorkerEngine {
  /** `analysis`: the review and analysis board's engine, rather than the game's own. */
  constructor(gameId, { analysis = false } = {}) {
    this.gameId = gameId;
    this.analysis = analysis;
    this.worker = null;
    this.pending = null;
    this.lastId = 0;
  }

  /** Whether a task is under way. */
  get busy() {
    return this.pending !== null;
  }

  /**
   * Runs a task (see engine-worker.js). Resolves to `{ ok: true, value }`,
   * `{ cancelled: true }`, `{ crashed: true, message }` (the worker failed)
   * or `{ ok: false, message }` (the engine refused the task). A message is
   * the engine's or the browser's own words, or, when the worker could not
   * start or stopped, the site's in the player's language. `onProgress`
   * hears the thinking's progress messages.
   */
  async run(task, onProgress = () => {}) {
    this.cancel();
    const id = ++this.lastId;
    const answer = new Promise((resolve) => { this.pending = { id, resolve, onProgress }; });
    try {
      const worker = await this.ensureWorker();
      if (this.pending?.id === id) worker.postMessage({ ...task, id });
    } catch (error) {
      this.crash('play-engine-not-loaded', { error: error.message });
    }
    return answer;
  }

  /** Stops the task under way, if any; its answer will be `{ cancelled: true }`. */
  cancel() {
    if (!this.pending) return;
    this.stopWorker();
    this.finish({ cancelled: true });
  }

  dispose() {
    this.cancel();
    this.stopWorker();
  }

  async ensureWorker() {
    if (this.worker) return this.worker;
    const module = await (this.analysis ? analysisModule() : engineModule(this.gameId));
    // The worker may have been made while the module was awaited.
    if (this.worker) return this.worker;
    const worker = new Worker(engineWorkerUrl(), { type: 'module', name: 'ringboard engine' });
    worker.onmessage = ({ data }) => this.receive(data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.stopWorker();
      if (event.message) this.finish({ crashed: true, message: event.message });
      else this.crash('play-engine-worker-stopped');
    };
    worker.postMessage({ type: 'init', module, glue: this.analysis ? analysisGlueUrl() : engineGlueUrl(this.gameId) });
    this.worker = worker;
    return worker;
  }

  stopWorker() {
    this.worker?.terminate();
    this.worker = null;
  }

  receive(message) {
    if (message.id !== this.pending?.id) return; // from a task already given up
    if (message.type === 'progress') {
      this.pending.onProgress(message.value);
    } else if (message.type === 'done') {
      this.finish({ ok: true, value: message.value });
    } else if (message.type === 'crashed') {
      this.stopWorker();
      this.finish({ crashed: true, message: message.message });
    } else {
      this.finish({ ok: false, message: message.message });
    }
  }

  /**
   * Ends the task under way as crashed, in the site's words: the `play`
   * area's, which a page that has not loaded them (a lesson's) gets first.
   */
  async crash(id, args) {
    const pending = this.pending;
    this.pending = null;
    await needWords('play').catch((failure) => console.error(failure));
    pending?.resolve({ crashed: true, message: t(id, args) });
  }

  finish(answer) {
    const pending = this.pending;
    this.pending = null;
    pending?.resolve(answer);
  }
}
