import http from 'node:http';
import type net from 'node:net';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { parseFeed } from './parseFeed';
import { IMPORT_JOB } from './jobs';

/**
 * Channel sync against a local HTTP server that plays Airbnb and Booking.com: feeds are read by the job runner (run
 * here with runDue), stays follow them, conflicts are kept, and the export is read back by the same parser.
 */
let api: TestApi;
let server: http.Server;
let base: string;
const feeds = new Map<string, (res: http.ServerResponse) => void>();

const ical = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//PL', ...events, 'END:VCALENDAR', ''].join('\r\n');
const compact = (date: string) => date.replace(/-/g, '');
const day = (offset: number) => addDays(todayInPoland(), offset);
/** Airbnb writes all-day events named 'Reserved' with a description. */
const airbnb = (uid: string, from: number, to: number) =>
  ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day(from))}`, `DTEND;VALUE=DATE:${compact(day(to))}`, `UID:${uid}`, 'SUMMARY:Reserved', 'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM1', 'END:VEVENT'].join('\r\n');
/** Booking.com closes dates with 'CLOSED - Not available'. */
const booking = (uid: string, from: number, to: number) =>
  ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day(from))}`, `DTEND;VALUE=DATE:${compact(day(to))}`, `UID:${uid}`, 'SUMMARY:CLOSED - Not available', 'END:VEVENT'].join('\r\n');

