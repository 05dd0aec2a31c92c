import type { Database } from './database';

/** The advisory lock key of start-up (with the schema's hash as its second half: test schemas never wait on each other). */
const STARTUP_LOCK = 724500;
const RETRY_MS = 100;

/**
 * Runs `fn` while this instance holds the start-up lock of its database schema, so that instances started together
 * take turns: migrations, moving old files, the demo seed and the job queues' creation each run under it. The lock is
 * held by a transaction of its own (one pooled connection) while `fn` works through the pool; it is released when
 * `fn` ends, or by the server when the instance dies. PGlite has one process per folder: nothing to wait for.
 */
export async function underStartupLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return fn();
  return db.transaction(async (tx) => {
    // the lock's transaction stays open, idle, while `fn` works through the pool
    await tx.query('set local idle_in_transaction_session_timeout = 0');
    // An instance waits for as long as another's migrations take: it asks again and again rather than waiting in one
    // statement, which the statement timeouts (server and client) would cut short.
    for (;;) {
      const [{ locked }] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1, hashtext(current_schema())) as locked', [STARTUP_LOCK]);
      if (locked) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    return fn();
  });
}
