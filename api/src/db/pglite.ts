import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ChannelListener, Database, Queryable } from './database';
import { TYPE_PARSERS } from './database';
import { lockFolder, type FolderLock } from './lock';
import { WARSAW } from '../lib/today';

/**
 * Embedded PostgreSQL (WASM). `dataDir` null keeps the database in memory (tests). A folder is locked for this
 * process until the database is closed: a second process on it is refused (DataDirLockedError).
 *
 * Durability: on a folder PGlite writes PostgreSQL's files straight through Node's fs, and a commit returns only
 * after its WAL has been written (synchronous_commit stays on), so an acknowledged write survives the process being
 * killed. PGlite starts PostgreSQL with fsync off, so it is not forced to the disk itself: a power cut or an
 * operating system crash may lose the last commits (use a PostgreSQL server where that matters).
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let lock: FolderLock | null = null;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = lockFolder(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create({
      dataDir: dataDir ?? undefined,
      extensions: { btree_gist, pg_trgm },
      parsers: TYPE_PARSERS,
      // only a file system kept in memory (browsers) syncs after the fact; never acknowledge before it has
      relaxedDurability: false,
    });
    // the one session's day is Warsaw's, as on a server (db/postgres): current_date follows the session's time zone
    await db.exec(`set time zone '${WARSAW}'`);
  } catch (error) {
    lock?.release();
    throw error;
  }
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
    async script<R>(sql: string) {
      const results = await db.exec(sql);
      return (results.at(-1)?.rows ?? []) as R[];
    },
    // One connection in the process: notifications come with the results of the statement that commits them.
    async listen(channel: string, listener: ChannelListener) {
      const unlisten = await db.listen(channel, (payload) => listener.message(payload));
      listener.live(true);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    // in the process itself: no connection to lose
    onConnectionError: () => undefined,
    async close() {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}
