import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Database } from '../src/db/database';
import { listMigrations } from '../src/db/migrate';
import { createAccount } from '../src/demo';
import { createJobRunner, type Jobs } from '../src/jobs/runner';
import { hashPassword } from '../src/lib/passwords';
import { createApartment } from '../src/test/fixtures';
import { redisForTest } from '../src/test/redisForTest';

/**
 * The API as a cluster on one PostgreSQL server and Redis, as the built API (`api/dist/index.js`, what the image
 * runs) in child processes on loopback ports, each with a disk of its own:
 * - ten instances started at the same moment on an empty database all come up (migrations, the demo seed and the
 *   job queues' creation take turns under the start-up lock), with one demo account;
 * - three production instances behind a small round-robin proxy: no demo account; a photo uploaded through one is
 *   served by the others, and deleted through one is gone from all;
 * - a job runner whose process is killed (SIGKILL) in the middle of a 'stately' job (the mail queue's settings):
 *   another instance takes the job over within a minute.
 * It needs PostgreSQL: TEST_DATABASE_URL (each part makes a database of its own on that server, dropped after).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
jest.setTimeout(240_000);
const START_TIMEOUT_MS = 150_000;
const API_DIR = path.resolve(__dirname, '..');
const ENTRY = path.join(API_DIR, 'dist', 'index.js');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0' +
    'a10000000049454e44ae426082',
  'hex',
);

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

/** A database of its own on the test server, dropped with `drop()`. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gospodarz_cluster_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const children = new Set<ChildProcess>();
const folders: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-cluster-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, [ENTRY], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APPS_DIR: '',
      DATA_DIR: dataDir, // a disk per instance, as in a cluster: nothing shared may live there
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      DATABASE_POOL_SIZE: '3',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitUntilReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`an instance exited with ${instance.child.exitCode}:\n${instance.output()}`);
    try {
      if ((await fetch(`${instance.url}/api/health/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`an instance was not ready within ${START_TIMEOUT_MS} ms:\n${instance.output()}`);
}

async function stopAll(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A round-robin HTTP proxy on loopback in front of the instances, as a balancer would be. */
async function roundRobin(targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]);
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function signIn(url: string, email: string, password: string): Promise<number | string> {
  const res = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: { email, password } }) });
  return res.status === 200 ? res.headers.get('authorization')! : res.status;
}

