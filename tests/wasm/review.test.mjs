// The review and the analysis board's wasm API, in Node against the release build.
import test from 'node:test';
import assert from 'node:assert/strict';
import { analysisEngine as engine, engines, GAME_IDS } from './engine.mjs';

const SCHOLARS_MATE = '#chess?moves=e2e4,e7e5,d1h5,b8c6,f1c4,g8f6,h5f7';
const NODES = 20000;

function reviewAll(session, plies, nodes = NODES) {
  return Array.from({ length: plies + 1 }, (_, ply) => session.reviewPosition(ply, nodes));
}

test('reviewPosition judges any ply of the game, whatever the current one', () => {
  const session = engine.Session.fromLink(SCHOLARS_MATE);
  session.goTo(2);
  const beforeMate = session.reviewPosition(6, NODES);
  assert.deepEqual(Object.keys(beforeMate).sort(),
    ['best', 'bestLabel', 'depth', 'firstChance', 'line', 'nodes', 'ply', 'proved', 'score', 'toMove']);
  assert.deepEqual(
    { ...beforeMate, depth: 0, nodes: 0 },
    { ply: 6, toMove: 'first', score: 999999, firstChance: 1, proved: true, best: 'h5f7', bestLabel: 'Qxf7#', line: ['Qxf7#'], depth: 0, nodes: 0 },
  );
  assert.deepEqual(session.reviewPosition(7, NODES), {
    ply: 7, toMove: null, score: 1000000, firstChance: 1, proved: true, best: null, bestLabel: null, line: [], depth: 0, nodes: 0,
  });
  const start = session.reviewPosition(0, NODES);
  assert.equal(start.toMove, 'first');
  assert.ok(start.firstChance > 0.4 && start.firstChance < 0.6, `${start.firstChance}`);
  assert.equal(start.proved, false);
  assert.ok(start.depth >= 3 && start.nodes >= NODES, `${start.depth} ${start.nodes}`);
  assert.equal(start.line[0], start.bestLabel);
  assert.equal(session.snapshot().ply, 2);
  assert.throws(() => session.reviewPosition(8, NODES), { message: 'bad ply: the game has no ply 8: it has 7 moves' });
});

