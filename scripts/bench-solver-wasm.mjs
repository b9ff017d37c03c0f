// Double Ring's solver in wasm (Node: the same V8 as Chromium), against the
// release build in pkg/: nodes a second on the 5x5 starts, and the Solve
// toggle's question (every winning move, within its 1.5 M node budget) on 9x9
// positions that level-2 play leaves with a given number of single rings.
// Usage: node scripts/bench-solver-wasm.mjs [singles,singles,...] [rounds]
import engine from '../tests/wasm/engine.mjs';

const SOLVER_NODES = 1_500_000; // as www/js/pages/solver-verdict.js (whose first question, the verdict alone, stops at a winning move)
const singlesList = (process.argv[2] ?? '28,32,36,40').split(',').map(Number);
const rounds = Number(process.argv[3] ?? 6);

for (const rule of ['skip2', 'even', 'knight']) {
  const session = new engine.Session('double-ring', `size=5&rule=${rule}`);
  const started = performance.now();
  const verdict = session.winningMoves(1e9);
  const seconds = (performance.now() - started) / 1000;
  console.log(`5x5 ${rule}: ${verdict.winning.map((mv) => mv.notation).join(' ') || 'lost'}, ${verdict.nodes} nodes in ${seconds.toFixed(2)} s: ${(verdict.nodes / seconds / 1e6).toFixed(2)} M nodes/s`);
  session.free();
}

const singles = (session) => session.snapshot().view.cells.filter((cell) => cell === 1).length;
for (const left of singlesList) {
  const times = [];
  let solved = 0;
  for (let round = 0; round < rounds; round += 1) {
    const session = new engine.Session('double-ring', 'size=9');
    while (singles(session) > left && !session.snapshot().outcome) session.play(session.think(2, round * 1000 + singles(session)).notation);
    if (session.snapshot().outcome) continue;
    const started = performance.now();
    const verdict = session.winningMoves(SOLVER_NODES);
    times.push(performance.now() - started);
    if (verdict) solved += 1;
    session.free();
  }
  times.sort((a, b) => a - b);
  console.log(`9x9, ${left} singles: ${solved} of ${times.length} solved within ${SOLVER_NODES} nodes; median ${(times[times.length >> 1] / 1000).toFixed(3)} s, longest ${(times.at(-1) / 1000).toFixed(3)} s`);
}
