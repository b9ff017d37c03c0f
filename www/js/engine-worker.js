// The engine's second home: a Web Worker where the computer thinks and the
// solver works, so that the page never waits for them. It gets the compiled
// engine from the page (no second download) and answers one task at a time:
//   { id, task: 'think', link, level, seed }  → progress messages, then the move
//   { id, task: 'solve', link, nodes }        → the solver's verdict or null
// A trap in the engine is reported as 'crashed'; the page then drops this worker.

import init, { Session, crashForTesting } from '../pkg/ringboard.js';

let ready = null;

self.onmessage = async ({ data }) => {
  if (data.type === 'init') {
    ready = init({ module_or_path: data.module });
    return;
  }
  const { id } = data;
  let session = null;
  try {
    await ready;
    if (data.task === 'crash') crashForTesting();
    session = Session.fromLink(data.link);
    let result;
    if (data.task === 'think') {
      const progress = (value) => postMessage({ id, type: 'progress', value });
      result = session.think(data.level, data.seed, progress);
    } else if (data.task === 'solve') {
      result = session.winningMoves(data.nodes);
    } else {
      throw new Error(`unknown task '${data.task}'`);
    }
    postMessage({ id, type: 'done', value: result });
  } catch (error) {
    const crashed = error instanceof WebAssembly.RuntimeError;
    postMessage({ id, type: crashed ? 'crashed' : 'failed', message: error?.message ?? String(error) });
  } finally {
    try { session?.free(); } catch { /* gone with a crashed instance */ }
  }
};
