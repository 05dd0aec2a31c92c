import { parseFeed } from './parseFeed';
import { calendarText } from './exportFeed';

const feed = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//PL', ...lines, 'END:VCALENDAR', ''].join('\r\n');

const SAMPLE = feed(
  // Airbnb: all-day, DTEND exclusive
  'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270102', 'UID:new-year@airbnb.com', 'SUMMARY:Reserved', 'END:VEVENT',
  // Booking.com closes a single day
  'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270315', 'UID:closed@booking.com', 'SUMMARY:CLOSED - Not available', 'END:VEVENT',
  // timed in UTC across the spring DST change in Warsaw (29.03.2027): check-in 15:00, check-out 10:00 local
  'BEGIN:VEVENT', 'DTSTART:20270327T140000Z', 'DTEND:20270330T080000Z', 'UID:dst', 'SUMMARY:Timed', 'END:VEVENT',
  // timed in a named zone: late arrival in Warsaw
  'BEGIN:VEVENT', 'DTSTART;TZID=Europe/Warsaw:20270501T233000', 'DTEND;TZID=Europe/Warsaw:20270503T110000', 'UID:tz', 'SUMMARY:Late', 'END:VEVENT',
  // cancelled events free their dates
  'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270605', 'UID:gone', 'STATUS:CANCELLED', 'END:VEVENT',
);

const EXPECTED = [
  { uid: 'new-year@airbnb.com', from: '2026-12-30', to: '2027-01-02', summary: 'Reserved', description: '' },
  { uid: 'closed@booking.com', from: '2027-03-15', to: '2027-03-16', summary: 'CLOSED - Not available', description: '' },
  { uid: 'dst', from: '2027-03-27', to: '2027-03-30', summary: 'Timed', description: '' },
  { uid: 'tz', from: '2027-05-01', to: '2027-05-03', summary: 'Late', description: '' },
];

describe('reading a feed', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['Europe/Warsaw', 'UTC', 'America/New_York', 'Pacific/Kiritimati'])('reads all-day dates as local dates and timed events as nights, with the process in %s', (zone) => {
    process.env.TZ = zone;
    expect(parseFeed(SAMPLE)).toEqual(EXPECTED);
  });

  it('converts times in a zone described only in the file by its own rules (Outlook), summer time included', () => {
    const pacific = feed(
      'BEGIN:VTIMEZONE', 'TZID:Pacific Standard Time',
      'BEGIN:STANDARD', 'DTSTART:16010101T020000', 'TZOFFSETFROM:-0700', 'TZOFFSETTO:-0800', 'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11', 'END:STANDARD',
      'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:-0800', 'TZOFFSETTO:-0700', 'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3', 'END:DAYLIGHT',
      'END:VTIMEZONE',
      // 14:30 PDT is 23:30 in Warsaw the same day (read as PST it would be the next day)
      'BEGIN:VEVENT', 'UID:summer', 'DTSTART;TZID=Pacific Standard Time:20270501T143000', 'DTEND;TZID=Pacific Standard Time:20270503T100000', 'END:VEVENT',
      // 15:30 PST is 00:30 in Warsaw the next day
      'BEGIN:VEVENT', 'UID:winter', 'DTSTART;TZID=Pacific Standard Time:20270115T153000', 'DTEND;TZID=Pacific Standard Time:20270116T010000', 'END:VEVENT',
    );
    expect(parseFeed(pacific).map((e) => [e.uid, e.from, e.to])).toEqual([
      ['summer', '2027-05-01', '2027-05-03'],
      ['winter', '2027-01-16', '2027-01-17'],
    ]);
  });

  it('expands a recurring event from today on: its exceptions left out, a moved occurrence at its new dates', () => {
    const recurring = feed(
      'BEGIN:VEVENT', 'UID:weekly', 'SUMMARY:Remont', 'DTSTART;VALUE=DATE:20270104', 'DTEND;VALUE=DATE:20270106', 'RRULE:FREQ=WEEKLY;COUNT=5', 'EXDATE;VALUE=DATE:20270111', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:weekly', 'SUMMARY:Remont', 'RECURRENCE-ID;VALUE=DATE:20270118', 'DTSTART;VALUE=DATE:20270119', 'DTEND;VALUE=DATE:20270122', 'END:VEVENT',
    );
    expect(parseFeed(recurring, { today: '2027-01-05' }).map((e) => [e.uid, e.from, e.to])).toEqual([
      ['weekly/2027-01-04', '2027-01-04', '2027-01-06'],
      ['weekly/2027-01-25', '2027-01-25', '2027-01-27'],
      ['weekly/2027-02-01', '2027-02-01', '2027-02-03'],
      ['weekly/2027-01-18', '2027-01-19', '2027-01-22'],
    ]);
    // an endless rule stops two years after today
    const endless = feed('BEGIN:VEVENT', 'UID:daily', 'DTSTART;VALUE=DATE:20270101', 'RRULE:FREQ=DAILY', 'END:VEVENT');
    const days = parseFeed(endless, { today: '2027-01-01' });
    expect([days.length, days.at(-1)?.from]).toEqual([733, '2029-01-02']);
  });

  it('refuses what is not iCal with a Polish message', () => {
    expect(() => parseFeed('<html>Logowanie</html>')).toThrow('Plik nie jest poprawnym kalendarzem iCal.');
    expect(() => parseFeed('BEGIN:VCARD\r\nEND:VCARD\r\n')).toThrow('Plik nie jest poprawnym kalendarzem iCal.');
  });

  it('reads back the export it writes', () => {
    const text = calendarText([
      { id: 'r1', from_date: '2026-12-30', to_date: '2027-01-02', kind: 'reservation', updated_at: new Date('2026-11-01T10:00:00Z') },
      { id: 'b1', from_date: '2027-02-01', to_date: '2027-02-03', kind: 'block', updated_at: new Date('2026-11-02T10:00:00Z') },
    ]);
    expect(parseFeed(text)).toEqual([
      { uid: 'r1@gospodarz', from: '2026-12-30', to: '2027-01-02', summary: 'Reserved', description: '' },
      { uid: 'b1@gospodarz', from: '2027-02-01', to: '2027-02-03', summary: 'Not available', description: '' },
    ]);
  });
});
