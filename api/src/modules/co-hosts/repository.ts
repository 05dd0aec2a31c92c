import type { Queryable } from '../../db/database';
import type { CoHostPermission } from '@gospodarz/contracts';

/**
 * SQL of co-hosts: the users of an account who are not its owner, and the apartments shared with each
 * (co_host_apartments). Every function takes the account and scopes its query by it.
 */
export interface CoHostRow {
  id: string;
  account_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  owner: boolean;
  permissions: CoHostPermission[];
  invitation_pending: boolean;
  /** the shared apartments by name, in name order */
  apartments: Array<{ id: string; name: string }>;
  /** every apartment shared with them, archived ones too (what a co-host managing them must hold) */
  all_apartment_ids: string[];
}

/**
 * Whose rights bound a co-host's view of the co-hosts: null for the owner (every co-host), otherwise the manager's
 * permissions and apartments; a co-host is then seen only when all of theirs are among these.
 */
export type CoHostBound = { permissions: string[]; apartmentIds: string[] } | null;

/** The SQL condition keeping users `u` within the bound given as the text[] and uuid[] parameters (null: no bound). */
function withinBound(permissions: string, apartments: string): string {
  return `(${permissions}::text[] is null
           or (coalesce(u.permissions, '{}') <@ ${permissions}::text[]
               and not exists (select 1 from co_host_apartments b where b.user_id = u.id and not (b.apartment_id = any(${apartments}::uuid[])))))`;
}

const SELECT = `
  select u.id, u.account_id, u.email, u.first_name, u.last_name, u.phone_number, u.owner, u.permissions,
         (u.password_hash is null) as invitation_pending,
         coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name, a.id)
                     from co_host_apartments c join apartments a on a.id = c.apartment_id
                    where c.user_id = u.id and c.account_id = u.account_id and a.archived_at is null), '[]'::json) as apartments,
         array(select c.apartment_id from co_host_apartments c where c.user_id = u.id) as all_apartment_ids
    from users u`;

/** The co-hosts within the bound, by name. */
export async function listCoHosts(db: Queryable, accountId: string, bound: CoHostBound, page: { limit: number; offset: number }): Promise<CoHostRow[]> {
  return db.query<CoHostRow>(
    `${SELECT} where u.account_id = $1 and not u.owner and ${withinBound('$4', '$5')}
      order by lower(u.first_name), lower(u.last_name), u.created_at, u.id limit $2 offset $3`,
    [accountId, page.limit, page.offset, bound?.permissions ?? null, bound?.apartmentIds ?? null],
  );
}

export async function countCoHosts(db: Queryable, accountId: string, bound: CoHostBound): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `select count(*)::int as count from users u where u.account_id = $1 and not u.owner and ${withinBound('$2', '$3')}`,
    [accountId, bound?.permissions ?? null, bound?.apartmentIds ?? null],
  );
  return rows[0].count;
}

/**
 * A co-host of the account; null for an unknown id, another account's user, or the owner. `lock` (inside a
 * transaction) holds the user row until it ends, so that no other change of theirs slips between a check and a write.
 */
export async function findCoHost(db: Queryable, accountId: string, id: string, lock = false): Promise<CoHostRow | null> {
  const rows = await db.query<CoHostRow>(`${SELECT} where u.account_id = $1 and u.id = $2 and not u.owner ${lock ? 'for update of u' : ''}`, [accountId, id]);
  return rows[0] ?? null;
}

export interface CoHostFields {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  permissions: CoHostPermission[];
}

/** A new co-host without a password: they set it through the invitation link. */
export async function insertCoHost(db: Queryable, accountId: string, fields: CoHostFields): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into users (account_id, email, first_name, last_name, phone_number, owner, permissions)
     values ($1, $2, $3, $4, $5, false, $6::text[]) returning id`,
    [accountId, fields.email, fields.firstName, fields.lastName, fields.phoneNumber, fields.permissions],
  );
  return rows[0].id;
}

export async function updateCoHost(db: Queryable, accountId: string, id: string, fields: CoHostFields): Promise<void> {
  await db.query(
    `update users set email = $3, first_name = $4, last_name = $5, phone_number = $6, permissions = $7::text[], updated_at = now()
      where account_id = $1 and id = $2 and not owner`,
    [accountId, id, fields.email, fields.firstName, fields.lastName, fields.phoneNumber, fields.permissions],
  );
}

export async function deleteCoHost(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from users where account_id = $1 and id = $2 and not owner returning id', [accountId, id]);
  return rows.length === 1;
}

/**
 * Shares exactly `apartmentIds` of the live apartments with the co-host: the other live ones are taken away.
 * Archived apartments, which no form offers, stay shared as they were (their history stays in the co-host's view).
 */
export async function setCoHostApartments(db: Queryable, accountId: string, userId: string, apartmentIds: string[]): Promise<void> {
  await db.query(
    `delete from co_host_apartments c using apartments a
      where c.account_id = $1 and c.user_id = $2 and a.id = c.apartment_id and a.archived_at is null
        and not (c.apartment_id = any($3::uuid[]))`,
    [accountId, userId, apartmentIds],
  );
  await db.query(
    `insert into co_host_apartments (user_id, apartment_id, account_id)
     select $2, a.id, $1 from apartments a where a.account_id = $1 and a.id = any($3::uuid[])
     on conflict do nothing`,
    [accountId, userId, apartmentIds],
  );
}

/** Those of `ids` that are live apartments of the account. */
export async function existingApartmentIds(db: Queryable, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    'select id from apartments where account_id = $1 and id = any($2::uuid[]) and archived_at is null',
    [accountId, ids],
  );
  return rows.map((r) => r.id);
}

/**
 * The apartments shared with a user (a co-host's scope), in no particular order; empty for a user with none.
 * Owners see the whole account and have no rows here: callers decide by the owner flag, not by this list.
 */
export async function apartmentIdsOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ apartment_id: string }>('select apartment_id from co_host_apartments where user_id = $1', [userId]);
  return rows.map((r) => r.apartment_id);
}

/** The account's user with this e-mail, or a user of another account (`elsewhere`); null when the address is free. */
export async function emailOwner(db: Queryable, accountId: string, email: string): Promise<{ id: string; elsewhere: boolean } | null> {
  const rows = await db.query<{ id: string; account_id: string }>('select id, account_id from users where lower(email) = lower($1)', [email]);
  const row = rows[0];
  return row ? { id: row.id, elsewhere: row.account_id !== accountId } : null;
}

/** The name the invitation says the co-host is invited by. */
export async function userDisplayName(db: Queryable, accountId: string, userId: string): Promise<string> {
  const rows = await db.query<{ name: string }>(
    `select trim(first_name || ' ' || last_name) as name from users where account_id = $1 and id = $2`,
    [accountId, userId],
  );
  return rows[0]?.name ?? '';
}
