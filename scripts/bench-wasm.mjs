// Perft speed of each game in wasm (Node), against the release build in pkg/.
// Usage: node scripts/bench-wasm.mjs [game depth]...
//   default: double-ring 3 double-take 6 king-of-rings 5 one-ring 5 double-eighteen-stone 4 chess 5
import engine from '../tests/wasm/engine.mjs';

const args = process.argv.slice(2);
const runs = args.length ? [] : [['double-ring', 3], ['double-take', 6], ['king-of-rings', 5], ['one-ring', 5], ['double-eighteen-stone', 4], ['chess', 5]];
for (let i = 0; i + 1 < args.length; i += 2) runs.push([args[i], Number(args[i + 1])]);
for (const [game, depth] of runs) {
  const session = new engine.Session(game, '');
  session.perft(2); // warm up
  const started = performance.now();
  const nodes = session.perft(depth);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${game} perft(${depth}) in wasm: ${nodes} nodes in ${seconds.toFixed(3)} s: ${(nodes / seconds / 1e6).toFixed(1)} million nodes/s`);
}
