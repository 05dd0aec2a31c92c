import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

// SQL of the online check-in (issue 38): one row per reservation, written from the guest page, and the stay's access
// code. Every function takes the account.

export interface CheckInRow {
  reservation_id: string;
  arrival_time: string;
  guests: unknown;
  company: unknown;
  filled_at: Date;
  updated_at: Date;
}

export async function findCheckIn(db: Queryable, accountId: string, reservationId: string): Promise<CheckInRow | null> {
  const rows = await db.query<CheckInRow>(
    `select reservation_id, to_char(arrival_time, 'HH24:MI') as arrival_time, guests, company, filled_at, updated_at
       from online_check_ins where account_id = $1 and reservation_id = $2`,
    [accountId, reservationId],
  );
  return rows[0] ?? null;
}

export async function saveCheckIn(db: Queryable, accountId: string, reservationId: string, input: { arrivalTime: string; guests: unknown; company: unknown }): Promise<void> {
  await db.query(
    `insert into online_check_ins (reservation_id, account_id, arrival_time, guests, company)
     select r.id, r.account_id, $3::time, $4::jsonb, $5::jsonb from reservations r where r.id = $2 and r.account_id = $1
     on conflict (reservation_id) do update set arrival_time = excluded.arrival_time, guests = excluded.guests, company = excluded.company, updated_at = now()`,
    [accountId, reservationId, input.arrivalTime, JSON.stringify(input.guests), input.company === null ? null : JSON.stringify(input.company)],
  );
  // the reservation's change notifies the caches (the calendar marks a filled check-in)
  await db.query(`update reservations set updated_at = now() where id = $1 and account_id = $2`, [reservationId, accountId]);
}

export interface StayExtrasRow {
  adults: number;
  children: number;
  access_code: string;
}

export async function stayExtras(db: Queryable, accountId: string, reservationId: string): Promise<StayExtrasRow | null> {
  const rows = await db.query<StayExtrasRow>(`select adults, children, access_code from reservations where id = $1 and account_id = $2`, [reservationId, accountId]);
  return rows[0] ?? null;
}

export async function setAccessCode(db: Queryable, accountId: string, apartments: ApartmentScope, reservationId: string, code: string): Promise<void> {
  await db.query(
    `update reservations set access_code = $4, updated_at = now() where id = $2 and account_id = $1 and ${withinApartments('apartment_id', '$3')}`,
    [accountId, reservationId, apartments, code],
  );
}

/** The access codes other live stays of the apartment hold over these dates (a drawn code avoids them). */
export async function codesInUse(db: Queryable, accountId: string, reservationId: string): Promise<string[]> {
  const rows = await db.query<{ access_code: string }>(
    `select o.access_code from reservations r join reservations o on o.apartment_id = r.apartment_id and o.id <> r.id and o.stay && r.stay
      where r.id = $1 and r.account_id = $2 and o.account_id = $2 and o.access_code <> '' and o.status not in ('canceled', 'no_show')`,
    [reservationId, accountId],
  );
  return rows.map((r) => r.access_code);
}

/** Of these reservations, those whose online check-in is filled. */
export async function filledAmong(db: Queryable, accountId: string, reservationIds: string[]): Promise<string[]> {
  if (reservationIds.length === 0) return [];
  const rows = await db.query<{ reservation_id: string }>(
    `select reservation_id from online_check_ins where account_id = $1 and reservation_id = any($2::uuid[])`,
    [accountId, reservationIds],
  );
  return rows.map((r) => r.reservation_id);
}
