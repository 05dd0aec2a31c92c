import type { OrderStatus, ServiceKind } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';
import { TIME_ZONE } from './schedule';

/** SQL of cooperation orders: the generator's reads and writes, the work schedule's list and changes, the history. */

/** A live cooperation's sharing with one apartment, with the hours of that apartment's listing. */
export interface PairRow {
  cooperation_id: string;
  account_id: string;
  apartment_id: string;
  every_day: boolean;
  after_check_out: boolean;
  day_of_the_week: number | null;
  number_of_days: number | null;
  start_date: string;
  price_name: string | null;
  price_amount: string | null;
  price_currency: string | null;
  check_out_time: string;
  check_in_time: string;
}

export interface PairFilter {
  accountId?: string;
  cooperationId?: string;
  apartmentIds?: string[];
}

export async function livePairs(db: Queryable, f: PairFilter): Promise<PairRow[]> {
  return db.query<PairRow>(
    `select c.id as cooperation_id, c.account_id, ca.apartment_id, c.every_day, c.after_check_out, c.day_of_the_week, c.number_of_days,
            c.start_date, c.price_name, c.price_amount::text, c.price_currency,
            to_char(l.check_out_to, 'HH24:MI') as check_out_time, to_char(l.check_in_from, 'HH24:MI') as check_in_time
       from cooperations c
       join cooperation_apartments ca on ca.cooperation_id = c.id
       join apartments a on a.id = ca.apartment_id and a.archived_at is null
       join accommodations l on l.id = a.accommodation_id
      where c.status <> 'ended' and c.start_date is not null
        and ($1::uuid is null or c.account_id = $1) and ($2::uuid is null or c.id = $2) and ($3::uuid[] is null or ca.apartment_id = any($3::uuid[]))
      order by c.id, ca.apartment_id`,
    [f.accountId ?? null, f.cooperationId ?? null, f.apartmentIds ?? null],
  );
}

/** Serialises the generator's work on one cooperation and apartment across transactions and API instances. */
export async function lockPair(db: Queryable, cooperationId: string, apartmentId: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`orders:${cooperationId}:${apartmentId}`]);
}

export interface StayRow {
  id: string;
  kind: string;
  from_date: string;
  to_date: string;
}

/** The apartment's live stays (reservations and blocks) that end on or after `from`. */
export async function staysOf(db: Queryable, apartmentId: string, from: string): Promise<StayRow[]> {
  return db.query<StayRow>(
    `select id, kind, from_date, to_date from reservations
      where apartment_id = $1 and status not in ('canceled', 'no_show') and to_date >= $2::date order by from_date`,
    [apartmentId, from],
  );
}

export interface SlotOrderRow {
  id: string;
  service_date: string;
  source: string;
  status: string;
  moved_by_hand: boolean;
  canceled_by_generator: boolean;
}

/** The pair's orders dated on or after `from`. */
export async function slotOrders(db: Queryable, cooperationId: string, apartmentId: string, from: string): Promise<SlotOrderRow[]> {
  return db.query<SlotOrderRow>(
    `select id, service_date, source, status, moved_by_hand, canceled_by_generator from cooperation_orders
      where cooperation_id = $1 and apartment_id = $2 and service_date >= $3::date`,
    [cooperationId, apartmentId, from],
  );
}

export interface Slot {
  day: string;
  time: string;
  source: 'schedule' | 'check_out';
  reservationId: string | null;
  windowDay: string | null;
  windowTime: string;
  sameDayTurnover: boolean;
}

const AT = (day: string, time: string) => `((${day})::date + (${time})::time) at time zone '${TIME_ZONE}'`;

