// Loads the rules engine (wasm) and keeps a game alive through a crash:
// if the engine traps, a fresh instance is loaded and the game is rebuilt
// from the last link that was known to be good.

let instances = 0;
let current = null;
let compiled = null;

const WASM_URL = new URL('../pkg/ringboard_bg.wasm', import.meta.url);

/** The engine instance in use: the latest one loaded. */
export function currentEngine() {
  return current;
}

/**
 * The compiled engine, fetched once: every instance on the page and in the
 * computer's worker is made from it.
 */
export function engineModule() {
  compiled ??= compile().catch((error) => {
    compiled = null;
    throw error;
  });
  return compiled;
}

async function compile() {
  try {
    return await WebAssembly.compileStreaming(fetch(WASM_URL));
  } catch (error) {
    // A server that sends the wasm with another MIME type: compile the bytes.
    if (!(error instanceof TypeError)) throw error;
    const response = await fetch(WASM_URL);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** Loads a new, independent instance of the engine module; it becomes current. */
export async function loadEngine() {
  instances += 1;
  // A distinct URL gives a distinct module, hence a fresh wasm instance.
  const suffix = instances === 1 ? '' : `?instance=${instances}`;
  const engine = await import(`../pkg/ringboard.js${suffix}`);
  await engine.default({ module_or_path: await engineModule() });
  current = engine;
  return engine;
}

/** A crash of the engine itself, as opposed to an error it reports. */
export function isEngineCrash(error) {
  return error instanceof WebAssembly.RuntimeError;
}

/**
 * One game on the engine. Every call goes through `run`, so that a crash is
 * turned into a recovery and an engine error into a message.
 */
export class GameSession {
  constructor(engine, session) {
    this.engine = engine;
    this.session = session;
    this.snapshot = session.snapshot();
  }

  static open(engine, link) {
    return new GameSession(engine, engine.Session.fromLink(link));
  }

  /** Releases the game's memory in the engine. */
  free() {
    try { this.session.free(); } catch { /* already gone with a crashed instance */ }
  }

  /**
   * Runs `action(session)`. Returns `{ ok: true, value }`, or
   * `{ ok: false, message }` for an engine error; after a crash, reloads the
   * engine and the last good game first.
   */
  async run(action) {
    const goodLink = this.snapshot.link;
    try {
      const value = action(this.session);
      this.snapshot = this.session.snapshot();
      return { ok: true, value };
    } catch (error) {
      if (!isEngineCrash(error)) return { ok: false, message: error.message || String(error) };
      console.error('engine crashed:', error);
      this.engine = await loadEngine();
      this.session = this.engine.Session.fromLink(goodLink);
      this.snapshot = this.session.snapshot();
      return { ok: false, message: 'The game engine crashed. The game was restored from its last good position.' };
    }
  }
}
