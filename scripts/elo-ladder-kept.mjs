// The pairings of a game's last ladder (docs/ladder.json) that a change left
// alone, written back as arena results, so that scripts/elo-ladder.sh
// (CHANGED=...) plays again only the pairings of the players a change touched:
//   node scripts/elo-ladder-kept.mjs OUT GAME "level1 level2"
// writes OUT/GAME/A-v-B.kept.txt, a `game N:` line per game kept (the points
// as they were, a half point as a draw; which side moved first is not kept,
// and the fit does not use it), and OUT/GAME.runs, the runs that played them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const [out, id, changedList = ''] = process.argv.slice(2);
if (!out || !id) throw new Error('usage: node scripts/elo-ladder-kept.mjs OUT GAME "PLAYERS CHANGED"');
const changed = new Set(changedList.split(/\s+/).filter(Boolean));
const root = new URL('..', import.meta.url).pathname;
const data = JSON.parse(readFileSync(`${root}docs/ladder.json`, 'utf8'));
const game = data.games[id];
if (!game) throw new Error(`docs/ladder.json has no ladder for '${id}'`);

mkdirSync(`${out}/${id}`, { recursive: true });
let kept = 0;
for (const { a, b, games, points } of game.fit.pairings) {
  if (changed.has(a) || changed.has(b)) continue;
  const lines = [];
  for (let n = 0; n < games; n += 1) {
    const won = n + 1 <= points;
    const drawn = !won && n < points;
    lines.push(`game ${n + 1}: ${a} (first) v ${b} (second): ${won ? `${a} wins` : drawn ? 'draw' : `${b} wins`} (kept from docs/ladder.json), 0 plies`);
  }
  writeFileSync(`${out}/${id}/${a}-v-${b}.kept.txt`, `${lines.join('\n')}\n`);
  kept += games;
}
const runsFile = `${out}/${id}.runs`;
if (!existsSync(runsFile)) writeFileSync(runsFile, game.runs.map((run) => `${JSON.stringify(run)}\n`).join(''));
console.log(`${id}: kept ${kept} games of the pairings without ${[...changed].join(', ') || 'any change'}`);
