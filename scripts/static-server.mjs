// Serves a folder on 127.0.0.1 for the browser tests and the measurements;
// `/__blank.html` is an empty page, the baseline of measure-load.mjs.
// Usage: node scripts/static-server.mjs <folder> <port>
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const [root = 'dist', port = '4178'] = process.argv.slice(2);
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

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
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  }
}).listen(Number(port), '127.0.0.1');
