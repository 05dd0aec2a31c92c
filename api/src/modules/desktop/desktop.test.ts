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
const ids: Record<string, string> = {};

async function stay(key: string, apartmentId: string, from: number, to: number, total: number, options: { status?: string; payment?: string; adults?: number; children?: number } = {}) {
  const [{ id }] = await api.db.query<{ id: string }>(
    `insert into reservations (account_id, apartment_id, from_date, to_date, status, payment_status, total_price, price_per_night, full_name, adults, children)
     values ($1, $2, current_date + $3::int, current_date + $4::int, $5, $6, $7, 0, $8, $9, $10) returning id`,
    [owner.accountId, apartmentId, from, to, options.status ?? 'confirmed', options.payment ?? 'paid', total, `Gość ${key}`, options.adults ?? 2, options.children ?? 0],
  );
  // the payment status follows the money: a paid stay has its payment, a part-paid one 200 zł
  const payment = options.payment ?? 'paid';
  if (payment !== 'unpaid') {
    await api.db.query(`insert into reservation_payments (account_id, reservation_id, paid_on, amount, method) values ($1, $2, current_date, $3, 'cash')`, [
      owner.accountId,
      id,
      payment === 'paid' ? total : 200,
    ]);
  }
  ids[key] = id;
}

/**
 * Days relative to today (T), apartments A and B:
 *  1. A, T−5 → T (leaves today), 1000 zł            4. B, T+10 → T+12
 *  2. A, T → T+3 (arrives today), unpaid, 600 zł   5. A, T−40 → T−37, 900 zł (the 30 days before)
 *  3. B, T−2 → T+2, 2 adults + 1 child, partly paid, 800 zł   6. B, T−20 → T−18, cancelled
 *     and a cleaning fee of 80 zł                                    with a cancellation fee of 50 zł
 */
beforeAll(async () => {
  owner = await signedInOwner(api);
  a = await createApartment(api.db, owner.accountId, { name: 'A' });
  b = await createApartment(api.db, owner.accountId, { name: 'B' });
  await stay('1', a, -5, 0, 1000);
  await stay('2', a, 0, 3, 600, { payment: 'unpaid' });
  await stay('3', b, -2, 2, 800, { payment: 'partly_paid', children: 1 });
  await stay('4', b, 10, 12, 400);
  await stay('5', a, -40, -37, 900);
  await stay('6', b, -20, -18, 500, { status: 'canceled' });
  await api.db.query('update reservations set cleaning_fee = 80 where id = $1', [ids['3']]);
  await api.db.query('update reservations set cancellation_fee = 50 where id = $1', [ids['6']]);
});

