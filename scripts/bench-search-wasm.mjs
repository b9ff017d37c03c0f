// The search's speed in wasm (Node): level 5 from each game's start, three
// thinks (seeds 1 to 3), the same positions whatever the build, so that two
// builds compare (docs/speed.md). Nodes per second of this process's CPU
// time, which other work on the machine disturbs less than the clock.
// Usage: node scripts/bench-search-wasm.mjs
import engine from '../tests/wasm/engine.mjs';

for (const { id } of engine.games()) {
  // A think first, unmeasured, so that V8 has optimised the hot code.
  const warm = new engine.Session(id, '');
  warm.think(5, 4);
  warm.free();
  let nodes = 0;
  let ms = 0;
  for (let seed = 1; seed <= 3; seed += 1) {
    const session = new engine.Session(id, '');
    const started = process.cpuUsage();
    nodes += session.think(5, seed).nodes;
    ms += process.cpuUsage(started).user / 1000;
    session.free();
  }
  console.log(`${id.padEnd(22)} ${(nodes / ms / 1000).toFixed(3)} M nodes/s (${nodes} nodes in ${ms.toFixed(0)} ms of CPU)`);
}
