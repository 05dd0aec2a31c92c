import { openTestDatabase } from '../test/harness';
import type { Database } from '../db/database';
import { createJobRunner, type Jobs } from './runner';

/**
 * The job runner on the database the API uses (PGlite by default, the PostgreSQL server when TEST_DATABASE_URL is
 * set). Jobs record their runs in a table, so that the tests count what really ran.
 */
let db: Database;
let drop: () => Promise<void>;
let schema: string;
const runners: Jobs[] = [];

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  const [{ current }] = await db.query<{ current: string }>('select current_schema() as current');
  schema = current === 'public' ? 'pgboss_runner_test' : `${current}_jobs`;
  await db.query('create table runs (job text not null, worker text not null, at timestamptz not null default clock_timestamp())');
});

afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await db.query(`drop schema if exists "${schema}" cascade`);
  await drop();
});

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  await db.query('delete from runs');
});

function runner(worker: string, options: { workers?: boolean; failFirst?: Set<string> } = {}): Jobs {
  const jobs = createJobRunner(db, { schema, workers: options.workers ?? false, onError: () => undefined });
  jobs.define<{ key: string }>(
    'test.record',
    async ({ key }) => {
      if (options.failFirst?.delete(key)) throw new Error(`pierwsza próba ${key} nie wyszła`);
      await db.query('insert into runs (job, worker) values ($1, $2)', [key, worker]);
    },
    { retryDelaySeconds: 1 },
  );
  runners.push(jobs);
  return jobs;
}

async function runs(): Promise<Array<{ job: string; worker: string }>> {
  return db.query('select job, worker from runs order by at');
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job runner', () => {
  it('runs a queued job with its data, once', async () => {
    const jobs = runner('a');
    await jobs.start();
    await jobs.send('test.record', { key: 'k1' });
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(await runs()).toEqual([{ job: 'k1', worker: 'a' }]);
  });

  it('queues a job only if the transaction that sends it commits', async () => {
    const jobs = runner('a');
    await jobs.start();
    await expect(
      db.transaction(async (tx) => {
        await jobs.send('test.record', { key: 'rolled-back' }, {}, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await db.transaction(async (tx) => jobs.send('test.record', { key: 'committed' }, {}, tx));
    await jobs.runDue();
    expect((await runs()).map((r) => r.job)).toEqual(['committed']);
  });

  it('keeps a job queued across a restart: a runner started later runs it', async () => {
    const before = runner('before');
    await before.start();
    await before.send('test.record', { key: 'survivor' });
    await before.stop();
    const after = runner('after', { workers: true });
    await after.start();
    await until(async () => (await runs()).length === 1);
    expect(await runs()).toEqual([{ job: 'survivor', worker: 'after' }]);
  });

  it('runs each job once with two instances working on the same database', async () => {
    const first = runner('first', { workers: true });
    const second = runner('second', { workers: true });
    await first.start();
    await second.start();
    for (let i = 0; i < 20; i++) await (i % 2 ? first : second).send('test.record', { key: `job-${i}` });
    await until(async () => (await runs()).length >= 20);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a duplicate to show, if there were one
    const done = await runs();
    expect(done).toHaveLength(20);
    expect(new Set(done.map((r) => r.job)).size).toBe(20);
  });

  it('retries a failed job with its error recorded, then succeeds', async () => {
    const jobs = runner('a', { failFirst: new Set(['flaky']) });
    await jobs.start();
    await jobs.send('test.record', { key: 'flaky' });
    await jobs.runDue();
    expect(await runs()).toEqual([]);
    const [failed] = await db.query<{ state: string; retry_count: number; output: { message: string } }>(
      `select state, retry_count, output from "${schema}".job where name = 'test.record' and data->>'key' = 'flaky'`,
    );
    expect(failed.state).toBe('retry');
    expect(failed.output.message).toBe('pierwsza próba flaky nie wyszła');
    // the retry waits (1 s, doubling, with jitter): not due at once, run once it is
    expect(await jobs.runDue()).toBe(0);
    await until(async () => (await jobs.runDue()) > 0);
    expect(await runs()).toEqual([{ job: 'flaky', worker: 'a' }]);
  });

  it('runs up to `concurrency` jobs of a queue at once, and takes the next batch at once after a full one', async () => {
    const jobs = createJobRunner(db, { schema, workers: true, onError: () => undefined });
    runners.push(jobs);
    let running = 0;
    let most = 0;
    jobs.define<{ key: string }>(
      'test.slow',
      async ({ key }) => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 300));
        running--;
        await db.query('insert into runs (job, worker) values ($1, $2)', [key, 'slow']);
      },
      { concurrency: 4 },
    );
    await jobs.start();
    // queued in a transaction, so that no send wakes the worker: only a full batch does
    await db.transaction(async (tx) => {
      for (let i = 0; i < 40; i++) await jobs.send('test.slow', { key: `s${i}` }, {}, tx);
    });
    await until(async () => (await runs()).length === 40, 30_000);
    const [{ ms }] = await db.query<{ ms: number }>(`select extract(epoch from max(at) - min(at)) * 1000 as ms from runs where worker = 'slow'`);
    expect(most).toBe(4);
    // one at a time 40 jobs of 0.3 s take 12 s, and a batch that waited for the next poll 5 s more
    expect(Number(ms)).toBeLessThan(4500);
  });

  it('refuses to queue a job nobody defined', async () => {
    const jobs = runner('a');
    await jobs.start();
    await expect(jobs.send('test.unknown', {})).rejects.toThrow('no job named test.unknown');
  });
});
