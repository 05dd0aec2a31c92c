import http from 'node:http';
import type net from 'node:net';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { openSession } from '../session';
import { IMPORT_JOB } from './jobs';

/**
 * What each channel has seen (issue 36): reads of the export are recorded per address; a stay booked here on dates a
 * channel still sells is said to be unknown to it until that channel reads the calendar again.
 */
let api: TestApi;
let server: http.Server;
let base: string;
const bodies = new Map<string, { status: number; body: string }>();
const day = (offset: number) => addDays(todayInPoland(), offset);
const compact = (date: string) => date.replace(/-/g, '');
const ical = (...events: Array<[string, number, number]>) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//PL', ...events.flatMap(([uid, f, t]) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day(f))}`, `DTEND;VALUE=DATE:${compact(day(t))}`, `UID:${uid}`, 'SUMMARY:CLOSED - Not available', 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const answer = bodies.get(req.url ?? '');
    if (answer) res.writeHead(answer.status, { 'content-type': 'text/calendar' }).end(answer.body);
    else res.writeHead(404).end('nie ma');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  api = await startTestApi({ ICAL_ALLOW_PRIVATE_NETWORK: 'true', PUBLIC_URL: 'https://panel.example.pl' });
}, 120_000);

afterAll(async () => {
  await api.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const BOOKING_AGENT = 'Booking.com iCal Fetcher/1.0';

async function get(auth: Record<string, string>, url: string) {
  const res = await api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth });
  return res;
}

