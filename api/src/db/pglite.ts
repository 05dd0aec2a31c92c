import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ChannelListener, Database, Queryable } from './database';
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
    // One connection in the process: notifications come with the results of the statement that commits them.
    async listen(channel: string, listener: ChannelListener) {
      const unlisten = await db.listen(channel, (payload) => listener.message(payload));
      listener.live(true);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    close: () => db.close(),
  };
}
