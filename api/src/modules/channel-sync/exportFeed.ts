import ICAL from 'ical.js';

export interface ExportStay {
  id: string;
  from_date: string;
  to_date: string;
  kind: 'reservation' | 'block' | 'channel';
  updated_at: Date;
}

function dateValue(date: string): ICAL.Time {
  const [year, month, day] = date.split('-').map(Number);
  return ICAL.Time.fromData({ year, month, day, isDate: true });
}

/**
 * An apartment's calendar for booking services (RFC 5545, written by ical.js): one all-day event per busy stay with
 * DTEND exclusive (our `[from, to)`), a UID that never changes, SUMMARY 'Reserved' (a reservation) or 'Not available'
 * (a block, or a stay from another channel), and nothing about the guest. DTSTAMP is the stay's last change, so the
 * text changes only when a stay does (the ETag follows it).
 */
export function calendarText(stays: ExportStay[]): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Gospodarz//Kalendarz apartamentu//PL');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  for (const stay of stays) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `${stay.id}@gospodarz`);
    event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(stay.updated_at, true));
    event.updatePropertyWithValue('dtstart', dateValue(stay.from_date));
    event.updatePropertyWithValue('dtend', dateValue(stay.to_date));
    event.updatePropertyWithValue('summary', stay.kind === 'reservation' ? 'Reserved' : 'Not available');
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return calendar.toString() + '\r\n';
}