if (!serverUrl) {
  // Nothing to run on: PGlite is one process's database. CI sets TEST_DATABASE_URL.
  it('needs a PostgreSQL server (TEST_DATABASE_URL) to run a cluster', () => {
    console.warn('tests/cluster.test.ts did nothing: set TEST_DATABASE_URL (a PostgreSQL server) to run the cluster test');
  });
} else {
  let redisUrl: string;
  let stopRedis: () => Promise<void>;
  // the production cluster's database, and the database handle of this process on it
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let takeover: Promise<{ afterMs: number; workers: string[] }>;
  beforeAll(async () => {
    // the built API, as the image runs it (a no-op when the build is current; type errors are the type check's)
    spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', API_DIR], { encoding: 'utf8' });
    if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} was not built`);
    const redis = await redisForTest();
    redisUrl = `${redis.url.replace(/\/\d*$/, '')}/9`; // a database of its own on a shared Redis
    stopRedis = redis.stop;
    database = await freshDatabase();
    const { openPostgres } = await import('../src/db/postgres.js');
    db = await openPostgres(database.url, { max: 3 });
    // the killed worker's job is followed meanwhile: it takes the job's expiry to show
    takeover = workerKilledMidJob(database.url, db);
    takeover.catch(() => undefined); // awaited by its test; a failure is reported there
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    await stopRedis?.();
  });

  it('starts ten instances at the same moment on an empty database: all come up, with one demo account', async () => {
    const empty = await freshDatabase();
    try {
      const env = { DATABASE_URL: empty.url, REDIS_URL: redisUrl, DEMO_SEED: 'true', DEMO_PASSWORD: 'Klaster-demo-1' };
      const instances = await Promise.all(Array.from({ length: 10 }, () => startInstance(env)));
      try {
        await Promise.all(instances.map(waitUntilReady));
        const client = new Client({ connectionString: empty.url });
        await client.connect();
        try {
          expect((await client.query("select count(*)::int as n from users where email = 'demo@gospodarz.pl'")).rows[0].n).toBe(1);
          expect((await client.query('select count(*)::int as n from schema_migrations')).rows[0].n).toBe(listMigrations().length);
        } finally {
          await client.end();
        }
        expect(typeof (await signIn(instances[9].url, 'demo@gospodarz.pl', 'Klaster-demo-1'))).toBe('string');
      } finally {
        await stopAll(instances);
      }
    } finally {
      await empty.drop();
    }
  });

  describe('three production instances behind a proxy', () => {
    let instances: Instance[];
    let proxy: { url: string; close(): Promise<void> };

    beforeAll(async () => {
      instances = await Promise.all(Array.from({ length: 3 }, () => startInstance({ DATABASE_URL: database.url, REDIS_URL: redisUrl })));
      await Promise.all(instances.map(waitUntilReady));
      proxy = await roundRobin(instances.map((i) => i.url));
    });
    afterAll(async () => {
      await proxy?.close();
      await stopAll(instances ?? []);
    });

    it('has no demo account (production seeds none unless asked)', async () => {
      expect(await signIn(proxy.url, 'demo@gospodarz.pl', 'demo1234')).toBe(401);
    });

    it('serves a photo uploaded through one instance from every other, and from none once deleted through one', async () => {
      const email = `klaster-${crypto.randomBytes(3).toString('hex')}@example.pl`;
      const accountId = await createAccount(db, { name: 'Klaster', email, passwordHash: await hashPassword('Haslo-klastra-1') });
      const apartmentId = await createApartment(db, accountId, { name: 'Wspólny' });
      const authorization = await signIn(proxy.url, email, 'Haslo-klastra-1');
      expect(typeof authorization).toBe('string');

      const form = new FormData();
      form.append('images[]', new Blob([PNG], { type: 'image/png' }), 'a.png');
      const upload = await fetch(`${instances[0].url}/api/v1/householder/apartments/${apartmentId}/images`, {
        method: 'POST',
        headers: { authorization: authorization as string },
        body: form,
      });
      expect(upload.status).toBe(201);
      const [{ id, url }] = ((await upload.json()) as { data: Array<{ id: string; url: string }> }).data;
      for (const instance of instances.slice(1)) {
        const res = await fetch(`${instance.url}${url}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
      }
      // nothing on any instance's disk
      for (const folder of folders) expect(fs.existsSync(path.join(folder, 'uploads'))).toBe(false);

      const removed = await fetch(`${instances[1].url}/api/v1/householder/apartments/${apartmentId}/images/${id}`, {
        method: 'DELETE',
        headers: { authorization: authorization as string },
      });
      expect(removed.status).toBe(204);
      for (const instance of instances) expect((await fetch(`${instance.url}${url}`)).status).toBe(404);
      expect(await db.query('select 1 from stored_files where key like $1', [`%${id}`])).toEqual([]);
    });

    it("takes over within a minute a 'stately' job whose worker was killed (SIGKILL) in the middle of it", async () => {
      const { afterMs, workers } = await takeover;
      expect(workers).toEqual(['killed', 'other']);
      expect(afterMs).toBeLessThan(60_000);
    });
  });
}

/**
 * A runner in a child process (the built runner) takes a 'stately' job with the mail queue's settings and is killed
 * while it runs it; a runner of this process then waits for the job. Answers how long after the kill it ran.
 */
async function workerKilledMidJob(url: string, db: Database): Promise<{ afterMs: number; workers: string[] }> {
  const schema = 'cluster_jobs';
  await db.query('create table takeover_runs (worker text not null, at timestamptz not null default clock_timestamp())');
  const script = `
    const { openPostgres } = require(${JSON.stringify(path.join(API_DIR, 'dist', 'db', 'postgres.js'))});
    const { createJobRunner } = require(${JSON.stringify(path.join(API_DIR, 'dist', 'jobs', 'runner.js'))});
    (async () => {
      const db = await openPostgres(process.env.DATABASE_URL, { max: 3 });
      const jobs = createJobRunner(db, { schema: '${schema}', workers: true, onError: () => undefined });
      jobs.define('test.stately', async () => {
        await db.query("insert into takeover_runs (worker) values ('killed')");
        await new Promise(() => undefined); // still at it when the process is killed
      }, { policy: 'stately', retryLimit: 2 });
      await jobs.start();
      await jobs.send('test.stately', {});
    })();
  `;
  const child = spawn(process.execPath, ['-e', script], { env: { PATH: process.env.PATH ?? '', DATABASE_URL: url }, stdio: 'ignore' });
  children.add(child);
  const runs = async () => (await db.query<{ worker: string }>('select worker from takeover_runs order by at')).map((r) => r.worker);
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out; runs: ${(await runs()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  await until(async () => (await runs()).length === 1, 60_000);
  child.kill('SIGKILL');
  const killedAt = Date.now();
  const other: Jobs = createJobRunner(db, { schema, workers: true, onError: () => undefined });
  other.define('test.stately', async () => void (await db.query("insert into takeover_runs (worker) values ('other')")), { policy: 'stately', retryLimit: 2 });
  await other.start();
  try {
    await until(async () => (await runs()).includes('other'), 90_000);
    return { afterMs: Date.now() - killedAt, workers: await runs() };
  } finally {
    await other.stop();
  }
}
