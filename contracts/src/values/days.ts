/**
 * Calendar days as 'yyyy-MM-dd' text, the one set of day helpers the API and the apps share. Arithmetic goes
 * through UTC midnights, where every day has 24 hours: a stay over the Warsaw clock changes (last Sundays of March
 * and October) keeps its nights, which arithmetic on local-time Date objects would not.
 */

const DAY_MS = 86_400_000;

/** Poland's time zone: the hosts' calendar days (arrivals, payments, due dates) are Warsaw's, not the device's. */
export const WARSAW = 'Europe/Warsaw';

function utc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** `day` moved by `days` calendar days (negative moves back). */
export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Nights (calendar days) from `from` to `to`: check-out minus check-in; negative when `to` is earlier. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * 'yyyy-MM-dd' (bodies) or 'MM/dd/yyyy' (list queries) → 'yyyy-MM-dd' of a real calendar day from 2000 to 2100,
 * else null (31.02, text, anything not a string).
 */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let y: number, m: number, d: number;
  const iso = ISO_DATE.exec(text);
  const us = iso ? null : US_DATE.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  if (y < 2000 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

// Built on first use and kept: building an Intl.DateTimeFormat costs far more than using one (it was a quarter of
// the reservations list's CPU when built per request).
let warsawDayFormat: Intl.DateTimeFormat | undefined;

/**
 * Today in Poland ('yyyy-MM-dd'), whatever the server's or the device's clock zone: at 00:30 in Warsaw (23:30 UTC)
 * it is already the next day, and a booking made then is made on that day.
 */
export function todayInPoland(now: Date = new Date()): string {
  warsawDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: WARSAW, year: 'numeric', month: '2-digit', day: '2-digit' });
  return warsawDayFormat.format(now);
}
