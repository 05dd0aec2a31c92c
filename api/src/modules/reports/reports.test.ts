import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { openSession } from '../session';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
let owner: Owner;
let a: string;
let b: string;

async function stay(apartmentId: string, from: string, to: string, total: number, options: { status?: string; source?: string; kind?: string } = {}) {
  // (a stay imported from a channel's calendar is kind 'channel')
  await api.db.query(
    `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, total_price, price_per_night, source, full_name)
     values ($1, $2, $3, $4, $5, $6, $7, 0, $8, 'Gość')`,
    [owner.accountId, apartmentId, options.kind ?? 'reservation', from, to, options.status ?? 'confirmed', total, options.source ?? ''],
  );
}

/**
 * The fixed stays every figure below is worked out from (period: October 2029 – March 2030, apartments A and B):
 *  1. A, 30.01–03.02.2030, 4 nights, 800 zł, booking: 2 nights (400 zł) in January, 2 (400 zł) in February;
 *     it checks in in January.
 *  2. A, 10.02–13.02.2030, 3 nights, 900 zł, airbnb.
 *  3. B, 05.02–08.02.2030, cancelled, 600 zł, booking: only in February's cancellation rate.
 *  4. B, blocked 15.02–22.02.2030 (7 nights).
 *  5. B, 01.02–03.02.2030, 2 nights, 500 zł, source 'Booking ' (the same source as 'booking').
 *  6. A, 10.02–12.02.2029, 2 nights, 360 zł, website: a year earlier, for the overlay only.
 *  7. A, 30.03–02.04.2030, 3 nights, 100 zł, no source: 2 nights (66,67 zł) in March, the third after the period.
 *  8. A, 10.12–12.12.2029, imported from a channel's calendar (no price): 2 nights occupied, none sold.
 */
beforeAll(async () => {
  owner = await signedInOwner(api);
  a = await createApartment(api.db, owner.accountId, { name: 'A' });
  b = await createApartment(api.db, owner.accountId, { name: 'B' });
  await stay(a, '2030-01-30', '2030-02-03', 800, { source: 'booking' });
  await stay(a, '2030-02-10', '2030-02-13', 900, { source: 'airbnb' });
  await stay(b, '2030-02-05', '2030-02-08', 600, { source: 'booking', status: 'canceled' });
  await stay(b, '2030-02-15', '2030-02-22', 0, { kind: 'block' });
  await stay(b, '2030-02-01', '2030-02-03', 500, { source: 'Booking ' });
  await stay(a, '2029-02-10', '2029-02-12', 360, { source: 'website' });
  await stay(a, '2030-03-30', '2030-04-02', 100);
  await stay(a, '2029-12-10', '2029-12-12', 0, { kind: 'channel' });
});

async function report(name: string, query: Record<string, string>, auth = owner.auth) {
  return api.app.inject({ method: 'GET', url: `/api/v1/householder/reports/${name}`, headers: auth, query: { month: '2030-03', period: '1', ...query } });
}

async function rows(name: string, query: Record<string, string> = {}) {
  const res = await report(name, query);
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
}

const byMonth = (list: Array<Record<string, unknown> & { month: string }>): Record<string, Record<string, unknown>> => Object.fromEntries(list.map((row) => [row.month, row]));

