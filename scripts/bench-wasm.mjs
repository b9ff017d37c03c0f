// Double Ring perft speed in wasm (Node), against the release build in pkg/.
// Usage: node scripts/bench-wasm.mjs [depth]   (default 3)
import engine from '../tests/wasm/engine.mjs';

const depth = Number(process.argv[2] ?? 3);
const session = new engine.Session('double-ring', '');
session.perft(2); // warm up
const started = performance.now();
const nodes = session.perft(depth);
const seconds = (performance.now() - started) / 1000;
console.log(`double-ring perft(${depth}) in wasm: ${nodes} nodes in ${seconds.toFixed(3)} s: ${(nodes / seconds / 1e6).toFixed(1)} million nodes/s`);
