import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { underStartupLock } from './startupLock';

/** Opens the configured database (server with DATABASE_URL, else PGlite under the data folder) and migrates it. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databaseListenUrl' | 'databasePoolSize' | 'databaseConnectTimeoutMs' | 'databaseStatementTimeoutMs'>>,
): Promise<Database> {
  let db: Database;
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    db = await openPostgres(config.databaseUrl, {
      listenUrl: config.databaseListenUrl,
      max: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  } else {
    const { openPglite } = await import('./pglite.js');
    db = await openPglite(path.join(config.dataDir, 'pg'));
  }
  await underStartupLock(db, () => migrate(db));
  return db;
}