describe('reports', () => {
  it('spreads revenue over the nights, each night in its own month, and counts a reservation in its check-in month', async () => {
    const report = await rows('reservation_vs_income');
    expect(report).toMatchObject({ from: '2029-10-01', to: '2030-04-01', months: 6, apartmentCount: 2, previousYear: null });
    const months = byMonth(report.rows);
    expect(Object.keys(months)).toEqual(['2029-10', '2029-11', '2029-12', '2030-01', '2030-02', '2030-03']);
    expect(months['2029-11']).toMatchObject({ reservations: 0, nightsSold: 0, revenue: 0, adr: null, occupancy: 0 });
    // stay 8 fills 2 of 62 nights but sells none: no reservation, no revenue
    expect(months['2029-12']).toMatchObject({ reservations: 0, nightsSold: 0, nightsOccupied: 2, revenue: 0, adr: null, occupancy: 0.0323 });
    // stay 1's first two nights
    expect(months['2030-01']).toMatchObject({ reservations: 1, nightsSold: 2, revenue: 400, adr: 200, nightsAvailable: 62 });
    // stay 1's last two nights (400) + stay 2 (900) + stay 5 (500); stays 2 and 5 check in in February
    expect(months['2030-02']).toMatchObject({ reservations: 2, nightsSold: 7, revenue: 1800, adr: 257.14 });
    // 2 of stay 7's 3 nights: 100 × 2/3 = 66,67 zł; ADR 33,33 zł
    expect(months['2030-03']).toMatchObject({ reservations: 1, nightsSold: 2, revenue: 66.67, adr: 33.33 });
  });

  it('counts a cancelled stay only in the cancellation rate', async () => {
    const feb = byMonth((await rows('reservation_vs_price')).rows)['2030-02'];
    // stay 3 (600 zł, 3 nights) adds no nights and no revenue
    expect(feb).toMatchObject({ cancellations: 1, cancellationRate: 0.3333, nightsSold: 7, revenue: 1800 });
  });

  it('gives occupancy over the nights of the period and over the nights not blocked, and RevPAR', async () => {
    const feb = byMonth((await rows('occupancy')).rows)['2030-02'];
    // 2 apartments × 28 nights = 56; the blocked week closes 7 of them
    expect(feb).toMatchObject({ nightsAvailable: 56, nightsBlocked: 7, occupancy: 0.125, occupancyUnblocked: 0.1429, revpar: 32.14 });
    const onlyB = byMonth((await rows('occupancy', { apartmentId: b })).rows)['2030-02'];
    // B alone: stay 5's 2 nights of 28, 21 not blocked
    expect(onlyB).toMatchObject({ nightsAvailable: 28, nightsBlocked: 7, nightsSold: 2, revenue: 500, occupancy: 0.0714, occupancyUnblocked: 0.0952 });
  });

  it('counts reservations by source, the spellings of one source together, most used first', async () => {
    const report = await rows('reservation_source');
    const months = byMonth(report.rows);
    expect(months['2030-01'].sources).toEqual({ booking: 1 });
    expect(months['2030-02'].sources).toEqual({ airbnb: 1, booking: 1 });
    expect(months['2030-03'].sources).toEqual({ '': 1 });
    expect(report.sources).toEqual(['booking', '', 'airbnb']);
  });

  it('gives each weekday its nights, their average price and the nights sold on an average such day', async () => {
    const { weekdays } = await rows('most_profitable_days');
    // 182 days, 26 of each weekday. Wed 30.01: stay 1 on Wed–Sat at 200; Sun 10.02: stay 2 on Sun–Tue at 300;
    // Fri 01.02: stay 5 on Fri–Sat at 250; Sat 30.03: stay 7 on Sat and Sun within the period, at 33,33
    expect(weekdays.map((d: { nightsSold: number }) => d.nightsSold)).toEqual([1, 1, 1, 1, 2, 3, 2]);
    expect(weekdays.map((d: { avgPrice: number }) => d.avgPrice)).toEqual([300, 300, 200, 200, 225, 161.11, 166.67]);
    expect(weekdays[5]).toMatchObject({ weekday: 5, revenue: 483.33, avgBookings: 0.12 });
  });

  it('overlays the same months a year earlier', async () => {
    const report = await rows('reservation_vs_income', { compare: 'true' });
    const earlier = byMonth(report.previousYear.rows);
    expect(Object.keys(earlier)).toEqual(['2028-10', '2028-11', '2028-12', '2029-01', '2029-02', '2029-03']);
    // stay 6: 2 nights, 360 zł, in February 2029
    expect(earlier['2029-02']).toMatchObject({ reservations: 1, nightsSold: 2, revenue: 360, adr: 180, nightsAvailable: 56 });
    expect(earlier['2029-01']).toMatchObject({ reservations: 0, revenue: 0 });
    const days = await rows('most_profitable_days', { compare: 'true' });
    // 10.02.2029 was a Saturday: one night on Saturday and one on Sunday, at 180
    expect(days.previousYear.weekdays.map((d: { nightsSold: number }) => d.nightsSold)).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });

  it('covers 6, 12, 18 or 24 months and refuses other periods in Polish', async () => {
    expect((await rows('occupancy', { period: '4' })).rows).toHaveLength(24);
    expect((await rows('occupancy', { period: '3' })).from).toBe('2028-10-01');
    const res = await report('occupancy', { period: '5' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Okres: wybierz od 1 do 4');
  });

  it("shows a co-host only the shared apartments, needs the 'reports' permission, and hides other accounts' apartments", async () => {
    const makeCoHost = async (permissions: string[], apartments: string[]) => {
      const [{ id }] = await api.db.query<{ id: string }>(`insert into users (account_id, email, permissions) values ($1, $2, $3) returning id`, [
        owner.accountId,
        `raporty-${Math.random().toString(36).slice(2)}@example.pl`,
        permissions,
      ]);
      for (const apartment of apartments) await api.db.query('insert into co_host_apartments (user_id, apartment_id, account_id) values ($1, $2, $3)', [id, apartment, owner.accountId]);
      return { authorization: `Bearer ${await openSession(api.db, id)}` };
    };
    const reporter = await makeCoHost(['reports'], [a]);
    const res = await report('reservation_vs_income', {}, reporter);
    expect(res.json().data.attributes.apartmentCount).toBe(1);
    // only A: stay 1's last nights and stay 2
    expect(byMonth(res.json().data.attributes.rows)['2030-02']).toMatchObject({ nightsSold: 5, revenue: 1300, nightsAvailable: 28 });
    expect((await report('occupancy', { apartmentId: b }, reporter)).statusCode).toBe(404);
    expect((await report('occupancy', {}, await makeCoHost(['reservations'], [a]))).statusCode).toBe(403);
    const stranger = await signedInOwner(api);
    expect((await report('occupancy', { apartmentId: a }, stranger.auth)).statusCode).toBe(404);
  });

  it('follows a new stay at once (the kept answer is dropped)', async () => {
    const before = byMonth((await rows('reservation_vs_income', { apartmentId: a })).rows)['2029-11'];
    expect(before.revenue).toBe(0);
    await api.app.inject({
      method: 'POST',
      url: '/api/v1/householder/reservations',
      headers: owner.auth,
      payload: { reservation: { apartmentId: a, from: '2029-11-10', to: '2029-11-12', fullName: 'Nowy', pricePerNight: 150 } },
    });
    const after = byMonth((await rows('reservation_vs_income', { apartmentId: a })).rows)['2029-11'];
    expect(after).toMatchObject({ reservations: 1, nightsSold: 2, revenue: 300 });
  });
});

describe('the best weekdays', () => {
  it('takes each night at its own price when the stay keeps its nights’ prices, and follows a change of them', async () => {
    const host = await signedInOwner(api);
    const x = await createApartment(api.db, host.accountId, { name: 'X' });
    // Fri 01.02–Sun 03.02.2030: Friday's night 200 zł, Saturday's 400 zł (in grosze, as the engine keeps them)
    const [{ id }] = await api.db.query<{ id: string }>(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, total_price, price_per_night, source, full_name)
       values ($1, $2, 'reservation', '2030-02-01', '2030-02-03', 'confirmed', 600, 300, '', 'Gość') returning id`,
      [host.accountId, x],
    );
    await api.db.query(`update reservations set night_prices = '[20000, 40000]' where id = $1`, [id]);
    // Fri 08.02–Sun 10.02.2030 typed by hand, 500 zł: no nights' prices, spread evenly
    await api.db.query(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, total_price, price_per_night, source, full_name)
       values ($1, $2, 'reservation', '2030-02-08', '2030-02-10', 'confirmed', 500, 250, '', 'Gość')`,
      [host.accountId, x],
    );
    // a change made straight in the database reaches the kept answers through the change feed (PostgreSQL's
    // NOTIFY arrives a moment later): ask again until the answer is the one expected, for at most 5 seconds
    const prices = async (expected: Array<number | null>) => {
      let got: unknown;
      for (let attempt = 0; attempt < 50; attempt++) {
        const res = await report('most_profitable_days', {}, host.auth);
        expect(res.statusCode).toBe(200);
        got = res.json().data.attributes.weekdays.map((d: { avgPrice: number | null }) => d.avgPrice);
        if (JSON.stringify(got) === JSON.stringify(expected)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(got).toEqual(expected);
    };
    // Friday: (200 + 250) / 2; Saturday: (400 + 250) / 2
    await prices([null, null, null, null, 225, 325, null]);
    const february = async () => byMonth((await report('reservation_vs_income', {}, host.auth)).json().data.attributes.rows)['2030-02'];
    expect(await february()).toMatchObject({ revenue: 1100, nightsSold: 4 });
    // the prices changed alone (Friday dearer): the report follows
    await api.db.query(`update reservations set night_prices = '[45000, 15000]' where id = $1`, [id]);
    await prices([null, null, null, null, 350, 200, null]);
    // prices that no longer add up to the stay's total are not trusted: the total is spread evenly
    await api.db.query(`update reservations set night_prices = '[10000, 10000]' where id = $1`, [id]);
    await prices([null, null, null, null, 275, 275, null]);
    expect(await february()).toMatchObject({ revenue: 1100, nightsSold: 4 });
  });
});

describe('the sources’ spellings', () => {
  it('counts a channel typed as its address (‘Booking.com’) as the channel', async () => {
    const host = await signedInOwner(api);
    const x = await createApartment(api.db, host.accountId, { name: 'X' });
    for (const [i, source] of ['Booking.com', 'booking', ' booking.com '].entries()) {
      await api.db.query(
        `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, total_price, price_per_night, source, full_name)
         values ($1, $2, 'reservation', $3, $4, 'confirmed', 100, 0, $5, 'Gość')`,
        [host.accountId, x, `2030-02-0${2 * i + 1}`, `2030-02-0${2 * i + 2}`, source],
      );
    }
    const res = await report('reservation_source', {}, host.auth);
    expect(res.statusCode).toBe(200);
    const { rows: months, sources } = res.json().data.attributes;
    expect(sources).toEqual(['booking']);
    expect(byMonth(months)['2030-02'].sources).toEqual({ booking: 3 });
  });
});

describe('the monthly sums the reports read', () => {
  // the sums kept change by change equal the sums of the stays as they are now, summed afresh
  const KEPT = `select apartment_id, to_char(month, 'YYYY-MM') as month, reservations, cancellations, nights_sold, nights_occupied,
                       nights_blocked, revenue::text, other_revenue::text, weekday_nights::text, weekday_revenue::text
                  from report_months where account_id = $1
                   and (reservations, cancellations, nights_sold, nights_occupied, nights_blocked) <> (0, 0, 0, 0, 0)
                 order by 1, 2`;
  const SOURCES = `select apartment_id, to_char(month, 'YYYY-MM') as month, source, reservations from report_month_sources
                    where account_id = $1 and reservations <> 0 order by 1, 2, 3`;
  type Row = Record<string, unknown>;
  const normal = (rows: Row[]): Row[] =>
    rows.map((r) => ({ ...r, revenue: r.revenue === undefined ? undefined : Number(r.revenue), other_revenue: r.other_revenue === undefined ? undefined : Number(r.other_revenue), weekday_revenue: r.weekday_revenue === undefined ? undefined : JSON.parse(`[${String(r.weekday_revenue).slice(1, -1)}]`).map(Number) }));

  it('follow stays added, moved across months and apartments, repriced, cancelled and deleted', async () => {
    const host = await signedInOwner(api);
    const x = await createApartment(api.db, host.accountId, { name: 'X', rates: [[2, '100']] });
    const y = await createApartment(api.db, host.accountId, { name: 'Y', rates: [[2, '100']] });
    const add = async (apartment: string, from: string, to: string, total: number, extra: { status?: string; kind?: string; source?: string } = {}) =>
      (
        await api.db.query<{ id: string }>(
          `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, total_price, price_per_night, source, full_name)
           values ($1, $2, $3, $4, $5, $6, $7, 0, $8, 'Gość') returning id`,
          [host.accountId, apartment, extra.kind ?? 'reservation', from, to, extra.status ?? 'confirmed', total, extra.source ?? 'booking'],
        )
      )[0].id;
    const one = await add(x, '2030-01-28', '2030-02-04', 701);
    const two = await add(x, '2030-03-30', '2030-04-02', 333.33, { source: ' Airbnb ' });
    const three = await add(y, '2030-02-10', '2030-02-15', 500);
    await add(y, '2030-02-20', '2030-02-27', 0, { kind: 'block' });
    await add(x, '2030-05-01', '2030-05-03', 0, { kind: 'channel' });
    // moved to the other apartment and a month later, repriced; cancelled; its dates changed; deleted
    await api.db.query(`update reservations set apartment_id = $2, from_date = '2030-02-27', to_date = '2030-03-06', total_price = 999.99 where id = $1`, [one, y]);
    await api.db.query(`update reservations set status = 'canceled' where id = $1`, [two]);
    await api.db.query(`update reservations set to_date = '2030-02-18', source = 'phone' where id = $1`, [three]);
    await api.db.query(`update reservations set comments = 'nic dla raportów' where id = $1`, [three]);
    // the bill's other lines change alone (migration 983): a cleaning fee and a discount; the cancelled stay keeps a fee
    await api.db.query(`update reservations set cleaning_fee = 80, discount = 30 where id = $1`, [three]);
    await api.db.query(`update reservations set cancellation_fee = 45 where id = $1`, [two]);
    // its nights' prices written alone (as the booking does after the row): the weekend dearer
    await api.db.query(`update reservations set night_prices = '[5000, 5000, 5000, 5000, 5000, 5000, 10000, 10000]' where id = $1`, [three]);
    const four = await add(x, '2030-06-29', '2030-07-03', 400);
    await api.db.query('delete from reservations where id = $1', [four]);

    const kept = normal(await api.db.query(KEPT, [host.accountId]));
    const keptSources = await api.db.query<Row>(SOURCES, [host.accountId]);
    expect(kept.length).toBeGreaterThan(3);
    const afresh = await api.db
      .transaction(async (tx) => {
        await tx.query('delete from report_months where account_id = $1', [host.accountId]);
        await tx.query('delete from report_month_sources where account_id = $1', [host.accountId]);
        await tx.query('select report_months_apply(r, 1) from reservations r where r.account_id = $1', [host.accountId]);
        const result = { months: normal(await tx.query(KEPT, [host.accountId])), sources: await tx.query(SOURCES, [host.accountId]) };
        throw Object.assign(new Error('rollback'), { result });
      })
      .catch((error: { result?: unknown }) => error.result as { months: unknown[]; sources: unknown[] });
    expect(kept).toEqual(afresh.months);
    expect(keptSources).toEqual(afresh.sources);
    // and the figures: in Y in February, stay one's first 2 nights (of 7 for 999,99 zł) and stay three's 8, the block's 7
    expect(kept.find((r) => r.apartment_id === y && r.month === '2030-02')).toMatchObject({ nights_sold: 2 + 8, nights_blocked: 7, other_revenue: 80 - 30 });
    expect(kept.find((r) => r.apartment_id === x && r.month === '2030-03')).toMatchObject({ cancellations: 1, other_revenue: 45 });
    expect(keptSources).toContainEqual({ apartment_id: y, month: '2030-02', source: 'phone', reservations: 1 });
    expect(keptSources.some((r) => r.source === 'airbnb')).toBe(false);
  });
});