function serve(path: string, body: string | ((res: http.ServerResponse) => void)) {
  feeds.set(path, typeof body === 'string' ? (res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body) : body);
  return `${base}${path}`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const handler = feeds.get(req.url ?? '');
    if (handler) handler(res);
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

async function setup(feedList: Array<{ name: string; url: string }>) {
  const owner = await signedInOwner(api);
  const apartmentId = await createApartment(api.db, owner.accountId, { name: `Apartament ${Math.random().toString(36).slice(2, 7)}` });
  const res = await api.app.inject({ method: 'PUT', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: owner.auth, payload: { feeds: feedList } });
  expect(res.statusCode).toBe(200);
  return { owner, apartmentId, feeds: res.json().data as Array<{ id: string; attributes: Record<string, unknown> }> };
}

async function feedState(owner: { auth: Record<string, string> }, apartmentId: string) {
  const res = await api.app.inject({ method: 'GET', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: owner.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function stays(apartmentId: string) {
  return api.db.query<{ from_date: string; to_date: string; status: string; source: string; kind: string; comments: string }>(
    `select from_date, to_date, status, source, kind, comments from reservations where apartment_id = $1 order by from_date, status`,
    [apartmentId],
  );
}

describe('importing a feed', () => {
  it('turns Airbnb and Booking.com events into channel stays named after the feed, and reads synchronised', async () => {
    const a = serve('/airbnb-1.ics', ical(airbnb('a1@airbnb.com', 10, 14), airbnb('a2@airbnb.com', 20, 22)));
    const b = serve('/booking-1.ics', ical(booking('b1', 30, 33)));
    const { owner, apartmentId, feeds: created } = await setup([
      { name: 'Airbnb', url: a },
      { name: 'Booking.com', url: b },
    ]);
    expect(created.map((f) => f.attributes.status)).toEqual(['pending', 'pending']);
    // new feeds are queued for an immediate read
    expect(await api.app.jobs.runDue(IMPORT_JOB)).toBe(2);
    expect(await stays(apartmentId)).toEqual([
      { from_date: day(10), to_date: day(14), status: 'confirmed', source: 'Airbnb', kind: 'channel', comments: 'Reserved\nReservation URL: https://www.airbnb.com/hosting/reservations/details/HM1' },
      { from_date: day(20), to_date: day(22), status: 'confirmed', source: 'Airbnb', kind: 'channel', comments: 'Reserved\nReservation URL: https://www.airbnb.com/hosting/reservations/details/HM1' },
      { from_date: day(30), to_date: day(33), status: 'confirmed', source: 'Booking.com', kind: 'channel', comments: 'CLOSED - Not available' },
    ]);
    const state = await feedState(owner, apartmentId);
    expect(state.data.map((f: { attributes: Record<string, unknown> }) => [f.attributes.name, f.attributes.status, f.attributes.eventCount, f.attributes.httpStatus, f.attributes.error])).toEqual([
      ['Airbnb', 'synchronized', 2, 200, null],
      ['Booking.com', 'synchronized', 1, 200, null],
    ]);
    // a second read changes nothing
    await api.app.inject({ method: 'POST', url: `/api/v1/householder/calendar_feeds/${state.data[0].id}/sync`, headers: owner.auth });
    await api.app.jobs.runDue(IMPORT_JOB);
    expect(await stays(apartmentId)).toHaveLength(3);
  });

  it('follows a feed between polls: a new event is added, a moved one moves its stay, a vanished one cancels its stay', async () => {
    const url = serve('/changing.ics', ical(airbnb('m1', 5, 7), airbnb('m2', 10, 12), airbnb('m3', 15, 17), airbnb('m4', 25, 27)));
    const { apartmentId, feeds: created } = await setup([{ name: 'Airbnb', url }]);
    await api.app.jobs.runDue(IMPORT_JOB);
    serve('/changing.ics', ical(airbnb('m1', 5, 7), airbnb('m2', 11, 13), airbnb('m3', 15, 17), airbnb('m5', 40, 44)));
    await api.app.jobs.send(IMPORT_JOB, { feedId: created[0].id });
    await api.app.jobs.runDue(IMPORT_JOB);
    expect((await stays(apartmentId)).map((s) => [s.from_date, s.to_date, s.status])).toEqual([
      [day(5), day(7), 'confirmed'],
      [day(11), day(13), 'confirmed'],
      [day(15), day(17), 'confirmed'],
      [day(25), day(27), 'canceled'],
      [day(40), day(44), 'confirmed'],
    ]);
  });

  it('holds back a feed that comes back empty or loses more than half its events, until the host accepts it', async () => {
    const url = serve('/shrinking.ics', ical(booking('s1', 5, 7), booking('s2', 10, 12), booking('s3', 15, 17)));
    const { owner, apartmentId, feeds: created } = await setup([{ name: 'Booking.com', url }]);
    await api.app.jobs.runDue(IMPORT_JOB);
    serve('/shrinking.ics', ical());
    await api.app.jobs.send(IMPORT_JOB, { feedId: created[0].id });
    await api.app.jobs.runDue(IMPORT_JOB);
    expect((await stays(apartmentId)).map((s) => s.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    let [feed] = (await feedState(owner, apartmentId)).data;
    expect(feed.attributes.status).toBe('held');
    expect(feed.attributes.heldReason).toBe('Kalendarz przyszedł pusty. Zmiany wstrzymano, a terminy pozostały zajęte.');

    serve('/shrinking.ics', ical(booking('s1', 5, 7)));
    await api.app.jobs.send(IMPORT_JOB, { feedId: created[0].id });
    await api.app.jobs.runDue(IMPORT_JOB);
    [feed] = (await feedState(owner, apartmentId)).data;
    expect(feed.attributes.heldReason).toBe('Z kalendarza zniknęło naraz 2 z 3 wydarzeń. Zmiany wstrzymano, a terminy pozostały zajęte.');

    const accepted = await api.app.inject({ method: 'POST', url: `/api/v1/householder/calendar_feeds/${feed.id}/accept`, headers: owner.auth });
    expect(accepted.statusCode).toBe(202);
    await api.app.jobs.runDue(IMPORT_JOB);
    expect((await stays(apartmentId)).map((s) => s.status)).toEqual(['confirmed', 'canceled', 'canceled']);
    [feed] = (await feedState(owner, apartmentId)).data;
    expect(feed.attributes.status).toBe('synchronized');
  });

  it('records a conflict with a stay here without dropping either, shows it on the calendar, and clears it once resolved', async () => {
    const url = serve('/conflict.ics', ical(airbnb('c1', 8, 11)));
    const { owner, apartmentId, feeds: created } = await setup([]);
    const [{ id: ours }] = await api.db.query<{ id: string }>(
      `insert into reservations (account_id, apartment_id, from_date, to_date, full_name) values ($1, $2, $3, $4, 'Jan Tutejszy') returning id`,
      [owner.accountId, apartmentId, day(9), day(12)],
    );
    expect(created).toEqual([]);
    const put = await api.app.inject({ method: 'PUT', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: owner.auth, payload: { feeds: [{ name: 'Airbnb', url }] } });
    await api.app.jobs.runDue(IMPORT_JOB);
    expect((await stays(apartmentId)).map((s) => [s.kind, s.from_date])).toEqual([['reservation', day(9)]]);
    const [feed] = (await feedState(owner, apartmentId)).data;
    expect(feed.attributes.conflicts).toBe(1);

    const window = await api.app.inject({ method: 'GET', url: `/api/v1/householder/calendar?from=${day(0)}&days=21`, headers: owner.auth });
    expect(window.statusCode).toBe(200);
    const warnings = window.json().data.attributes.warnings.filter((w: { kind: string }) => w.kind === 'syncConflict');
    expect(warnings).toEqual([expect.objectContaining({ apartmentId, reservationId: ours, day: day(8) })]);

    // the host cancels their own stay: the next read places the imported one and the conflict is gone
    await api.db.query(`update reservations set status = 'canceled' where id = $1`, [ours]);
    await api.app.jobs.send(IMPORT_JOB, { feedId: put.json().data[0].id });
    await api.app.jobs.runDue(IMPORT_JOB);
    expect((await stays(apartmentId)).map((s) => [s.kind, s.status, s.from_date])).toEqual([
      ['channel', 'confirmed', day(8)],
      ['reservation', 'canceled', day(9)],
    ]);
    expect((await feedState(owner, apartmentId)).data[0].attributes.conflicts).toBe(0);
    // the owner's bell heard of the conflict, then of the stay once it could be placed
    const bell = await api.db.query<{ kind: string; title: string }>('select kind, title from notifications where account_id = $1 order by created_at', [owner.accountId]);
    expect(bell.map((n) => [n.kind, n.title])).toEqual([
      ['sync_conflict', 'Konflikt synchronizacji: Airbnb'],
      ['reservation_synced', 'Rezerwacja z kalendarza: Airbnb'],
    ]);
  });

  it('says a clash with a block is with a block, in the bell and on the calendar', async () => {
    const url = serve('/block-clash.ics', ical(booking('b1', 20, 23)));
    const { owner, apartmentId } = await setup([]);
    await api.db.query(`insert into reservations (account_id, apartment_id, kind, from_date, to_date, full_name) values ($1, $2, 'block', $3, $4, 'Remont')`, [
      owner.accountId,
      apartmentId,
      day(21),
      day(22),
    ]);
    await api.app.inject({ method: 'PUT', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: owner.auth, payload: { feeds: [{ name: 'Booking.com', url }] } });
    await api.app.jobs.runDue(IMPORT_JOB);
    const [bell] = await api.db.query<{ body: string }>(`select body from notifications where account_id = $1 and kind = 'sync_conflict'`, [owner.accountId]);
    expect(bell.body).toBe(`Booking.com ma zajęte ${day(20).split('-').reverse().join('.')} – ${day(23).split('-').reverse().join('.')}, a w tym terminie jest blokada. Usuń blokadę albo zwolnij ten termin w kanale.`);
    const window = await api.app.inject({ method: 'GET', url: `/api/v1/householder/calendar?from=${day(14)}&days=21`, headers: owner.auth });
    const [warning] = window.json().data.attributes.warnings.filter((w: { kind: string }) => w.kind === 'syncConflict');
    expect(warning.message).toMatch(/a tu jest blokada$/);
  });

  it('records a failing feed in Polish without a crash: HTTP errors, invalid iCal, 3 MB, a redirect loop', async () => {
    const missing = `${base}/nie-ma.ics`;
    const invalid = serve('/invalid.ics', 'to nie jest kalendarz');
    const huge = serve('/huge.ics', (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end('X'.repeat(3 * 1024 * 1024));
    });
    const loop = serve('/loop.ics', (res) => res.writeHead(302, { location: '/loop.ics' }).end());
    const { owner, apartmentId } = await setup([
      { name: 'Brak', url: missing },
      { name: 'Zły', url: invalid },
      { name: 'Duży', url: huge },
      { name: 'Pętla', url: loop },
    ]);
    await api.app.jobs.runDue(IMPORT_JOB);
    const state = await feedState(owner, apartmentId);
    expect(state.data.map((f: { attributes: Record<string, unknown> }) => [f.attributes.name, f.attributes.status, f.attributes.httpStatus, f.attributes.error])).toEqual([
      ['Brak', 'failed', 404, 'Serwer kalendarza odpowiedział błędem HTTP 404.'],
      ['Zły', 'failed', 200, 'Plik nie jest poprawnym kalendarzem iCal.'],
      ['Duży', 'failed', 200, 'Kalendarz jest większy niż 2 MB.'],
      ['Pętla', 'failed', 302, 'Zbyt wiele przekierowań (więcej niż 3).'],
    ]);
    expect(await stays(apartmentId)).toEqual([]);
  });
});

describe('hostile feeds', () => {
  it('imports the audit’s zone bomb and refuses in Polish 6,000 events or an event repeating every second, quickly and in bounded memory', async () => {
    const when = compact(day(40));
    const zoneBomb = serve(
      '/zone-bomb.ics',
      ical(
        'BEGIN:VTIMEZONE', 'TZID:X', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'RRULE:FREQ=SECONDLY', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0100', 'END:STANDARD', 'END:VTIMEZONE',
        'BEGIN:VEVENT', 'UID:tz', `DTSTART;TZID=X:${when}T120000`, `DTEND;TZID=X:${compact(day(41))}T120000`, 'END:VEVENT',
      ),
    );
    const crowded = serve('/crowded.ics', ical(...Array.from({ length: 6000 }, (_, i) => booking(`c${i}`, 10 + (i % 300), 11 + (i % 300)))));
    const everySecond = serve('/every-second.ics', ical('BEGIN:VEVENT', 'UID:s', 'SUMMARY:Co sekundę', `DTSTART:${when}T120000Z`, `DTEND:${when}T130000Z`, 'RRULE:FREQ=SECONDLY', 'END:VEVENT'));
    const { owner, apartmentId } = await setup([
      { name: 'Strefa', url: zoneBomb },
      { name: 'Tłum', url: crowded },
      { name: 'Sekundy', url: everySecond },
    ]);
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    expect(await api.app.jobs.runDue(IMPORT_JOB)).toBe(3);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(256 * 1024 * 1024);
    const state = await feedState(owner, apartmentId);
    expect(state.data.map((f: { attributes: Record<string, unknown> }) => [f.attributes.name, f.attributes.status, f.attributes.error])).toEqual([
      ['Strefa', 'synchronized', null],
      ['Tłum', 'failed', 'Kalendarz ma więcej niż 5000 wydarzeń: nie został wczytany (tyle najwięcej przyjmujemy z jednego kalendarza).'],
      ['Sekundy', 'failed', 'Wydarzenie „Co sekundę” powtarza się zbyt często (reguła powtarzania RRULE): kalendarz nie został wczytany.'],
    ]);
    expect((await stays(apartmentId)).map((s) => [s.from_date, s.to_date, s.source])).toEqual([[day(40), day(41), 'Strefa']]);
  });

  it('turns a recurring event into one stay per occurrence', async () => {
    const weekly = serve('/weekly.ics', ical('BEGIN:VEVENT', 'UID:w', 'SUMMARY:Remont', `DTSTART;VALUE=DATE:${compact(day(7))}`, `DTEND;VALUE=DATE:${compact(day(9))}`, 'RRULE:FREQ=WEEKLY;COUNT=3', 'END:VEVENT'));
    const { apartmentId } = await setup([{ name: 'Remonty', url: weekly }]);
    await api.app.jobs.runDue(IMPORT_JOB);
    expect((await stays(apartmentId)).map((s) => [s.from_date, s.to_date])).toEqual([
      [day(7), day(9)],
      [day(14), day(16)],
      [day(21), day(23)],
    ]);
  });
});

describe('server-side request forgery', () => {
  let guarded: TestApi;
  beforeAll(async () => {
    // the default, whatever NODE_ENV: only ICAL_ALLOW_PRIVATE_NETWORK=true lifts it
    guarded = await startTestApi({ NODE_ENV: 'development' });
  }, 120_000);
  afterAll(() => guarded.close());

  it('refuses feeds on the server’s own network: loopback by address and by name, metadata addresses, redirects into it', async () => {
    const redirect = serve('/to-metadata.ics', (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end());
    const owner = await signedInOwner(guarded);
    const apartmentId = await createApartment(guarded.db, owner.accountId, { name: 'Strzeżony' });
    const ok = serve('/ok.ics', ical(airbnb('x', 3, 4)));
    const urls = [
      ok,
      ok.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
      redirect.replace('127.0.0.1', 'localhost'),
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/feed.ics',
      'http://[fd00::1]/feed.ics',
      'http://[fe80::1]/feed.ics',
      'http://100.64.0.1/feed.ics',
    ];
    const put = await guarded.app.inject({
      method: 'PUT',
      url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`,
      headers: owner.auth,
      payload: { feeds: urls.map((url, i) => ({ name: `K${i}`, url })) },
    });
    expect(put.statusCode).toBe(200);
    await guarded.app.jobs.runDue(IMPORT_JOB);
    const state = (await guarded.app.inject({ method: 'GET', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: owner.auth })).json();
    expect(state.data).toHaveLength(urls.length);
    for (const feed of state.data) expect(feed.attributes.error).toBe('Adres kalendarza prowadzi do sieci wewnętrznej serwera: pobieranie zablokowane.');
    expect(feeds.size).toBeGreaterThan(0);
  });

  it('accepts only http(s) addresses, with a Polish message on the field', async () => {
    const owner = await signedInOwner(guarded);
    const apartmentId = await createApartment(guarded.db, owner.accountId, { name: 'Plikowy' });
    const res = await guarded.app.inject({
      method: 'PUT',
      url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`,
      headers: owner.auth,
      payload: { feeds: [{ name: 'Plik', url: 'file:///etc/passwd' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain('Podaj adres kalendarza zaczynający się od http:// lub https://');
  });
});

describe('the export', () => {
  it('lists busy stays as whole days read back by the same parser, leaves out the asking channel’s own stays, and answers 304 to its ETag', async () => {
    const url = serve('/echo.ics', ical(airbnb('e1', 20, 23)));
    const { owner, apartmentId, feeds: created } = await setup([{ name: 'Airbnb', url }]);
    await api.db.query(`insert into reservations (account_id, apartment_id, from_date, to_date, full_name, email) values ($1, $2, $3, $4, 'Anna Prywatna', 'anna@example.pl')`, [
      owner.accountId,
      apartmentId,
      day(3),
      day(6),
    ]);
    await api.app.jobs.runDue(IMPORT_JOB);
    const state = await feedState(owner, apartmentId);
    const all = await api.app.inject({ method: 'GET', url: new URL(state.meta.exportUrl).pathname });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/calendar');
    expect(all.body).not.toContain('Anna');
    expect(all.body).not.toContain('anna@example.pl');
    expect(parseFeed(all.body).map((e) => [e.from, e.to, e.summary])).toEqual([
      [day(3), day(6), 'Reserved'],
      [day(20), day(23), 'Not available'],
    ]);
    const forAirbnb = new URL(state.data[0].attributes.exportUrl);
    expect(forAirbnb.searchParams.get('for')).toBe(created[0].id);
    const echo = await api.app.inject({ method: 'GET', url: `${forAirbnb.pathname}${forAirbnb.search}` });
    expect(parseFeed(echo.body).map((e) => e.from)).toEqual([day(3)]);

    const again = await api.app.inject({ method: 'GET', url: new URL(state.meta.exportUrl).pathname, headers: { 'if-none-match': all.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('stops answering the old address once a new one is generated', async () => {
    const { owner, apartmentId } = await setup([]);
    const old = (await feedState(owner, apartmentId)).meta.exportUrl;
    const res = await api.app.inject({ method: 'POST', url: `/api/v1/householder/apartments/${apartmentId}/calendar_token`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.exportUrl;
    expect(fresh).not.toBe(old);
    expect((await api.app.inject({ method: 'GET', url: new URL(old).pathname })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: new URL(fresh).pathname })).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('answers 404 for another account’s apartment or feed', async () => {
    const url = serve('/own.ics', ical());
    const { apartmentId, feeds: created } = await setup([{ name: 'Airbnb', url }]);
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: `/api/v1/householder/calendar_feeds/${created[0].id}/sync`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: `/api/v1/householder/apartments/${apartmentId}/calendar_token`, headers: stranger.auth })).statusCode).toBe(404);
  });
});
