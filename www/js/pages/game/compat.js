// Until the engine's changes return the new snapshot and follow the
// computer's kept replies themselves (docs/session.md): the same, in calls
// to today's engine, one snapshot per step.

/**
 * After the human's move: when that move was the one the moves taken back
 * begin with, the computer's kept replies are played back at once. Returns
 * the last snapshot.
 */
export function followKeptReplies(engine, computer) {
  let snap = engine.snapshot();
  while (computer && !snap.outcome && snap.to_move === computer && snap.ply < snap.history.length) {
    engine.redo();
    snap = engine.snapshot();
  }
  return snap;
}

/** Takes back a move; against the computer, back to the human's previous turn. Returns the last snapshot. */
export function undoToHumansTurn(engine, computer) {
  engine.undo();
  let snap = engine.snapshot();
  while (computer && snap.to_move === computer && snap.ply > 0) {
    engine.undo();
    snap = engine.snapshot();
  }
  return snap;
}
