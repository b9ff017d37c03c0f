// Perft speed of each game in wasm (Node), against the release build in pkg/:
// nodes per second of this process's processor time (user and system), which
// other work on the machine disturbs less than the clock.
// Usage: node scripts/bench-wasm.mjs [game depth]...
//   default: double-ring 3 double-take 6 king-of-rings 5 one-ring 6 double-eighteen-stone 4 chess 6
// Each perft runs once unmeasured first: V8 compiles wasm quickly and
// plainly, then again optimised for the code that runs hot, and a short
// run otherwise measures the first, slower code.
import engine from '../tests/wasm/engine.mjs';

const args = process.argv.slice(2);
const runs = args.length ? [] : [['double-ring', 3], ['double-take', 6], ['king-of-rings', 5], ['one-ring', 6], ['double-eighteen-stone', 4], ['chess', 6]];
for (let i = 0; i + 1 < args.length; i += 2) runs.push([args[i], Number(args[i + 1])]);
for (const [game, depth] of runs) {
  const session = new engine.Session(game, '');
  session.perft(depth); // warm up: see above
  const started = process.cpuUsage();
  const nodes = session.perft(depth);
  const used = process.cpuUsage(started);
  const seconds = (used.user + used.system) / 1e6;
  console.log(`${game} perft(${depth}) in wasm: ${nodes} nodes in ${seconds.toFixed(3)} s: ${(nodes / seconds / 1e6).toFixed(1)} million nodes/s`);
}
