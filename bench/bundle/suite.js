// One suite for the bundle benchmark: `npm start`'s server (scripts/start.js, PGlite with the demo seed in a fresh
// folder) on a free port, serving the apps built under `appsDir` (the repository by default; the single bundle's
// folder for the comparison), with the demo owner's session.
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet: ask again
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url}`);
}

/** Signs the demo owner in: { token, user }. */
async function signIn(base) {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: 'demo@gospodarz.pl', password: process.env.DEMO_PASSWORD || 'demo1234' } }),
  });
  if (!res.ok) throw new Error(`sign-in at ${base}: HTTP ${res.status}`);
  return { token: res.headers.get('authorization').replace(/^Bearer /, ''), user: (await res.json()).data };
}

/**
 * Starts a suite (or, with `external`, uses the one at that URL) and signs in: { base, token, user, stop() }.
 * @param {{ external?: string, appsDir?: string }} options
 */
async function startSuite({ external, appsDir } = {}) {
  if (external) return { base: external, ...(await signIn(external)), stop() {} };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-bench-'));
  const suite = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js'), '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      ...(appsDir ? { APPS_DIR: appsDir } : {}),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-suite.pid, 'SIGTERM');
    } catch {
      // the suite has already exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/remotes.json`);
    return { base, ...(await signIn(base)), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

module.exports = { ROOT, startSuite };
