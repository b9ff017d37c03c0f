// Double Ring's Solve toggle: the solver's runs in its worker, and
// its verdict as words. Loaded by game/solve.js with the first use
// of Solve, so that no other game's page carries it.

/** Solver positions in about a second in Chromium (1.5 to 2 M a second measured). */
const SOLVER_NODES = 1_500_000;
/**
 * Every winning move, once the verdict is shown: a search of every move
 * takes several times the nodes of the first winning move (docs/solved.md),
 * and the player already has the answer while it runs.
 */
const EVERY_MOVE_NODES = 2 * SOLVER_NODES;
/** How long every winning move may take before the verdict shows alone. */
const VERDICT_PATIENCE_MS = 100;

/**
 * Solves `snap` for `solve` (game/solve.js; with the opening `book` that
 * answers it, if any), whose `verdict` it sets and fills in, calling
 * `shown()` at each change: first the
 * verdict and one winning move, then (while it shows) every winning move,
 * shown at once when that takes no time, without the verdict's line flashing
 * by first.
 */
export async function solveVerdict(solve, snap, book, shown) {
  const verdict = { link: snap.link, pending: !snap.outcome, result: null };
  solve.verdict = verdict;
  shown();
  if (snap.outcome) {
    solve.worker.cancel();
    return;
  }
  const answer = await solve.worker.run({ task: 'solve', link: snap.link, nodes: SOLVER_NODES, firstOnly: true, book });
  if (solve.verdict !== verdict) return;
  if (answer.ok) {
    verdict.result = answer.value;
    verdict.tooBig = answer.value === null;
    verdict.lookingFurther = answer.value?.complete === false;
  } else if (!answer.cancelled) {
    verdict.error = answer.message;
  }
  const showVerdict = () => {
    if (solve.verdict !== verdict || !verdict.pending) return;
    verdict.pending = false;
    shown();
  };
  if (!verdict.lookingFurther) return showVerdict();
  const searching = solve.worker.run({ task: 'solve', link: snap.link, nodes: EVERY_MOVE_NODES, book });
  const patience = setTimeout(showVerdict, VERDICT_PATIENCE_MS);
  const every = await searching;
  clearTimeout(patience);
  if (solve.verdict !== verdict) return;
  verdict.lookingFurther = false;
  if (every.ok && every.value) verdict.result = every.value;
  verdict.pending = false;
  shown();
}

/**
 * The solver's verdict, as words: `snap.to_move_name` (the engine's) and
 * the moves' labels go in as they come; an error is the engine's own.
 */
export function describeVerdict(snap, verdict) {
  const player = snap.to_move_name;
  if (snap.outcome) return 'play-solver-over';
  if (verdict.pending) return 'play-solver-working';
  if (verdict.error) return ['play-solver-failed', { error: verdict.error }];
  if (verdict.tooBig) {
    const singles = snap.view.cells.filter((cell) => cell === 1).length;
    return ['play-solver-too-big', { singles }];
  }
  const { winning, mirror, complete } = verdict.result;
  const moves = (list) => list.map((mv) => mv.label).join(', ');
  // While every winning move is looked for, and if the budget ends first.
  const further = complete ? null : verdict.lookingFurther ? 'play-solver-looking-further' : 'play-solver-unsettled';
  if (mirror && winning.length === 0) return ['play-solver-mirror-loses', { player }];
  if (mirror) {
    return [
      ['play-solver-mirror-wins', { player, move: winning[0].label }],
      winning.length > 1 ? ['play-solver-other-winning', { moves: moves(winning.slice(1)) }] : null,
      further,
    ].filter(Boolean);
  }
  if (winning.length === 0) return ['play-solver-loses', { player }];
  if (!complete) return [['play-solver-wins-with', { player, move: winning[0].label }], further];
  return ['play-solver-wins', { player, count: winning.length, moves: moves(winning) }];
}
