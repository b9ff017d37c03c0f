// What this browser keeps of its matches by link (www/js/ui/match-entries.js):
// the side it takes, an entry written from a snapshot, which stored entries
// read back, and which are kept when there are too many.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { guestSide, matchEntry, matchesText, otherSide, readMatches, validEntry } from '../../www/js/ui/match-entries.js';

const snapshot = {
  game: { id: 'chess', players: ['White', 'Black'] },
  link: 'chess?vs=link&match=ab12cd34ef&host=first&moves=e2e4',
  link_match: { id: 'ab12cd34ef', host: 'first' },
  to_move: 'second',
  outcome: null,
  ended: null,
  history: [{ notation: 'e2e4', player: 'first' }],
};

test('the guest plays the side the host does not', () => {
  assert.equal(otherSide('first'), 'second');
  assert.equal(otherSide('second'), 'first');
  assert.equal(guestSide(snapshot), 'second');
  assert.equal(guestSide({ link_match: { id: 'x', host: 'second' } }), 'first');
});

test('an entry says whose turn it is, whether it is over, its moves and the sides', () => {
  const entry = matchEntry(snapshot, 'second', 1000);
  assert.deepEqual(entry, {
    game: 'chess', side: 'second', link: snapshot.link, updated: 1000,
    toMove: 'second', over: false, moves: 1, players: ['White', 'Black'], sent: 0, swapped: false,
  });
  assert.equal(validEntry('ab12cd34ef', entry), true);
  // After the pie rule's swap the side played here is the other of `side`.
  assert.equal(matchEntry({ ...snapshot, sides_swapped: true }, 'second', 5).swapped, true);
  assert.equal(validEntry('ab12cd34ef', { ...entry, swapped: 'yes' }), false);
  // Over when the whole game is, though an earlier position is shown.
  assert.equal(matchEntry({ ...snapshot, ended: { winner: 'first' } }, 'first', 5).over, true);
  // Its moves are its turns, as the move list numbers them.
  const history = ['first', 'second', 'first', 'second', 'first'].map((player, ply) => ({ notation: String(ply), player }));
  assert.equal(matchEntry({ ...snapshot, history }, 'first', 5).moves, 3);
  const passes = ['second', 'first', 'first', 'second'].map((player, ply) => ({ notation: String(ply), player }));
  assert.equal(matchEntry({ ...snapshot, history: passes }, 'first', 5).moves, 2);
  // The moves sent from here: no more than the game has since a takeback.
  assert.equal(matchEntry({ ...snapshot, history }, 'first', 5, 4).sent, 4);
  assert.equal(matchEntry(snapshot, 'first', 5, 4).sent, 1);
});

test('a stored entry that does not read back as written is left out', () => {
  const good = matchEntry(snapshot, 'second', 1000);
  const stored = {
    ab12cd34ef: good,
    'NOT-AN-ID': good,
    abcd1234: { ...good, side: 'white' },
    abcd1235: { ...good, link: 'double-ring?moves=a1a2' },
    abcd1236: { ...good, updated: 'yesterday' },
    abcd1237: { ...good, moves: 1.5 },
    abcd1238: { ...good, players: ['White'] },
    abcd1239: { ...good, over: 'no' },
    abcd1240: null,
    abcd1241: { ...good, sent: -1 },
    abcd1242: { ...good, sent: '2' },
  };
  assert.deepEqual(readMatches(JSON.stringify(stored)), { ab12cd34ef: good });
  for (const text of [null, '', 'not json', '[]', 'null', '42']) assert.deepEqual(readMatches(text), {}, String(text));
});

test('the newest matches are kept, newest first', () => {
  const entries = Object.fromEntries([3, 1, 2].map((updated) => [`match${updated}`, matchEntry(snapshot, 'first', updated)]));
  assert.deepEqual(Object.keys(JSON.parse(matchesText(entries, 2))), ['match3', 'match2']);
  assert.deepEqual(Object.keys(readMatches(matchesText(entries, 40))), ['match3', 'match2', 'match1']);
});
