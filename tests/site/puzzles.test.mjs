// Every puzzle of every game is worded by the catalogs (www/js/pages/puzzle-page.js:
// puzzleWords): its goal and theme, made from its fields, say in English
// exactly what the engine's puzzle maker wrote into the data (src/learn/puzzle.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { puzzleWords } from '../../www/js/pages/puzzle-page.js';

const file = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** English, with the areas the puzzle page words puzzles from: its own, the sides' names, the games' names. */
const bundle = new FluentBundle('en', { useIsolating: false });
for (const area of ['learn', 'engine', 'site', 'chess-words', ...['double-ring', 'double-take', 'king-of-rings', 'one-ring', 'double-eighteen-stone', 'chess'].map((game) => `game-${game}`)]) {
  const errors = bundle.addResource(new FluentResource(file(`www/locales/en/${area}.ftl`)));
  assert.deepEqual(errors, [], area);
}

/** Words as the site says them: `[id, args]`, an argument `{ id }` itself a message (i18n.js). */
function say([id, args]) {
  const message = bundle.getMessage(id);
  assert.ok(message?.value, `no English message '${id}'`);
  const resolved = Object.fromEntries(Object.entries(args ?? {}).map(([key, value]) => [key, typeof value === 'object' ? say([value.id, value.args]) : value]));
  const errors = [];
  const text = bundle.formatPattern(message.value, resolved, errors);
  assert.deepEqual(errors, [], id);
  return text;
}

const games = readdirSync(new URL('../../www/data/puzzles/', import.meta.url)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));

test('there are puzzles to word', () => {
  assert.ok(games.length >= 6, games.join(', '));
});

for (const gameId of games) {
  test(`${gameId}: every puzzle's goal and theme are worded by the catalog, as the data says them`, () => {
    const puzzles = JSON.parse(file(`www/data/puzzles/${gameId}.json`));
    assert.ok(puzzles.length > 0);
    for (const puzzle of puzzles) {
      const words = puzzleWords(gameId, puzzle);
      assert.ok(Array.isArray(words.goal) && Array.isArray(words.theme), `${puzzle.id}: a form the page does not know (${puzzle.kind}, '${puzzle.theme}')`);
      const goal = say(words.goal);
      const theme = say(words.theme);
      if (puzzle.goal !== undefined) assert.equal(goal, puzzle.goal, puzzle.id);
      if (puzzle.theme !== undefined) assert.equal(theme, puzzle.theme, puzzle.id);
    }
  });
}

// Forms of src/learn/puzzle.rs (win_words) that no published puzzle has yet,
// as it words them: the page knows them too.
test('the forced wins no puzzle shows yet are worded as the puzzle maker words them', () => {
  const cases = [
    ['chess', 'second', 3, 'stalemate wins in 2', 'Black to move: win by stalemate in 2 moves.'],
    ['chess', 'first', 1, 'stalemate wins in 1', 'White to move: win by stalemate in 1 move.'],
    ['double-take', 'first', 5, 'wins in 3', 'Red to move: win in 3 moves.'],
    ['one-ring', 'first', 1, 'destroys the Ring in 1', 'White to move: destroy the Ring in 1 move.'],
    ['double-ring', 'second', 1, 'wins in 1', 'Player 2 to move: win in 1 move.'],
  ];
  for (const [gameId, player, depth, theme, goal] of cases) {
    const words = puzzleWords(gameId, { kind: 'forced-win', depth, player, theme, goal });
    assert.ok(Array.isArray(words.goal), theme);
    assert.equal(say(words.goal), goal);
    assert.equal(say(words.theme), theme);
  }
});

test('a form the page does not know keeps the data\'s own English', () => {
  const words = puzzleWords('chess', { kind: 'forced-win', depth: 3, player: 'first', theme: 'wins by magic in 2', goal: 'White to move: use magic.' });
  assert.deepEqual(words, { goal: { text: 'White to move: use magic.' }, theme: { text: 'wins by magic in 2' } });
});