/** A new planned order with the cooperation's price; nothing when the slot is taken (the unique key). */
export async function insertSlot(db: Queryable, pair: PairRow, s: Slot): Promise<string | null> {
  const rows = await db.query<{ id: string; service_at: string }>(
    `insert into cooperation_orders (account_id, cooperation_id, apartment_id, service_date, service_at, window_until, source, reservation_id,
                                     same_day_turnover, price_name, price_amount, price_currency)
     values ($1, $2, $3, $4::date, ${AT('$4', '$5')}, case when $6::date is null then null else ${AT('$6', '$7')} end, $8, $9, $10, $11, $12, $13)
     on conflict (cooperation_id, apartment_id, service_date) do nothing returning id, service_at`,
    [pair.account_id, pair.cooperation_id, pair.apartment_id, s.day, s.time, s.windowDay, s.windowTime, s.source, s.reservationId, s.sameDayTurnover, pair.price_name, pair.price_amount, pair.price_currency],
  );
  if (!rows[0]) return null;
  await addEvent(db, pair.account_id, rows[0].id, { status: 'planned', actor: 'system', userId: null, note: 'Zaplanowane automatycznie' });
  return rows[0].id;
}

/**
 * Brings a planned (or generator-canceled) order up to date with its slot: the window, the reservation, the turnover
 * mark; its time unless the host moved it, in which case it is flagged when it no longer fits the window.
 */
export async function refreshSlot(db: Queryable, order: SlotOrderRow, s: Slot): Promise<void> {
  const reinstated = order.status === 'canceled';
  await db.query(
    `update cooperation_orders o set
        status = 'planned', canceled_by_generator = false, source = $3, reservation_id = $4, same_day_turnover = $5,
        window_until = case when $6::date is null then null else ${AT('$6', '$7')} end,
        service_at = case when o.moved_by_hand then o.service_at else ${AT('$2', '$8')} end,
        out_of_window = o.moved_by_hand and (o.service_at < ${AT('$2', '$8')} or ($6::date is not null and o.service_at > ${AT('$6', '$7')})),
        updated_at = now()
      where o.id = $1`,
    [order.id, s.day, s.source, s.reservationId, s.sameDayTurnover, s.windowDay, s.windowTime, s.time],
  );
  if (reinstated) {
    const [row] = await db.query<{ account_id: string }>('select account_id from cooperation_orders where id = $1', [order.id]);
    await addEvent(db, row.account_id, order.id, { status: 'planned', actor: 'system', userId: null, note: 'Przywrócone: termin znów potrzebny' });
  }
}

/** An order whose slot is gone: canceled when planned as generated; a moved one stays, flagged. */
export async function dropSlot(db: Queryable, order: SlotOrderRow, note: string): Promise<void> {
  if (order.moved_by_hand) {
    await db.query('update cooperation_orders set out_of_window = true, updated_at = now() where id = $1', [order.id]);
    return;
  }
  const rows = await db.query<{ account_id: string }>(
    `update cooperation_orders set status = 'canceled', canceled_by_generator = true, updated_at = now()
      where id = $1 and status = 'planned' returning account_id`,
    [order.id],
  );
  if (rows[0]) await addEvent(db, rows[0].account_id, order.id, { status: 'canceled', actor: 'system', userId: null, note });
}

/** Planned orders from today on of a live cooperation's apartments no longer shared, or of a cooperation ended. */
export async function strayOrders(db: Queryable, cooperationId: string | null, accountId: string | null, from: string): Promise<SlotOrderRow[]> {
  return db.query<SlotOrderRow>(
    `select o.id, o.service_date, o.source, o.status, o.moved_by_hand, o.canceled_by_generator
       from cooperation_orders o join cooperations c on c.id = o.cooperation_id
      where o.status = 'planned' and o.service_date >= $3::date
        and ($1::uuid is null or o.cooperation_id = $1) and ($2::uuid is null or o.account_id = $2)
        and (c.status = 'ended' or c.start_date is null
             or not exists (select 1 from cooperation_apartments ca where ca.cooperation_id = o.cooperation_id and ca.apartment_id = o.apartment_id)
             or o.source <> case when c.after_check_out then 'check_out' else 'schedule' end)`,
    [cooperationId, accountId, from],
  );
}

