import { addDays, todayInPoland } from '@gospodarz/contracts';
import ICAL from 'ical.js';

/** One event of a feed as the nights it covers: `[from, to)` local dates in Europe/Warsaw, like our stays. */
export interface FeedEvent {
  uid: string;
  from: string;
  to: string;
  summary: string;
  description: string;
}

export const INVALID_FEED = 'Plik nie jest poprawnym kalendarzem iCal.';

/** A feed that cannot be read, with the reason in Polish (recorded on the feed). */
export class FeedParseError extends Error {
  constructor(message: string = INVALID_FEED) {
    super(message);
  }
}

/** The most events (occurrences of recurring ones included) one feed may bring; ICAL_MAX_EVENTS changes it. */
export const DEFAULT_MAX_EVENTS = 5000;
/** A recurring event is expanded from today up to this many years ahead (the export looks 24 months ahead). */
export const HORIZON_YEARS = 2;
/** Steps of one event's recurrence before giving up on it (a daily rule from 25 years back fits). */
export const MAX_RULE_STEPS = 10_000;
/** Steps of recurrence over the whole feed, and of the time-zone rules of its VTIMEZONEs. */
const MAX_FEED_STEPS = 100_000;
const MAX_ZONE_STEPS = 20_000;
/** RDATE and EXDATE values of one event (ical.js sorts them by insertion: quadratic). */
const MAX_LISTED_DATES = 2_000;

export const tooManyEvents = (max: number) => `Kalendarz ma więcej niż ${max} wydarzeń: nie został wczytany (tyle najwięcej przyjmujemy z jednego kalendarza).`;
export const tooFrequent = (label: string) =>
  `Wydarzenie „${label}” powtarza się zbyt często (reguła powtarzania RRULE): kalendarz nie został wczytany.`;

const ZONE = 'Europe/Warsaw';
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** A wall-clock time as milliseconds, as if it were UTC: arithmetic on it never meets a clock change. */
const wallMs = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, and null for a name Intl does not know.
const formats = new Map<string, Intl.DateTimeFormat | null>();
// Bounded: a parser thread lives on from feed to feed (readFeed's pool), and a feed may name any number of zones.
const MAX_FORMATS = 200;
function formatFor(zone: string): Intl.DateTimeFormat | null {
  if (!formats.has(zone)) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    try {
      formats.set(zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }));
    } catch {
      formats.set(zone, null);
    }
  }
  return formats.get(zone)!;
}

