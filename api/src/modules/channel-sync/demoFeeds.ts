import ICAL from 'ical.js';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { DEMO_EMAIL } from '../../demo';
import { demoApartmentStays } from './repository';

const NIGHTS = 3;

/**
 * The sample channel calendar of a demo apartment (as Booking.com writes them: 'CLOSED - Not available'): two stays
 * of three nights in the first free gaps from the 45th day of this month on, so that the demo's sync reads
 * 'Zsynchronizowano' with stays and no conflict. The dates hold for the month (the UIDs say which).
 */
export async function demoFeedText(db: Queryable, apartmentId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/.test(apartmentId)) return null;
  const rows = await demoApartmentStays(db, apartmentId, DEMO_EMAIL);
  if (rows.length === 0) return null;
  const busy = rows.filter((r) => r.from_date !== null);
  const month = todayInPoland().slice(0, 7);
  let from = addDays(`${month}-01`, 45);
  const stays: Array<[string, string]> = [];
  while (stays.length < 2) {
    const to = addDays(from, NIGHTS);
    const clash = busy.find((b) => b.from_date < to && b.to_date > from);
    if (clash) from = clash.to_date;
    else {
      stays.push([from, to]);
      from = addDays(to, 7);
    }
  }
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Gospodarz demo//Booking.com sample//PL');
  calendar.updatePropertyWithValue('version', '2.0');
  stays.forEach(([start, end], i) => {
    const event = new ICAL.Component('vevent');
    const [sy, sm, sd] = start.split('-').map(Number);
    const [ey, em, ed] = end.split('-').map(Number);
    event.updatePropertyWithValue('uid', `demo-${month}-${i + 1}-${apartmentId}@booking.example`);
    event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(`${month}-01T00:00:00Z`), true));
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromData({ year: sy, month: sm, day: sd, isDate: true }));
    event.updatePropertyWithValue('dtend', ICAL.Time.fromData({ year: ey, month: em, day: ed, isDate: true }));
    event.updatePropertyWithValue('summary', 'CLOSED - Not available');
    calendar.addSubcomponent(event);
  });
  return calendar.toString() + '\r\n';
}
