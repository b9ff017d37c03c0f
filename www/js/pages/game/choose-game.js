// The game a game page opens with: the link's, if the hash carries one (a
// link wins over the saved game; the link of a match by link is weighed
// against the match kept here); else the saved game; else a new one. A bad
// link never overwrites the saved game: it is kept to be restored.

import { GameSession } from '../../engine/engine.js';
import { storage, savedGameKey, previousGameKey, brokenGameKey } from '../../ui/dom.js';
import { t } from '../../i18n/i18n.js';
import { errorArg, needErrorWords } from '../../i18n/engine-words.js';
import { arriveByLink } from './match-by-link.js';
import { joinWords } from './words.js';

/** What is told when a link's move `refused` could not be played (`why`: the engine's error, as a message). */
function refusedMoveMessage({ number, notation, why }) {
  needErrorWords();
  return ['game-link-move-refused', { number, previous: number - 1, move: notation, why }];
}

/**
 * `{ session, problem?, told? }`: the game, and what to tell: a `problem`
 * (`{ message, actions, replacesSaved }`: the link or the saved game could
 * not be read) or what the link did (`{ message, actions?, kind }`).
 */
export function chooseGame(engine, gameId, hash) {
  const saved = storage.get(savedGameKey(gameId));
  if (hash.includes('?')) return openLink(engine, gameId, hash, saved);
  if (saved) return openSaved(engine, gameId, saved);
  return { session: GameSession.create(engine, gameId, '') };
}

function openLink(engine, gameId, hash, saved) {
  try {
    // A link with an illegal move opens up to the move before it, and says so.
    const opened = GameSession.openLenient(engine, hash);
    let { session } = opened;
    let told = opened.refused ? { message: refusedMoveMessage(opened.refused), kind: 'error' } : null;
    if (session.snapshot.link_match) {
      const arrived = arriveByLink(engine, session);
      session = arrived.session;
      if (arrived.told) told = told ? { ...arrived.told, kind: told.kind, message: joinWords(told.message, arrived.told.message) } : arrived.told;
    }
    // A link to another game does not throw away the game in progress: it is kept to be restored.
    if (!otherGameInProgress(engine, saved, session.snapshot)) return { session, told };
    storage.set(previousGameKey(gameId), saved);
    const restore = { label: 'game-restore-my-game', run: () => window.ringboardPage?.restorePrevious() };
    return {
      session,
      told: told
        ? { ...told, message: joinWords(told.message, 'game-other-game-kept'), actions: [...told.actions ?? [], restore] }
        : { message: 'game-link-opened-new', actions: [restore] },
    };
  } catch (error) {
    const actions = [];
    if (saved) {
      storage.set(previousGameKey(gameId), saved);
      actions.push({ label: 'game-restore-last-game', run: () => { location.hash = gameId; } });
    }
    return {
      session: GameSession.create(engine, gameId, ''),
      problem: { message: ['game-link-unreadable', { error: errorArg(error) }], actions },
    };
  }
}

/**
 * Whether the saved game is another game than the link's, with moves: a
 * game in progress that the link must not throw away. The saved game of the
 * same match by link is the same game, and so is one the link continues
 * (its moves and more: a same-screen game's link one move on, sent or
 * bookmarked).
 */
function otherGameInProgress(engine, saved, shown) {
  if (!saved || saved === shown.link) return false;
  if (['same', 'ahead'].includes(engine.compareLinks(saved, shown.link).relation)) return false;
  let kept;
  try {
    kept = GameSession.open(engine, saved);
  } catch {
    return true; // one that does not read is kept all the same: never lost
  }
  const snap = kept.snapshot;
  kept.free();
  const sameMatch = Boolean(shown.link_match) && snap.link_match?.id === shown.link_match.id;
  return !sameMatch && snap.history.length > 0;
}

function openSaved(engine, gameId, saved) {
  try {
    return { session: GameSession.open(engine, saved) };
  } catch (error) {
    // Corrupt, from an older version, or hostile: kept aside, never lost and never run.
    const keptAside = storage.set(brokenGameKey(gameId), saved);
    const actions = keptAside ? [{ label: 'game-show-saved-text', run: () => window.prompt(t('game-saved-text-prompt'), saved.slice(0, 2000)) }] : [];
    const where = keptAside ? ['game-saved-kept-aside', { key: brokenGameKey(gameId) }] : null;
    return {
      session: GameSession.create(engine, gameId, ''),
      problem: { message: joinWords(['game-saved-unreadable', { error: errorArg(error) }], where), actions, replacesSaved: keptAside },
    };
  }
}
