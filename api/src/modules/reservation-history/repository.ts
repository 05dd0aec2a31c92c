import type { Queryable } from '../../db/database';

export interface ChangeRow {
  id: string;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  changed_at: Date | string;
  author: string | null;
}

/** The reservation's history, newest first, with the author's name (or e-mail when they have no name). */
export async function listChanges(db: Queryable, accountId: string, reservationId: string): Promise<ChangeRow[]> {
  return db.query<ChangeRow>(
    `select c.id::text as id, c.action, c.changes, c.changed_at,
            nullif(trim(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)), '') as author
       from reservation_changes c left join users u on u.id = c.user_id
      where c.account_id = $1 and c.reservation_id = $2
      order by c.changed_at desc, c.id desc`,
    [accountId, reservationId],
  );
}

/** Names of the account's apartments by id (a relocation's history names both apartments). */
export async function apartmentNames(db: Queryable, accountId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(`select id, name from apartments where account_id = $1 and id = any($2::uuid[])`, [accountId, ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}
