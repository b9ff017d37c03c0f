// A real game server for the online tests: `ringboard serve` on a free port
// of loopback, with its own SQLite database in a temporary folder, serving
// the built site. `restart()` kills it (SIGKILL) and starts it again on the
// same port and database; `stop()` ends it and removes the folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BINARY = process.env.RINGBOARD_BIN ?? resolve('target/debug/ringboard');
const DIST = resolve(process.env.RINGBOARD_DIST ?? 'dist');

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(url, child, log) {
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`ringboard serve ended: ${log.join('')}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`ringboard serve did not answer at ${url}: ${log.join('')}`);
}

/** Starts a server; `extra`: more arguments (e.g. limits). */
export async function startOnlineServer({ extra = ['--no-limits'] } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'ringboard-online-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = ['serve', '--port', String(port), '--dist', DIST, '--database', `sqlite://${folder}/games.db`, ...extra];
  let child = null;
  const log = [];
  const start = async () => {
    child = spawn(BINARY, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => log.push(String(chunk)));
    child.stderr.on('data', (chunk) => log.push(String(chunk)));
    await waitForHealth(url, child, log);
  };
  const kill = () => new Promise((done) => {
    if (!child || child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGKILL');
  });
  await start();
  return {
    url,
    log: () => log.join(''),
    /** Kills the server mid-game and starts it again on the same database and port. */
    async restart() { await kill(); await start(); },
    async kill() { await kill(); },
    async start() { await start(); },
    async stop() { await kill(); rmSync(folder, { recursive: true, force: true }); },
  };
}