/** The apartments whose reservations changed, oldest change first (up to `limit`). */
export async function changedApartments(db: Queryable, limit: number): Promise<Array<{ apartment_id: string; changed_at: string }>> {
  return db.query<{ apartment_id: string; changed_at: string }>(
    `select apartment_id, changed_at::text from cooperation_reservation_changes order by changed_at limit $1`,
    [limit],
  );
}

/** Forgets the changes followed; one made meanwhile (a later changed_at) stays for the next run. */
export async function forgetChanges(db: Queryable, changes: Array<{ apartment_id: string; changed_at: string }>): Promise<void> {
  await db.query(
    `delete from cooperation_reservation_changes c using unnest($1::uuid[], $2::timestamptz[]) as f(apartment_id, changed_at)
      where c.apartment_id = f.apartment_id and c.changed_at = f.changed_at`,
    [changes.map((c) => c.apartment_id), changes.map((c) => c.changed_at)],
  );
}

export async function addEvent(
  db: Queryable,
  accountId: string,
  orderId: string,
  e: { status: string; actor: 'user' | 'provider' | 'system'; userId: string | null; note: string },
): Promise<void> {
  await db.query(
    `insert into cooperation_order_events (order_id, account_id, status, service_at, actor, user_id, note)
     select id, $2, $3, service_at, $4, $5, $6 from cooperation_orders where id = $1`,
    [orderId, accountId, e.status, e.actor, e.userId, e.note],
  );
}

// ---- the work schedule ---------------------------------------------------------------------------------------------

export interface OrderRow {
  id: string;
  /** the columns' CHECKs hold the contract's statuses and kinds */
  status: OrderStatus;
  service_at: Date | string;
  window_until: Date | string | null;
  moved_by_hand: boolean;
  out_of_window: boolean;
  same_day_turnover: boolean;
  source: 'schedule' | 'check_out';
  price_name: string | null;
  price_amount: string | null;
  price_currency: string | null;
  rejection_reason: string;
  apartment_id: string;
  apartment_name: string;
  accommodation_name: string;
  street: string;
  house_number: string;
  flat_number: string;
  city: string;
  cooperation_id: string;
  service_performed: ServiceKind;
  provider_id: string;
  provider_name: string;
  account_id: string;
}

export const ORDER_SELECT = `
  select o.id, o.status, o.service_at, o.window_until, o.moved_by_hand, o.out_of_window, o.same_day_turnover, o.source,
         o.price_name, o.price_amount::text, o.price_currency, o.rejection_reason, o.account_id,
         a.id as apartment_id, a.name as apartment_name, l.name as accommodation_name, l.street, l.house_number, l.flat_number, l.city,
         c.id as cooperation_id, c.service_performed, p.id as provider_id, p.name as provider_name
    from cooperation_orders o
    join cooperations c on c.id = o.cooperation_id
    join service_providers p on p.id = c.service_provider_id
    join apartments a on a.id = o.apartment_id
    join accommodations l on l.id = a.accommodation_id`;

export interface OrderFilter {
  from: string | null;
  to: string | null;
  apartmentIds: string[] | null;
  statuses: string[] | null;
  providerId: string | null;
  kind: string | null;
}

const ORDER_FILTER = `o.account_id = $1 and ${withinApartments('o.apartment_id', '$2')}
  and ($3::date is null or o.service_at >= ($3::date)::timestamp at time zone '${TIME_ZONE}')
  and ($4::date is null or o.service_at < ($4::date + 1)::timestamp at time zone '${TIME_ZONE}')
  and ($5::uuid[] is null or o.apartment_id = any($5::uuid[]))
  and (case when $6::text[] is null then o.status <> 'canceled' else o.status = any($6::text[]) end)
  and ($7::uuid is null or c.service_provider_id = $7)
  and ($8::text is null or c.service_performed = $8)`;

function filterParams(accountId: string, apartments: ApartmentScope, f: OrderFilter): unknown[] {
  return [accountId, apartments, f.from, f.to, f.apartmentIds, f.statuses, f.providerId, f.kind];
}

