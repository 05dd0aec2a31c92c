import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * A migration is a module in db/migrations named NNN_what.ts exporting `sql`. Numbers order them:
 * 0xx the foundation, 1xx accounts and sign-in, 2xx accommodations, 3xx reservations and clients,
 * 4xx front-desk extras, 5xx services, 6xx reports. The same files run on PGlite and on a server.
 */
export interface Migration {
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const FILE = /^(\d{3}_[\w-]+)\.(ts|js)$/;

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => FILE.test(f) && !f.endsWith('.d.ts'))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(path.join(dir, file)) as { sql: string };
      return { name: FILE.exec(file)![1], sql: mod.sql };
    });
}

/** Applies the migrations not applied yet, each in its own transaction, one instance at a time. */
export async function migrate(db: Database, migrations = listMigrations()): Promise<string[]> {
  // Several API instances may start together against one server: the lock makes them take turns, from the table's
  // creation on (two `create table if not exists` at once collide in the catalog).
  const lock = 'select pg_advisory_xact_lock(724501)';
  await db.transaction(async (tx) => {
    await tx.query(lock);
    await tx.query(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query(lock);
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [migration.name]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/** Splits a script on semicolons that end a statement (outside quotes and $$ bodies). */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inSingle = false;
  let inDollar = false;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (!inSingle && sql.startsWith('$$', i)) {
      inDollar = !inDollar;
      current += '$$';
      i++;
      continue;
    }
    if (!inDollar && ch === "'") inSingle = !inSingle;
    if (!inSingle && !inDollar && ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      current += '\n';
      continue;
    }
    if (!inSingle && !inDollar && ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
