// The engine's second home: a Web Worker where the computer thinks and the
// solver works, so that the page never waits for them. It gets the game's
// compiled engine and the URL of its wasm-bindgen module from the page (no
// second download) and answers one task at a time:
//   { id, task: 'think', link, level, seed? }  → progress messages, then the move (no seed: the engine draws one)
//   { id, task: 'solve', link, nodes }        → the solver's verdict or null
//   { id, task: 'review', link, nodes, date } → each position's evaluation as progress, then { evaluations, marks, record }
//   { id, task: 'analyse', link, nodes, lines } → the best lines after each depth as progress, then the last
// A trap in the engine is reported as 'crashed'; the page then drops this worker.

let ready = null;

async function load({ glue, module }) {
  const engine = await import(glue);
  await engine.default({ module_or_path: module });
  return engine;
}

self.onmessage = async ({ data }) => {
  if (data.type === 'init') {
    ready = load(data);
    return;
  }
  const { id } = data;
  let session = null;
  try {
    const engine = await ready;
    if (data.task === 'crash') engine.crashForTesting();
    session = engine.Session.fromLink(data.link);
    let result;
    if (data.task === 'think') {
      const progress = (value) => postMessage({ id, type: 'progress', value });
      result = session.think(data.level, data.seed, progress);
    } else if (data.task === 'solve') {
      result = session.winningMoves(data.nodes);
    } else if (data.task === 'review') {
      const evaluations = [];
      const plies = session.snapshot().history.length;
      for (let ply = 0; ply <= plies; ply += 1) {
        const evaluation = session.reviewPosition(ply, data.nodes);
        evaluations.push(evaluation);
        postMessage({ id, type: 'progress', value: evaluation });
      }
      result = { evaluations, marks: session.reviewMarks(evaluations), record: session.annotatedRecord(evaluations, data.date) };
    } else if (data.task === 'analyse') {
      const progress = (value) => postMessage({ id, type: 'progress', value });
      result = session.analyse(data.nodes, data.lines, progress);
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
