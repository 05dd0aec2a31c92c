import { addDays, todayInPoland } from '@gospodarz/contracts';
import { checkOutSlots, isoWeekday, scheduleDays } from './schedule';

describe('scheduleDays', () => {
  it('plans every day across the spring change of clocks (29 March 2026) and a month end', () => {
    expect(scheduleDays({ everyDay: true, dayOfTheWeek: null, numberOfDays: 1, startDate: '2026-03-27' }, '2026-03-27', '2026-04-02')).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
  });

  it('plans once a week on the chosen weekday from the first one on or after the start', () => {
    // 30 January 2026 is a Friday; the first Wednesday after it is 4 February
    expect(scheduleDays({ everyDay: false, dayOfTheWeek: 3, numberOfDays: 7, startDate: '2026-01-30' }, '2026-01-01', '2026-03-04')).toEqual([
      '2026-02-04',
      '2026-02-11',
      '2026-02-18',
      '2026-02-25',
      '2026-03-04',
    ]);
  });

  it('plans every two weeks on a Monday across the autumn change of clocks (25 October 2026)', () => {
    // 20 October 2026 is a Tuesday
    expect(scheduleDays({ everyDay: false, dayOfTheWeek: 1, numberOfDays: 14, startDate: '2026-10-20' }, '2026-10-20', '2026-12-07')).toEqual([
      '2026-10-26',
      '2026-11-09',
      '2026-11-23',
      '2026-12-07',
    ]);
  });

  it('plans once in N days through February, in a common and in a leap year', () => {
    expect(scheduleDays({ everyDay: false, dayOfTheWeek: null, numberOfDays: 10, startDate: '2026-01-25' }, '2026-01-01', '2026-03-10')).toEqual([
      '2026-01-25',
      '2026-02-04',
      '2026-02-14',
      '2026-02-24',
      '2026-03-06',
    ]);
    expect(scheduleDays({ everyDay: false, dayOfTheWeek: null, numberOfDays: 5, startDate: '2028-02-24' }, '2028-02-24', '2028-03-05')).toEqual(['2028-02-24', '2028-02-29', '2028-03-05']);
  });

  it('keeps the rhythm of the start day when the window opens later (the nightly refresh)', () => {
    expect(scheduleDays({ everyDay: false, dayOfTheWeek: null, numberOfDays: 3, startDate: '2026-01-01' }, '2026-01-05', '2026-01-12')).toEqual(['2026-01-07', '2026-01-10']);
    expect(scheduleDays({ everyDay: false, dayOfTheWeek: 7, numberOfDays: 14, startDate: '2026-01-04' }, '2026-01-05', '2026-02-01')).toEqual(['2026-01-18', '2026-02-01']);
  });

  it('plans nothing without a rhythm', () => {
    expect(scheduleDays({ everyDay: false, dayOfTheWeek: null, numberOfDays: null, startDate: '2026-01-01' }, '2026-01-01', '2026-02-01')).toEqual([]);
  });
});

describe('checkOutSlots', () => {
  it('dates a slot on each check-out with the next arrival as the end of its window, marking a same-day turnover', () => {
    const stays = [
      { id: 'a', from: '2026-05-01', to: '2026-05-04' },
      { id: 'b', from: '2026-05-04', to: '2026-05-06' },
      { id: 'block', from: '2026-05-09', to: '2026-05-10' },
    ];
    const checkOuts = stays.slice(0, 2);
    expect(checkOutSlots(checkOuts, stays, '2026-05-01')).toEqual([
      { day: '2026-05-04', reservationId: 'a', nextCheckIn: '2026-05-04', sameDayTurnover: true },
      { day: '2026-05-06', reservationId: 'b', nextCheckIn: '2026-05-09', sameDayTurnover: false },
    ]);
    expect(checkOutSlots(checkOuts, stays, '2026-05-05')).toEqual([{ day: '2026-05-06', reservationId: 'b', nextCheckIn: '2026-05-09', sameDayTurnover: false }]);
  });
});

describe('days', () => {
  it('counts calendar days, not hours, across a change of clocks', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
  });

  it("takes today's date in Warsaw, which is tomorrow in UTC terms after 23:00 UTC in winter", () => {
    expect(todayInPoland(new Date('2026-01-10T23:30:00Z'))).toBe('2026-01-11');
    expect(todayInPoland(new Date('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
    expect(todayInPoland(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });
});