/** The wall clock (as milliseconds, see wallMs) of an instant in an IANA zone, whatever the process's own TZ. */
function wallClockIn(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatFor(zone)!.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant of a wall-clock time in an IANA zone (two passes settle the zone's offset, DST included). */
function instantInIana(wall: number, zone: string): number {
  let guess = wall;
  for (let i = 0; i < 2; i++) guess += wall - wallClockIn(guess, zone);
  return guess;
}

/** An IANA name Intl knows: the TZID itself, or its tail (Mozilla and Citadel write '/mozilla.org/20050126_1/Europe/Warsaw'). */
function ianaName(tzid: string): string | null {
  if (formatFor(tzid)) return tzid;
  const tail = /([A-Za-z_]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(tzid)?.[1];
  return tail && formatFor(tail) ? tail : null;
}

/**
 * A zone described only in the file (Outlook's 'Central European Standard Time'): each STANDARD or DAYLIGHT part
 * starts at its DTSTART, its RDATEs and its RRULE's dates, and from then on the clock is TZOFFSETTO from UTC. The
 * rules are followed a bounded number of steps (a yearly rule from 1601 needs about 600): ical.js's own Timezone
 * expands them without end, and a rule repeating every second took the process down.
 */
class FileZone {
  private readonly changes: Array<{ at: number; offset: number }> = [];
  private readonly fallback: number;

  constructor(vtimezone: ICAL.Component, budget: { steps: number }) {
    let standard: number | null = null;
    let first: number | null = null;
    for (const part of vtimezone.getAllSubcomponents()) {
      const to = part.getFirstPropertyValue('tzoffsetto');
      const start = part.getFirstPropertyValue('dtstart');
      if (!(to instanceof ICAL.UtcOffset) || !(start instanceof ICAL.Time)) continue;
      const offset = to.toSeconds() * 1000;
      first ??= offset;
      if (part.name === 'standard') standard ??= offset;
      this.changes.push({ at: wallMs(start), offset });
      for (const rdate of part.getAllProperties('rdate').slice(0, 100)) {
        const value = rdate.getFirstValue();
        if (value instanceof ICAL.Time) this.changes.push({ at: wallMs(value), offset });
      }
      const rule = part.getFirstPropertyValue('rrule');
      if (rule instanceof ICAL.Recur) {
        const iterator = rule.iterator(start);
        for (let steps = 0; steps < 1000 && budget.steps > 0; steps++, budget.steps--) {
          const next = iterator.next();
          if (!next || next.year > 2200) break;
          this.changes.push({ at: wallMs(next), offset });
        }
      }
    }
    this.changes.sort((a, b) => a.at - b.at);
    this.fallback = standard ?? first ?? 0;
  }

  /** The instant of a wall-clock time in this zone: the offset of the latest change at or before it. */
  instant(wall: number): number {
    let low = 0;
    let high = this.changes.length - 1;
    let offset = this.fallback;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.changes[middle].at <= wall) {
        offset = this.changes[middle].offset;
        low = middle + 1;
      } else high = middle - 1;
    }
    return wall - offset;
  }
}

/** Time zones by TZID: IANA names through Intl, others from the file's VTIMEZONE; unknown ones read as floating. */
class Zones {
  private readonly described = new Map<string, ICAL.Component>();
  private readonly built = new Map<string, FileZone>();
  private readonly budget = { steps: MAX_ZONE_STEPS };

  constructor(vtimezones: ICAL.Component[]) {
    for (const vtimezone of vtimezones) {
      const tzid = vtimezone.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string' && !this.described.has(tzid)) this.described.set(tzid, vtimezone);
    }
  }

  /** The instant of a wall-clock time in the zone `tzid`, or null when the zone is unknown (a floating time). */
  instant(wall: number, tzid: string): number | null {
    const iana = ianaName(tzid);
    if (iana) return instantInIana(wall, iana);
    const vtimezone = this.described.get(tzid);
    if (!vtimezone) return null;
    if (!this.built.has(tzid)) this.built.set(tzid, new FileZone(vtimezone, this.budget));
    return this.built.get(tzid)!.instant(wall);
  }
}

/**
 * The local date in Warsaw of a value, and whether it is midnight: an all-day DATE is a local date, never shifted
 * through UTC; UTC ('Z') and zoned times are converted; a floating time, or a zone nobody knows, is Warsaw's clock.
 */
function warsawDate(value: ICAL.Time, tzid: string | null, zones: Zones): string {
  if (value.isDate) return isoDate(value.year, value.month, value.day);
  const wall = wallMs(value);
  const instant = value.zone === ICAL.Timezone.utcTimezone ? wall : tzid ? zones.instant(wall, tzid) : null;
  const local = new Date(instant === null ? wall : wallClockIn(instant, ZONE));
  return isoDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

function text(event: ICAL.Component, name: string): string {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

const tzidOf = (prop: ICAL.Property | null) => (prop?.getParameter('tzid') as string | undefined) ?? null;

/** The nights of one occurrence: from the night of its start to the morning of its end (at least one night). */
function nights(start: ICAL.Time, startTz: string | null, end: ICAL.Time | null, endTz: string | null, zones: Zones): { from: string; to: string } {
  const from = warsawDate(start, startTz, zones);
  let to = end ? warsawDate(end, endTz, zones) : from;
  if (to <= from) to = addDays(from, 1); // a one-day event, or a stay that starts and ends on one day: its night
  return { from, to };
}

/** The end of an event: DTEND, or DTSTART plus DURATION; null when it has neither. */
function endOf(vevent: ICAL.Component, start: ICAL.Time, startTz: string | null): { end: ICAL.Time | null; endTz: string | null } {
  const endProp = vevent.getFirstProperty('dtend');
  const endValue = endProp?.getFirstValue();
  if (endValue instanceof ICAL.Time) return { end: endValue, endTz: tzidOf(endProp) ?? startTz };
  const duration = vevent.getFirstPropertyValue('duration');
  if (!(duration instanceof ICAL.Duration)) return { end: null, endTz: startTz };
  const end = start.clone();
  end.addDuration(duration);
  return { end, endTz: startTz };
}

export interface ParseOptions {
  /** refuse a feed with more events than this (occurrences of recurring events included) */
  maxEvents?: number;
  /** the day recurring events are expanded from (Warsaw's today by default) */
  today?: string;
}

/**
 * Reads an iCal feed (RFC 5545; Airbnb's 'Reserved' and '(Not available)', Booking.com's 'CLOSED - Not available')
 * into stays: all-day events as their local dates with DTEND exclusive, timed events as the nights they cover (from
 * the night of their start to the morning of their end). Cancelled events and events without dates are left out. A
 * recurring event (RRULE, RDATE, EXDATE, its occurrences moved by RECURRENCE-ID) becomes one stay per occurrence from
 * today to HORIZON_YEARS ahead, each with the UID `uid/date`. Bounded whatever the file holds: a feed of more than
 * `maxEvents`, or an event repeating too often, is refused with a Polish FeedParseError; VTIMEZONE rules are followed a
 * bounded number of steps (see FileZone).
 */
export function parseFeed(body: string, options: ParseOptions = {}): FeedEvent[] {
  const maxEvents = options.maxEvents ?? DEFAULT_MAX_EVENTS;
  // counted before parsing, so that a huge feed costs no parse
  if ((body.match(/^BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0) > maxEvents) throw new FeedParseError(tooManyEvents(maxEvents));
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new FeedParseError();
  }
  if (calendar.name !== 'vcalendar') throw new FeedParseError();
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length > maxEvents) throw new FeedParseError(tooManyEvents(maxEvents));
  const zones = new Zones(calendar.getAllSubcomponents('vtimezone'));
  // Without them in the tree, ical.js reads every zoned time as a floating wall clock (never expanding the zone's
  // rules); Zones converts it.
  calendar.removeAllSubcomponents('vtimezone');

  const today = options.today ?? todayInPoland();
  const horizon = addDays(today, 366 * HORIZON_YEARS);
  // occurrences moved or cancelled by an event of their own (RECURRENCE-ID): left out of their rule's expansion
  const moved = new Set<string>();
  for (const vevent of vevents) {
    const recurrenceId = vevent.getFirstPropertyValue('recurrence-id');
    if (recurrenceId instanceof ICAL.Time) moved.add(`${text(vevent, 'uid')} ${recurrenceId.toString()}`);
  }

  const events: FeedEvent[] = [];
  const budget = { steps: MAX_FEED_STEPS };
  const add = (event: FeedEvent) => {
    if (events.length >= maxEvents) throw new FeedParseError(tooManyEvents(maxEvents));
    events.push(event);
  };
  for (const vevent of vevents) {
    if (text(vevent, 'status').toUpperCase() === 'CANCELLED') continue;
    const startProp = vevent.getFirstProperty('dtstart');
    const start = startProp?.getFirstValue();
    if (!(start instanceof ICAL.Time)) continue;
    const startTz = tzidOf(startProp);
    const { end, endTz } = endOf(vevent, start, startTz);
    const summary = text(vevent, 'summary').slice(0, 500);
    const description = text(vevent, 'description').slice(0, 2000);
    const first = nights(start, startTz, end, endTz, zones);
    const uid = (text(vevent, 'uid') || `${first.from}/${first.to}/${summary}`).slice(0, 500);
    const occurrenceUid = (date: string) => `${uid.slice(0, 480)}/${date}`;
    const recurrenceId = vevent.getFirstPropertyValue('recurrence-id');
    if (recurrenceId instanceof ICAL.Time) {
      // one occurrence of a recurring event, moved: under the UID its rule would have given it
      if (first.to >= today) add({ uid: occurrenceUid(warsawDate(recurrenceId, tzidOf(vevent.getFirstProperty('recurrence-id')), zones)), ...first, summary, description });
      continue;
    }
    if (!vevent.hasProperty('rrule') && !vevent.hasProperty('rdate')) {
      add({ uid, ...first, summary, description });
      continue;
    }
    const listed = [...vevent.getAllProperties('rdate'), ...vevent.getAllProperties('exdate')].reduce((n, p) => n + p.getValues().length, 0);
    const label = (summary || uid).slice(0, 60);
    if (listed > MAX_LISTED_DATES) throw new FeedParseError(tooFrequent(label));
    const length = end ? end.subtractDate(start) : null;
    const expansion = new ICAL.RecurExpansion({ component: vevent, dtstart: start });
    const seen = new Set<string>();
    for (let steps = 0; ; steps++) {
      if (steps >= MAX_RULE_STEPS || --budget.steps < 0) throw new FeedParseError(tooFrequent(label));
      let occurrence: ICAL.Time | null;
      try {
        occurrence = expansion.next();
      } catch {
        throw new FeedParseError(tooFrequent(label)); // ical.js gives up on a rule no date can satisfy
      }
      if (!occurrence) break;
      let occurrenceEnd: ICAL.Time | null = null;
      if (length) {
        occurrenceEnd = occurrence.clone();
        occurrenceEnd.addDuration(length);
      }
      const stay = nights(occurrence, startTz, occurrenceEnd, endTz, zones);
      if (stay.from > horizon) break;
      if (stay.to < today || seen.has(stay.from) || moved.has(`${text(vevent, 'uid')} ${occurrence.toString()}`)) continue;
      seen.add(stay.from);
      add({ uid: occurrenceUid(stay.from), ...stay, summary, description });
    }
  }
  return events;
}
