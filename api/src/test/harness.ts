import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { createAccount } from '../demo';
import { hashPassword } from '../lib/passwords';
import { buildServer } from '../server';
// the server's decorations (app.jobs) as tests see them
import type {} from '../plugins/jobs';
import type {} from '../plugins/files';
import { openSession } from '../modules/session';

/**
 * API tests run against PGlite in memory, or against the PostgreSQL server in TEST_DATABASE_URL (CI sets it),
 * each test file in a schema of its own so that files never see each other's rows.
 */
export interface TestApi {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { openPostgres } = await import('../db/postgres.js');
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const db = await openPostgres(url, { schema, max: 60 });
    await db.query('create extension if not exists btree_gist with schema public');
    return {
      db,
      async drop() {
        await db.query(`drop schema if exists "${schema}" cascade`);
        await db.query(`drop schema if exists "${schema}_jobs" cascade`);
        await db.close();
      },
    };
  }
  const { openPglite } = await import('../db/pglite.js');
  const db = await openPglite(null);
  return { db, drop: () => db.close() };
}

export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const { db, drop } = await openTestDatabase();
  await migrate(db);
  // Tests play clients behind a local proxy (X-Forwarded-For) to count per-address limits apart.
  const config = { ...loadConfig({ TRUST_PROXY: 'loopback', JOB_WORKERS: 'false', ...env, APPS_DIR: '' }), redisUrl: env.REDIS_URL ?? null };
  const app = await buildServer({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}

let counter = 0;

/** A fresh account with an owner who can sign in; returns its id, e-mail, password and a session token. */
export async function signedInOwner(api: TestApi, password = 'Haslo-testowe-1') {
  counter += 1;
  const email = `owner${counter}-${crypto.randomBytes(3).toString('hex')}@example.pl`;
  const accountId = await createAccount(api.db, { name: `Konto ${counter}`, email, passwordHash: await hashPassword(password) });
  const [{ id: userId }] = await api.db.query<{ id: string }>('select id from users where account_id = $1', [accountId]);
  // Straight to a session: signing in through /login for every test would trip its rate limit.
  const token = await openSession(api.db, userId);
  return { accountId, userId, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

export async function login(api: TestApi, email: string, password: string): Promise<string> {
  const res = await api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { user: { email, password } } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return String(res.headers.authorization).replace(/^Bearer /, '');
}
