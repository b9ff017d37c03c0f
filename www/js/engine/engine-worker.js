// The engine's second home: a Web Worker where the computer thinks and the
// solver works, so that the page never waits for them. It gets the game's
// compiled engine and the URL of its wasm-bindgen module from the page (no
// second download) and answers one task at a time:
//   { id, task: 'think', link, level, seed?, book? }  → progress messages, then the move (no seed: the engine draws one)
//   { id, task: 'solve', link, nodes, firstOnly?, book? }  → the solver's verdict or null (firstOnly: stop at the first winning move)
//   { id, task: 'review', link, nodes, date } → each position's evaluation as progress (from the end back), then { evaluations, marks, record }
//   { id, task: 'analyse', link, nodes, lines } → the best lines after each depth as progress, then the last
//   { id, task: 'lab', link, game } → a game of a lab run played (`link`: the run's; `game`: `{ rules, pairing, index }`)
// A task may name Double Ring's opening book (`book`: its URL), which the
// solver then answers from; it is fetched once a worker. A Double Ring task
// without one runs without any (a level below the top one searches).
// A trap in the engine is reported as 'crashed'; the page then drops this worker.

let ready = null;
const books = new Map();
let bookInEngine = null;

/** The opening book at `url`'s bytes, fetched once; null if it cannot be had (the search answers then). */
function fetchBook(url) {
  if (!books.has(url)) {
    books.set(url, fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`${response.status}`))))
      .then((bytes) => new Uint8Array(bytes))
      .catch((error) => {
        console.warn(`the opening book ${url} was not loaded: ${error.message}`);
        return null;
      }));
  }
  return books.get(url);
}

/** Gives the engine the book a task names, or none. */
async function useBook(engine, url) {
  if (!engine.loadSolverBook || url === bookInEngine) return;
  const bytes = url ? await fetchBook(url) : null;
  engine.unloadSolverBooks();
  if (bytes) engine.loadSolverBook(bytes);
  bookInEngine = url;
}

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
    if (data.task === 'lab') {
      const lab = new engine.Lab(data.link);
      try {
        postMessage({ id, type: 'done', value: lab.play(data.game) });
      } finally {
        lab.free();
      }
      return;
    }
    await useBook(engine, data.book ?? null);
    session = engine.Session.fromLink(data.link);
    let result;
    // The engine posts the search's progress itself: `{ id, type: 'progress', value }`.
    if (data.task === 'think') {
      result = session.think(data.level, data.seed, id);
    } else if (data.task === 'solve') {
      result = session.winningMoves(data.nodes, data.firstOnly);
    } else if (data.task === 'review') {
      // The engine posts each position's evaluation itself, from the end back.
      const evaluations = session.review(data.nodes, id);
      result = { evaluations, marks: session.reviewMarks(evaluations), record: session.annotatedRecord(evaluations, data.date) };
    } else if (data.task === 'analyse') {
      result = session.analyse(data.nodes, data.lines, id);
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
