import type { Queryable } from './database';

/** The database file store's table, stored_files (lib/fileStore.ts keeps files here unless S3 is configured). */

export async function insertStoredFile(db: Queryable, key: string, accountId: string | null, contentType: string, data: Uint8Array): Promise<void> {
  await db.query('insert into stored_files (key, account_id, content_type, size_bytes, data) values ($1, $2, $3, $4, $5)', [key, accountId, contentType, data.length, data]);
}

export async function findStoredFile(db: Queryable, key: string): Promise<{ contentType: string; data: Buffer } | null> {
  const rows = await db.query<{ content_type: string; data: Uint8Array }>('select content_type, data from stored_files where key = $1', [key]);
  return rows[0] ? { contentType: rows[0].content_type, data: Buffer.from(rows[0].data) } : null;
}

export async function deleteStoredFiles(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.query('delete from stored_files where key = any($1::text[])', [keys]);
}

export async function deleteStoredFilesUnder(db: Queryable, prefix: string): Promise<void> {
  await db.query(`delete from stored_files where starts_with(key, $1)`, [prefix]);
}
