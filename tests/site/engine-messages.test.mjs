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

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every Rust file under `folder`, as [path, text]. */
function rustFiles(folder = join(root, 'src')) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return rustFiles(path);
    // A file's own tests (after `#[cfg(test)]`) may make messages of their own.
    return item.name.endsWith('.rs') ? [[path.slice(root.length), readFileSync(path, 'utf8').split('#[cfg(test)]')[0]]] : [];
  });
}

/** The top-level parts of a macro call's arguments, from just after its `(`: split at commas outside brackets and strings. */
function callParts(text, start) {
  const parts = [];
  let depth = 0;
  let part = '';
  for (let index = start; index < text.length; index += 1) {
    const c = text[index];
    if (c === '"') {
      const end = text.slice(index + 1).search(/(?<!\\)"/) + index + 1;
      part += text.slice(index, end + 1);
      index = end;
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) {
      if (depth === 0) return [...parts, part].map((each) => each.trim()).filter(Boolean);
      depth -= 1;
    }
    if (c === ',' && depth === 0) {
      parts.push(part);
      part = '';
    } else {
      part += c;
    }
  }
  throw new Error('a message! call is never closed');
}

/**
 * Every `message!("id", "template", name = value...)` of the engine: [path,
 * id, template as Rust reads the literal, the names of its arguments].
 */
function engineMessages() {
  return rustFiles().flatMap(([path, text]) => [...text.matchAll(/message!\(/g)].flatMap((call) => {
    const [id, template, ...args] = callParts(text, call.index + call[0].length);
    if (!/^"[^"]+"$/.test(id ?? '') || !template?.startsWith('"')) return [];
    return [[path, JSON.parse(id), JSON.parse(template), args.map((arg) => arg.match(/^([a-z_]+)\s*=/)?.[1] ?? arg)]];
  }));
}

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
