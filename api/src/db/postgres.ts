import { Pool, types as pgTypes } from 'pg';
import type { Database, Queryable } from './database';
import { TYPE_PARSERS } from './database';

/** A PostgreSQL server. `schema`, when given, becomes the search_path (tests isolate themselves this way). */
export async function openPostgres(url: string, options: { schema?: string; max?: number } = {}): Promise<Database> {
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 20,
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    },
  });
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
    close: () => pool.end(),
  };
}
