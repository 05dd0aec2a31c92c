import { Client, Pool, types as pgTypes } from 'pg';
import type { ChannelListener, Database, Queryable } from './database';
import { TYPE_PARSERS } from './database';

/** A PostgreSQL server. `schema`, when given, becomes the search_path (tests isolate themselves this way). */
export async function openPostgres(url: string, options: { schema?: string; max?: number } = {}): Promise<Database> {
  const connection = {
    connectionString: url,
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    },
  };
  const pool = new Pool({ ...connection, max: options.max ?? 20 });
  if (options.schema) {
    const client = await pool.connect();
    try {
      await client.query(`create schema if not exists "${options.schema}"`);
    } finally {
      client.release();
    }
  }
  const asQueryable = (q: { query: Pool['query'] }): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return result.rows as R[];
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(asQueryable(client as unknown as Pool));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async script<R>(sql: string) {
      // without parameters pg uses the simple protocol, which takes several statements; it answers one result each
      const result = (await pool.query(sql)) as unknown as { rows: R[] } | Array<{ rows: R[] }>;
      return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
    },
    listen: (channel, listener) => listenOn(connection, channel, listener),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

/** LISTEN on a connection outside the pool; a lost connection is reported and opened again every second. */
async function listenOn(connection: ConstructorParameters<typeof Client>[0], channel: string, listener: ChannelListener) {
  let current: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: Client) => {
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (current === client || current === null) {
      current = null;
      listener.live(false);
    }
    if (!stopped && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    retry = undefined;
    const client = new Client(connection);
    client.on('notification', (n) => {
      if (n.channel === channel) listener.message(n.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => {
      if (current === client) lost(client);
    });
    try {
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    listener.live(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => undefined);
  };
}