async function desktop(auth: Record<string, string>) {
  const res = await api.app.inject({ method: 'GET', url: '/api/v1/householder/desktop', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
}

async function coHost(permissions: string[], apartments: string[]) {
  const [{ id }] = await api.db.query<{ id: string }>(`insert into users (account_id, email, permissions) values ($1, $2, $3) returning id`, [
    owner.accountId,
    `pulpit-${Math.random().toString(36).slice(2)}@example.pl`,
    permissions,
  ]);
  for (const apartment of apartments) await api.db.query('insert into co_host_apartments (user_id, apartment_id, account_id) values ($1, $2, $3)', [id, apartment, owner.accountId]);
  return { authorization: `Bearer ${await openSession(api.db, id)}` };
}

describe('the desktop', () => {
  it('lists the coming arrivals and the unpaid stays not yet over, soonest first', async () => {
    const d = await desktop(owner.auth);
    expect(d.upcoming.map((r: { id: string }) => r.id)).toEqual([ids['2'], ids['4']]);
    expect(d.unpaid.map((r: { id: string }) => r.id)).toEqual([ids['3'], ids['2']]);
    expect(d.unpaid[1]).toMatchObject({ apartmentName: 'A', totalPrice: 600, paymentStatus: 'unpaid', guests: 2 });
  });

  it("sums up today: one arrival, one departure, two stays in the house with 5 guests, one turnover", async () => {
    expect((await desktop(owner.auth)).day).toEqual({ arrivals: 1, departures: 1, inHouse: 2, guestsInHouse: 5, turnovers: 1 });
  });

  it('compares the last 30 days with the 30 before, by the reports’ rules', async () => {
    const stats = Object.fromEntries((await desktop(owner.auth)).stats.map((s: { key: string }) => [s.key, s]));
    // last 30 days: stay 1's 5 nights (1000 zł) and stay 3's first 2 of 4 nights (400 zł) of 2 × 30 = 60 nights
    expect(stats.occupancy).toMatchObject({ value: 0.1167, previous: 0.05, link: '/reports/occupancy?period=1' });
    // 'Przychód' is the bills': the nights, stay 3's cleaning fee (it checked in within the window) and stay 6's
    // cancellation fee (its nights not); ADR stays the nights' price
    expect(stats.revenue).toMatchObject({ value: 1000 + 400 + 80 + 50, previous: 900 });
    expect(stats.adr).toMatchObject({ value: 200, previous: 300 });
    // check-ins in the window: stays 1 and 3; before it: stay 5; stay 6 cancelled
    expect(stats.reservations).toMatchObject({ value: 2, previous: 1 });
    expect(stats.cancellations).toMatchObject({ value: 1, previous: 0 });
    expect(stats.cancellations.link).toMatch(/^\/front-desk\/reservations\?from=\d\d%2F\d\d%2F\d{4}&to=.*&statuses=canceled$/);
  });

  it("shows money only to the owner or a co-host with 'reports', and each co-host only their apartments", async () => {
    const reception = await coHost(['reservations'], [b]);
    const d = await desktop(reception);
    expect(d.money).toBe(false);
    const stats = Object.fromEntries(d.stats.map((s: { key: string; value: unknown }) => [s.key, s.value]));
    expect(stats).toMatchObject({ revenue: null, adr: null, reservations: 1, cancellations: 1 });
    expect(d.upcoming.map((r: { id: string }) => r.id)).toEqual([ids['4']]);
    const reporter = await desktop(await coHost(['reservations', 'reports'], [b]));
    expect(reporter.money).toBe(true);
    // B alone: stay 3's 2 nights in the window, 400 zł, its cleaning fee and stay 6's cancellation fee
    expect(reporter.stats.find((s: { key: string }) => s.key === 'revenue').value).toBe(400 + 80 + 50);
  });

  it('alerts to an order of the next 48 hours the provider rejected', async () => {
    const [{ id: provider }] = await api.db.query<{ id: string }>(`insert into service_providers (account_id, name) values ($1, 'Czysto Sp. z o.o.') returning id`, [owner.accountId]);
    const [{ id: cooperation }] = await api.db.query<{ id: string }>(
      `insert into cooperations (account_id, service_provider_id, service_performed, status) values ($1, $2, 'cleaning', 'accepted') returning id`,
      [owner.accountId, provider],
    );
    await api.db.query(
      `insert into cooperation_orders (account_id, cooperation_id, apartment_id, service_date, service_at, source, status, rejection_reason)
       values ($1, $2, $3, current_date + 1, now() + interval '20 hours', 'schedule', 'rejected', 'Brak ekipy'),
              ($1, $2, $3, current_date + 5, now() + interval '5 days', 'schedule', 'rejected', 'Urlop')`,
      [owner.accountId, cooperation, a],
    );
    const { alerts } = await desktop(owner.auth);
    expect(alerts).toEqual([{ kind: 'order', message: expect.stringMatching(/^Zlecenie odrzucone: A, .+ \(Czysto Sp\. z o\.o\.\)$/), link: '/services/task-schedule' }]);
  });

  it('leaves out what a co-host may not see', async () => {
    const d = await desktop(await coHost(['clients'], [a]));
    expect(d).toMatchObject({ upcoming: null, unpaid: null, day: null, stats: null, unreadMessages: null });
  });
});
