// Our chess records are standard PGN: another PGN reader (chess.js, in the
// tests only) reads them to the same position, and a record it writes opens here.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import engine from './engine.mjs';

/** The FEN fields both sides agree to write the same way (board, side, castling). */
const core = (fen) => fen.split(' ').slice(0, 3).join(' ');

test('chess.js reads our PGN of random games to the same position', () => {
  let seed = 11;
  for (let game = 0; game < 40; game += 1) {
    const session = new engine.Session('chess', '');
    for (let ply = 0; ply < 30 + (game % 50) && !session.snapshot().outcome; ply += 1) {
      const legal = session.snapshot().legal_moves;
      seed = (seed * 1103515245 + 12345) % 2147483648;
      session.play(legal[seed % legal.length].notation);
    }
    const pgn = session.record('2026.11.22');
    const reader = new Chess();
    reader.loadPgn(pgn);
    assert.equal(core(reader.fen()), core(session.snapshot().position), pgn);
    assert.equal(reader.history().length, session.snapshot().history.length);
    assert.equal(reader.getHeaders().Result, pgn.match(/\[Result "(.*)"\]/)[1]);
    session.free();
  }
});

test('a PGN written by chess.js opens here', () => {
  const writer = new Chess();
  for (const move of ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6', 'Be3', 'e5', 'Nb3', 'Be6', 'f3', 'Be7', 'Qd2', 'O-O', 'O-O-O']) writer.move(move);
  writer.setHeader('White', 'Najdorf fan');
  const session = engine.Session.fromRecord(writer.pgn());
  assert.equal(session.snapshot().position.split(' ').slice(0, 4).join(' '), writer.fen().split(' ').slice(0, 4).join(' '));
  assert.equal(session.snapshot().history.at(-1).label, 'O-O-O');
  session.free();
});
