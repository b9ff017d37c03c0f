// The shape of the UI's code (issue 42): its modules import each other
// without cycles (static imports and those loaded on first use alike); no
// page is mixed into a prototype; and no JavaScript reads the engine's
// notation or edits a link: the engine says what a move is and writes every
// link (docs/session.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../www/js');

function sources(folder = root) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

const files = new Map(sources().map((path) => [path, readFileSync(path, 'utf8')]));
const name = (path) => relative(root, path);

/** The modules a file imports, static or dynamic, that are files of www/js. */
function importsOf(path) {
  const text = files.get(path);
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms),
    ...text.matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]);
  return specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => resolve(dirname(path), specifier));
}

/** Every cycle of imports, each as the files around it. */
function cycles() {
  const found = [];
  const state = new Map();
  const stack = [];
  const visit = (path) => {
    state.set(path, 'open');
    stack.push(path);
    for (const next of importsOf(path)) {
      if (!files.has(next)) continue;
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map(name).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(path, 'done');
  };
  for (const path of files.keys()) if (!state.has(path)) visit(path);
  return found;
}

test('the modules of www/js import each other without a cycle', () => {
  assert.ok(files.size > 50, `${files.size} modules read`);
  assert.deepEqual(cycles(), []);
});

test('the import reader sees static, re-exported and lazily loaded imports', () => {
  const sight = join(root, 'ui/sight.js');
  const imported = importsOf(sight).map(name);
  assert.ok(imported.includes('ui/sight-board.js'), imported.join(', '));
  assert.ok(imported.includes('ui/sight-moves.js'), imported.join(', '));
  assert.ok(importsOf(join(root, 'ui/dom.js')).map(name).includes('ui/storage.js'));
});

test('no page is mixed into a prototype', () => {
  const mixed = [...files].filter(([, text]) => /Object\.assign\(\s*\w+\.prototype/.test(text)).map(([path]) => name(path));
  assert.deepEqual(mixed, []);
});

test('no JavaScript reads a move\'s notation or edits a link', () => {
  const readings = [
    /notation\s*===?\s*'/, // a move told by its text ('pass')
    /notation\.(slice|startsWith|endsWith|includes|match|split)\(/, // a piece or sign read off the notation
    /link\.replace\(/, // a link edited
    /\b(moves|at|match|flip|analyse|resigned)=/, // a game's link read or edited by hand
  ];
  const found = [];
  for (const [path, text] of files) {
    text.split('\n').forEach((line, index) => {
      const code = line.replace(/\/\*.*?\*\//g, '').replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      if (readings.some((pattern) => pattern.test(code))) found.push(`${name(path)}:${index + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});
