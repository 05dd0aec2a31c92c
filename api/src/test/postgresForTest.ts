import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPostgres, type PostgresOptions } from '../db/postgres';
import { buildServer } from '../server';

/**
 * Tests of what only a PostgreSQL server does (connections terminated, a network cut, several instances with their
 * own connections): TEST_DATABASE_URL, else the server on 127.0.0.1:5432. Fails clearly when there is none.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A migrated schema of its own on the server; `direct` reaches it without any proxy (fixtures, checks). */
export async function freshSchema(): Promise<{ schema: string; direct: Database; drop(): Promise<void> }> {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  let direct: Database;
  try {
    direct = await openPostgres(POSTGRES_URL, { schema, connectTimeoutMs: 3_000 });
  } catch (error) {
    throw new Error(`no PostgreSQL at ${POSTGRES_URL} (set TEST_DATABASE_URL): ${(error as Error).message}`);
  }
  await direct.query('create extension if not exists btree_gist with schema public');
  await migrate(direct);
  return {
    schema,
    direct,
    async drop() {
      await direct.query(`drop schema if exists "${schema}" cascade`);
      await direct.query(`drop schema if exists "${schema}_jobs" cascade`);
      await direct.close();
    },
  };
}

/** One API instance on the schema, through `url` (a proxy, or the server itself), with the options of its pool. */
export async function startInstance(
  schema: string,
  options: PostgresOptions & { url?: string; env?: Record<string, string> } = {},
): Promise<{ app: FastifyInstance; db: Database; config: Config; close(): Promise<void> }> {
  const { url, env, ...poolOptions } = options;
  const db = await openPostgres(url ?? POSTGRES_URL, { schema, ...poolOptions });
  const config = { ...loadConfig({ TRUST_PROXY: 'loopback', JOB_WORKERS: 'false', ...env, APPS_DIR: '' }), redisUrl: env?.REDIS_URL ?? null };
  const app = await buildServer({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
