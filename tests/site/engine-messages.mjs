// The messages the engine sends, read off its Rust source: every
// `message!("id", "template", name = value...)` call in src/ (src/message.rs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
export function engineMessages() {
  return rustFiles().flatMap(([path, text]) => [...text.matchAll(/message!\(/g)].flatMap((call) => {
    const [id, template, ...args] = callParts(text, call.index + call[0].length);
    if (!/^"[^"]+"$/.test(id ?? '') || !template?.startsWith('"')) return [];
    return [[path, JSON.parse(id), JSON.parse(template), args.map((arg) => arg.match(/^([a-z_]+)\s*=/)?.[1] ?? arg)]];
  }));
}
