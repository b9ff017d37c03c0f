// What a player has learned, kept in this browser: the lessons completed and
// the puzzles solved, per game, with the current and best puzzle streak.
// Storage is untrusted: anything that does not read as expected counts as
// nothing done, and is overwritten by the next progress.

import { storage } from './dom.js';

const lessonsKey = (gameId) => `ringboard:lessons:${gameId}`;
const puzzlesKey = (gameId) => `ringboard:puzzles:${gameId}`;
const MAX_IDS = 1000;

function readJson(key) {
  try {
    return JSON.parse(storage.get(key) ?? 'null');
  } catch {
    return null;
  }
}

const idList = (value) => (Array.isArray(value)
  ? value.filter((id) => typeof id === 'string' && id.length <= 64).slice(0, MAX_IDS)
  : []);
const count = (value) => (Number.isSafeInteger(value) && value >= 0 ? value : 0);

/** The ids of the lessons of a game that the player has completed. */
export function lessonsDone(gameId) {
  return new Set(idList(readJson(lessonsKey(gameId))));
}

export function markLessonDone(gameId, lessonId) {
  const done = lessonsDone(gameId);
  done.add(lessonId);
  storage.set(lessonsKey(gameId), JSON.stringify([...done]));
}

/** `{ solved: Set of ids, streak, best }` for a game's puzzles. */
export function puzzleProgress(gameId) {
  const saved = readJson(puzzlesKey(gameId));
  const record = saved && typeof saved === 'object' ? saved : {};
  return { solved: new Set(idList(record.solved)), streak: count(record.streak), best: count(record.best) };
}

/**
 * Counts a finished puzzle: solved at the first try adds to the streak, a
 * failure ends it. A puzzle solved after a failure is solved, but no streak.
 */
export function recordPuzzle(gameId, puzzleId, { solved, clean }) {
  const progress = puzzleProgress(gameId);
  if (solved) progress.solved.add(puzzleId);
  progress.streak = solved && clean ? progress.streak + 1 : 0;
  progress.best = Math.max(progress.best, progress.streak);
  storage.set(puzzlesKey(gameId), JSON.stringify({ solved: [...progress.solved], streak: progress.streak, best: progress.best }));
  return progress;
}
