// The game a server's view describes, as a session of the page's own engine:
// its variant, then its moves played one by one by the engine (the page
// reads no notation: the engine checks and plays each).

import { GameSession } from '../engine/engine.js';
import { errorWords } from '../i18n/engine-words.js';

/**
 * `{ ok: true, session }` with the view's game played to its last move
 * (`flipped`: the board turned round), or `{ ok: false, words }` when this
 * engine cannot play it (an older or newer site than the server's).
 */
export async function sessionOfView(engine, view, flipped = false) {
  let session;
  try {
    session = GameSession.create(engine, view.game, view.variant);
  } catch (error) {
    return { ok: false, words: errorWords(error) };
  }
  const result = await session.run((game) => {
    let snapshot = game.snapshot();
    for (const notation of view.moves) snapshot = game.play(notation);
    return Boolean(snapshot.flipped) === flipped ? snapshot : game.setFlipped(flipped);
  });
  if (result.ok) return { ok: true, session };
  session.free();
  return { ok: false, words: result.words };
}