export async function listOrders(db: Queryable, accountId: string, apartments: ApartmentScope, f: OrderFilter, page: { limit: number; offset: number }): Promise<OrderRow[]> {
  return db.query<OrderRow>(`${ORDER_SELECT} where ${ORDER_FILTER} order by o.service_at, a.name, o.id limit $9 offset $10`, [
    ...filterParams(accountId, apartments, f),
    page.limit,
    page.offset,
  ]);
}

export async function countOrders(db: Queryable, accountId: string, apartments: ApartmentScope, f: OrderFilter): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `select count(*)::int as count from cooperation_orders o join cooperations c on c.id = o.cooperation_id where ${ORDER_FILTER}`,
    filterParams(accountId, apartments, f),
  );
  return rows[0].count;
}

export async function findOrder(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} where o.account_id = $1 and ${withinApartments('o.apartment_id', '$2')} and o.id = $3`, [accountId, apartments, id]);
  return rows[0] ?? null;
}

export interface EventRow {
  status: string;
  service_at: Date | string;
  actor: string;
  user_name: string | null;
  note: string;
  created_at: Date | string;
}

export async function orderEvents(db: Queryable, accountId: string, orderId: string): Promise<EventRow[]> {
  return db.query<EventRow>(
    `select e.status, e.service_at, e.actor, nullif(trim(u.first_name || ' ' || u.last_name), '') as user_name, e.note, e.created_at
       from cooperation_order_events e left join users u on u.id = e.user_id
      where e.account_id = $1 and e.order_id = $2 order by e.created_at, e.id`,
    [accountId, orderId],
  );
}

/** Sets the status and/or the time of an order; a new time marks it moved by hand and checks it against its window. */
export async function changeOrder(db: Queryable, accountId: string, id: string, change: { status?: string; serviceAt?: string; reason?: string }): Promise<void> {
  await db.query(
    `update cooperation_orders o set
        status = coalesce($3, o.status),
        canceled_by_generator = case when $3::text is null then o.canceled_by_generator else false end,
        rejection_reason = case when $3 = 'rejected' then coalesce($5, o.rejection_reason) when $3::text is null then o.rejection_reason else '' end,
        service_at = coalesce($4::timestamptz, o.service_at),
        moved_by_hand = o.moved_by_hand or $4::timestamptz is not null,
        out_of_window = case when $4::timestamptz is null then o.out_of_window
                             else o.source = 'check_out' and ($4::timestamptz < (o.service_date::timestamp + coalesce(
                                    (select l.check_out_to from apartments a join accommodations l on l.id = a.accommodation_id where a.id = o.apartment_id), '00:00'::time))
                                    at time zone '${TIME_ZONE}' or (o.window_until is not null and $4::timestamptz > o.window_until)) end,
        updated_at = now()
      where o.account_id = $1 and o.id = $2`,
    [accountId, id, change.status ?? null, change.serviceAt ?? null, change.reason ?? null],
  );
}

/** The orders of a window (by their Warsaw day), all but canceled ones, in the apartments given (null: all). */
export async function orderTaskRows(db: Queryable, range: { accountId: string; apartmentIds: ApartmentScope; from: string; to: string }) {
  return db.query<{ id: string; kind: string; apartment_id: string; day: string; provider: string; status: string; time: string }>(
    `select o.id, c.service_performed as kind, o.apartment_id, (o.service_at at time zone '${TIME_ZONE}')::date::text as day,
            to_char(o.service_at at time zone '${TIME_ZONE}', 'HH24:MI') as time, p.name as provider, o.status
       from cooperation_orders o join cooperations c on c.id = o.cooperation_id join service_providers p on p.id = c.service_provider_id
      where o.account_id = $1 and o.status <> 'canceled' and ${withinApartments('o.apartment_id', '$4')}
        and o.service_at >= ($2::date)::timestamp at time zone '${TIME_ZONE}' and o.service_at < ($3::date)::timestamp at time zone '${TIME_ZONE}'
      order by o.service_at`,
    [range.accountId, range.from, range.to, range.apartmentIds],
  );
}
