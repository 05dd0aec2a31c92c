import type { Database } from './database';

/** The advisory lock key of start-up (with the schema's hash as its second half: test schemas never wait on each other). */
const STARTUP_LOCK = 724500;

/**
 * Runs `fn` while this instance holds the start-up lock of its database schema, so that instances started together
 * take turns: migrations, moving old files, the demo seed and the job queues' creation each run under it. The lock is
 * held by a transaction of its own (one pooled connection) while `fn` works through the pool; it is released when
 * `fn` ends, or by the server when the instance dies. PGlite has one process per folder: nothing to wait for.
 */
export async function underStartupLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return fn();
  return db.transaction(async (tx) => {
    // an instance waits here for as long as another's migrations take, whatever the pool's timeouts
    await tx.query('set local statement_timeout = 0');
    await tx.query('set local idle_in_transaction_session_timeout = 0');
    await tx.query('select pg_advisory_xact_lock($1, hashtext(current_schema()))', [STARTUP_LOCK]);
    return fn();
  });
}
