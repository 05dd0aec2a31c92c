import type { Database, Queryable } from './database';

/**
 * What the API's infrastructure asks the database about itself (the change feed, the job runner, the health check,
 * the author of a change), so that no SQL lives outside db/ and the modules' repositories.
 */

/** The schema the connection works in (search_path): 'public', or a test's own. */
export async function currentSchema(db: Queryable): Promise<string> {
  const [{ schema }] = await db.query<{ schema: string }>('select current_schema() as schema');
  return schema;
}

/** Sends `payload` on the notification channel `channel` (delivered to every listener when the statement commits). */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channel, payload]);
}

/** The application names of this database's connections that start with `prefix` (the API instances connected). */
export async function connectionNamesStartingWith(db: Queryable, prefix: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select application_name as name from pg_stat_activity where datname = current_database() and starts_with(application_name, $1)`,
    [prefix],
  );
  return rows.map((row) => row.name);
}

/** The names of the migrations applied. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('select name from schema_migrations');
  return rows.map((row) => row.name);
}

/** Names the transaction's author for the triggers that keep a change's history (the setting `gospodarz.user_id`). */
export async function setActor(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`select set_config('gospodarz.user_id', $1, true)`, [userId]);
}

/** How pg-boss (the job runner) talks to our database: a query with parameters, or a script of several statements. */
export function sqlExecutor(db: Queryable & { script?: Database['script'] }) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && db.script) return { rows: await db.script(text) };
      return { rows: await db.query(text, values ?? []) };
    },
  };
}

/**
 * Turns PostgreSQL's JIT off for the rest of the transaction: the calendar's, the price list's and the reports'
 * window queries over generate_series are priced in the millions and compiled, which costs seconds for queries that
 * run in a fraction of one.
 */
export async function jitOff(tx: Queryable): Promise<void> {
  await tx.query('set local jit = off');
}

/**
 * Runs `fn` inside a savepoint of the transaction `tx`: an error `recoverable` says may be lived with (a conflict
 * with another row) rolls back to the savepoint and answers { ok: false }, leaving the transaction usable; any other
 * error is thrown.
 */
export async function inSavepoint<T>(tx: Queryable, name: string, fn: () => Promise<T>, recoverable: (error: unknown) => boolean): Promise<{ ok: true; value: T } | { ok: false }> {
  await tx.query(`savepoint ${name}`);
  try {
    const value = await fn();
    await tx.query(`release savepoint ${name}`);
    return { ok: true, value };
  } catch (error) {
    if (!recoverable(error)) throw error;
    await tx.query(`rollback to savepoint ${name}`);
    return { ok: false };
  }
}
