import ICAL from 'ical.js';

/** One event of a feed as the nights it covers: `[from, to)` local dates in Europe/Warsaw, like our stays. */
export interface FeedEvent {
  uid: string;
  from: string;
  to: string;
  summary: string;
  description: string;
}

export class FeedParseError extends Error {
  constructor() {
    super('Plik nie jest poprawnym kalendarzem iCal.');
  }
}

const ZONE = 'Europe/Warsaw';
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The local wall-clock fields of an instant in a time zone (whatever the process's own TZ). */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

function knownZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/** The instant of a wall-clock time in an IANA zone (two passes settle the zone's offset, DST included). */
function instantIn(t: ICAL.Time, zone: string): number {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const w = wallClock(guess, zone);
    guess += wall - Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  }
  return guess;
}

/**
 * The local date and time in Warsaw of a DATE-TIME value: UTC ('Z') and zones described in the file or known by name
 * are converted; a floating time, or a zone nobody knows, is read as Warsaw's own wall clock.
 */
function warsawWallClock(t: ICAL.Time, tzid: string | null, zones: Map<string, ICAL.Timezone>) {
  const fields = { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
  if (t.zone === ICAL.Timezone.utcTimezone) return wallClock(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second), ZONE);
  if (tzid && zones.has(tzid)) {
    const copy = t.clone();
    copy.zone = zones.get(tzid)!;
    const utc = copy.convertToZone(ICAL.Timezone.utcTimezone);
    return wallClock(Date.UTC(utc.year, utc.month - 1, utc.day, utc.hour, utc.minute, utc.second), ZONE);
  }
  if (tzid && knownZone(tzid)) return wallClock(instantIn(t, tzid), ZONE);
  return fields;
}

function dateOf(value: ICAL.Time, tzid: string | null, zones: Map<string, ICAL.Timezone>): { date: string; midnight: boolean } {
  // An all-day DATE is a local date: never shifted through UTC.
  if (value.isDate) return { date: isoDate(value.year, value.month, value.day), midnight: true };
  const w = warsawWallClock(value, tzid, zones);
  return { date: isoDate(w.year, w.month, w.day), midnight: w.hour === 0 && w.minute === 0 && w.second === 0 };
}

function text(event: ICAL.Component, name: string): string {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads an iCal feed (RFC 5545; Airbnb's 'Reserved' and '(Not available)', Booking.com's 'CLOSED - Not available')
 * into stays: all-day events as their local dates with DTEND exclusive, timed events as the nights they cover (from
 * the night of their start to the morning of their end). Cancelled events and events without dates are left out.
 */
export function parseFeed(body: string): FeedEvent[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new FeedParseError();
  }
  if (calendar.name !== 'vcalendar') throw new FeedParseError();
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    if (zone.tzid) zones.set(zone.tzid, zone);
  }
  const events: FeedEvent[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    if (text(vevent, 'status').toUpperCase() === 'CANCELLED') continue;
    const startProp = vevent.getFirstProperty('dtstart');
    const start = startProp?.getFirstValue();
    if (!(start instanceof ICAL.Time)) continue;
    const startTz = (startProp!.getParameter('tzid') as string | undefined) ?? null;
    const from = dateOf(start, startTz, zones).date;
    const endProp = vevent.getFirstProperty('dtend');
    let endValue = endProp?.getFirstValue();
    let endTz = (endProp?.getParameter('tzid') as string | undefined) ?? startTz;
    if (!(endValue instanceof ICAL.Time)) {
      const duration = vevent.getFirstPropertyValue('duration');
      if (duration instanceof ICAL.Duration) {
        endValue = start.clone();
        endValue.addDuration(duration);
        endTz = startTz;
      }
    }
    let to = from;
    if (endValue instanceof ICAL.Time) to = dateOf(endValue, endTz, zones).date;
    if (to <= from) to = addDays(from, 1); // a one-day event, or a stay that starts and ends on one day: its night
    const uid = text(vevent, 'uid') || `${from}/${to}/${text(vevent, 'summary')}`;
    events.push({ uid: uid.slice(0, 500), from, to, summary: text(vevent, 'summary').slice(0, 500), description: text(vevent, 'description').slice(0, 2000) });
  }
  return events;
}
