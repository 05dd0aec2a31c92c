import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

/**
 * SQL of the account's guests. Every function takes the account and scopes by it; the reads take the apartments the
 * caller may see too (null: all): a co-host sees only the guests who stayed in those apartments, with their stays there.
 */
export interface ClientRow {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  address: string;
  created_at: Date | string;
  reservations_count: number;
  total_spent: string;
  totals: Array<{ currency: string; amount: string }>;
}

// Totals over the client's reservations in scope (the uuid[] parameter `apartments`) that were not canceled, per
// currency; amounts stay exact decimal text.
const totals = (apartments: string) => `left join lateral (
    select coalesce(sum(g.n), 0)::int as reservations_count,
           coalesce(sum(g.amount) filter (where g.currency = 'PLN'), 0) as total_spent,
           coalesce(json_agg(json_build_object('currency', g.currency, 'amount', g.amount::text) order by g.currency), '[]'::json) as totals
      from (select r.currency, count(*) as n, sum(r.total_price) as amount
              from reservations r
             where r.account_id = c.account_id and r.client_id = c.id and r.kind = 'reservation' and r.status <> 'canceled'
               and ${withinApartments('r.apartment_id', apartments)}
             group by r.currency) g
  ) t on true`;

/** A client the scope may see: any of the account's for the owner, one with a stay in a shared apartment for a co-host. */
const visible = (apartments: string) => `(${apartments}::uuid[] is null or exists (
    select 1 from reservations v
     where v.account_id = c.account_id and v.client_id = c.id and v.kind = 'reservation' and v.apartment_id = any(${apartments}::uuid[])))`;

const COLUMNS = 'c.id, c.full_name, c.email, c.phone_number, c.address, c.created_at, t.reservations_count, t.total_spent, t.totals';

export interface ClientListSql {
  where: string;
  params: unknown[];
  orderBy: string;
  perPage: number;
  offset: number;
}

