import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';
import { TYPE_PARSERS } from './database';

/** Embedded PostgreSQL (WASM). `dataDir` null keeps the database in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions: { btree_gist, pg_trgm },
    parsers: TYPE_PARSERS,
  });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []) {
      const result = await q.query<R>(sql, params);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
