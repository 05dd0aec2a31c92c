import { Client, Pool, types as pgTypes, type PoolClient } from 'pg';
import type { ChannelListener, Database, ListenOptions, Queryable } from './database';
import { DatabaseUnavailableError, TYPE_PARSERS } from './database';
import { WARSAW } from '../lib/today';

export interface PostgresOptions {
  /** becomes the search_path (tests isolate themselves this way) */
  schema?: string;
  /** the most connections the query pool opens (DATABASE_POOL_SIZE) */
  max?: number;
  /** where the LISTEN connection goes, when not to `url` (DATABASE_LISTEN_URL: past a transaction-pooling PgBouncer) */
  listenUrl?: string | null;
  /** how long opening a connection, or waiting for a free one, may take (DATABASE_CONNECT_TIMEOUT_MS) */
  connectTimeoutMs?: number;
  /** the longest a statement may run (DATABASE_STATEMENT_TIMEOUT_MS); the client gives up a second later */
  statementTimeoutMs?: number;
}

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

// Errors that say the server cannot be reached or cannot work now, rather than that the statement is wrong.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or a standby during a failover
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby not yet promoted
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|Connection is closed|the database system is (starting up|shutting down|in recovery mode)/i;

/** `error` as DatabaseUnavailableError when it says the database is out of reach; otherwise unchanged. */
export function asUnavailable(error: unknown): unknown {
  // not `instanceof Error`: errors of Node's own sockets may come from another realm (a test's vm context)
  if (error instanceof DatabaseUnavailableError || typeof error !== 'object' || error === null) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const unavailable =
    (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) ||
    (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message));
  return unavailable ? new DatabaseUnavailableError(error) : error;
}

/**
 * A PostgreSQL server. A connection the server terminates (pg_terminate_backend, a restart, a failover) or the network
 * loses is dropped from the pool and replaced by the next query; a query waits at most `connectTimeoutMs` for a
 * connection and `statementTimeoutMs` for its answer, and fails with DatabaseUnavailableError when the server is out
 * of reach, so that a request answers 503 rather than hanging, and works again by itself once the server is back.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const connection = {
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    },
    connectionTimeoutMillis: connectTimeoutMs,
    // a peer gone silent (a partition, a dead host) is noticed by the operating system too
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new Pool({
    ...connection,
    connectionString: url,
    max: options.max ?? DEFAULT_POOL_SIZE,
    // the server cancels a statement running too long; the client stops waiting a second later (a lost network)
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    // Every connection's day is Warsaw's: current_date, date casts of timestamptz and the like follow the session's
    // time zone. A SET rather than a startup option: a transaction-pooling PgBouncer tracks TimeZone and carries it
    // along. The pool awaits it before it hands the new connection to its first query.
    onConnect: async (client) => {
      await client.query(`set time zone '${WARSAW}'`);
    },
  });
  const connectionErrors = new Set<(error: Error) => void>();
  // An idle connection lost (terminated, a failover) is removed by the pool; without this listener it ends the process.
  pool.on('error', (error) => {
    for (const handler of connectionErrors) handler(error);
  });

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  if (options.schema) {
    await run(() => pool.query(`create schema if not exists "${options.schema}"`));
  }
  const asQueryable = (q: { query: Pool['query'] }): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []) {
      const result = await run(() => q.query(sql, params));
      return result.rows as R[];
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(fn) {
      const client: PoolClient = await run(() => pool.connect());
      // a checked-out connection lost mid-transaction fails its query; without a listener its 'error' ends the process
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await run(() => client.query('begin'));
        const result = await fn(asQueryable(client as unknown as Pool));
        await run(() => client.query('commit'));
        return result;
      } catch (error) {
        const failure = asUnavailable(error);
        // a connection out of reach is closed rather than asked to roll back (the server rolls back on its own)
        if (failure instanceof DatabaseUnavailableError) lost ??= failure;
        if (!lost) await client.query('rollback').catch((rollbackError: Error) => (lost = rollbackError));
        throw failure;
      } finally {
        client.removeListener('error', onError);
        // a connection that failed is closed rather than handed to the next query
        client.release(lost);
      }
    },
    async script<R>(sql: string) {
      // without parameters pg uses the simple protocol, which takes several statements; it answers one result each
      const result = (await run(() => pool.query(sql))) as unknown as { rows: R[] } | Array<{ rows: R[] }>;
      return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
    },
    listen: (channel, listener, listenOptions) =>
      listenOn({ ...connection, connectionString: options.listenUrl || url, query_timeout: connectTimeoutMs }, channel, listener, listenOptions),
    onConnectionError(handler) {
      connectionErrors.add(handler);
    },
    close: () => pool.end(),
  };
}

/** The first wait before listening again after a loss; it doubles on each failed attempt, up to `RECONNECT_MAX_MS`. */
const RECONNECT_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** How often the listening connection is asked a trivial query: an answer that does not come means it is lost. */
export const LISTEN_PING_MS = 5_000;

/**
 * LISTEN on a connection outside the pool. A lost connection (an error, its end, or a ping left unanswered) is
 * reported (`live(false)`) and opened again with a growing delay; `live(true)` once it listens again.
 */
async function listenOn(
  connection: ConstructorParameters<typeof Client>[0],
  channel: string,
  listener: ChannelListener,
  options: ListenOptions = {},
) {
  let current: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let failures = 0;
  // live(false) is reported once per loss, not once per failed attempt to listen again
  let reportedLive = true;

  const lost = (client: Client, error: Error) => {
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (current !== null && current !== client) return;
    current = null;
    clearInterval(ping);
    if (reportedLive) {
      reportedLive = false;
      listener.live(false, error);
    }
    if (!stopped && !retry) {
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** failures);
      failures += 1;
      retry = setTimeout(connect, delay * (0.75 + Math.random() * 0.5));
    }
  };

  async function connect() {
    retry = undefined;
    const client = new Client(connection);
    client.on('notification', (n) => {
      if (n.channel === channel) listener.message(n.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => {
      if (current === client) lost(client, new Error('Connection terminated'));
    });
    try {
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      // named only once it listens: whoever finds the name can count on this connection hearing what follows
      if (options.applicationName) await client.query(`select set_config('application_name', $1, false)`, [options.applicationName]);
    } catch (error) {
      lost(client, error as Error);
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    ping = setInterval(() => {
      client.query('select 1').catch((error: Error) => lost(client, error));
    }, LISTEN_PING_MS);
    ping.unref();
    reportedLive = true;
    listener.live(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => undefined);
  };
}
