// The wasm API the page uses, checked in Node against the release build.
import test from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import engine, { engines, GAME_IDS } from './engine.mjs';
import { CATALOG } from '../../www/js/games/catalog.js';

test('games lists every game with its options', () => {
  const games = engine.games();
  assert.deepEqual(games.map((g) => g.id), ['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess']);
  assert.deepEqual(games[1].options[0].values, { kind: 'choice', choices: [['8', '8 x 8'], ['10', '8 x 10']] });
  assert.deepEqual(games[2].players, ['White', 'Black']);
  assert.deepEqual(games[0].players, ['Player 1', 'Player 2']);
  assert.deepEqual(games[0].options.map((o) => [o.key, o.default]), [['rule', 'skip2'], ['width', '9'], ['height', '9'], ['pie', '0']]);
  assert.deepEqual(games.map((g) => g.options.at(-1).key), ['pie', 'pie', 'pie', 'pie', 'pie', 'pie']);
  assert.deepEqual(games[0].options[1].values, { kind: 'range', min: 3, max: 19 });
});

test('each game’s wasm carries that game alone, as the home page’s catalog names it', () => {
  assert.deepEqual(CATALOG.map((game) => game.id), GAME_IDS);
  for (const { id, name } of CATALOG) {
    assert.deepEqual(engines[id].games().map((game) => [game.id, game.name]), [[id, name]]);
    const other = GAME_IDS.find((game) => game !== id);
    assert.throws(() => new engines[id].Session(other, ''), {
      message: `unknown game '${other}' (games: ${GAME_IDS.join(', ')})`,
    });
  }
});

test('a record names its game, so that the page can load that game’s engine first', () => {
  assert.equal(engines.chess.recordGame('[Game "king-of-rings"]\n\n1. b2c3 *'), 'king-of-rings');
  assert.equal(engines['double-ring'].recordGame('1. e4 e5 *'), 'chess');
  assert.throws(() => engines.chess.recordGame('[Game "chess"'), { message: /line 1/ });
});

test('the pie rule through the wasm: the swap after the first move, its flags, link and computer', () => {
  const session = new engines.chess.Session('chess', 'pie=1&vs=computer&level=1&human=second');
  let snap = session.snapshot();
  assert.deepEqual([snap.pie, snap.can_swap, snap.swapped, snap.sides_swapped], [true, false, false, false]);
  assert.deepEqual(snap.variant_fields, [['pie', '1']]);
  const opening = session.think(1, 3);
  snap = session.play(opening.notation);
  assert.deepEqual([snap.can_swap, snap.opponent.computer], [true, 'first']);
  snap = session.play('swap');
  assert.deepEqual([snap.can_swap, snap.swapped, snap.sides_swapped, snap.opponent.computer, snap.to_move], [false, true, true, 'second', 'second']);
  assert.deepEqual(snap.steps, [opening.notation, 'swap']);
  assert.equal(snap.link, `chess?pie=1&vs=computer&level=1&human=second&moves=${opening.notation},swap`);
  assert.throws(() => session.play('swap'), { message: 'swap is possible only as the answer to the first move, with the pie rule (pie=1)' });
});

test('a rectangular Double Ring board: its view, its link and a bad pair of options', () => {
  const session = new engine.Session('double-ring', 'rule=knight&width=4&height=3');
  const snap = session.snapshot();
  assert.deepEqual([snap.view.width, snap.view.height, snap.view.cells.length], [4, 3, 12]);
  assert.equal(snap.link, 'double-ring?rule=knight&width=4&height=3');
  assert.deepEqual(snap.legal_moves.filter((mv) => mv.notation.startsWith('a1')).map((mv) => mv.notation), ['a1b3', 'a1c2']);
  assert.throws(() => new engine.Session('double-ring', 'size=5&height=4'), /options 'size' and 'height' say the same thing: give one of them/);
});

