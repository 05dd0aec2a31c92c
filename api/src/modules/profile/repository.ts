import type { Queryable } from '../../db/database';
import { pgCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/errors';

// A row still referenced: foreign_key_violation, or restrict_violation for ON DELETE RESTRICT.
const REFERENCE_CODES = new Set([PG_FOREIGN_KEY_VIOLATION, '23001']);

/**
 * Deletes an account and everything that belongs to it. Every table referencing accounts(id) is emptied of the
 * account's rows first, in whatever order their own references allow (a reservation restricts deleting its
 * apartment, …), so that tables added by later migrations are covered without a list kept here.
 */
export async function deleteAccountCascade(db: Queryable, accountId: string): Promise<void> {
  const tables = await db.query<{ table_name: string; column_name: string }>(
    `select c.conrelid::regclass::text as table_name, a.attname as column_name
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = to_regclass('accounts') and array_length(c.conkey, 1) = 1
        and c.confdeltype in ('c', 'r', 'a')`,
  );
  let pending = tables;
  for (let pass = 0; pending.length > 0 && pass <= tables.length; pass++) {
    const blocked: typeof pending = [];
    for (const t of pending) {
      await db.query('savepoint account_delete');
      try {
        await db.query(`delete from ${t.table_name} where ${quoteIdent(t.column_name)} = $1`, [accountId]);
        await db.query('release savepoint account_delete');
      } catch (error) {
        await db.query('rollback to savepoint account_delete');
        if (!REFERENCE_CODES.has(pgCode(error) ?? '')) throw error;
        blocked.push(t);
      }
    }
    pending = blocked;
  }
  await db.query('delete from accounts where id = $1', [accountId]);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
