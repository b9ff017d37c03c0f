// Serves a folder on 127.0.0.1 for the browser tests and the measurements;
// `/__blank.html` is an empty page, the baseline of measure-load.mjs.
// With --gzip it compresses what a host compresses (as `encode gzip` in
// docs/deploy.md), for the measurements that time a real transfer
// (scripts/lighthouse.mjs); the tests count bodies, so they go without.
// Usage: node scripts/static-server.mjs <folder> <port> [--gzip]
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const [root = 'dist', port = '4178', ...flags] = process.argv.slice(2);
const compress = flags.includes('--gzip');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.wasm', '.svg', '.json', '.webmanifest']);
const gzipped = new Map();

const BLANK = '<!doctype html><html lang="en"><meta charset="utf-8"><title>blank</title><p>blank</p></html>';

createServer(async (request, response) => {
  if (request.url === '/__blank.html') {
    response.writeHead(200, { 'content-type': TYPES['.html'] });
    response.end(BLANK);
    return;
  }
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  try {
    const body = await readFile(file);
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (compress && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      response.end(gzipped.get(file));
      return;
    }
    response.writeHead(200, headers);
    response.end(body);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  }
}).listen(Number(port), '127.0.0.1');