test('reviewMarks marks 3...Nf6 a blunder with a better move, and sums up the players', () => {
  const session = engine.Session.fromLink(SCHOLARS_MATE);
  const marks = session.reviewMarks(reviewAll(session, 7));
  assert.equal(marks.moves.length, 7);
  assert.deepEqual(marks.moves.map((move) => move.ply), [1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(marks.moves.map((move) => move.mover),
    ['first', 'second', 'first', 'second', 'first', 'second', 'first']);
  const nf6 = marks.moves[5];
  assert.deepEqual([nf6.mark, nf6.suffix], ['blunder', '??']);
  assert.ok(nf6.drop >= 0.3 && nf6.drop <= 1, `${nf6.drop}`);
  // Each of these keeps White from mating at once.
  assert.ok(['g7g6', 'd8e7', 'd8f6', 'g8h6'].includes(nf6.better), nf6.better);
  assert.equal(nf6.line[0], nf6.betterLabel);
  // 2. Qh5 is dubious (the CLI's review says so too: `ringboard review chess --level 2`): Nf3 was better.
  const qh5 = marks.moves[2];
  assert.deepEqual([qh5.mark, qh5.suffix, qh5.better, qh5.betterLabel, qh5.line[0]], ['inaccuracy', '?!', 'g1f3', 'Nf3', 'Nf3']);
  for (const white of marks.moves.filter((move) => move.mover === 'first' && move.ply !== 3)) {
    assert.deepEqual([white.mark, white.suffix, white.better, white.betterLabel, white.line], [null, '', null, null, []]);
  }
  assert.deepEqual(Object.keys(marks.players.first).sort(), ['accuracy', 'blunders', 'inaccuracies', 'mistakes']);
  assert.equal(marks.players.second.blunders, 1);
  assert.deepEqual([marks.players.first.inaccuracies, marks.players.first.mistakes, marks.players.first.blunders], [1, 0, 0]);
  assert.ok(marks.players.first.accuracy > marks.players.second.accuracy);
  assert.ok(marks.players.second.accuracy >= 0 && marks.players.first.accuracy <= 100);

  // Part of a review: the moves whose two positions are judged.
  assert.equal(session.reviewMarks(reviewAll(session, 3)).moves.length, 3);
  assert.throws(() => session.reviewMarks([session.reviewPosition(1, 100)]),
    { message: 'bad evaluations: evaluation 0 is of ply 1: they must be in ply order from 0' });
  assert.throws(() => session.reviewMarks({}), { message: /^bad evaluations: invalid type: .*, expected a sequence$/ });
  assert.throws(() => session.reviewMarks([{ ply: 0 }]), { message: 'bad evaluations: missing field `score`' });
});

test('a Double Ring first move that throws away the proved win is a blunder', () => {
  const session = engine.Session.fromLink('#double-ring?size=5&moves=a1a4');
  const evaluations = reviewAll(session, 1, 1000000);
  assert.deepEqual(evaluations.map((e) => [e.proved, e.firstChance]), [[true, 1], [true, 0]]);
  const [move] = session.reviewMarks(evaluations).moves;
  assert.deepEqual([move.mark, move.drop, move.better], ['blunder', 1, evaluations[0].best]);
});

test('analyse gives the best three lines of the current position, and each depth on the way', () => {
  const session = engine.Session.fromLink('#chess?moves=e2e4,e7e5');
  const heard = [];
  const analysis = session.analyse(30000, 3, (update) => heard.push(update));
  assert.deepEqual(Object.keys(analysis).sort(), ['depth', 'lines', 'milliseconds', 'nodes', 'proved']);
  assert.equal(analysis.proved, false);
  assert.equal(analysis.lines.length, 3);
  assert.equal(new Set(analysis.lines.map((line) => line.notation)).size, 3);
  for (const line of analysis.lines) {
    assert.deepEqual(Object.keys(line).sort(), ['firstChance', 'label', 'line', 'notation', 'notations', 'score']);
    assert.equal(line.notations[0], line.notation);
    assert.equal(line.line[0], line.label);
    assert.equal(line.line.length, line.notations.length);
    assert.ok(line.firstChance > 0 && line.firstChance < 1);
  }
  assert.ok(analysis.lines[0].score >= analysis.lines[1].score && analysis.lines[1].score >= analysis.lines[2].score);
  assert.ok(heard.length >= 2);
  assert.deepEqual(heard.map((update) => update.depth), heard.map((_, index) => index + 1));
  assert.deepEqual(heard.at(-1).lines, analysis.lines);
  assert.throws(() => session.analyse(1000, 4), { message: 'bad lines: 4: expected 1 to 3' });
  assert.throws(() => engine.Session.fromLink(SCHOLARS_MATE).analyse(1000, 1), { message: 'bad position: the game is over' });

  // 5x5 Skip Two is won for the first player by four moves (docs/solved.md).
  const solved = new engine.Session('double-ring', 'size=5').analyse(2000000, 3);
  assert.equal(solved.proved, true);
  assert.deepEqual(solved.lines.map((line) => [line.notation, line.score, line.firstChance]),
    [['c1c4', 990000, 1], ['a3d3', 990000, 1], ['e3b3', 990000, 1]]);
});

test('annotatedRecord writes the marks and evaluations, and fromRecord reads it back', () => {
  const session = engine.Session.fromLink(SCHOLARS_MATE);
  const text = session.annotatedRecord(reviewAll(session, 7), '2026.11.24');
  assert.match(text, /\[Date "2026\.11\.24"\]/);
  assert.match(text, /^1\. e4 \{\[%eval -?\d+\.\d\d\]\} 1\.\.\. e5 \{\[%eval /m);
  assert.ok(text.replace(/\n/g, ' ').endsWith(' 3... Nf6?? {[%eval #1]} 4. Qxf7# 1-0 '), text);
  const read = engine.Session.fromRecord(text);
  assert.deepEqual(read.snapshot().history.map((move) => move.notation),
    session.snapshot().history.map((move) => move.notation));
  assert.deepEqual(engine.Session.fromRecord(session.annotatedRecord([], '')).snapshot().history.length, 7);
});

test('the games’ own engines leave the review out (the analysis pack has it), and read annotated records', () => {
  const annotated = engine.Session.fromLink(SCHOLARS_MATE);
  const text = annotated.annotatedRecord(reviewAll(annotated, 7), '2026.11.24');
  for (const id of GAME_IDS) {
    for (const method of ['reviewPosition', 'reviewMarks', 'analyse', 'annotatedRecord']) {
      assert.equal(typeof engines[id].Session.prototype[method], 'undefined', `${id} ${method}`);
    }
  }
  assert.equal(typeof engine.Session.prototype.reviewPosition, 'function');
  const read = engines.chess.Session.fromRecord(text);
  assert.deepEqual(read.snapshot().history.map((entry) => entry.notation), ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7']);
});
