// The message catalogs (www/locales/<language>/*.ftl): every language has
// exactly English's messages, with the same attributes and variables, and
// every message the site's code names exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentParser, Visitor } from '@fluent/syntax';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../www/js/i18n/languages.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every message of a language: id -> { attributes: [names], variables: [names], file }. */
function catalog(language) {
  const folder = join(root, 'www/locales', language);
  const messages = new Map();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ftl')).sort()) {
    const resource = new FluentParser({ withSpans: false }).parse(readFileSync(join(folder, file), 'utf8'));
    for (const entry of resource.body) {
      if (entry.type === 'Junk') throw new Error(`${language}/${file}: cannot parse: ${entry.content.slice(0, 80)}…\n${entry.annotations.map((a) => a.message).join('; ')}`);
      if (entry.type !== 'Message' && entry.type !== 'Term') continue;
      const id = `${entry.type === 'Term' ? '-' : ''}${entry.id.name}`;
      if (messages.has(id)) throw new Error(`${language}/${file}: '${id}' is given twice (also in ${messages.get(id).file})`);
      const variables = new Set();
      const references = new Set();
      const visitor = new (class extends Visitor {
        visitVariableReference(node) { variables.add(node.id.name); }
        visitMessageReference(node) { references.add(node.id.name); }
        visitTermReference(node) { references.add(`-${node.id.name}`); }
      })();
      visitor.visit(entry);
      messages.set(id, {
        file,
        hasValue: entry.value !== null,
        attributes: entry.attributes.map((attribute) => attribute.id.name).sort(),
        variables: [...variables].sort(),
        references: [...references],
      });
    }
  }
  return messages;
}

const english = catalog(SOURCE_LANGUAGE);

test('English has messages and every reference in it resolves', () => {
  assert.ok(english.size > 0);
  for (const [id, message] of english) {
    for (const reference of message.references) assert.ok(english.has(reference), `${id} refers to a missing '${reference}'`);
  }
});

for (const [language] of LANGUAGES.filter(([code]) => code !== SOURCE_LANGUAGE)) {
  test(`${language} has exactly English's messages, attributes and variables`, () => {
    const translated = catalog(language);
    const missing = [...english.keys()].filter((id) => !translated.has(id));
    const extra = [...translated.keys()].filter((id) => !english.has(id));
    assert.deepEqual(missing, [], `${language} lacks these messages`);
    assert.deepEqual(extra, [], `${language} has messages English lacks`);
    for (const [id, source] of english) {
      const message = translated.get(id);
      assert.equal(message.hasValue, source.hasValue, `${language} ${id}: a value where English has ${source.hasValue ? 'one' : 'none'}`);
      assert.deepEqual(message.attributes, source.attributes, `${language} ${id}: attributes`);
      assert.deepEqual(message.variables, source.variables, `${language} ${id}: variables`);
    }
  });
}

/** Every JavaScript file of the site, as [path, text]. */
function siteCode(folder = join(root, 'www/js')) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return siteCode(path);
    return item.name.endsWith('.js') ? [[path.slice(root.length), readFileSync(path, 'utf8')]] : [];
  });
}

test('every message the code names by a literal id is in the English catalog', () => {
  // `l10n: 'id'`, `l10n: ['id', ...]`, `t('id'`, `localize(x, 'id'`, `label: 'id'`, `[ 'id', {` and the like.
  const named = /(?:\bl10n:\s*\[?\s*|\bt\(\s*|\blocalize(?:Block)?\([^,()]+,\s*|\blabel:\s*|\bmessage:\s*\[?\s*|\bshowNotice\(\s*\[?\s*)'([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'/g;
  const missing = [];
  for (const [path, text] of siteCode()) {
    for (const [, id] of text.matchAll(named)) if (!english.has(id)) missing.push(`${path}: ${id}`);
  }
  assert.deepEqual(missing, []);
});
