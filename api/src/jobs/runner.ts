import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { underStartupLock } from '../db/startupLock';
import { sqlExecutor } from '../db/catalog';

/** What a job may be told when it is defined. */
export interface JobOptions {
  /** run on this schedule (cron, UTC), besides whenever it is sent */
  cron?: string;
  /** attempts after the first failure (default 5), spaced by `retryDelaySeconds` doubling each time */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** 'stately': at most one waiting and one running job of this name, so that sends in a burst coalesce */
  policy?: 'standard' | 'stately';
  /**
   * How long a run may take before it counts as lost (its worker died) and is run again, by any instance. A 'stately'
   * queue waits for its running job, so this bounds how long a dead worker holds it: 20 s by default, and a run that
   * takes longer is then run again beside it (stately work claims its rows). Other queues: 5 minutes by default.
   * A lost stately job is run again within expiry + MAINTENANCE_SECONDS + its retry delay (2-4 s) + POLLING_SECONDS.
   */
  expireInSeconds?: number;
  /**
   * How many jobs of this queue one instance runs at once (default 1): for jobs that mostly wait on the network or the
   * database, as a calendar feed's read. A batch then holds more jobs (BATCH, or four times this).
   */
  concurrency?: number;
}

export interface SendOptions {
  startAfter?: Date;
  /** with the 'stately' policy, or for deduplication: one waiting job per key */
  singletonKey?: string;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/** The part of the runner a module needs to queue work (inside its own transaction when it passes `tx`). */
export interface JobSender {
  send<T extends object>(name: string, data: T, options?: SendOptions, tx?: Queryable): Promise<void>;
}

export interface Jobs extends JobSender {
  /** Queues many jobs of one name in one statement (each with its own singletonKey, if any); wakes the worker once. */
  sendMany<T extends object>(name: string, jobs: Array<{ data: T; singletonKey?: string }>): Promise<void>;
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /** Runs the due jobs (of one name, or all) in this process until none is due; for tests and tools. */
  runDue(name?: string): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Definition {
  handler: JobHandler<object>;
  options: JobOptions;
}

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
const DEFAULT_EXPIRE_SECONDS = 300;
/** A 'stately' queue's pass (mail, automated messages, follow-ups, calendar polling) comes back soon after a lost run. */
const STATELY_EXPIRE_SECONDS = 20;
const STATELY_RETRY_DELAY_SECONDS = 2;
/** How often one instance of the cluster looks for expired jobs (pg-boss's maintenance, taken by one instance at a time). */
export const MAINTENANCE_SECONDS = 10;
/**
 * How often an idle worker asks each queue for work. A job sent by this instance wakes its worker at once; one sent
 * by another instance (or inside a transaction, or by a schedule) waits at most this long. Five queues polled every
 * second made 6 polling transactions a second per idle instance; now about 1.3 (maintenance and schedules included).
 */
const POLLING_SECONDS = 5;
/**
 * A queue run only by an hourly or nightly schedule (its cron names a minute) is asked every minute instead: its run
 * starts at most a minute late, and the dozen queues of the modules keep an idle instance under two polls a second.
 */
const SCHEDULED_POLLING_SECONDS = 60;
const BATCH = 20;

const pollingSecondsOf = (options: JobOptions) => (options.cron && !options.cron.trim().startsWith('*') ? SCHEDULED_POLLING_SECONDS : POLLING_SECONDS);

const concurrencyOf = (options: JobOptions) => Math.max(1, Math.floor(options.concurrency ?? 1));
const batchSizeOf = (options: JobOptions) => Math.max(BATCH, concurrencyOf(options) * 4);

/** Runs `fn` over `items` with at most `limit` of them under way at once. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * One job runner for all background work: pg-boss on the API's own database (PGlite included), in a schema of its
 * own. A job runs once across API instances (pg-boss takes it with SKIP LOCKED), survives a restart (it is a row),
 * retries with exponential backoff, and keeps its failures (state 'failed' with the error) in `<schema>.job`.
 */
export function createJobRunner(db: Database, options: { schema: string; workers: boolean; onError(error: Error): void }): Jobs {
  const definitions = new Map<string, Definition>();
  /** the id of this instance's worker of each queue, to wake it when a job is sent */
  const workerIds = new Map<string, string>();
  // A workers instance runs the jobs, the schedules and pg-boss's housekeeping; the others only queue (and run on
  // demand, as tests do).
  const { workers } = options;
  const boss = new PgBoss({
    db: sqlExecutor(db),
    schema: options.schema,
    supervise: workers,
    schedule: workers,
    migrate: true,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on('error', options.onError);
  let started = false;

  /** Runs one job; false when it failed (marked failed here). */
  async function runOne(name: string, job: PgBoss.Job<object>): Promise<boolean> {
    const definition = definitions.get(name)!;
    try {
      await definition.handler(job.data);
    } catch (error) {
      await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      return false;
    }
    return true;
  }

  /** Runs a batch of one queue, `concurrency` jobs at a time; answers the ids of the jobs that succeeded. */
  async function runBatch(name: string, jobs: PgBoss.Job<object>[]): Promise<string[]> {
    const done: string[] = [];
    await eachLimited(jobs, concurrencyOf(definitions.get(name)!.options), async (job) => {
      if (await runOne(name, job)) done.push(job.id);
    });
    return done;
  }

  return {
    define(name, handler, options = {}) {
      if (started) throw new Error(`job ${name} defined after the runner started`);
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<object>, options });
    },

    async send(name, data, options = {}, tx) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      await boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(tx ? { db: sqlExecutor(tx) } : {}),
      });
      // without a transaction the job is there now: this instance's worker takes it without waiting for its poll
      const worker = tx ? undefined : workerIds.get(name);
      if (worker) boss.notifyWorker(worker);
    },

