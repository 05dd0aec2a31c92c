import http from 'node:http';
import type net from 'node:net';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { IMPORT_JOB } from './jobs';

/**
 * A channel's stay completed by the host (issue 36: 'Uzupełnij rezerwację', its price typed) is a stay sold: its price
 * counts in the reports' revenue and on the desktop, as the reservation it is, and follows the channel's changes.
 */
let api: TestApi;
let server: http.Server;
let base: string;
const bodies = new Map<string, string>();

const compact = (date: string) => date.replace(/-/g, '');
const ical = (...events: Array<[string, string, string]>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//PL',
    ...events.flatMap(([uid, from, to]) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(from)}`, `DTEND;VALUE=DATE:${compact(to)}`, `UID:${uid}`, 'SUMMARY:Reserved', 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (body) res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
    else res.writeHead(404).end('nie ma');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  api = await startTestApi({ ICAL_ALLOW_PRIVATE_NETWORK: 'true' });
}, 120_000);

afterAll(async () => {
  await api.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;

const call = (owner: Owner, method: 'GET' | 'PUT', url: string, payload?: object) =>
  api.app.inject({ method, url: `/api/v1${url}`, headers: owner.auth, ...(payload ? { payload } : {}) });

/** An apartment importing one Booking.com feed, read once; answers the apartment, the feed and its one stay. */
async function channelStay(owner: Owner, path: string, from: string, to: string) {
  const apartmentId = await createApartment(api.db, owner.accountId, { name: `Apartament ${path.slice(1, 8)}` });
  bodies.set(path, ical(['b1', from, to]));
  const res = await call(owner, 'PUT', `/householder/apartments/${apartmentId}/calendar_feeds`, { feeds: [{ name: 'Booking.com', url: `${base}${path}` }] });
  expect(res.statusCode).toBe(200);
  await api.app.jobs.runDue(IMPORT_JOB);
  const feedId = res.json().data[0].id as string;
  const [{ id }] = await api.db.query<{ id: string }>(`select id from reservations where feed_id = $1 and kind = 'channel'`, [feedId]);
  return { apartmentId, feedId, id };
}

async function reimport(owner: Owner, feedId: string, path: string, ...events: Array<[string, string, string]>) {
  bodies.set(path, ical(...events));
  await api.app.jobs.send(IMPORT_JOB, { feedId });
  await api.app.jobs.runDue(IMPORT_JOB);
}

type Row = { month: string; revenue: number; reservations: number; cancellations: number; nightsSold: number };

/** The report 'Przychód' by month; answers are kept until the change feed (a moment later) says the stays changed. */
async function report(owner: Owner, apartmentId: string, check: (month: (prefix: string) => Row | undefined) => void) {
  for (let attempt = 0; ; attempt++) {
    const res = await call(owner, 'GET', `/householder/reports/reservation_vs_income?month=2030-06&period=1&apartmentId=${apartmentId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.attributes.rows as Row[];
    try {
      return check((prefix) => rows.find((r) => r.month.startsWith(prefix)));
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe("a completed channel's stay", () => {
  it("counts in the reports' revenue at its price, and follows the channel's moves and cancellation", async () => {
    const owner = await signedInOwner(api);
    const path = '/booking-report.ics';
    const { apartmentId, feedId, id } = await channelStay(owner, path, '2030-05-10', '2030-05-13');
    // imported, the stay only fills its nights
    await report(owner, apartmentId, (month) => expect(month('2030-05')).toMatchObject({ revenue: 0, reservations: 0, nightsSold: 0 }));

    const completed = await call(owner, 'PUT', `/householder/channel_stays/${id}`, { channel_stay: { fullName: 'Anna Nowak', adults: 2, totalPrice: '1 250,50' } });
    expect(completed.statusCode).toBe(200);
    await report(owner, apartmentId, (month) => expect(month('2030-05')).toMatchObject({ revenue: 1250.5, reservations: 1, nightsSold: 3, cancellations: 0 }));

    // Booking.com moves it to June: its price goes with its nights
    await reimport(owner, feedId, path, ['b1', '2030-06-01', '2030-06-05']);
    await report(owner, apartmentId, (month) => {
      expect(month('2030-05')).toMatchObject({ revenue: 0, reservations: 0, nightsSold: 0 });
      expect(month('2030-06')).toMatchObject({ revenue: 1250.5, reservations: 1, nightsSold: 4 });
    });

    // and cancels it (another stay stays in the feed): no revenue, one cancellation
    await reimport(owner, feedId, path, ['b2', '2030-07-01', '2030-07-03']);
    await report(owner, apartmentId, (month) => expect(month('2030-06')).toMatchObject({ revenue: 0, reservations: 0, nightsSold: 0, cancellations: 1 }));

    // the kept sums equal sums made afresh from the stays
    const [kept] = await api.db.query<{ revenue: string; sold: number; occupied: number; reservations: number }>(
      `select sum(revenue + other_revenue)::text as revenue, sum(nights_sold)::int as sold, sum(nights_occupied)::int as occupied,
              sum(reservations)::int as reservations from report_months where apartment_id = $1`,
      [apartmentId],
    );
    // left: the new stay's two nights occupied (b2, not completed)
    expect({ ...kept, revenue: Number(kept.revenue) }).toEqual({ revenue: 0, sold: 0, occupied: 2, reservations: 0 });
  });

  it("counts on the desktop: the last 30 days' revenue and reservations", async () => {
    const owner = await signedInOwner(api);
    const today = todayInPoland();
    // 4 nights, 3 of them in the last 30 days
    const { id } = await channelStay(owner, '/booking-desk.ics', addDays(today, -3), addDays(today, 1));
    const stats = async () => {
      const res = await call(owner, 'GET', '/householder/desktop');
      expect(res.statusCode).toBe(200);
      const list = res.json().data.attributes.stats as Array<{ key: string; value: number | null }>;
      return Object.fromEntries(list.map((s) => [s.key, s.value]));
    };
    expect(await stats()).toMatchObject({ revenue: 0, reservations: 0, occupancy: 0.1 });
    expect((await call(owner, 'PUT', `/householder/channel_stays/${id}`, { channel_stay: { fullName: 'Jan Kowalski', adults: 1, totalPrice: 400 } })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ revenue: 300, adr: 100, reservations: 1, occupancy: 0.1 });
  });
});
