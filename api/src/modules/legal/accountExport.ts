import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { Database } from '../../db/database';
import type { Scope } from '../../lib/scope';
import { csvCell } from '../reservations';
import * as repo from './repository';

/** Rows read at a time, and the most one table puts in the export (the file says when it stopped there). */
const BATCH = 500;
export const MAX_EXPORT_ROWS_PER_TABLE = 200_000;

const cellOf = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The whole account's data as a ZIP (fflate, deflated as it goes): each table as CSV (Excel in Poland: BOM, ';')
 * and as JSON lines' array, read in batches of 500 rows and written to the answer as they come, so memory holds one
 * batch whatever the account's size; at most 200 000 rows a table. Secrets (passwords, tokens, keys) are not in it.
 */
export function accountExport(db: Database, scope: Scope, log: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const text = (s: string) => new TextEncoder().encode(s);
  void (async () => {
    const counts: Record<string, number> = {};
    for (const table of Object.keys(repo.EXPORT_TABLES) as repo.ExportTable[]) {
      const csv = new ZipDeflate(`${table}.csv`, { level: 6 });
      const json = new ZipDeflate(`${table}.json`, { level: 6 });
      zip.add(csv);
      zip.add(json);
      let after: string | null = null;
      let header: string[] | null = null;
      let rows = 0;
      csv.push(text('\uFEFF'));
      json.push(text('['));
      for (;;) {
        const batch = await repo.exportBatch(db, scope.accountId, table, after, BATCH);
        for (const row of batch) {
          if (!header) {
            header = Object.keys(row);
            csv.push(text(`${header.map(csvCell).join(';')}\r\n`));
          }
          csv.push(text(`${header.map((k) => csvCell(cellOf(row[k]))).join(';')}\r\n`));
          json.push(text(`${rows === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`));
          rows += 1;
        }
        if (batch.length < BATCH || rows >= MAX_EXPORT_ROWS_PER_TABLE) break;
        after = String(batch[batch.length - 1].id);
        // let the answer drain before reading on (the ZIP is written as fast as the client takes it)
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      csv.push(new Uint8Array(0), true);
      json.push(text('\n]\n'), true);
      counts[table] = rows;
    }
    const manifest = new ZipDeflate('README.txt', { level: 6 });
    zip.add(manifest);
    manifest.push(
      text(
        `Eksport danych konta Gospodarz, ${new Date().toISOString()}\r\nKażda tabela jako CSV (separator ';', UTF-8) i JSON.\r\n` +
          Object.entries(counts).map(([t, n]) => `${t}: ${n} wierszy${n >= MAX_EXPORT_ROWS_PER_TABLE ? ' (limit eksportu)' : ''}`).join('\r\n') +
          '\r\n',
      ),
      true,
    );
    zip.end();
    await repo.logPrivacy(db, scope.accountId, 'account_export', null, scope.userId, counts);
  })().catch((error) => {
    log(error);
    out.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return out;
}
