import { daysFromWarsawToday, todayInPoland, warsawTodayDate } from './format';
import { todayIso } from '../ui/Calendar';

/**
 * The apps' "today" is Warsaw's whatever the device's clock says: at 23:30 UTC Warsaw is already on the next day
 * (00:30 CET in winter; in summer, CEST, from 22:00 UTC). The clock is faked for Date only.
 */
describe("Warsaw's today at 23:30 UTC", () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['winter', '2026-11-26T23:30:00Z', '2026-11-27'],
    ['summer', '2026-07-14T23:30:00Z', '2026-07-15'],
    ['summer, 22:30 UTC', '2026-07-14T22:30:00Z', '2026-07-15'],
    ['the last day of the year', '2026-12-31T23:30:00Z', '2027-01-01'],
  ])('is already the next day in %s', (_when, instant, day) => {
    jest.useFakeTimers({ now: new Date(instant) });
    expect(todayInPoland()).toBe(day);
    // the date picker marks and opens on the same day
    expect(todayIso()).toBe(day);
    const local = warsawTodayDate();
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate()]).toEqual(day.split('-').map(Number));
  });

  it('is the same day as UTC at noon, and before 23:00 UTC in winter', () => {
    expect(todayInPoland(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26');
    expect(todayInPoland(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
  });

  it('counts the days left from Warsaw’s day: 29 to 26.12 at 00:30 on 27.11 in Warsaw', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T23:30:00Z') });
    expect(daysFromWarsawToday('2026-12-26')).toBe(29);
    expect(daysFromWarsawToday('2026-11-27')).toBe(0);
    expect(daysFromWarsawToday('2026-11-26')).toBe(-1);
    // over the change to summer time (29.03.2026) a day still counts as one
    expect(daysFromWarsawToday('2026-04-01', new Date('2026-03-28T23:30:00Z'))).toBe(3);
  });
});
