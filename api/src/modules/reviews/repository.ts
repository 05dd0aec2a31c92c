import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

/** SQL of the reviews, scoped by the account and the apartments the caller may see (null: all). */
export interface ReviewRow {
  id: string;
  source: string;
  guest_name: string;
  apartment_id: string;
  apartment_name: string;
  reservation_id: string | null;
  stay_from: string | null;
  stay_to: string | null;
  reviewed_on: string;
  rating: number;
  cleanliness: number | null;
  location: number | null;
  communication: number | null;
  check_in: number | null;
  value: number | null;
  pros: string;
  cons: string;
  reply: string | null;
  replied_at: Date | null;
  blocked_at: Date | null;
  block_reason: string | null;
  created_at: Date;
}

const COLUMNS = `v.id, v.source, v.guest_name, v.apartment_id, a.name as apartment_name, v.reservation_id, v.stay_from, v.stay_to,
  v.reviewed_on, v.rating, v.cleanliness, v.location, v.communication, v.check_in, v.value, v.pros, v.cons, v.reply, v.replied_at,
  v.blocked_at, v.block_reason, v.created_at`;

export interface ReviewFilter {
  apartmentId: string | null;
  unanswered: boolean;
  perPage: number;
  offset: number;
}

export async function listReviews(db: Queryable, accountId: string, apartments: ApartmentScope, f: ReviewFilter) {
  const where = `v.account_id = $1 and ${withinApartments('v.apartment_id', '$2')} and ($3::uuid is null or v.apartment_id = $3::uuid)
    and (not $4::boolean or (v.reply is null and v.blocked_at is null))`;
  const params = [accountId, apartments, f.apartmentId, f.unanswered];
  const [rows, counted] = await Promise.all([
    db.query<ReviewRow>(
      `select ${COLUMNS} from reviews v join apartments a on a.id = v.apartment_id where ${where}
        order by v.reviewed_on desc, v.created_at desc, v.id limit $5 offset $6`,
      [...params, f.perPage, f.offset],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from reviews v where ${where}`, params),
  ]);
  return { rows, count: counted[0]?.count ?? 0 };
}

/** The average rating and the number of reviews that are not blocked, for one apartment or all in scope. */
export async function summarize(db: Queryable, accountId: string, apartments: ApartmentScope, apartmentId: string | null) {
  const [row] = await db.query<{ average: string | null; count: number }>(
    `select round(avg(v.rating)::numeric, 1)::text as average, count(*)::int as count from reviews v
      where v.account_id = $1 and v.blocked_at is null and ${withinApartments('v.apartment_id', '$2')}
        and ($3::uuid is null or v.apartment_id = $3::uuid)`,
    [accountId, apartments, apartmentId],
  );
  return { average: row.average === null ? null : Number(row.average), count: row.count };
}

export async function findReview(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<ReviewRow | null> {
  const rows = await db.query<ReviewRow>(
    `select ${COLUMNS} from reviews v join apartments a on a.id = v.apartment_id
      where v.id = $1 and v.account_id = $2 and ${withinApartments('v.apartment_id', '$3')}`,
    [id, accountId, apartments],
  );
  return rows[0] ?? null;
}

export async function findByReservation(db: Queryable, accountId: string, reservationId: string): Promise<ReviewRow | null> {
  const rows = await db.query<ReviewRow>(
    `select ${COLUMNS} from reviews v join apartments a on a.id = v.apartment_id where v.reservation_id = $1 and v.account_id = $2`,
    [reservationId, accountId],
  );
  return rows[0] ?? null;
}

export interface NewReview {
  apartmentId: string;
  reservationId: string | null;
  source: string;
  guestName: string;
  stayFrom: string | null;
  stayTo: string | null;
  reviewedOn: string | null;
  rating: number;
  cleanliness: number | null;
  location: number | null;
  communication: number | null;
  checkIn: number | null;
  value: number | null;
  pros: string;
  cons: string;
}

/** Inserts a review; null when the reservation has one already (one review per reservation). */
export async function insertReview(db: Queryable, accountId: string, r: NewReview): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `insert into reviews (account_id, apartment_id, reservation_id, source, guest_name, stay_from, stay_to, reviewed_on, rating,
                          cleanliness, location, communication, check_in, value, pros, cons)
     select $1, a.id, $3, $4, $5, $6, $7, coalesce($8::date, current_date), $9, $10, $11, $12, $13, $14, $15, $16
       from apartments a where a.id = $2 and a.account_id = $1
     on conflict (reservation_id) do nothing returning id`,
    [accountId, r.apartmentId, r.reservationId, r.source, r.guestName, r.stayFrom, r.stayTo, r.reviewedOn, r.rating, r.cleanliness, r.location, r.communication, r.checkIn, r.value, r.pros, r.cons],
  );
  return rows[0]?.id ?? null;
}

export async function setReply(db: Queryable, accountId: string, id: string, reply: string | null): Promise<void> {
  await db.query(`update reviews set reply = $3, replied_at = case when $3::text is null then null else now() end where id = $1 and account_id = $2`, [
    id,
    accountId,
    reply,
  ]);
}

export async function setBlocked(db: Queryable, accountId: string, id: string, reason: string | null): Promise<void> {
  await db.query(
    `update reviews set blocked_at = case when $3::text is null then null else now() end, block_reason = $3 where id = $1 and account_id = $2`,
    [id, accountId, reason],
  );
}