test('a new game gives a snapshot to draw', () => {
  const session = new engine.Session('double-ring', 'size=5');
  const snap = session.snapshot();
  assert.deepEqual([snap.view.width, snap.view.height], [5, 5]);
  assert.deepEqual(snap.view.cells, Array(25).fill(1));
  // The link writes the square's size; the New game form's fields stand at its width and height.
  assert.deepEqual(snap.variant, [['rule', 'skip2'], ['size', '5']]);
  assert.deepEqual(snap.variant_fields, [['rule', 'skip2'], ['width', '5'], ['height', '5'], ['pie', '0']]);
  assert.equal(snap.to_move, 'first');
  assert.equal(snap.to_move_name, 'Player 1');
  assert.equal(snap.legal_moves.length, 2 * 5 * 4);
  assert.deepEqual(snap.legal_moves[0], {
    notation: 'a1a4', label: 'a1a4', from: { file: 0, rank: 0 }, to: { file: 0, rank: 3 }, kind: 'step', player: 'first', capture: false,
  });
  assert.deepEqual(snap.links, {
    whole: 'double-ring?rule=skip2&size=5', shared: 'double-ring?rule=skip2&size=5',
    analysis: 'double-ring?rule=skip2&size=5&analyse=1', blank: 'double-ring?rule=skip2&size=5',
  });
  assert.equal(snap.link, 'double-ring?rule=skip2&size=5');
  assert.equal(snap.outcome, null);
});

test('moves, undo, redo and the link', () => {
  const session = new engine.Session('double-ring', '');
  assert.equal(session.play('e5e8').ply, 1);
  assert.equal(session.play('e2e6').ply, 2);
  // Each change answers with the new snapshot: one call into the engine.
  let snap = session.undo();
  assert.deepEqual(snap, session.snapshot());
  assert.equal(snap.ply, 1);
  assert.deepEqual(snap.history.map((m) => m.notation), ['e5e8', 'e2e6']);
  assert.equal(snap.link, 'double-ring?rule=skip2&size=9&moves=e5e8,e2e6&at=1');
  assert.deepEqual(snap.last_move.to, { file: 4, rank: 7 });
  assert.equal(session.redo().ply, 2);
  snap = session.redo();
  assert.equal(snap.ply, 2);
  assert.equal(snap.position.split(' ')[1], '1');
  assert.equal(snap.links.whole, 'double-ring?rule=skip2&size=9&moves=e5e8,e2e6');
});

test('errors come back as messages, and the game is kept', () => {
  const session = new engine.Session('double-ring', '');
  session.play('e5e8');
  assert.throws(() => session.play('e5e8'), { message: "illegal move 'e5e8' for Player 2" });
  assert.equal(session.snapshot().ply, 1);
  assert.throws(() => engine.Session.fromLink('#double-ring?size=40'), { message: "bad value '40' for option 'size': expected 3..19" });
  assert.throws(() => new engine.Session('go', ''), { message: "unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)" });
});

test('a game to its end reports the winner', () => {
  const session = engine.Session.fromLink('double-ring?size=4&position=..../..../..../oooo%201');
  session.play('a1d1');
  const snap = session.snapshot();
  const { words, ...outcome } = snap.outcome;
  assert.deepEqual(outcome, { winner: 'first', why: { code: 'no-move', side: 'second' }, reason: 'Player 2 has no move' });
  // As the catalogs word it: outcome-win, its arguments messages too.
  assert.equal(words.id, 'outcome-win');
  assert.deepEqual(words.args.reason.args.stuck, { id: 'player-double-ring-second', args: {}, text: 'Player 2' });
  assert.equal(words.text, snap.result);
  assert.equal(snap.result, 'Player 1 wins: Player 2 has no move');
  assert.deepEqual(snap.legal_moves, []);
});

