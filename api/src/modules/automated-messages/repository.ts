import type { Queryable } from '../../db/database';

/**
 * SQL of the automated messages. The moment a trigger is due, in Polish time: booking confirmed (when booked),
 * N days before check-in and N days after check-out at 10:00, the check-in day at the chosen hour, the
 * cancellation (when cancelled). A message whose moment passed before the reservation existed (a late booking) is
 * due at once; one whose moment passed more than a day ago is not planned (a trigger added today does not write to
 * last month's guests).
 */
const DUE = `case t.trigger
    when 'booking_confirmed' then r.created_at
    when 'before_check_in' then ((r.from_date - t.trigger_days) + time '10:00') at time zone 'Europe/Warsaw'
    when 'check_in_day' then (r.from_date + make_time(t.trigger_hour, 0, 0)) at time zone 'Europe/Warsaw'
    when 'after_check_out' then ((r.to_date + t.trigger_days) + time '10:00') at time zone 'Europe/Warsaw'
    when 'cancellation' then r.updated_at
  end`;

const TRIGGERED = `(select distinct on (account_id, lower(name)) account_id, name, trigger, trigger_days, trigger_hour
                      from message_templates where trigger is not null and channel = 'email'
                     order by account_id, lower(name), (language = 'pol') desc, created_at)`;

/**
 * Plans what is due for the reservations in view (one reservation, or every recent one): new rows for triggers not
 * planned yet, new moments for rows still waiting (dates changed) unless the host set their own, and cancels what waits for a cancelled stay.
 */
export async function plan(db: Queryable, reservationId: string | null): Promise<void> {
  const reservations = `r.kind = 'reservation' and ($1::uuid is null or r.id = $1::uuid)
     and r.to_date >= current_date - 400`;
  const applies = `((t.trigger = 'cancellation') = (r.status = 'canceled')) and r.status <> 'no_show'`;
  await db.query(
    `insert into scheduled_messages (account_id, reservation_id, template_name, trigger, send_at)
     select r.account_id, r.id, t.name, t.trigger, greatest(${DUE}, r.created_at)
       from reservations r join ${TRIGGERED} t on t.account_id = r.account_id
      where ${reservations} and ${applies} and greatest(${DUE}, r.created_at) > now() - interval '1 day'
     on conflict (reservation_id, lower(template_name)) do nothing`,
    [reservationId],
  );
  await db.query(
    `update scheduled_messages s set send_at = greatest(${DUE}, r.created_at), trigger = t.trigger, updated_at = now()
       from reservations r, ${TRIGGERED} t
      where s.status = 'scheduled' and not s.send_at_by_host
        and r.id = s.reservation_id and t.account_id = s.account_id and lower(t.name) = lower(s.template_name)
        and ${reservations} and ${applies}
        and s.send_at is distinct from greatest(${DUE}, r.created_at)`,
    [reservationId],
  );
  // a stay cancelled (or a trigger removed) takes its waiting messages with it
  await db.query(
    `update scheduled_messages s set status = 'canceled', updated_at = now()
       from reservations r
      where s.status = 'scheduled' and r.id = s.reservation_id and ($1::uuid is null or r.id = $1::uuid)
        and not exists (select 1 from ${TRIGGERED} t
                         where t.account_id = s.account_id and lower(t.name) = lower(s.template_name) and ${applies})`,
    [reservationId],
  );
}

export interface ScheduledRow {
  id: string;
  account_id: string;
  reservation_id: string;
  template_name: string;
  trigger: string;
  send_at: Date;
  status: string;
  subject: string | null;
  body: string | null;
  message_id: string | null;
  send_at_by_host: boolean;
}

const COLUMNS = 'id, account_id, reservation_id, template_name, trigger, send_at, status, subject, body, message_id, send_at_by_host';

/** Takes one due message and locks it for the caller's transaction (another worker skips it). */
export async function claimDue(db: Queryable): Promise<ScheduledRow | null> {
  const rows = await db.query<ScheduledRow>(
    `select ${COLUMNS} from scheduled_messages where status = 'scheduled' and send_at <= now()
      order by send_at limit 1 for update skip locked`,
  );
  return rows[0] ?? null;
}

