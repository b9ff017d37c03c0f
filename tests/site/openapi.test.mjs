// The API's documents list exactly the routes the server declares
// (`.route("…", …)` in src/server/api.rs), each with its methods, so that a
// route added, renamed or removed there cannot leave docs/openapi.yaml or
// docs/api.md behind silently.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path) => readFileSync(resolve(root, path), 'utf8');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `{ "/api/games": ["get", "post"], … }` from the router's `.route` calls. */
function serverRoutes() {
  const routes = {};
  for (const match of read('src/server/api.rs').matchAll(/\.route\(\s*"([^"]+)",\s*([^\n]+)\)\s*$/gm)) {
    const [, path, handlers] = match;
    const methods = [...handlers.matchAll(/\b(get|post|put|patch|delete|any)\(/g)].map((call) => call[1]);
    routes[path] = methods.sort();
  }
  return routes;
}

/** The same from the `paths:` of docs/openapi.yaml (two-space YAML, as written there). */
function specRoutes() {
  const lines = read('docs/openapi.yaml').split('\n');
  const start = lines.indexOf('paths:');
  assert.ok(start >= 0, 'docs/openapi.yaml has no paths:');
  const routes = {};
  let path = null;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const pathLine = line.match(/^ {2}(\/\S*):\s*$/);
    if (pathLine) {
      path = pathLine[1];
      routes[path] = [];
      continue;
    }
    const methodLine = line.match(/^ {4}([a-z]+):/);
    if (path && methodLine && METHODS.includes(methodLine[1])) routes[path].push(methodLine[1]);
  }
  for (const methods of Object.values(routes)) methods.sort();
  return routes;
}

/** The catch-all (`/api/{*rest}`, any method) stands for "no such route" and is no route of its own. */
function declaredRoutes() {
  const routes = serverRoutes();
  const wildcards = Object.keys(routes).filter((path) => path.includes('{*'));
  assert.deepEqual(wildcards, ['/api/{*rest}']);
  assert.deepEqual(routes['/api/{*rest}'], ['any']);
  delete routes['/api/{*rest}'];
  return routes;
}

test('the router is read: it declares the routes the server is known to have', () => {
  const routes = declaredRoutes();
  assert.equal(Object.keys(routes).length, 12);
  assert.deepEqual(routes['/api/games'], ['get', 'post']);
  assert.deepEqual(routes['/api/games/{id}/live'], ['get']);
});

test('docs/openapi.yaml lists exactly the server routes, with their methods', () => {
  const declared = declaredRoutes();
  const documented = specRoutes();
  assert.deepEqual(Object.keys(documented).sort(), Object.keys(declared).sort());
  for (const [path, methods] of Object.entries(declared)) {
    assert.deepEqual(documented[path], methods, `methods of ${path}`);
  }
});

test('docs/api.md has every route in its table of routes and a section for each', () => {
  const text = read('docs/api.md');
  for (const [path, methods] of Object.entries(declaredRoutes())) {
    for (const method of methods) {
      const named = `${method.toUpperCase()} ${path}`;
      const pattern = named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // The path ends there: a query or the end of the code span, not a longer path.
      assert.match(text, new RegExp(`^\\| \`${pattern}[\`?]`, 'm'), `docs/api.md's table of routes lacks ${named}`);
      assert.match(text, new RegExp(`^(?:### |\\*\\*)\`${pattern}[\`?]`, 'm'), `docs/api.md has no section for ${named}`);
    }
  }
});

test('every operation the spec lists has an operationId and its answers', () => {
  const lines = read('docs/openapi.yaml').split('\n');
  const start = lines.indexOf('paths:');
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  const block = lines.slice(start, end).join('\n');
  const operations = block.split(/\n {4}(?=(?:get|post|put|patch|delete):)/).slice(1);
  assert.equal(operations.length, 13);
  for (const operation of operations) {
    assert.match(operation, /\n {6}operationId: \w+/);
    assert.match(operation, /\n {6}responses:\n {8}"(?:200|201|101)":/);
  }
});
