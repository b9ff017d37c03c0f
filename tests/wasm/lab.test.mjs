// The lab in the browser's engine plays the very games of the CLI's lab,
// and sums them up in the same numbers: one Rust run, two faces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { analysisEngine } from './engine.mjs';

const cli = new URL('../../target/debug/ringboard', import.meta.url).pathname;

test('the page\'s lab and the CLI\'s give the same summaries for the same run', { skip: !existsSync(cli) && 'no CLI built' }, () => {
  const link = 'double-ring?size=5&compare=1&b.rule=odd&b.size=6&first=level2&second=greedy&games=6&swap=1&random=1';
  const lab = new analysisEngine.Lab(`#lab/${link}`);
  assert.equal(lab.link(), link);
  const order = lab.toPlay();
  assert.deepEqual(order.slice(0, 3), [{ rules: 0, pairing: null, index: 0 }, { rules: 1, pairing: null, index: 0 }, { rules: 0, pairing: null, index: 1 }]);
  // Games end in any order in the workers.
  for (const game of order.reverse()) lab.add(lab.play(game));
  lab.settleExact();
  const page = lab.results();
  const printed = JSON.parse(execFileSync(cli, [
    'lab', 'double-ring', '--variant', 'size=5', '--compare', 'rule=odd,size=6', '--first', 'level2', '--second', 'greedy',
    '--games', '6', '--swap-sides', '--random-plies', '1', '--json',
  ], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  assert.deepEqual(page, printed);
  assert.equal(page.summaries[1].rules, 'rule=odd,size=6');
  assert.equal(page.summaries[0].games, 6);
  // 5 x 5 is a first player's win by search, 6 x 6 with Skip Odd a second player's by the mirror theorem.
  assert.deepEqual(page.summaries.map(({ exact }) => [exact.first_wins, exact.mirror]), [[true, false], [false, true]]);
  assert.equal(lab.csv().split('\n')[0], 'measure,Double Ring size=5,"Double Ring rule=odd,size=6"');
});

test('a bad setup or game is refused with the engine\'s words', () => {
  assert.throws(() => new analysisEngine.Lab('#lab/chess?games=many'), { message: 'bad lab link: games=many is not a whole number from 1 to 100000' });
  const lab = new analysisEngine.Lab('#lab/chess?games=2&first=random&second=random');
  const form = lab.form();
  assert.deepEqual(form, { game: 'chess', rules: [[['pie', '0']]], first: 'random', second: 'random', games: 2, swapSides: false, randomPlies: 0, maxPlies: 600, seed: 1, traceGames: 0 });
  assert.equal(analysisEngine.Lab.fromForm({ ...form, rules: [[['rule', 'odd']]], game: 'double-ring', games: 9 }).link(), 'double-ring?rule=odd&first=random&second=random&games=9');
  assert.throws(() => analysisEngine.Lab.fromForm({ ...form, games: 0 }), { message: 'bad lab link: games=0 is not a whole number from 1 to 100000' });
  assert.throws(() => lab.add({ nonsense: true }), (error) => error.message.startsWith('bad lab game: missing field'));
  assert.throws(() => lab.play({ rules: 1, pairing: null, index: 0 }), { message: 'bad lab game: the run has 1 set of rules and 2 games a set; rules 1, game 0 is not one of them' });
});