test('perft in wasm matches the native counts', () => {
  const session = new engine.Session('double-ring', '');
  assert.equal(session.perft(2), 44112);
  assert.equal(session.perft(3), 8505656);
  assert.equal(new engine.Session('double-take', '').perft(4), 56179);
  assert.equal(new engine.Session('king-of-rings', '').perft(3), 21756);
  assert.equal(new engine.Session('chess', '').perft(4), 197281);
  assert.equal(new engine.Session('one-ring', '').perft(4), 27349);
});

test('The One Ring: the Ring choice, SAN labels and the view', () => {
  const session = engine.Session.fromLink('one-ring?moves=b2b4,a6a5,c2c3,a5b4');
  let snap = session.snapshot();
  assert.equal(snap.view.ring, 'choosing');
  assert.deepEqual(snap.legal_moves.map((m) => m.notation).sort(), ['@a3', '@c3', '@d2', '@e3']);
  assert.deepEqual(snap.legal_moves.find((m) => m.notation === '@c3'), { notation: '@c3', label: 'Ring c3', from: null, to: { file: 2, rank: 3 }, kind: 'ring-choice', player: 'first', capture: false });
  session.play('@c3');
  snap = session.snapshot();
  assert.equal(snap.to_move, 'first');
  assert.deepEqual(snap.view.ring_wearer, { file: 2, rank: 3 });
  assert.deepEqual(snap.history.map((m) => m.label), ['b4', 'a5', 'c3', 'axb4', 'Ring c3']);
  assert.deepEqual(snap.history.map((m) => m.player), ['first', 'second', 'first', 'second', 'first']);
  assert.equal(snap.view.lowest_rank, 0);
  assert.equal(snap.view.squares.length, 42);
  assert.throws(() => session.play('c3c5'), { message: "illegal move 'c3c5' for White" });
  assert.equal(session.snapshot().ply, 5);
});

test('Double Take: a capture is shown, a forced pass is the only move, resignation ends the game', () => {
  const session = engine.Session.fromLink('double-take?length=8&position='
    + encodeURIComponent('g.g.g.../......../......../...gr.../.r....../......../......../r.r.r... r'));
  session.play('b4c5');
  let snap = session.snapshot();
  assert.equal(snap.history[0].label, 'b4c5×1');
  assert.deepEqual(snap.view.captured, [{ square: { file: 3, rank: 4 }, owner: 'second' }]);
  assert.deepEqual(snap.view.pieces, [5, 3]);
  snap = session.resign('second');
  assert.equal(snap.result, 'Red wins: Green resigned');
  assert.deepEqual(snap.legal_moves, []);
  assert.match(snap.link, /&resigned=second$/);
  assert.throws(() => session.resign('first'), { message: "move 'resign' comes after the end of the game (Red wins: Green resigned)", code: 'game-over' });
  assert.throws(() => session.resign('nobody'), { message: "bad player: 'nobody': expected first or second" });
  const blocked = engine.Session.fromLink('double-take?position='
    + encodeURIComponent('.r.r.r../......../g.g.g.g./......../......../......../......../........ r'));
  assert.deepEqual(blocked.snapshot().legal_moves, [{ notation: 'pass', label: 'pass', from: null, to: null, kind: 'pass', player: 'first', capture: false }]);
});

test('King of Rings: drops have no from square, and the view has hands and scores', () => {
  const session = engine.Session.fromLink('king-of-rings?position='
    + encodeURIComponent('n....../......./......./...B.../......./......./N...... w 1 0 -'));
  const drop = session.snapshot().legal_moves.find((mv) => mv.notation === '@d4');
  assert.deepEqual(drop, { notation: '@d4', label: '@d4', from: null, to: { file: 3, rank: 3 }, kind: 'drop', player: 'first', capture: false });
  session.play('@d4');
  const snap = session.snapshot();
  assert.deepEqual(snap.view.hands, [0, 0]);
  assert.deepEqual(snap.view.scores, [5, 0]);
  assert.equal(snap.view.last_turn, true);
  assert.deepEqual(snap.view.cells[3 * 7 + 3], { kind: 'knight', owner: 'first', rings: { silver: 0, blue: 0, big_blue: 1 }, count: 1, points: 5, moves: true });
  assert.deepEqual(snap.view.cells[0], { kind: 'knight', owner: 'first', rings: { silver: 0, blue: 0, big_blue: 0 }, count: 0, points: 0, moves: true });
});

