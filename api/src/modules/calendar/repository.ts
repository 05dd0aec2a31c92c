import type { CalendarTask, CalendarWarning } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';
import { orderTasks } from '../orders';
import { channelPendingWarnings, syncConflictWarnings } from '../channel-sync';

/** All the SQL of the calendar and of blocks; every function takes the account (and the apartments) explicitly. */

const ACTIVE = `status not in ('canceled', 'no_show')`;

/** The part of the calendar one window request reads beyond the apartments and their prices. */
export interface WindowRange {
  accountId: string;
  /** the apartments the window may show (a co-host's, or those filtered); null: all of the account's */
  apartmentIds: ApartmentScope;
  /** the first day, and the day after the last (yyyy-MM-dd) */
  from: string;
  to: string;
  /** today in Poland */
  today: string;
}

export interface StayRow {
  id: string;
  apartment_id: string;
  kind: 'reservation' | 'block' | 'channel';
  feed_id: string | null;
  channel_completed_at: Date | null;
  from_date: string;
  to_date: string;
  status: string;
  payment_status: string;
  full_name: string;
  source: string;
  adults: number;
  children: number;
  price_per_night: string;
  total_price: string;
  /** the bill's total and payments less refunds (module folio) */
  grand_total: string;
  paid: string;
  currency: string;
  comments: string;
  /** the guests filled the online check-in */
  online_check_in: boolean;
}

/** Active reservations and blocks overlapping the window (one scan of the GiST index on (account_id, stay), migration 300). */
export async function windowStays(db: Queryable, range: WindowRange): Promise<StayRow[]> {
  return db.query<StayRow>(
    `select id, apartment_id, kind, from_date, to_date, status, payment_status, full_name, source, adults, children,
            price_per_night, total_price, grand_total, paid, currency, comments, feed_id, channel_completed_at,
            exists (select 1 from online_check_ins c where c.reservation_id = reservations.id) as online_check_in
       from reservations
      where account_id = $1 and stay && daterange($2::date, $3::date, '[)') and ${ACTIVE}
        and ${withinApartments('apartment_id', '$4')}
      order by apartment_id, from_date`,
    [range.accountId, range.from, range.to, range.apartmentIds],
  );
}

// ---- warnings and tasks --------------------------------------------------------------------------------------------
// Each kind of warning or task is one function reading it for a window, listed below: the window request runs them
// all side by side and puts what they return in its answer. Adding a kind is adding a function and one list entry.

export type WarningReader = (db: Queryable, range: WindowRange) => Promise<CalendarWarning[]>;
export type TaskReader = (db: Queryable, range: WindowRange) => Promise<CalendarTask[]>;

/** How far ahead an unpaid arrival is warned about, in days from today. */
export const UNPAID_ARRIVAL_DAYS = 3;

/** Reservations not fully paid whose guests arrive within three days (in the window). */
export async function unpaidArrivals(db: Queryable, range: WindowRange): Promise<CalendarWarning[]> {
  const rows = await db.query<{ id: string; apartment_id: string; from_date: string; days: number }>(
    `select id, apartment_id, from_date, (from_date - $4::date) as days
       from reservations
      where account_id = $1 and kind = 'reservation' and ${ACTIVE} and payment_status <> 'paid'
        and from_date between $4::date and $4::date + $5::int and from_date >= $2::date and from_date < $3::date
        and ${withinApartments('apartment_id', '$6')}
      order by from_date`,
    [range.accountId, range.from, range.to, range.today, UNPAID_ARRIVAL_DAYS, range.apartmentIds],
  );
  const when = (days: number) => (days === 0 ? 'dzisiaj' : days === 1 ? 'jutro' : `za ${days} dni`);
  return rows.map((r) => ({
    kind: 'unpaidArrival',
    apartmentId: r.apartment_id,
    day: r.from_date,
    reservationId: r.id,
    message: `Nieopłacona rezerwacja: przyjazd ${when(r.days)}`,
  }));
}

export const WARNING_READERS: WarningReader[] = [unpaidArrivals, syncConflictWarnings, (db, range) => channelPendingWarnings(db, range)];
/** Filled by the services module (service orders as tasks). */
export const TASK_READERS: TaskReader[] = [orderTasks];

// ---- blocks --------------------------------------------------------------------------------------------------------

export interface BlockRow {
  id: string;
  apartment_id: string;
  apartment_name: string;
  from_date: string;
  to_date: string;
  reason: string;
}

const BLOCK_COLUMNS = `r.id, r.apartment_id, a.name as apartment_name, r.from_date, r.to_date, r.comments as reason`;

