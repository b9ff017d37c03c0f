// The board input's logic without a page: what a click on a board means
// (www/js/ui/board-moves.js) and premoves (www/js/ui/premove.js), on
// snapshots cut down to what they read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickOn, directMoves, movesFrom } from '../../www/js/ui/board-moves.js';
import { NO_PREMOVE, premoveClick, premoveMarks, premoveMoves } from '../../www/js/ui/premove.js';

const sq = (name) => ({ file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 });
const move = (notation, from, to, extra = {}) => ({ notation, label: notation, from: from && sq(from), to: to && sq(to), ...extra });

/** White to move: a pawn on e7 that promotes (four moves to e8), a knight on g1, a rook on a1 that cannot move. */
const chess = {
  view: {},
  legal_moves: [
    move('e7e8q', 'e7', 'e8', { promotion: 'queen' }), move('e7e8r', 'e7', 'e8', { promotion: 'rook' }),
    move('e7e8b', 'e7', 'e8', { promotion: 'bishop' }), move('e7e8n', 'e7', 'e8', { promotion: 'knight' }),
    move('g1f3', 'g1', 'f3'), move('g1h3', 'g1', 'h3'),
  ],
};
/** The One Ring's choice of a pawn: moves with a square and no piece moved. */
const ringChoice = { view: {}, legal_moves: [move('@b2', null, 'b2'), move('@d2', null, 'd2')] };
/** A game with hands: a knight dropped from hand, and a knight's step. */
const withHands = { view: { hands: [1, 0] }, legal_moves: [move('@d4', null, 'd4'), move('b2c3', 'b2', 'c3')] };

test('the moves of a selected piece, of the hand, and none when the player may not move', () => {
  assert.deepEqual(movesFrom(chess, sq('g1'), true).map((mv) => mv.notation), ['g1f3', 'g1h3']);
  assert.deepEqual(movesFrom(chess, sq('a1'), true), []);
  assert.deepEqual(movesFrom(chess, null, true), []);
  assert.deepEqual(movesFrom(chess, sq('g1'), false), []);
  assert.deepEqual(movesFrom(withHands, 'hand', true).map((mv) => mv.notation), ['@d4']);
});

test('moves made on one square are direct only in a game without hands', () => {
  assert.deepEqual(directMoves(ringChoice, true).map((mv) => mv.notation), ['@b2', '@d2']);
  assert.deepEqual(directMoves(ringChoice, false), []);
  assert.deepEqual(directMoves(withHands, true), []);
});

test('a click plays, asks which piece, selects, or says why not', () => {
  const state = (selected, more = {}) => ({ selected, mayMove: true, ...more });
  assert.deepEqual(clickOn(chess, state(null), sq('g1')), { select: sq('g1'), explain: null });
  assert.deepEqual(clickOn(chess, state(sq('g1')), sq('f3')), { play: 'g1f3' });
  assert.deepEqual(clickOn(chess, state(sq('e7')), sq('e8')).choose.map((mv) => mv.promotion), ['queen', 'rook', 'bishop', 'knight']);
  // The same piece again unselects it, and says nothing.
  assert.deepEqual(clickOn(chess, state(sq('g1')), sq('g1')), { select: null, explain: null });
  // Another piece that can move is selected instead; a square it cannot reach is explained.
  assert.deepEqual(clickOn(chess, state(sq('g1')), sq('e7')), { select: sq('e7'), explain: null });
  assert.deepEqual(clickOn(chess, state(sq('g1'), { explainsEveryClick: true }), sq('e7')), { select: sq('e7'), explain: 'illegal' });
  assert.deepEqual(clickOn(chess, state(sq('g1')), sq('g4')), { select: null, explain: 'illegal' });
  // A piece with no move is stuck; nothing is explained when the player may not move.
  assert.deepEqual(clickOn(chess, state(null), sq('a1')), { select: null, explain: 'stuck' });
  assert.deepEqual(clickOn(chess, { selected: null, mayMove: false }, sq('a1')), { select: null, explain: null });
  assert.deepEqual(clickOn(ringChoice, state(null), sq('d2')), { play: '@d2' });
});

test('a premove: a square, then another; a third click cancels it', () => {
  const first = premoveClick(NO_PREMOVE, sq('e2'));
  assert.deepEqual(first, { state: { from: sq('e2'), move: null }, said: { kind: 'from', from: sq('e2') } });
  assert.deepEqual(premoveMarks(first.state), { squares: [sq('e2')], arrows: [] });
  const set = premoveClick(first.state, sq('e4'));
  assert.deepEqual(set, { state: { from: null, move: { from: sq('e2'), to: sq('e4') } }, said: { kind: 'set', from: sq('e2'), to: sq('e4') } });
  assert.deepEqual(premoveMarks(set.state), { squares: [], arrows: [{ from: sq('e2'), to: sq('e4'), colour: 'rgba(92, 64, 186, 0.8)' }] });
  assert.deepEqual(premoveClick(set.state, sq('a1')), { state: NO_PREMOVE, said: { kind: 'cancelled' } });
  // The first square clicked again cancels it too.
  assert.deepEqual(premoveClick(first.state, sq('e2')), { state: NO_PREMOVE, said: { kind: 'cancelled' } });
  assert.deepEqual(premoveMarks(NO_PREMOVE), { squares: [], arrows: [] });
});

test('a premove stands for the legal moves between its squares once the computer has moved', () => {
  assert.deepEqual(premoveMoves(chess, { from: sq('g1'), to: sq('f3') }).map((mv) => mv.notation), ['g1f3']);
  assert.equal(premoveMoves(chess, { from: sq('e7'), to: sq('e8') }).length, 4);
  assert.deepEqual(premoveMoves(chess, { from: sq('a1'), to: sq('a2') }), []);
});