test('the paper sheet is SVG, blank or of the position', () => {
  const session = new engine.Session('double-ring', 'size=5');
  session.play('a1a4');
  const blank = session.paperSheet(true);
  const current = session.paperSheet(false);
  assert.match(blank, /^<svg /);
  assert.equal((blank.match(/<circle/g) || []).length, 25);
  assert.equal((current.match(/<circle/g) || []).length, 26);
});

test('a panic is a trap the page can catch', () => {
  assert.throws(() => engine.crashForTesting(), WebAssembly.RuntimeError);
});

test('stone chess: stones in the view, swaps and line moves with their labels', () => {
  const session = engine.Session.fromLink('double-eighteen-stone?moves=a2a3,a8a7');
  let snap = session.snapshot();
  assert.equal(snap.view.stones.length, 18);
  assert.deepEqual([snap.view.files, snap.view.ranks], [16, 9]);
  assert.equal(snap.legal_moves.length, 48);
  assert.deepEqual(snap.legal_moves.find((m) => m.notation === 'a3a4'), { notation: 'a3a4', label: 'a3⇄a4', from: { file: 0, rank: 2 }, to: { file: 0, rank: 3 }, kind: 'swap', player: 'first', capture: false });
  assert.deepEqual(snap.legal_moves.find((m) => m.notation === 'c5e5').label, 'S c5-e5');
  session.play('c5e5');
  assert.throws(() => session.play('e5c5'), { message: "illegal move 'e5c5' for Black" });
  snap = session.snapshot();
  assert.equal(snap.link, 'double-eighteen-stone?moves=a2a3,a8a7,c5e5');
  session.free();
});

test('the computer chooses a move at a level, telling each depth as it goes', () => {
  const session = engine.Session.fromLink('chess?position=6k1/5ppp/8/8/8/8/8/R5K1%20w%20-%20-%200%201');
  const heard = [];
  const choice = session.think(3, 1, (progress) => heard.push(progress));
  assert.equal(choice.notation, 'a1a8');
  assert.equal(choice.label, 'Ra8#');
  assert.equal(choice.solved, false);
  assert.ok(choice.nodes > 0 && choice.depth >= 1);
  assert.deepEqual(heard.map((p) => p.depth), Array.from({ length: choice.depth }, (_, i) => i + 1));
  assert.deepEqual([heard.at(-1).notation, heard.at(-1).label], ['a1a8', 'Ra8#']);
  assert.equal(session.think(2, 1).notation, 'a1a8');
  assert.throws(() => session.think(6, 1), { message: 'bad level: 6: expected 1 to 5' });
  session.play('a1a8');
  assert.throws(() => session.think(3, 1), { message: 'bad position: the game is over' });
  session.free();
  const ring = new engine.Session('double-ring', 'size=5');
  assert.deepEqual([ring.think(5, 1).solved, ring.think(5, 1).notation], [true, 'c1c4']);
  ring.free();
});

test('the levels are listed with a line and a time each', () => {
  const levels = engine.levels();
  assert.deepEqual(levels.map((l) => [l.level, l.seconds]), [[1, null], [2, null], [3, 1], [4, 2], [5, 3]]);
  // As a message of the catalogs, with its English.
  assert.equal(levels[0].description.id, 'game-level-description-1');
  assert.match(levels[0].description.text, /^Beginner: /);
  // Each game's levels carry their Elo in that game (src/ai/ladder.rs), rounded to 50.
  for (const game of ['chess', 'double-ring']) {
    const ratings = engine.levels(game).map((l) => l.rating);
    assert.ok(ratings.every((r) => r === null || (Number.isInteger(r) && r % 50 === 0)), `${game}: ${ratings}`);
    assert.ok(ratings.filter((r) => r !== null).length >= 3, `${game}: ${ratings}`);
  }
});