async function setup(feeds: Array<{ name: string; path: string; body?: string; status?: number }>) {
  const owner = await signedInOwner(api);
  const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Apartament Bursztyn' });
  for (const f of feeds) bodies.set(f.path, { status: f.status ?? 200, body: f.body ?? ical() });
  const res = await api.app.inject({
    method: 'PUT',
    url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`,
    headers: owner.auth,
    payload: { feeds: feeds.map((f) => ({ name: f.name, url: `${base}${f.path}` })) },
  });
  expect(res.statusCode).toBe(200);
  await api.app.jobs.runDue(IMPORT_JOB);
  const list = res.json();
  return { owner, apartmentId, feeds: list.data as Array<{ id: string; attributes: { exportUrl: string } }> };
}

/** The channel reads its export address, as Booking.com's fetcher does. */
async function channelReads(exportUrl: string, etag?: string) {
  const url = new URL(exportUrl);
  return api.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { 'user-agent': BOOKING_AGENT, ...(etag ? { 'if-none-match': etag } : {}) } });
}

async function reserve(owner: Owner, apartmentId: string, from: string, to: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/v1/householder/reservations',
    headers: owner.auth,
    payload: { reservation: { apartmentId, from, to, fullName: 'Anna Nowak', email: 'anna@example.pl', pricePerNight: 300, adults: 2 } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

async function health(owner: Owner, query = '') {
  const res = await get(owner.auth, `/householder/channel_health${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
}

async function calendarWarnings(owner: Owner) {
  const res = await get(owner.auth, `/householder/calendar?from=${day(0)}&days=21`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.attributes.warnings as Array<{ kind: string; reservationId: string; message: string }>).filter((w) => w.kind === 'channelPending');
}

describe('what each channel has seen', () => {
  it('records each read of an export address with its time, user agent and ETag', async () => {
    const { owner, apartmentId, feeds } = await setup([{ name: 'Booking.com', path: '/booking-read.ics' }]);
    const before = await health(owner);
    // not read yet: the register says the channel never read the calendar
    expect(before.channels).toEqual([expect.objectContaining({ apartmentId, channel: 'Booking.com', lastReadAt: null, reads: 0, status: 'unread', pending: [] })]);
    expect(before.errors.map((e: { kind: string; message: string }) => [e.kind, e.message])).toEqual([
      ['not_read', 'Booking.com jeszcze ani razu nie odczytał kalendarza: wklej link eksportu w panelu tego serwisu.'],
    ]);
    const read = await channelReads(feeds[0].attributes.exportUrl);
    expect(read.statusCode).toBe(200);
    const after = await health(owner);
    expect(after.channels[0]).toMatchObject({ channel: 'Booking.com', userAgent: BOOKING_AGENT, etag: read.headers.etag, reads: 1, status: 'ok', pending: [] });
    expect(Date.now() - Date.parse(after.channels[0].lastReadAt)).toBeLessThan(60_000);
    expect(after.cards).toEqual([expect.objectContaining({ channel: 'Booking.com', status: 'ok', apartments: 1, pending: 0, errors: 0 })]);
    expect(after.errors).toEqual([]);
  });

  it('says a direct booking on dates Booking.com still sells is unknown to it, until Booking.com reads the feed again', async () => {
    const { owner, apartmentId, feeds } = await setup([{ name: 'Booking.com', path: '/booking-window.ics' }]);
    const first = await channelReads(feeds[0].attributes.exportUrl);
    const stay = await reserve(owner, apartmentId, day(3), day(6));
    // the channel last read 47 minutes ago
    await api.db.query(`update calendar_export_addresses set last_read_at = now() - interval '47 minutes' where apartment_id = $1`, [apartmentId]);
    const message = 'Booking.com jeszcze nie wie o tej rezerwacji: ostatni odczyt 47 min temu';

    // the calendar (over the stay), the reservation and the desktop say so
    expect(await calendarWarnings(owner)).toEqual([expect.objectContaining({ reservationId: stay, message, day: day(3) })]);
    const notices = await get(owner.auth, `/householder/channel_health/stays/${stay}`);
    expect(notices.json().data).toEqual([{ channel: 'Booking.com', kind: 'new_stay', message }]);
    const desk = (await get(owner.auth, '/householder/desktop')).json().data.attributes;
    expect(desk.alerts).toContainEqual({
      kind: 'channel_pending',
      message: `Apartament Bursztyn, ${day(3).split('-').reverse().join('.')} – ${day(6).split('-').reverse().join('.')}: ${message}`,
      link: `/front-desk/calendar?from=${day(3)}`,
    });
    const waiting = await health(owner);
    expect(waiting.channels[0]).toMatchObject({ status: 'waiting', pending: [expect.objectContaining({ kind: 'new_stay', label: 'Nowa rezerwacja', stayId: stay, from: day(3), to: day(6) })] });
    expect(waiting.cards[0]).toMatchObject({ channel: 'Booking.com', status: 'waiting', pending: 1 });
    expect(waiting.chart.at(-1)).toEqual({ day: day(0), pending: 1, seen: 0 });

    // Booking.com reads again: its old ETag no longer matches, it gets the stay, and the warning is gone
    const second = await channelReads(feeds[0].attributes.exportUrl, first.headers.etag as string);
    expect(second.statusCode).toBe(200);
    // the calendar's kept windows go when the database says the account changed (its notice arrives within moments)
    let warnings = await calendarWarnings(owner);
    for (let i = 0; i < 50 && warnings.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      warnings = await calendarWarnings(owner);
    }
    expect(warnings).toEqual([]);
    expect((await get(owner.auth, `/householder/channel_health/stays/${stay}`)).json().data).toEqual([]);
    const seen = await health(owner);
    expect(seen.channels[0]).toMatchObject({ status: 'ok', pending: [], reads: 2 });
    expect(seen.chart.at(-1)).toEqual({ day: day(0), pending: 0, seen: 1 });
    // an unchanged calendar costs the channel one small answer, still recorded as a read
    const third = await channelReads(feeds[0].attributes.exportUrl, second.headers.etag as string);
    expect(third.statusCode).toBe(304);
    const [log] = await api.db.query<{ statuses: number[] }>(
      `select array_agg(r.status order by r.read_at) as statuses from calendar_export_reads r join calendar_export_addresses x on x.id = r.address_id where x.apartment_id = $1`,
      [apartmentId],
    );
    expect(log.statuses).toEqual([200, 200, 304]);

    // a cancellation here waits for the channel too (the dates are free again only once it reads them)
    await api.db.query(`update reservations set status = 'canceled', updated_at = now() where id = $1`, [stay]);
    const cancelled = await health(owner);
    expect(cancelled.channels[0].pending).toEqual([expect.objectContaining({ kind: 'cancellation', label: 'Anulowanie', stayId: stay })]);
  });

  it('lists three open windows on the desktop and counts the rest in one line, so that they never push a clash out', async () => {
    const { owner, apartmentId, feeds } = await setup([{ name: 'Booking.com', path: '/booking-many.ics' }]);
    await channelReads(feeds[0].attributes.exportUrl);
    for (let i = 0; i < 5; i++) await reserve(owner, apartmentId, day(3 + i * 3), day(5 + i * 3));
    const { alerts } = (await get(owner.auth, '/householder/desktop')).json().data.attributes;
    const pending = alerts.filter((a: { kind: string }) => a.kind === 'channel_pending');
    expect(pending).toHaveLength(4);
    expect(pending.slice(0, 3).every((a: { message: string }) => a.message.includes('Booking.com jeszcze nie wie o tej rezerwacji'))).toBe(true);
    expect(pending[3]).toEqual({ kind: 'channel_pending', message: 'Kolejne zmiany, których serwisy jeszcze nie odczytały: 2.', link: '/administration/shipment-analysis' });
  });

  it("charts as 'Oczekujące' the changes waiting at the end of each day, whether read since or still waiting", async () => {
    const { owner, apartmentId, feeds } = await setup([{ name: 'Booking.com', path: '/booking-chart.ics' }]);
    await channelReads(feeds[0].attributes.exportUrl);
    const noon = (offset: number) => `(date '${day(offset)}' + time '12:00') at time zone 'Europe/Warsaw'`;
    // booked here three days ago, read by Booking.com yesterday at noon
    const read = await reserve(owner, apartmentId, day(10), day(12));
    await api.db.query(`update reservations set updated_at = ${noon(-3)} where id = $1`, [read]);
    expect((await channelReads(feeds[0].attributes.exportUrl)).statusCode).toBe(200);
    const [log] = await api.db.query<{ id: string; changed_at: Date[]; made: Date }>(
      `select r.id, r.changed_at, ${noon(-3)} as made from calendar_export_reads r join calendar_export_addresses x on x.id = r.address_id
        where x.apartment_id = $1 order by r.read_at desc limit 1`,
      [apartmentId],
    );
    expect(log.changed_at.map((d) => new Date(d).toISOString())).toEqual([new Date(log.made).toISOString()]);
    await api.db.query(`update calendar_export_reads set read_at = ${noon(-1)} where id = $1`, [log.id]);
    // booked here two days ago, not read yet
    const waiting = await reserve(owner, apartmentId, day(20), day(22));
    await api.db.query(`update reservations set updated_at = ${noon(-2)} where id = $1`, [waiting]);

    const { chart } = await health(owner, `?from=${day(-4)}&to=${day(0)}`);
    expect(chart).toEqual([
      { day: day(-4), pending: 0, seen: 0 },
      { day: day(-3), pending: 1, seen: 0 },
      { day: day(-2), pending: 2, seen: 0 },
      { day: day(-1), pending: 1, seen: 1 },
      { day: day(0), pending: 1, seen: 0 },
    ]);
  });

  it('registers a failed import with its HTTP status, a conflict, and leaves other accounts and apartments out', async () => {
    const { owner, apartmentId } = await setup([
      { name: 'Airbnb', path: '/airbnb-broken.ics', status: 503, body: 'przerwa' },
      { name: 'Nocowanie.pl', path: '/nocowanie-conflict.ics', body: ical(['n1', 10, 12]) },
    ]);
    // a block on Nocowanie's dates, then its next read clashes with it
    await api.db.query(
      `insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, full_name, adults) values ($1, $2, 'block', $3, $4, 'confirmed', 'paid', '', 0)`,
      [owner.accountId, apartmentId, day(20), day(22)],
    );
    bodies.set('/nocowanie-conflict.ics', { status: 200, body: ical(['n1', 10, 12], ['n2', 20, 22]) });
    const [nocowanie] = await api.db.query<{ id: string }>(`select id from calendar_feeds where apartment_id = $1 and name = 'Nocowanie.pl'`, [apartmentId]);
    await api.app.jobs.send(IMPORT_JOB, { feedId: nocowanie.id });
    await api.app.jobs.runDue(IMPORT_JOB);
    const report = await health(owner);
    const errors = report.errors.map((e: { kind: string; channel: string; httpStatus: number | null }) => [e.kind, e.channel, e.httpStatus]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['import', 'Airbnb', 503],
        ['not_read', 'Airbnb', null],
        ['not_read', 'Nocowanie.pl', null],
        ['conflict', 'Nocowanie.pl', null],
      ]),
    );
    expect(report.cards.find((c: { channel: string }) => c.channel === 'Airbnb')).toMatchObject({ status: 'error' });

    // another owner sees nothing of it; a co-host of another apartment neither
    const other = await signedInOwner(api);
    expect((await health(other)).channels).toEqual([]);
    const elsewhere = await createApartment(api.db, owner.accountId, { name: 'Inny' });
    const [{ id }] = await api.db.query<{ id: string }>(`insert into users (account_id, email, permissions) values ($1, $2, $3) returning id`, [owner.accountId, `wspol-${Date.now()}@example.pl`, ['reservations']]);
    await api.db.query('insert into co_host_apartments (user_id, apartment_id, account_id) values ($1, $2, $3)', [id, elsewhere, owner.accountId]);
    const coHost = { authorization: `Bearer ${await openSession(api.db, id)}` };
    const seenByCoHost = await get(coHost, '/householder/channel_health');
    expect(seenByCoHost.statusCode).toBe(200);
    expect(seenByCoHost.json().data.attributes.channels).toEqual([]);
    const stay = await reserve(owner, apartmentId, day(40), day(42));
    expect((await get(coHost, `/householder/channel_health/stays/${stay}`)).statusCode).toBe(404);
  });

  it('refuses a chart over dates the wrong way round, in Polish', async () => {
    const owner = await signedInOwner(api);
    const res = await get(owner.auth, `/householder/channel_health?from=${day(0)}&to=${day(-3)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.from).toEqual(['Data początkowa musi być przed końcową.']);
  });
});
