import type { CalendarStay } from './repository';

/** iCal lines end in CRLF. */
const CRLF = '\r\n';

const day = (date: string) => date.replace(/-/g, '');

/**
 * An apartment's calendar for booking services (RFC 5545): one all-day event per busy stay, named only
 * "Zarezerwowany" or "Niedostępny" (a block), so that no guest data leaves the suite. DTEND is the departure day,
 * which iCal's all-day events already treat as exclusive, like our `[from, to)` stays.
 */
export function calendarText(stays: CalendarStay[], now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const events = stays.map((stay) =>
    [
      'BEGIN:VEVENT',
      `UID:${stay.id}@gospodarz`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(stay.from_date)}`,
      `DTEND;VALUE=DATE:${day(stay.to_date)}`,
      `SUMMARY:${stay.kind === 'block' ? 'Niedostępny' : 'Zarezerwowany'}`,
      'END:VEVENT',
    ].join(CRLF),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Gospodarz//PL', 'CALSCALE:GREGORIAN', ...events, 'END:VCALENDAR', ''].join(CRLF);
}
