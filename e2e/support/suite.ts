import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
/** Screenshots and logs the browser tests leave for a person to look at. */
export const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
export const DEMO = { email: 'demo@gospodarz.pl', password: 'demo1234' };
/** The running suite of this checkout: two checkouts testing at once (CI beside a developer's) keep their own. */
const STATE_FILE = path.join(os.tmpdir(), `gospodarz-e2e-suite-${createHash('sha1').update(ROOT).digest('hex').slice(0, 8)}.json`);

export interface SuiteState {
  url: string;
  pid: number;
  dataDir: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the suite exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/remotes.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the suite did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Builds what is not built and starts the suite the way `npm start` does, on a free port with fresh data. `now`
 * (an ISO instant) starts the suite's clock there (support/shiftClock.cjs), e.g. at 23:30 UTC; such a suite is the
 * caller's to stop (stopSuiteAt) and is not the one the other test files share.
 */
export async function startSuite(now?: string): Promise<SuiteState> {
  // a suite with its own clock starts from what the global setup built
  if (!now) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.js'), '--if-needed'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const logFile = fs.openSync(path.join(dataDir, 'suite.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js'), '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...(now ? { E2E_NOW: now, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'shiftClock.cjs')}`.trim() } : {}),
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', NODE_ENV: 'development', DEV_OUTBOX: 'true', ICAL_ALLOW_PRIVATE_NETWORK: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '20' },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  await waitForHealth(url, child);
  const state = { url, pid: child.pid!, dataDir };
  if (!now) fs.writeFileSync(STATE_FILE, JSON.stringify(state));
  child.unref();
  return state;
}

export function suiteState(): SuiteState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as SuiteState;
}

export function stopSuite(): void {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = suiteState();
  try {
    process.kill(-state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(STATE_FILE, { force: true });
}

/** Stops a suite started with its own clock (startSuite(now)). */
export function stopSuiteAt(state: SuiteState): void {
  try {
    process.kill(-state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