test('the opponent is part of the game and its link', () => {
  const session = new engine.Session('king-of-rings', 'vs=computer&level=2&human=second');
  assert.deepEqual(session.snapshot().opponent, { level: 2, human: 'second', computer: 'first', name: 'Computer, level 2' });
  assert.equal(session.snapshot().link, 'king-of-rings?vs=computer&level=2&human=second');
  session.setOpponent('');
  assert.equal(session.snapshot().opponent, null);
  assert.equal(session.snapshot().link, 'king-of-rings?');
  assert.throws(() => session.setOpponent('vs=computer&level=0'), { message: "bad value '0' for option 'level': expected 1..5" });
  assert.throws(() => session.setOpponent('size=5'), { message: "bad opponent: 'size' is not an opponent setting" });
  session.setOpponent('vs=computer&level=4&human=first');
  assert.equal(session.snapshot().opponent.computer, 'second');
  session.free();
  // A random side is settled when the game starts, both ways over enough tries.
  const sides = new Set();
  for (let i = 0; i < 40; i += 1) {
    const random = engine.Session.fromLink('chess?vs=computer&human=random');
    sides.add(random.snapshot().opponent.human);
    assert.match(random.snapshot().link, /^chess\?vs=computer&level=3&human=(first|second)$/);
    random.free();
  }
  assert.deepEqual([...sides].sort(), ['first', 'second']);
  assert.throws(() => engine.Session.fromLink('chess?vs=friend'), { message: "bad value 'friend' for option 'vs': expected computer|link" });
});

test('a match by link draws its id in the engine (getrandom), and keeps it and its host in the link', () => {
  const ids = new Set();
  for (let i = 0; i < 20; i += 1) {
    const session = new engine.Session('chess', 'vs=link&host=second');
    const { link_match: match, opponent, link } = session.snapshot();
    assert.equal(opponent, null);
    assert.equal(match.host, 'second');
    assert.match(match.id, /^[a-z2-9]{10}$/);
    assert.equal(link, `chess?vs=link&match=${match.id}&host=second`);
    ids.add(match.id);
    session.free();
  }
  assert.equal(ids.size, 20);
  const received = engine.Session.fromLink('king-of-rings?vs=link&match=k3f9x2qa7m&host=first&moves=b2c3');
  assert.deepEqual(received.snapshot().link_match, { id: 'k3f9x2qa7m', host: 'first' });
  received.setOpponent('');
  assert.equal(received.snapshot().link_match, null);
  received.free();
  // The computer's play varies by itself: with no seed, the engine draws one.
  const opening = new engine.Session('double-ring', 'size=9');
  const firstMoves = new Set(Array.from({ length: 12 }, () => opening.think(1).notation));
  assert.ok(firstMoves.size > 1, `level 1 always opened ${[...firstMoves]}`);
  opening.free();
});

