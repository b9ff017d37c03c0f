// How long the computer thinks in wasm (Node), per level and game: plays
// level-N moves from the start (both sides) and reports the average and the
// longest think. Usage: node scripts/bench-ai-wasm.mjs [level] [moves per game]
import engine from '../tests/wasm/engine.mjs';

const level = Number(process.argv[2] ?? 3);
const moves = Number(process.argv[3] ?? 20);
for (const { id } of engine.games()) {
  const session = new engine.Session(id, '');
  const times = [];
  let nodes = 0;
  for (let ply = 0; ply < moves && !session.snapshot().outcome; ply += 1) {
    const started = performance.now();
    const choice = session.think(level, ply + 1);
    times.push(performance.now() - started);
    nodes += choice.nodes;
    session.play(choice.notation);
  }
  const total = times.reduce((a, b) => a + b, 0);
  console.log(`${id.padEnd(22)} level ${level}: ${times.length} moves, think avg ${(total / times.length).toFixed(0)} ms, longest ${Math.max(...times).toFixed(0)} ms, ${(nodes / total * 1000 / 1e6).toFixed(2)} M nodes/s`);
  session.free();
}