/** Those of `ids` that are the account's apartments in scope and not archived, with their names. */
export async function apartmentsByIds(db: Queryable, accountId: string, visible: ApartmentScope, ids: string[]): Promise<Array<{ id: string; name: string }>> {
  return db.query<{ id: string; name: string }>(
    `select a.id, a.name from apartments a
      where a.account_id = $1 and a.id = any($2::uuid[]) and a.archived_at is null and ${withinApartments('a.id', '$3')}`,
    [accountId, ids, visible],
  );
}

/** The names of the apartments among `ids` holding an active stay or block over [from, to), `exceptId` aside. */
export async function clashingApartments(
  db: Queryable,
  accountId: string,
  ids: string[],
  from: string,
  to: string,
  exceptId: string | null,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select distinct a.name from reservations r join apartments a on a.id = r.apartment_id
      where r.account_id = $1 and r.apartment_id = any($2::uuid[]) and r.stay && daterange($3::date, $4::date, '[)')
        and r.${ACTIVE} and ($5::uuid is null or r.id <> $5::uuid)
      order by a.name`,
    [accountId, ids, from, to, exceptId],
  );
  return rows.map((r) => r.name);
}

/** One block per apartment, in one statement: the exclusion constraint refuses all of them or none. */
export async function insertBlocks(db: Queryable, accountId: string, ids: string[], from: string, to: string, reason: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, comments, apartment_address)
     select $1, a.id, 'block', $3::date, $4::date, 'confirmed', 'paid', $5, '' from unnest($2::uuid[]) a(id)
     returning id`,
    [accountId, ids, from, to, reason],
  );
  return rows.map((r) => r.id);
}

export async function findBlocks(db: Queryable, accountId: string, visible: ApartmentScope, ids: string[]): Promise<BlockRow[]> {
  return db.query<BlockRow>(
    `select ${BLOCK_COLUMNS} from reservations r join apartments a on a.id = r.apartment_id
      where r.account_id = $1 and r.kind = 'block' and r.id = any($2::uuid[]) and ${withinApartments('r.apartment_id', '$3')}
      order by a.name`,
    [accountId, ids, visible],
  );
}

export async function updateBlock(
  db: Queryable,
  accountId: string,
  visible: ApartmentScope,
  id: string,
  values: { apartmentId: string; from: string; to: string; reason: string },
): Promise<boolean> {
  const rows = await db.query(
    `update reservations set apartment_id = $4, from_date = $5, to_date = $6, comments = $7, updated_at = now()
      where account_id = $1 and kind = 'block' and id = $2 and ${withinApartments('apartment_id', '$3')} returning id`,
    [accountId, id, visible, values.apartmentId, values.from, values.to, values.reason],
  );
  return rows.length > 0;
}

export async function deleteBlock(db: Queryable, accountId: string, visible: ApartmentScope, id: string): Promise<boolean> {
  const rows = await db.query(
    `delete from reservations where account_id = $1 and kind = 'block' and id = $2 and ${withinApartments('apartment_id', '$3')} returning id`,
    [accountId, id, visible],
  );
  return rows.length > 0;
}

// ---- availability --------------------------------------------------------------------------------------------------

export interface FreeApartmentRow {
  id: string;
  name: string;
  accommodation_name: string;
  guest_number: number;
  /** the listing's fees (pricing/fees.ts) */
  cleaning_fee: string;
  tourist_tax: string;
  tourist_tax_exempt_age: number | null;
  tourist_tax_collector: boolean;
}

/**
 * The account's apartments in scope (not archived, in listings not archived) taking `guests`, with no active stay or
 * block over [from, to), in the administration's order; at most `limit`.
 */
export async function freeApartments(
  db: Queryable,
  accountId: string,
  visible: ApartmentScope,
  options: { from: string; to: string; guests: number; limit: number },
): Promise<FreeApartmentRow[]> {
  return db.query<FreeApartmentRow>(
    `select a.id, a.name, l.name as accommodation_name, a.guest_number, l.cleaning_fee, l.tourist_tax, l.tourist_tax_exempt_age, l.tourist_tax_collector
       from apartments a join accommodations l on l.id = a.accommodation_id
      where a.account_id = $1 and a.archived_at is null and l.status <> 'archived' and ${withinApartments('a.id', '$2')}
        and a.guest_number >= $5
        and not exists (select 1 from reservations r
                         where r.apartment_id = a.id and r.stay && daterange($3::date, $4::date, '[)') and r.${ACTIVE})
      order by l.created_at, l.id, a.position, a.created_at, a.id
      limit $6`,
    [accountId, visible, options.from, options.to, options.guests, options.limit],
  );
}