test('the solver names every winning move, or says the position is too big', () => {
  const session = engine.Session.fromLink('double-ring?size=5&moves=a4d4,e2b2,a5d5,b3e3');
  const verdict = session.winningMoves(1e6);
  assert.equal(verdict.wins, true);
  assert.ok(verdict.winning.some((mv) => mv.notation === 'e1b1'));
  for (const mv of verdict.winning) {
    const reply = engine.Session.fromLink(`${session.snapshot().link},${mv.notation}`);
    assert.equal(reply.winningMoves(1e6).wins, false, mv.notation);
    reply.free();
  }
  // The verdict first: the search stops at its first winning move, one of them all.
  const first = session.winningMoves(1e6, true);
  assert.deepEqual([first.wins, first.winning.length, first.complete], [true, 1, false]);
  assert.ok(verdict.winning.some((mv) => mv.notation === first.winning[0].notation), first.winning[0].notation);
  assert.ok(first.nodes < verdict.nodes, `${first.nodes} nodes for one winning move, ${verdict.nodes} for all`);
  session.play('e1b1');
  assert.deepEqual(session.winningMoves(1e6).winning, []);
  // A loss is the whole answer at once: no move wins.
  assert.deepEqual(['wins', 'winning', 'complete'].map((key) => session.winningMoves(1e6, true)[key]), [false, [], true]);
  assert.equal(new engine.Session('double-ring', 'size=9').winningMoves(1000), null);
  // Even boards: the mirror decides at once, at any size.
  const mirrored = new engine.Session('double-ring', 'size=18');
  assert.deepEqual({ ...mirrored.winningMoves(1), nodes: 0, milliseconds: 0 }, { wins: false, winning: [], mirror: true, complete: true, nodes: 0, milliseconds: 0 });
  mirrored.play('a1a4');
  const reply = mirrored.winningMoves(1);
  assert.deepEqual([reply.wins, reply.winning[0].notation, reply.mirror, reply.complete], [true, 'r18r15', true, false]);
  mirrored.free();
  assert.equal(new engine.Session('chess', '').winningMoves(1e6), null);
  session.free();
});

test('an opening book answers the 5x5 starts at once, and a damaged one is refused with its reason', () => {
  const bytes = readFileSync(new URL('../../www/data/books/double-ring-5-even.bin', import.meta.url));
  const ring = engines['double-ring'];
  assert.throws(() => ring.loadSolverBook(bytes.subarray(0, 20)), {
    code: 'bad-argument',
    message: 'bad opening book: it is 20 bytes long, where 1544 positions of 7 bytes need 10820',
  });
  const session = new engine.Session('double-ring', 'size=5&rule=even');
  assert.equal(session.winningMoves(1), null); // the search needs more than one node
  assert.equal(ring.loadSolverBook(bytes), 1544);
  const verdict = session.winningMoves(1);
  assert.deepEqual([verdict.winning.map((mv) => mv.notation), verdict.wins, verdict.nodes, verdict.complete], [['c1c4', 'a3d3', 'e3b3', 'c5c2'], true, 0, true]);
  ring.unloadSolverBooks(); // a level below the top one plays without it
  assert.equal(session.winningMoves(1), null);
  session.free();
});

test('typed moves are read as players write them, and a turned board stays in the link', () => {
  const session = new engine.Session('chess', '');
  session.playTyped('E2-E4');
  session.playTyped('e5');
  session.playTyped('Nf3');
  assert.deepEqual(session.snapshot().history.map((entry) => entry.label), ['e4', 'e5', 'Nf3']);
  assert.throws(() => session.playTyped('Nf9'), { message: "illegal move 'Nf9' for Black" });
  session.setFlipped(true);
  assert.equal(session.snapshot().flipped, true);
  assert.equal(session.snapshot().link, 'chess?flip=1&moves=e2e4,e7e5,g1f3');
  session.free();
});

test('a game is kept as a text record and opened from one, of whichever game it names', () => {
  const session = engine.Session.fromLink('king-of-rings?vs=computer&level=2&human=first&moves=d2d3,d6d5');
  const text = session.record('2026.11.22');
  assert.match(text, /^\[Event "Casual game"\]\n/);
  assert.match(text, /\[White "Human"\]\n\[Black "Computer level 2"\]\n\[Result "\*"\]\n\[Game "king-of-rings"\]\n\n1\. d2d3 d6d5 \*\n$/);
  const back = engine.Session.fromRecord(text);
  assert.equal(back.snapshot().link, session.snapshot().link);
  assert.throws(() => engine.Session.fromRecord('[Game "go"]\n1. d4'), { message: "unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)" });
  assert.throws(() => engine.Session.fromRecord('1. e4 e5\n2. Qh5 Nc6 3. Qxf9'), { message: "bad record, line 2: illegal move 'Qxf9' for White" });
  session.free();
  back.free();
});

