// Loads the built engines in Node, the way the page does in a browser: one
// wasm per game (pkg/<game>/), each its own instance. The default export is
// one face over all of them: a call about a game goes to that game's engine.
import { readFileSync } from 'node:fs';

export const GAME_IDS = ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'];

let instances = 0;

/** A new instance of a game's engine, as the page loads one after a crash. */
export async function freshEngine(id) {
  const pkg = new URL(`../../pkg/${id}/`, import.meta.url);
  instances += 1;
  // A query makes a separate instance of the wasm-bindgen module for each wasm.
  const engine = await import(`${new URL('ringboard.js', pkg)}?game=${id}&instance=${instances}`);
  engine.initSync({ module: readFileSync(new URL('ringboard_bg.wasm', pkg)) });
  return engine;
}

/** Each game's own engine, as the site loads it. */
export const engines = {};
for (const id of GAME_IDS) engines[id] = await freshEngine(id);

/** The review and the analysis board's engine: every game, with their face (pkg/analysis). */
export const analysisEngine = await import(`${new URL('../../pkg/analysis/ringboard.js', import.meta.url)}?game=analysis`);
analysisEngine.initSync({ module: readFileSync(new URL('../../pkg/analysis/ringboard_bg.wasm', import.meta.url)) });

/** The engine for a game id; an unknown id goes to one engine, which names the games it knows. */
const engineOf = (id) => engines[id] ?? engines.chess;

class Session {
  constructor(game, options) {
    return new (engineOf(game).Session)(game, options);
  }

  static fromLink(link) {
    return engineOf(link.replace(/^#/, '').split('?')[0]).Session.fromLink(link);
  }

  static fromLinkLenient(link) {
    return engineOf(link.replace(/^#/, '').split('?')[0]).Session.fromLinkLenient(link);
  }

  static fromRecord(text) {
    return engineOf(engines.chess.recordGame(text)).Session.fromRecord(text);
  }
}

export default {
  Session,
  games: () => GAME_IDS.flatMap((id) => engines[id].games()),
  /** A game's levels, as a session of it gives them. */
  levels: (game = 'chess') => {
    const session = new engines[game].Session(game, '');
    try { return session.levels(); } finally { session.free(); }
  },
  crashForTesting: () => engines.chess.crashForTesting(),
  compareLinks: (kept, arriving) => engines.chess.compareLinks(kept, arriving),
};
