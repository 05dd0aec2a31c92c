import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

/**
 * SQL of the day's takings (Raport kasowy): the money operations of reservation_payments on a day (paid_on), in one
 * currency, by the user who recorded them (created_by), and the cash drawers' openings (cash_openings, migration
 * 915). Every query names the account, keeps a co-host to the apartments shared with them, and, given `userId`, to
 * the money that user recorded.
 */
export interface TakingsFilter {
  accountId: string;
  apartments: ApartmentScope;
  /** only what this user recorded (a co-host's own report); null: everyone's */
  userId: string | null;
  currency: string;
  day: string;
}

// $1 account, $2 apartments, $3 user (null: everyone), $4 currency
const SCOPED = `p.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and ($3::uuid is null or p.created_by = $3::uuid) and r.currency = $4`;
const params = (f: TakingsFilter) => [f.accountId, f.apartments, f.userId, f.currency];

/** Cash into the drawer is a payment or a kaucja taken; out, a refund or a kaucja given back. */
const SIGNED = `case when p.kind in ('payment', 'security_deposit') then p.amount else -p.amount end`;

export interface SumRow {
  user_id: string | null;
  kind: string;
  method: string;
  amount: string;
  count: number;
}

/** The day's sums per user, kind and method. */
export async function daySums(db: Queryable, f: TakingsFilter): Promise<SumRow[]> {
  return db.query<SumRow>(
    `select p.created_by as user_id, p.kind, p.method, sum(p.amount)::text as amount, count(*)::int as count
       from reservation_payments p join reservations r on r.id = p.reservation_id
      where ${SCOPED} and p.paid_on = $5
      group by p.created_by, p.kind, p.method`,
    [...params(f), f.day],
  );
}

export interface OperationRow {
  id: string;
  kind: string;
  method: string;
  amount: string;
  created_at: Date | string;
  user_id: string | null;
  reservation_id: string;
  full_name: string;
  apartment_name: string;
}

/** The day's operations, in the order they were recorded, at most `limit`. */
export async function dayOperations(db: Queryable, f: TakingsFilter, limit: number): Promise<OperationRow[]> {
  return db.query<OperationRow>(
    `select p.id, p.kind, p.method, p.amount::text as amount, p.created_at, p.created_by as user_id,
            r.id as reservation_id, r.full_name, a.name as apartment_name
       from reservation_payments p join reservations r on r.id = p.reservation_id join apartments a on a.id = r.apartment_id
      where ${SCOPED} and p.paid_on = $5
      order by p.created_at, p.id
      limit $6`,
    [...params(f), f.day, limit],
  );
}

export interface OpeningRow {
  user_id: string | null;
  /** the day of the last opening typed on or before the report's day, null if none */
  entered_on: string | null;
  entered: string | null;
  /** the cash taken less the cash given back from that day (or from the start) to the day before the report's */
  carried: string;
}

/**
 * Each drawer's opening on the day: the last opening typed on or before it, plus the cash moved from that day up to
 * the day before (with none typed, all the cash moved before the day). A typed opening of the day itself is the
 * opening as typed.
 */
export async function openings(db: Queryable, f: TakingsFilter): Promise<OpeningRow[]> {
  return db.query<OpeningRow>(
    `with latest as (
       select distinct on (o.user_id) o.user_id, o.day, o.amount
         from cash_openings o
        where o.account_id = $1 and o.currency = $4 and o.day <= $5 and ($3::uuid is null or o.user_id = $3::uuid)
        order by o.user_id, o.day desc
     ), carried as (
       select p.created_by as user_id, sum(${SIGNED}) as amount
         from reservation_payments p join reservations r on r.id = p.reservation_id
         left join latest l on l.user_id = p.created_by
        where ${SCOPED} and p.method = 'cash' and p.paid_on < $5 and (l.day is null or p.paid_on >= l.day)
        group by p.created_by
     )
     select coalesce(l.user_id, c.user_id) as user_id, to_char(l.day, 'YYYY-MM-DD') as entered_on, l.amount::text as entered,
            coalesce(c.amount, 0)::text as carried
       from latest l full join carried c on c.user_id = l.user_id`,
    [...params(f), f.day],
  );
}

/** The currencies money was recorded in on the day (within the same scope). */
export async function dayCurrencies(db: Queryable, f: Omit<TakingsFilter, 'currency'>): Promise<string[]> {
  const rows = await db.query<{ currency: string }>(
    `select distinct r.currency from reservation_payments p join reservations r on r.id = p.reservation_id
      where p.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and ($3::uuid is null or p.created_by = $3::uuid) and p.paid_on = $4
      order by r.currency`,
    [f.accountId, f.apartments, f.userId, f.day],
  );
  return rows.map((r) => r.currency);
}

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** The account's users (given `userId`, that one alone). */
export async function users(db: Queryable, accountId: string, userId: string | null): Promise<UserRow[]> {
  return db.query<UserRow>(`select id, first_name, last_name, email from users where account_id = $1 and ($2::uuid is null or id = $2::uuid)`, [
    accountId,
    userId,
  ]);
}

/** Stores the cash counted in `userId`'s drawer at the day's start (replacing one typed before). */
export async function saveOpening(db: Queryable, o: { accountId: string; userId: string; currency: string; day: string; amount: string; setBy: string }): Promise<void> {
  await db.query(
    `insert into cash_openings (account_id, user_id, currency, day, amount, set_by) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, currency, day) do update set amount = excluded.amount, set_by = excluded.set_by, updated_at = now()`,
    [o.accountId, o.userId, o.currency, o.day, o.amount, o.setBy],
  );
}

/** Forgets the opening typed for the day: the previous day's closing opens it again. */
export async function deleteOpening(db: Queryable, o: { accountId: string; userId: string; currency: string; day: string }): Promise<void> {
  await db.query(`delete from cash_openings where account_id = $1 and user_id = $2 and currency = $3 and day = $4`, [o.accountId, o.userId, o.currency, o.day]);
}