test('a lesson step asks the engine whether its goal was met, and why a move is not legal', () => {
  const session = new engines['double-ring'].Session('double-ring', 'size=5');
  assert.equal(session.goalMet('win'), false, 'no move played yet');
  session.play('a1a4');
  assert.equal(session.goalMet('play:a1a4,e1e4'), true);
  assert.equal(session.goalMet('play:e1e4'), false);
  assert.equal(session.goalMet('reach:a4'), true);
  assert.equal(session.goalMet('take'), false);
  assert.throws(() => session.goalMet('jump:3'), { message: "bad goal: 'jump:3' is not play:<moves>, reach:<square>, take, win or points:<count>" });
  // A message: the catalogs' id and arguments (themselves messages), and its English.
  assert.deepEqual(session.whyNot(1, 0, 1, 4), {
    id: 'refusal-double-ring-passes',
    args: {
      must: { id: 'refusal-skip-two', args: {}, text: 'exactly two rings' },
      passed: { id: 'refusal-rings-three', args: {}, text: 'three rings' },
    },
    text: 'A single ring must pass exactly two rings: this one passes three rings.',
  });
  assert.equal(session.whyNot(0, 3, 3, 3).text, 'a4 is a double ring: double rings never move.');
  assert.deepEqual(session.whyNot(0, 3, 3, 3).args, { square: 'a4' });
  assert.equal(session.whyNot(1, 0, 1, 3), null, 'b1b4 is legal');
  assert.equal(session.whyStuck(0, 3).text, 'a4 is a double ring: double rings never move.');
  assert.equal(session.whyStuck(1, 0), null, 'b1 can move');
  session.free();
  const chess = engines.chess.Session.fromLink('chess?moves=e2e4,e7e5,f1c4,b8c6,d1h5,g8f6,h5f7');
  assert.equal(chess.goalMet('take'), true);
  assert.equal(chess.goalMet('win'), true);
  chess.free();
});

test('a link opens leniently up to the move it refuses, and links are compared by the engine', () => {
  const session = engine.Session.fromLinkLenient('chess?moves=e2e4,e2e4,d2d4');
  assert.deepEqual(session.refused(), {
    number: 2, notation: 'e2e4',
    why: { id: 'error-illegal-move', args: { mv: 'e2e4', player: { id: 'player-chess-second', args: {}, text: 'Black' } }, text: "illegal move 'e2e4' for Black" },
  });
  assert.equal(session.snapshot().link, 'chess?moves=e2e4');
  assert.equal(engine.Session.fromLinkLenient('chess?moves=e2e4').refused(), null);
  const kept = 'chess?vs=link&match=k3f9x2qa7m&host=first&moves=e2e4';
  assert.deepEqual(engine.compareLinks(kept, `${kept},e7e5`), { relation: 'ahead', at: 1, added: ['e7e5'] });
  assert.deepEqual(engine.compareLinks(kept, `${kept}&flip=1`), { relation: 'same', at: 1, added: [] });
  assert.deepEqual(engine.compareLinks(kept, 'not a link %'), { relation: 'apart', at: 0, added: [] });
  assert.equal(engine.Session.fromLink(kept).rematchOptions('first'), 'vs=link&host=second');
  assert.equal(engine.Session.fromLink('chess?vs=computer&level=2&human=second').rematchOptions(), 'vs=computer&level=2&human=first');
});

test('a panic says its message in the console before the engine traps', async () => {
  const { freshEngine } = await import('./engine.mjs');
  const crashing = await freshEngine('chess');
  const said = [];
  const error = console.error;
  console.error = (...words) => said.push(words.join(' '));
  try {
    assert.throws(() => crashing.crashForTesting(), WebAssembly.RuntimeError);
  } finally {
    console.error = error;
  }
  assert.match(said.join('\n'), /deliberate panic for testing/);
});
