// The engine's codes and messages, worded by the catalogs
// (www/js/i18n/engine-words.js, www/locales/*/*.ftl): in English they say
// exactly what the engine says in English, for every way a game ends that
// random games reach, for errors of every kind with their details, for every
// reason a click is no move, and on Double Ring's paper sheet; every
// language words them all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import engine, { GAME_IDS } from './engine.mjs';
import { errorWords, messageWords, resultWords } from '../../www/js/i18n/engine-words.js';
import { LANGUAGES } from '../../www/js/i18n/languages.js';
import { engineMessages } from '../site/engine-messages.mjs';

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

/** Bad input of every kind: links, positions of every game, typed moves and records. */
const BAD_INPUT = [
  () => engine.Session.fromLink('chess?moves=e2e5'),
  () => engine.Session.fromLink('nonsense?x=1'),
  () => engine.Session.fromLink('double-ring?rule=skip9'),
  () => engine.Session.fromLink('double-ring?size=5&size=5'),
  () => engine.Session.fromLink('double-ring?size=5&moves=a1a4,zz'),
  () => engine.Session.fromLink('double-ring?moves=e5e8&resigned=third'),
  () => engine.Session.fromLink('double-ring?moves=e5e8&at=7'),
  () => engine.Session.fromLink('chess?level=3'),
  () => engine.Session.fromLink('chess?vs=link&match=AB'),
  () => engine.Session.fromLink('chess?moves=%E0%A4'),
  () => engine.Session.fromLink('?moves=e2e4'),
  () => engine.Session.fromLink('chess?moves=f2f3,e7e5,g2g4,d8h4,a2a3'),
  () => engine.Session.fromLink('chess?position=8/8/8%20w'),
  () => engine.Session.fromLink('chess?position=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20x%20KQkq%20-'),
  () => engine.Session.fromLink('chess?position=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN%20w%20KQkq%20-'),
  () => engine.Session.fromLink('chess?position=rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-'),
  () => engine.Session.fromLink('chess?position=rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-'),
  () => engine.Session.fromLink('chess?position=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkqZ%20-'),
  () => engine.Session.fromLink('chess?position=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20e9'),
  () => engine.Session.fromLink('chess?position=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20e6'),
  () => engine.Session.fromLink('chess?position=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%20x'),
  () => engine.Session.fromLink('chess?position=4k3/8/8/8/8/8/8/4K2q%20b%20-%20-'),
  () => engine.Session.fromLink('one-ring?position=x'),
  () => engine.Session.fromLink('double-eighteen-stone?position=x'),
  () => engine.Session.fromLink('double-ring?size=5&position=ooooo/ooooo/ooxoo/ooooo/ooooo%201'),
  () => engine.Session.fromLink('double-ring?size=5&position=ooooo/ooooo/oooo/ooooo/ooooo%201'),
  () => engine.Session.fromLink('double-ring?size=5&position=ooooo/ooooo/ooooo/ooooo/ooooo%203'),
  () => engine.Session.fromLink('double-ring?position=ooooo/ooooo/ooooo/ooooo/ooooo%201'),
  () => engine.Session.fromLink('double-take?position=x'),
  () => engine.Session.fromLink('double-take?position=r.r.r.r./8/8/8/8/8/8/8%20g'),
  () => engine.Session.fromLink('king-of-rings?position=x'),
  () => engine.Session.fromLink('king-of-rings?position=N(q)....../7/7/7/7/7/7%20w%200%200%20-'),
  () => new engine.Session('chess', '').play('zz'),
  () => new engine.Session('chess', '').play('e2e5'),
  () => new engine.Session('chess', '').play('e2j4'),
  () => new engine.Session('double-take', '').play('c3'),
  () => new engine.Session('king-of-rings', '').play('@z9'),
  () => engine.Session.fromLink(`chess?position=${encodeURIComponent('k7/4P3/8/8/8/8/8/4K3 w - -')}`).playTyped('e8'),
  () => engine.Session.fromRecord('[Event "x"]\n\n1. e4 e5 2. Ke3 Ke7 3. Qh9'),
  () => engine.Session.fromRecord('[Event "x"]\n\n1. e4 e5 2. Ke3 Ke7 3. Kf9'),
  () => engine.Session.fromRecord('[Event x]\n\n1. e4'),
  () => engine.Session.fromRecord('1. e4 { a comment'),
  () => engine.Session.fromRecord('1. e4 (1. d4'),
  () => engine.Session.fromRecord('1. e4 ) e5'),
  () => engine.Session.fromRecord('1. e4 e5 2-0'),
  () => engine.Session.fromRecord('[Game "double-ring"]\n[Variant "size=99"]\n\n1. a1a4'),
  () => engine.Session.fromRecord('[Game "chess"]\n[FEN "8/8/8 w"]\n\n1. e4'),
  () => engine.Session.fromRecord('1. f3 e5 2. g4 Qh4# 1-0'),
];