/** Locks one waiting message of the reservation (send now). */
export async function claimOne(db: Queryable, accountId: string, reservationId: string, id: string): Promise<ScheduledRow | null> {
  const rows = await db.query<ScheduledRow>(
    `select ${COLUMNS} from scheduled_messages where id = $1 and account_id = $2 and reservation_id = $3 and status = 'scheduled' for update`,
    [id, accountId, reservationId],
  );
  return rows[0] ?? null;
}

export async function markSent(db: Queryable, id: string, messageId: string): Promise<void> {
  await db.query(`update scheduled_messages set status = 'sent', message_id = $2, updated_at = now() where id = $1`, [id, messageId]);
}

export async function listForReservation(db: Queryable, accountId: string, reservationId: string): Promise<ScheduledRow[]> {
  return db.query<ScheduledRow>(`select ${COLUMNS} from scheduled_messages where account_id = $1 and reservation_id = $2 order by send_at, id`, [
    accountId,
    reservationId,
  ]);
}

export async function findOne(db: Queryable, accountId: string, reservationId: string, id: string): Promise<ScheduledRow | null> {
  const rows = await db.query<ScheduledRow>(`select ${COLUMNS} from scheduled_messages where id = $1 and account_id = $2 and reservation_id = $3`, [
    id,
    accountId,
    reservationId,
  ]);
  return rows[0] ?? null;
}

/** The host's own text and, when given, their own moment (kept from then on). */
export async function edit(db: Queryable, id: string, change: { subject: string | null; body: string | null; sendAt: string | null }): Promise<void> {
  await db.query(
    `update scheduled_messages
        set subject = $2, body = $3, send_at = coalesce($4::timestamptz, send_at), send_at_by_host = send_at_by_host or $4::timestamptz is not null, updated_at = now()
      where id = $1 and status = 'scheduled'`,
    [id, change.subject, change.body, change.sendAt],
  );
}

export async function skip(db: Queryable, id: string): Promise<void> {
  await db.query(`update scheduled_messages set status = 'skipped', updated_at = now() where id = $1 and status = 'scheduled'`, [id]);
}

/** The version of a template for a language: that language's, else Polish, else the first. */
export async function templateVersion(db: Queryable, accountId: string, name: string, language: string) {
  const rows = await db.query<{ subject: string; body: string }>(
    `select subject, body from message_templates where account_id = $1 and lower(name) = lower($2)
      order by (language = $3) desc, (language = 'pol') desc, created_at limit 1`,
    [accountId, name, language],
  );
  return rows[0] ?? null;
}

// ---- the online check-in reminder (issue 38) ------------------------------------------------------------------------

/**
 * Takes one stay due a reminder of the online check-in and locks it for the caller's transaction: arriving within 3
 * days (Warsaw's today given), not filled, not reminded yet, a guest's address known, the listing's reminder on.
 */
export async function claimCheckInReminder(db: Queryable, today: string): Promise<{ id: string; account_id: string } | null> {
  const rows = await db.query<{ id: string; account_id: string }>(
    `select r.id, r.account_id from reservations r
       join apartments a on a.id = r.apartment_id
       join accommodations h on h.id = a.accommodation_id
      where r.kind = 'reservation' and r.status not in ('canceled', 'no_show')
        and r.from_date > $1::date and r.from_date <= $1::date + 3 and trim(r.email) <> '' and h.check_in_reminder
        and not exists (select 1 from online_check_ins c where c.reservation_id = r.id)
        and not exists (select 1 from online_check_in_reminders m where m.reservation_id = r.id)
      order by r.from_date, r.id limit 1 for update of r skip locked`,
    [today],
  );
  return rows[0] ?? null;
}

export async function markCheckInReminded(db: Queryable, accountId: string, reservationId: string, messageId: string): Promise<void> {
  await db.query(`insert into online_check_in_reminders (reservation_id, account_id, message_id) values ($1, $2, $3) on conflict do nothing`, [
    reservationId,
    accountId,
    messageId,
  ]);
}