export async function listClients(db: Queryable, apartments: ApartmentScope, sql: ClientListSql): Promise<{ rows: ClientRow[]; count: number }> {
  const scoped = `$${sql.params.length + 1}`;
  const limit = sql.params.length + 2;
  const where = `${sql.where} and ${visible(scoped)}`;
  const [rows, counted] = await Promise.all([
    db.query<ClientRow>(
      `select ${COLUMNS} from clients c ${totals(scoped)} where ${where} order by ${sql.orderBy} limit $${limit} offset $${limit + 1}`,
      [...sql.params, apartments, sql.perPage, sql.offset],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from clients c where ${where}`, [...sql.params, apartments]),
  ]);
  return { rows, count: counted[0]?.count ?? 0 };
}

export async function findClient(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<ClientRow | null> {
  const rows = await db.query<ClientRow>(
    `select ${COLUMNS} from clients c ${totals('$3')} where c.account_id = $1 and c.id = $2 and ${visible('$3')}`,
    [accountId, id, apartments],
  );
  return rows[0] ?? null;
}

export interface ContactRow {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  address: string;
}

const CONTACT = 'id, full_name, email, phone_number, address';

/** Phone numbers compare by their last 9 digits: '+48 501-234-567' and '501234567' are one number. */
export const PHONE_KEY_SQL = `right(regexp_replace(phone_number, '\\D', '', 'g'), 9)`;
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-9);

export async function findContact(db: Queryable, accountId: string, apartments: ApartmentScope, id: string, lock = false): Promise<ContactRow | null> {
  const rows = await db.query<ContactRow>(
    `select ${CONTACT} from clients c where c.account_id = $1 and c.id = $2 and ${visible('$3')} ${lock ? 'for update' : ''}`,
    [accountId, id, apartments],
  );
  return rows[0] ?? null;
}

export async function findContactByEmail(db: Queryable, accountId: string, email: string, exceptId?: string): Promise<ContactRow | null> {
  const rows = await db.query<ContactRow>(
    `select ${CONTACT} from clients where account_id = $1 and lower(email) = lower($2) and ($3::uuid is null or id <> $3::uuid)
      order by created_at limit 1`,
    [accountId, email, exceptId ?? null],
  );
  return rows[0] ?? null;
}

/** A client with this phone number and no other e-mail than the given one (an empty e-mail matches any). */
export async function findContactByPhone(db: Queryable, accountId: string, phone: string, email: string): Promise<ContactRow | null> {
  const rows = await db.query<ContactRow>(
    `select ${CONTACT} from clients
      where account_id = $1 and ${PHONE_KEY_SQL} = $2 and ($3 = '' or email = '' or lower(email) = lower($3))
      order by created_at limit 1`,
    [accountId, phoneKey(phone), email],
  );
  return rows[0] ?? null;
}

export async function insertClient(db: Queryable, accountId: string, c: Omit<ContactRow, 'id'>): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into clients (account_id, full_name, email, phone_number, address) values ($1, $2, $3, $4, $5) returning id`,
    [accountId, c.full_name, c.email, c.phone_number, c.address],
  );
  return rows[0].id;
}

export async function updateClient(db: Queryable, accountId: string, c: ContactRow): Promise<boolean> {
  const rows = await db.query(
    `update clients set full_name = $3, email = $4, phone_number = $5, address = $6, updated_at = now()
      where account_id = $1 and id = $2 returning id`,
    [accountId, c.id, c.full_name, c.email, c.phone_number, c.address],
  );
  return rows.length > 0;
}

/**
 * Copies the client's contact data to their stays that have not ended (current and upcoming, cancelled ones too):
 * the desk calls the number on the card. Past stays keep the data they were booked with.
 */
export async function copyContactToStays(db: Queryable, accountId: string, c: ContactRow, today: string): Promise<void> {
  await db.query(
    `update reservations set full_name = $3, email = $4, phone_number = $5, guest_address = $6, updated_at = now()
      where account_id = $1 and client_id = $2 and kind = 'reservation' and to_date >= $7::date
        and (full_name, email, phone_number, guest_address) is distinct from ($3, $4, $5, $6)`,
    [accountId, c.id, c.full_name, c.email, c.phone_number, c.address, today],
  );
}

/**
 * Other clients of the account who look like the same person: the same e-mail (any case), the same phone number
 * (last 9 digits) or the same name (any case and spacing). Only clients the scope may see.
 */
export async function findDuplicates(db: Queryable, accountId: string, apartments: ApartmentScope, of: ContactRow): Promise<ClientRow[]> {
  return db.query<ClientRow>(
    `select ${COLUMNS} from clients c ${totals('$3')}
      where c.account_id = $1 and c.id <> $2 and ${visible('$3')}
        and ((c.email <> '' and lower(c.email) = lower($4))
          or (length($5) >= 6 and right(regexp_replace(c.phone_number, '\\D', '', 'g'), 9) = $5)
          or (lower(regexp_replace(trim(c.full_name), '\\s+', ' ', 'g')) = lower(regexp_replace(trim($6), '\\s+', ' ', 'g')) and trim($6) <> ''))
      order by c.created_at limit 20`,
    [accountId, of.id, apartments, of.email, phoneKey(of.phone_number), of.full_name],
  );
}

/** Locks the clients in a stable order (two merges of the same pair cannot deadlock) and returns those found. */
export async function lockContacts(db: Queryable, accountId: string, apartments: ApartmentScope, ids: string[]): Promise<ContactRow[]> {
  return db.query<ContactRow>(
    `select ${CONTACT} from clients c where c.account_id = $1 and c.id = any($2::uuid[]) and ${visible('$3')} order by c.id for update`,
    [accountId, ids, apartments],
  );
}

/** Moves every reservation of the merged clients to the kept one; returns how many moved. */
export async function moveReservations(db: Queryable, accountId: string, fromIds: string[], toId: string): Promise<number> {
  const rows = await db.query(
    `update reservations set client_id = $3, updated_at = now() where account_id = $1 and client_id = any($2::uuid[]) returning id`,
    [accountId, fromIds, toId],
  );
  return rows.length;
}

export async function deleteClients(db: Queryable, accountId: string, ids: string[]): Promise<void> {
  await db.query(`delete from clients where account_id = $1 and id = any($2::uuid[])`, [accountId, ids]);
}

/** Takes the transaction's advisory lock on a guest's identity in the account ('e:<e-mail>' or 'p:<phone>'). */
export async function lockGuestIdentity(tx: Queryable, accountId: string, identity: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`client:${accountId}:${identity}`]);
}
