/**
 * Days and times in Poland, where the hosts are: arrivals, payments and due dates are the host's calendar days, not
 * the server's. The formatters are built once: building an Intl.DateTimeFormat costs far more than using one (it was
 * a quarter of the reservations list's CPU when built per request).
 */
/** Poland's time zone: the database sessions use it too, so SQL's current_date is Warsaw's day (db/postgres, db/pglite). */
export const WARSAW = 'Europe/Warsaw';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: WARSAW, year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('pl-PL', { timeZone: WARSAW, dateStyle: 'short', timeStyle: 'short' });

/** Today in Poland (yyyy-MM-dd): a booking made at 00:30 Warsaw time is made on that day. */
export function todayInPoland(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** A moment as Warsaw's short date and time ('24.11.2026, 14:30'). */
export function warsawDateTime(at: Date): string {
  return dateTimeFormat.format(at);
}
