// The engine's codes, worded by the catalogs (www/js/i18n/engine-words.js,
// www/locales/*/engine.ftl): in English they say exactly what the engine
// says in English, for every way a game ends that random games reach and
// for every kind of error; in every language, every code has words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import engine, { GAME_IDS } from './engine.mjs';
import { errorWords, resultWords } from '../../www/js/i18n/engine-words.js';
import { LANGUAGES } from '../../www/js/i18n/languages.js';

function catalog(language) {
  const bundle = new FluentBundle(language, { useIsolating: false });
  const folder = new URL(`../../www/locales/${language}/`, import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ftl'))) {
    const errors = bundle.addResource(new FluentResource(readFileSync(new URL(file, folder), 'utf8')));
    assert.deepEqual(errors, []);
  }
  return bundle;
}

/** Words in the `[id, args]` / `{ text }` forms, said by `bundle` (i18n.js does the same on the page). */
function say(bundle, words) {
  if (!Array.isArray(words)) return words.text;
  const [id, args] = words;
  const message = bundle.getMessage(id);
  assert.ok(message?.value, `${bundle.locales[0]} has no '${id}'`);
  const resolved = Object.fromEntries(Object.entries(args ?? {}).map(([key, value]) => [key, value?.id ? say(bundle, [value.id, value.args]) : value]));
  const problems = [];
  const text = bundle.formatPattern(message.value, resolved, problems);
  assert.deepEqual(problems.map(String), [], `${bundle.locales[0]} ${id}`);
  return text;
}

/** A random game of `plies` moves at most from `link`, the same for the same seed. */
function randomGame(link, seed, plies) {
  const session = engine.Session.fromLink(link);
  let state = seed;
  for (let ply = 0; ply < plies; ply += 1) {
    const { legal_moves: moves, outcome } = session.snapshot();
    if (outcome) break;
    state = (state * 1103515245 + 12345) % 2147483648;
    session.play(moves[state % moves.length].notation);
  }
  return session.snapshot();
}

const STARTS = {
  'double-ring': ['double-ring?size=3', 'double-ring?size=5', 'double-ring?size=5&rule=knight'],
  'double-take': ['double-take'],
  'king-of-rings': ['king-of-rings'],
  'one-ring': ['one-ring'],
  'double-eighteen-stone': ['double-eighteen-stone'],
  // A fool's mate, and Sam Loyd's ten-move stalemate.
  chess: ['chess', 'chess?moves=f2f3,e7e5,g2g4,d8h4',
    'chess?moves=e2e3,a7a5,d1h5,a8a6,h5a5,h7h5,h2h4,a6h6,a5c7,f7f6,c7d7,e8f7,d7b7,d8d3,b7b8,d3h7,b8c8,f7g6,c8e6'],
};

test('how a game ends is worded in English exactly as the engine says it', () => {
  const english = catalog('en');
  const seen = new Set();
  for (const id of GAME_IDS) {
    for (const start of STARTS[id]) {
      for (let seed = 1; seed <= 12; seed += 1) {
        const snapshot = randomGame(start, seed, 400);
        if (!snapshot.outcome) continue;
        seen.add(snapshot.outcome.why.code);
        assert.equal(say(english, resultWords(snapshot)), snapshot.result, `${start} seed ${seed}`);
      }
    }
  }
  // A resignation, in every game.
  for (const id of GAME_IDS) {
    const session = engine.Session.fromLink(id);
    session.resign('first');
    const snapshot = session.snapshot();
    seen.add(snapshot.outcome.why.code);
    assert.equal(say(english, resultWords(snapshot)), snapshot.result);
  }
  for (const code of ['no-move', 'resigned', 'checkmate', 'stalemate']) assert.ok(seen.has(code), `no game ended by ${code}: ${[...seen]}`);
});

test('the engine\'s errors are worded in English exactly as their messages', () => {
  const english = catalog('en');
  const cases = [
    () => engine.Session.fromLink('chess?moves=e2e5'),
    () => engine.Session.fromLink('nonsense?x=1'),
    () => engine.Session.fromLink('double-ring?rule=skip9'),
    () => engine.Session.fromLink('double-ring?size=5&size=5'),
    () => engine.Session.fromLink('chess?position=8/8/8%20w'),
    () => new engine.Session('chess', '').play('zz'),
    () => new engine.Session('chess', '').play('e2e5'),
    () => engine.Session.fromRecord('[Event "x"]\n\n1. e4 e5 2. Ke3 Ke7 3. Qh9'),
  ];
  const codes = new Set();
  for (const make of cases) {
    let thrown = null;
    try { make(); } catch (error) { thrown = error; }
    assert.ok(thrown?.code, `no coded error from ${make}`);
    codes.add(thrown.code);
    assert.equal(say(english, errorWords(thrown, engine.games().find((game) => game.id === 'chess'))), thrown.message);
  }
  assert.ok(codes.size >= 5, [...codes].join(' '));
});

test('every language words every outcome, option and error code', () => {
  const english = catalog('en');
  const ids = [...english._messages.keys()].filter((id) => /^(outcome|option|choice|error|player)-/.test(id));
  for (const [language] of LANGUAGES) {
    const bundle = catalog(language);
    for (const id of ids) assert.ok(bundle.hasMessage(id), `${language} lacks ${id}`);
  }
});
