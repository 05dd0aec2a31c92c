import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * The API process killed with SIGKILL while it acknowledges concurrent writes, then started again: the restart
 * succeeds and every write it acknowledged (201) is there. On embedded PGlite and, with TEST_DATABASE_URL, on a
 * PostgreSQL server (a database of its own). A second process on a PGlite folder in use is refused.
 *
 * This runs the built API (`api/dist/index.js`, what `npm start` runs): `tsc -b` is run first, a no-op when the
 * build is current.
 */
// Generous bounds for a loaded machine: a start is seconds on a quiet one, the first (initdb, migrations) the longest.
jest.setTimeout(600_000);
const START_TIMEOUT_MS = 240_000;

const API_DIR = path.resolve(__dirname, '..');
const ENTRY = path.join(API_DIR, 'dist', 'index.js');
const DEMO = { email: 'demo@gospodarz.pl', password: 'Trwalosc-danych-1' };
const ROUNDS = 3;
const WRITERS = 8;

beforeAll(() => {
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', API_DIR], { encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`tsc -b failed:\n${tsc.stdout}${tsc.stderr}`);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

// Every process started here is killed after each test, whatever happened in it.
const started = new Set<ChildProcess>();
afterEach(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
});

function startApi(env: Record<string, string>, port: number): Running {
  const child = spawn(process.execPath, [ENTRY], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APPS_DIR: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true', // production makes the demo only when asked
      DEMO_PASSWORD: DEMO.password,
      RATE_LIMIT_FACTOR: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitUntilUp(api: Running, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`the API exited with ${api.child.exitCode}:\n${api.output()}`);
    try {
      if ((await fetch(`${api.url}/api/v1/me`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not start within ${timeoutMs} ms:\n${api.output()}`);
}

async function signIn(api: Running): Promise<string> {
  const res = await fetch(`${api.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: DEMO }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.get('authorization')!;
}

async function apartmentIds(api: Running, authorization: string): Promise<string[]> {
  const res = await fetch(`${api.url}/api/v1/householder/accommodations?perPage=50`, { headers: { authorization } });
  const body = (await res.json()) as { data: Array<{ attributes: { apartmentsAttributes?: Array<{ id: string }> } }> };
  const ids = body.data.flatMap((listing) => (listing.attributes.apartmentsAttributes ?? []).map((a) => a.id));
  if (ids.length === 0) throw new Error(`no apartments in the demo account: ${JSON.stringify(body).slice(0, 500)}`);
  return ids;
}

function isoDay(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Writers create reservations (each on its own apartment and dates) as fast as the API answers, until the process
 * is killed; returns the ids of those acknowledged with 201.
 */
async function writeUntilKilled(api: Running, authorization: string, apartments: string[], round: number): Promise<string[]> {
  const acknowledged: string[] = [];
  const base = new Date(Date.UTC(2040 + round, 0, 1));
  let next = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const n = next++;
      const apartment = apartments[n % apartments.length];
      const offset = Math.floor(n / apartments.length) * 3;
      try {
        const res = await fetch(`${api.url}/api/v1/householder/reservations`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            reservation: { apartmentId: apartment, from: isoDay(base, offset), to: isoDay(base, offset + 2), fullName: `Gość ${round}-${n}`, adults: 1, children: 0 },
          }),
        });
        const text = await res.text();
        if (res.status === 201) acknowledged.push((JSON.parse(text) as { data: { id: string } }).data.id);
        else if (!killed) throw new Error(`a write answered ${res.status}: ${text}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  // kill mid-stream: once some writes are in, while the others are in flight
  while (acknowledged.length < 20) {
    if (api.child.exitCode !== null) throw new Error(`the API exited:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  killed = true;
  api.child.kill('SIGKILL');
  await Promise.all(writers);
  await api.exited;
  return acknowledged;
}

async function missing(api: Running, authorization: string, ids: string[]): Promise<string[]> {
  const absent: string[] = [];
  for (const id of ids) {
    const res = await fetch(`${api.url}/api/v1/householder/reservations/${id}`, { headers: { authorization } });
    if (res.status !== 200) absent.push(id);
  }
  return absent;
}

async function killAndRestartRounds(env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const acknowledged: string[] = [];
  let api = startApi(env, port);
  for (let round = 0; round < ROUNDS; round++) {
    await waitUntilUp(api);
    const authorization = await signIn(api);
    expect(await missing(api, authorization, acknowledged)).toEqual([]);
    const apartments = await apartmentIds(api, authorization);
    acknowledged.push(...(await writeUntilKilled(api, authorization, apartments, round)));
    api = startApi(env, port);
  }
  try {
    await waitUntilUp(api);
    expect(await missing(api, await signIn(api), acknowledged)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 20);
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
  }
}

describe('durability on embedded PGlite', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-durability-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write through repeated kill -9 and restarts', async () => {
    await killAndRestartRounds({ DATABASE_URL: '', DATA_DIR: dataDir });
  });

  it('refuses a second process on the folder in use, naming the folder and the process', async () => {
    const first = startApi({ DATABASE_URL: '', DATA_DIR: dataDir }, await freePort());
    try {
      await waitUntilUp(first);
      const second = startApi({ DATABASE_URL: '', DATA_DIR: dataDir }, await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Folder bazy danych ${path.join(dataDir, 'pg')} jest już używany przez proces ${first.child.pid}`);
      // the first one is unharmed
      expect((await fetch(`${first.url}/api/v1/me`)).status).toBe(401);
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    // released on a clean stop
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('durability on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  const database = `durability_${crypto.randomBytes(5).toString('hex')}`;
  let url: string;
  beforeAll(async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${database}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('keeps every acknowledged write through repeated kill -9 and restarts', async () => {
    await killAndRestartRounds({ DATABASE_URL: url });
  });
});