test('the engine\'s errors, details and all, are worded in English exactly as their messages, and in every language', () => {
  const errors = BAD_INPUT.map((make) => {
    let thrown = null;
    try { make(); } catch (error) { thrown = error; }
    assert.ok(thrown?.code, `no coded error from ${make}`);
    return thrown;
  });
  const english = catalog('en');
  for (const error of errors) assert.equal(say(english, errorWords(error)), error.message);
  const details = new Set(errors.flatMap((error) => Object.values(error.args)).filter((arg) => arg?.id).map((arg) => arg.id));
  assert.ok(details.size >= 30, `only ${details.size} kinds of detail: ${[...details]}`);
  for (const [language] of LANGUAGES.filter(([code]) => code !== 'en')) {
    const bundle = catalog(language);
    for (const error of errors) assert.ok(say(bundle, errorWords(error)).length > 0);
  }
});

/**
 * Every reason the engine gives for a click that is no move (whyNot, whyStuck),
 * on every fifth position of a random game from `start`; squares beyond the
 * board have no reason.
 */
function reasonsForClicks(start, seed) {
  const said = [];
  const session = engine.Session.fromLink(start);
  const squares = [];
  for (let file = 0; file < 16; file += 1) for (let rank = 0; rank < 10; rank += 1) squares.push([file, rank]);
  let state = seed;
  for (let ply = 0; ply < 40; ply += 1) {
    if (ply % 5 === 0) {
      for (const from of squares) {
        const stuck = session.whyStuck(...from);
        if (stuck) said.push(stuck);
        for (const to of squares) {
          const why = session.whyNot(...from, ...to);
          if (why) said.push(why);
        }
      }
    }
    const { legal_moves: moves, outcome } = session.snapshot();
    if (outcome) break;
    state = (state * 1103515245 + 12345) % 2147483648;
    session.play(moves[state % moves.length].notation);
  }
  return said;
}

test('why a click is no move is worded in English exactly as the engine says it, and in every language', () => {
  const starts = ['double-ring?size=5', 'double-ring?size=7&rule=knight', 'double-ring?size=7&rule=even', 'double-ring?size=7&rule=odd',
    'double-ring?size=7&rule=skip3', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess',
    'chess?position=r3k2r/8/8/8/8/8/8/R3K2R%20w%20KQkq%20-', 'chess?position=r3k2r/8/8/8/8/8/5q2/R3K2R%20w%20KQkq%20-',
    // A holder of seven rings, frozen.
    `king-of-rings?position=${encodeURIComponent('N(ssssbbb)s...../......./......./......./......./......./......n w 6 6 -')}`];
  const reasons = starts.flatMap((start) => [1, 2].flatMap((seed) => reasonsForClicks(start, seed)));
  const english = catalog('en');
  const kinds = new Set();
  for (const reason of reasons) {
    kinds.add(reason.id);
    assert.equal(say(english, messageWords(reason)), reason.text);
  }
  const sent = new Set(engineMessages().map(([, id]) => id).filter((id) => id.startsWith('refusal-') && !/^refusal-(rings|skip)-/.test(id)));
  assert.deepEqual([...sent].filter((id) => !kinds.has(id)), [], 'reasons the games never gave');
  const oneOfEach = [...new Map(reasons.map((reason) => [reason.id, reason])).values()];
  for (const [language] of LANGUAGES.filter(([code]) => code !== 'en')) {
    const bundle = catalog(language);
    for (const reason of oneOfEach) assert.ok(say(bundle, messageWords(reason)).length > 0);
  }
});

test('Double Ring\'s paper sheet is worded by the page', () => {
  const english = catalog('en');
  const german = catalog('de');
  const session = new engine.Session('double-ring', 'rule=even&size=7');
  const sheet = (bundle) => session.paperSheet(true, (message) => say(bundle, messageWords(message)));
  assert.equal(sheet(english), session.paperSheet(true));
  assert.ok(sheet(english).includes('>Skip Even · 7 x 7</text>'));
  const deutsch = sheet(german);
  assert.ok(deutsch.includes(`>${say(german, ['game-name-double-ring'])}</text>`));
  assert.ok(deutsch.includes(`>${say(german, ['print-paper-subtitle', { rule: { id: 'choice-double-ring-rule-even' }, width: 7, height: 7 }])}</text>`));
  assert.ok(!deutsch.includes('Strike'), 'no English rule left');
});

test('every language words every outcome, option and error code', () => {
  const english = catalog('en');
  const ids = [...english._messages.keys()].filter((id) => /^(outcome|option|choice|error|player)-/.test(id));
  for (const [language] of LANGUAGES) {
    const bundle = catalog(language);
    for (const id of ids) assert.ok(bundle.hasMessage(id), `${language} lacks ${id}`);
  }
});
