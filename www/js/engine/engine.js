// Loads the rules engine (wasm) and keeps a game alive through a crash:
// if the engine traps, a fresh instance is loaded and the game is rebuilt
// from the last link that was known to be good.

// Each game has its own wasm (scripts/build-wasm.sh), so a game's page loads
// only its own rules and search.
import { ASSETS, siteUrl } from './assets.js';
import { needWords, t } from '../i18n/i18n.js';
import { errorWords, needErrorWords } from '../i18n/engine-words.js';

let instances = 0;
const compiled = new Map();
const loaded = new Map();

/** The URL of the wasm-bindgen module that wraps a game's engine. */
export function engineGlueUrl(gameId) {
  return siteUrl(ASSETS.glue[gameId]);
}

/** The URL of the wasm-bindgen module of the review and analysis board's engine. */
export function analysisGlueUrl() {
  return siteUrl(ASSETS.analysis.glue);
}

/** The review and analysis board's compiled engine (every game), fetched on first use. */
export function analysisModule() {
  return once(compiled, ' analysis', () => compile(siteUrl(ASSETS.analysis.wasm)));
}

/** The URL of the computer's worker script. */
export function engineWorkerUrl() {
  return siteUrl(ASSETS.worker);
}

/**
 * A game's compiled engine, fetched once: every instance of it on the page
 * and in the computer's workers is made from it.
 */
export function engineModule(gameId) {
  return once(compiled, gameId, () => compile(siteUrl(ASSETS.wasm[gameId])));
}

/** `make()`'s promise, kept under `key`; a failure is forgotten, so that the next call tries again. */
function once(promises, key, make) {
  if (!promises.has(key)) {
    promises.set(key, make().catch((error) => {
      promises.delete(key);
      throw error;
    }));
  }
  return promises.get(key);
}

async function compile(url) {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch (error) {
    // A server that sends the wasm with another MIME type: compile the bytes.
    if (!(error instanceof TypeError)) throw error;
    const response = await fetch(url);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** The engine that plays a game, loaded on first use. */
export function engineFor(gameId) {
  return once(loaded, gameId, () => loadEngine(gameId));
}

/** Whether the site has an engine for this game. */
export function hasEngine(gameId) {
  return Object.hasOwn(ASSETS.wasm, gameId);
}

/** Loads a new, independent instance of a game's engine (after a crash, the old one is dropped). */
export async function loadEngine(gameId) {
  instances += 1;
  // A distinct URL gives a distinct module, hence a fresh wasm instance.
  const suffix = instances === 1 ? '' : `?instance=${instances}`;
  const engine = await import(`${engineGlueUrl(gameId)}${suffix}`);
  await engine.default({ module_or_path: await engineModule(gameId) });
  loaded.set(gameId, Promise.resolve(engine));
  return engine;
}

/** A crash of the engine itself, as opposed to an error it reports. */
export function isEngineCrash(error) {
  return error instanceof WebAssembly.RuntimeError;
}

/**
 * One game on the engine. Every call goes through `run` (a change) or `ask`
 * (a question), so that a crash is turned into a recovery and an engine
 * error into a message; nothing else touches the engine's session.
 */
export class GameSession {
  constructor(engine, session) {
    this.engine = engine;
    this.session = session;
    this.snapshot = session.snapshot();
    /** The reload of the engine after a crash, while it is under way. */
    this.recovering = null;
  }

  static open(engine, link) {
    return new GameSession(engine, engine.Session.fromLink(link));
  }

  /** A new game of `gameId` with `options` as in a link. */
  static create(engine, gameId, options) {
    return new GameSession(engine, new engine.Session(gameId, options));
  }

  /** The game a text record describes. */
  static fromRecord(engine, text) {
    return new GameSession(engine, engine.Session.fromRecord(text));
  }

  /**
   * A link's game as far as its moves are legal: `{ session, refused }`,
   * `refused` null or the first move that could not be played,
   * `{ number, notation, why }`. Anything else wrong throws, as `open` does.
   */
  static openLenient(engine, link) {
    const session = new GameSession(engine, engine.Session.fromLinkLenient(link));
    return { session, refused: session.session.refused() };
  }

  /** Releases the game's memory in the engine. */
  free() {
    try { this.session.free(); } catch { /* already gone with a crashed instance */ }
  }

  /**
   * Runs `action(session)`, a change of the game, which gives back the new
   * snapshot as every change of the engine does (one crossing). Returns `{
   * ok: true, value }` (the snapshot), or `{ ok: false, message, words }` for
   * an engine error (its English message, and its words in the player's
   * language: engine-words.js); after a crash, reloads the engine and the
   * last good game first, and says so in the player's language.
   */
  async run(action) {
    if (this.recovering) await this.recovering;
    try {
      this.snapshot = action(this.session);
      return { ok: true, value: this.snapshot };
    } catch (error) {
      if (!isEngineCrash(error)) {
        await needErrorWords();
        return { ok: false, message: error.message || String(error), words: errorWords(error) };
      }
      await this.recover(error);
      // The words are the `play` area's: a page that has not loaded it (a lesson's) gets them now.
      await needWords('play').catch((failure) => console.error(failure));
      return { ok: false, message: t('play-engine-crashed'), words: 'play-engine-crashed' };
    }
  }

  /**
   * Asks the game a question that changes nothing (`question(session)`):
   * its answer, or `fallback` when the engine cannot say (an error, or a
   * crash, after which the engine and the game are reloaded as `run` does).
   */
  ask(question, fallback = null) {
    try {
      return question(this.session);
    } catch (error) {
      if (isEngineCrash(error)) this.recover(error);
      return fallback;
    }
  }

  /**
   * `use(copy)` on a copy of this game at `link` (another position of it),
   * freed after; what `use` throws is thrown, and a crash reloads the engine.
   */
  withCopy(link, use) {
    let copy;
    try {
      copy = this.engine.Session.fromLink(link);
      return use(copy);
    } catch (error) {
      if (isEngineCrash(error)) this.recover(error);
      throw error;
    } finally {
      try { copy?.free(); } catch { /* gone with a crashed instance */ }
    }
  }

  /** After a crash: a fresh engine, and the game rebuilt from its last good link. */
  recover(error) {
    this.recovering ??= (async () => {
      console.error('engine crashed:', error);
      const goodLink = this.snapshot.link;
      this.engine = await loadEngine(this.snapshot.game.id);
      this.session = this.engine.Session.fromLink(goodLink);
      this.snapshot = this.session.snapshot();
    })().finally(() => { this.recovering = null; });
    return this.recovering;
  }
}
