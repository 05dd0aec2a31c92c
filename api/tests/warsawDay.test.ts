import { jest } from '@jest/globals';
import type { Config } from '@jest/types';
import { todayInPoland } from '@gospodarz/contracts';
import { migrate } from '../src/db/migrate';
import type { Scope } from '../src/lib/scope';
import { subscriptionOf } from '../src/modules/account';
import { desktopOf } from '../src/modules/desktop';
import { createApartment } from '../src/test/fixtures';
import { createStay } from '../src/test/stays';
import { insertAccountWithOwner } from '../src/modules/registration';
import { periodRange } from '../src/modules/reports';
import { openTestDatabase } from '../src/test/harness';
import type { Database } from '../src/db/database';

/**
 * Every "today" is Warsaw's: between 23:00 and 24:00 UTC (22:00 in summer) Warsaw is already on the next day, and
 * arrivals, the subscription's countdown and the reports' months follow Warsaw's day, in JavaScript (lib/today) and
 * in SQL (the sessions' time zone).
 */
const WINTER_NIGHT = new Date('2026-11-26T23:30:00Z'); // 00:30 on 27.11 in Warsaw (CET)
const SUMMER_NIGHT = new Date('2026-07-14T22:30:00Z'); // 00:30 on 15.07 in Warsaw (CEST)

// only Date is faked: the database and the timers keep running
const ONLY_DATE: { doNotFake: Config.FakeableAPI[] } = {
  doNotFake: [
    'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
    'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
  ],
};

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await migrate(db);
});
afterAll(() => drop());
afterEach(() => jest.useRealTimers());

function scopeOf(accountId: string, userId: string): Scope {
  return { accountId, userId, sessionId: 'test', owner: true, permissions: [], apartmentIds: null };
}

async function newHost(trialDays: number) {
  const suffix = Math.random().toString(36).slice(2, 8);
  return insertAccountWithOwner(db, {
    accountName: `Konto ${suffix}`, email: `nocna-${suffix}@example.pl`, firstName: 'Anna', lastName: 'Nowak',
    phoneNumber: '600100200', passwordHash: null, trialDays,
  });
}

describe("Warsaw's day at 23:30 UTC", () => {
  test.each([
    ['winter', WINTER_NIGHT, '2026-11-27'],
    ['summer', SUMMER_NIGHT, '2026-07-15'],
  ])('todayInPoland in %s is already the next day', (_season, now, day) => {
    expect(todayInPoland(now)).toBe(day);
    jest.useFakeTimers({ ...ONLY_DATE, now });
    expect(todayInPoland()).toBe(day);
  });

  test("the database's current_date is Warsaw's, and timestamps keep their instant", async () => {
    const [row] = await db.query<{ today: string; warsaw: string; winter: string; summer: string; at: Date }>(
      `select current_date as today, (now() at time zone 'Europe/Warsaw')::date as warsaw,
              ($1::timestamptz)::date as winter, ($2::timestamptz)::date as summer, $1::timestamptz as at`,
      [WINTER_NIGHT.toISOString(), SUMMER_NIGHT.toISOString()],
    );
    expect(row.today).toBe(row.warsaw);
    expect(row.winter).toBe('2026-11-27');
    expect(row.summer).toBe('2026-07-15');
    expect(row.at.getTime()).toBe(WINTER_NIGHT.getTime());
    // a transaction may be another connection of the pool: it is in Warsaw too
    const inTransaction = await db.transaction((tx) => tx.query<{ zone: string }>('select current_setting($1) as zone', ['TimeZone']));
    expect(inTransaction[0].zone).toBe('Europe/Warsaw');
  });

  test("a new account's trial and its countdown count from Warsaw's today (faked clock at 23:30 UTC)", async () => {
    jest.useFakeTimers({ ...ONLY_DATE, now: WINTER_NIGHT });
    const { accountId, userId } = await newHost(30);
    const subscription = await subscriptionOf(db, scopeOf(accountId, userId));
    // signed up at 00:30 on 27.11 in Warsaw: 30 days from 27.11
    expect(subscription.attributes).toMatchObject({ validUntil: '2026-12-27', daysLeft: 30 });
  });

  test.each([
    ['winter', WINTER_NIGHT, '2026-12-26', 29],
    ['summer', SUMMER_NIGHT, '2026-08-14', 30],
  ])("the countdown at 00:30 Warsaw time in %s counts from Warsaw's day, not UTC's", async (_season, now, validUntil, daysLeft) => {
    const { accountId, userId } = await newHost(30);
    await db.query('update subscriptions set valid_until = $2 where account_id = $1', [accountId, validUntil]);
    const subscription = await subscriptionOf(db, scopeOf(accountId, userId), now);
    expect(subscription.attributes.daysLeft).toBe(daysLeft);
  });

  test("the desktop's today at 00:30 Warsaw time is Warsaw's day: its arrivals, not the UTC day's", async () => {
    const { accountId, userId } = await newHost(30);
    const apartment = await createApartment(db, accountId, { name: 'Nocny' });
    // one stay arriving on 26.11 (UTC's day at that moment) and one on 27.11 (Warsaw's)
    await createStay(db, accountId, apartment, { from: '2026-11-26', to: '2026-11-27', fullName: 'Wczorajszy Gość' });
    await createStay(db, accountId, apartment, { from: '2026-11-27', to: '2026-11-29', fullName: 'Dzisiejszy Gość' });
    const desktop = await desktopOf(db, scopeOf(accountId, userId), WINTER_NIGHT);
    expect(desktop.today).toBe('2026-11-27');
    expect(desktop.day).toMatchObject({ arrivals: 1, departures: 1 });
    expect(desktop.upcoming?.map((stay) => stay.fullName)).toEqual(['Dzisiejszy Gość']);
  });

  test("the reports' current month is Warsaw's: at 23:30 UTC on 31 December it is already January", () => {
    expect(periodRange(1, undefined, new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2026-08-01', to: '2027-02-01', months: 6 });
    expect(periodRange(2, '2026-03')).toEqual({ from: '2025-04-01', to: '2026-04-01', months: 12 });
  });
});