    async sendMany(name, jobs) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      for (let at = 0; at < jobs.length; at += 1000) {
        await boss.insert(jobs.slice(at, at + 1000).map((job) => ({ name, data: job.data, ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}) })));
      }
      const worker = workerIds.get(name);
      if (worker && jobs.length > 0) boss.notifyWorker(worker);
    },

    async runDue(only) {
      let ran = 0;
      // handlers may queue more work; a bounded number of rounds keeps a job that re-queues itself from spinning
      for (let round = 0; round < 20; round++) {
        let ranThisRound = 0;
        for (const name of only ? [only] : [...definitions.keys()]) {
          const jobs = await boss.fetch<object>(name, { batchSize: batchSizeOf(definitions.get(name)!.options) });
          const done = await runBatch(name, jobs);
          if (done.length > 0) await boss.complete(name, done);
          ranThisRound += jobs.length;
        }
        ran += ranThisRound;
        if (ranThisRound === 0) break;
      }
      return ran;
    },

    async start() {
      // Instances started together take turns (pg-boss's own schema migration and queue creation deadlock otherwise).
      await underStartupLock(db, async () => {
        await boss.start();
        started = true;
        for (const [name, { options: o }] of definitions) {
          const stately = o.policy === 'stately';
          const queue = {
            policy: o.policy ?? 'standard',
            retryLimit: o.retryLimit ?? DEFAULT_RETRY_LIMIT,
            retryDelay: o.retryDelaySeconds ?? (stately ? STATELY_RETRY_DELAY_SECONDS : DEFAULT_RETRY_DELAY_SECONDS),
            retryBackoff: true,
            expireInSeconds: o.expireInSeconds ?? (stately ? STATELY_EXPIRE_SECONDS : DEFAULT_EXPIRE_SECONDS),
          };
          // a queue made by an earlier version keeps its row: its settings are brought up to date
          await boss.createQueue(name, { name, ...queue });
          await boss.updateQueue(name, { name, ...queue });
          if (o.cron) await boss.schedule(name, o.cron, {}, { tz: 'UTC' });
        }
      });
      if (!workers) return;
      for (const [name, { options: o }] of definitions) {
        // pg-boss polls each queue every POLLING_SECONDS (an hourly or nightly one every minute) and takes up to a batch; each job of it succeeds or fails
        // alone (a failed one is marked here, and pg-boss completes only the jobs still active). A full batch may
        // leave more jobs waiting: the worker then fetches again at once instead of waiting for its next poll.
        const batchSize = batchSizeOf(o);
        const worker = await boss.work<object>(name, { pollingIntervalSeconds: pollingSecondsOf(o), batchSize }, async (batch) => {
          await runBatch(name, batch);
          const self = workerIds.get(name);
          if (self && batch.length >= batchSize) boss.notifyWorker(self);
        });
        workerIds.set(name, worker);
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
