// The engine's messages (src/message.rs): every `message!` in the Rust
// source names a message of the English catalog, whose words are the
// template's (each `{name}` the catalog's `{ $name }`), so that a page in
// English says exactly what the CLI says; and every detail, refusal and
// sheet message of the catalog is one the engine sends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { engineMessages } from './engine-messages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const english = new FluentBundle('en', { useIsolating: false });
const folder = join(root, 'www/locales/en');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.ftl'))) english.addResource(new FluentResource(readFileSync(join(folder, file), 'utf8')));

/** The template with each argument shown as ‹name›, as the catalog's message is formatted with the same. */
function shown(template) {
  const names = new Set();
  const words = template.replace(/\{\{|\}\}|\{([a-z_]+)\}/g, (match, name) => {
    if (!name) return match[0];
    names.add(name);
    return `‹${name}›`;
  });
  return { words, names: [...names] };
}

test('the engine sends messages (a good number of them)', () => {
  assert.ok(engineMessages().length > 100, `only ${engineMessages().length} message! calls found: has the macro's form changed?`);
});

test('every message the engine sends is in the English catalog, worded as its template', () => {
  const wrong = [];
  for (const [path, id, template, args] of engineMessages()) {
    // A side's name ("player-chess-first") is made from the game's id: the catalogs give each.
    const message = english.getMessage(id);
    if (!message?.value) {
      wrong.push(`${path}: ${id} is not in the English catalog`);
      continue;
    }
    const { words, names } = shown(template);
    if ([...names].sort().join() !== [...new Set(args)].sort().join()) wrong.push(`${path}: ${id} names ${names.join(', ') || 'nothing'} but is given ${args.join(', ') || 'nothing'}`);
    const errors = [];
    const formatted = english.formatPattern(message.value, Object.fromEntries(names.map((name) => [name, `‹${name}›`])), errors);
    if (formatted !== words || errors.length) wrong.push(`${path}: ${id}\n  engine:  ${words}\n  catalog: ${formatted}${errors.length ? ` (${errors.join('; ')})` : ''}`);
  }
  assert.deepEqual(wrong, []);
});

test('every detail, refusal and sheet message of the catalog is one the engine sends', () => {
  const sent = new Set(engineMessages().map(([, id]) => id));
  const unused = [...english._messages.keys()].filter((id) => /^(detail|refusal|print-paper)-/.test(id) && !sent.has(id));
  assert.deepEqual(unused, []);
});
