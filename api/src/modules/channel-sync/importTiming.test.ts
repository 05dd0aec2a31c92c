import http from 'node:http';
import type net from 'node:net';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { IMPORT_JOB } from './jobs';
import { dueFeeds } from './service';

/** Imports every 5 minutes per feed, jittered, with conditional requests: an unchanged feed costs one 304 (issue 36). */
let api: TestApi;
let server: http.Server;
let base: string;
const compact = (date: string) => date.replace(/-/g, '');
const day = (offset: number) => addDays(todayInPoland(), offset);
const ical = (...uids: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//PL', ...uids.flatMap((uid, i) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day(10 + i * 5))}`, `DTEND;VALUE=DATE:${compact(day(12 + i * 5))}`, `UID:${uid}`, 'SUMMARY:Reserved', 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');

/** Each path: its body and version; the server answers 304 to the version's ETag (or Last-Modified). */
const feeds = new Map<string, { body: string; version: number; byDate?: boolean; failing?: boolean }>();
const seen: Array<{ path: string; ifNoneMatch?: string; ifModifiedSince?: string; status: number }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const feed = feeds.get(req.url ?? '');
    const ask = { path: req.url ?? '', ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: req.headers['if-modified-since'] };
    if (!feed) return res.writeHead(404).end();
    if (feed.failing) {
      seen.push({ ...ask, status: 500 });
      return res.writeHead(500).end('błąd');
    }
    const etag = `"v${feed.version}"`;
    const modified = new Date(Date.UTC(2026, 0, 1, 0, feed.version)).toUTCString();
    const fresh = feed.byDate ? ask.ifModifiedSince === modified : ask.ifNoneMatch === etag;
    seen.push({ ...ask, status: fresh ? 304 : 200 });
    if (fresh) return res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'text/calendar', ...(feed.byDate ? { 'last-modified': modified } : { etag }) }).end(feed.body);
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

async function setup(path: string, feed: { body: string; version: number; byDate?: boolean }) {
  feeds.set(path, feed);
  const owner = await signedInOwner(api);
  const apartmentId = await createApartment(api.db, owner.accountId, { name: `Apartament ${path.slice(1, 8)}` });
  const res = await api.app.inject({ method: 'PUT', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: owner.auth, payload: { feeds: [{ name: 'Airbnb', url: `${base}${path}` }] } });
  expect(res.statusCode).toBe(200);
  await api.app.jobs.runDue(IMPORT_JOB);
  return { owner, apartmentId, feedId: res.json().data[0].id as string };
}

async function readNow(owner: Owner, feedId: string) {
  expect((await api.app.inject({ method: 'POST', url: `/api/v1/householder/calendar_feeds/${feedId}/sync`, headers: owner.auth })).statusCode).toBe(202);
  await api.app.jobs.runDue(IMPORT_JOB);
}

async function feedOf(owner: Owner, apartmentId: string) {
  const res = await api.app.inject({ method: 'GET', url: `/api/v1/householder/apartments/${apartmentId}/calendar_feeds`, headers: owner.auth });
  return res.json().data[0].attributes;
}

const staysOf = (apartmentId: string) =>
  api.db.query<{ from_date: string; status: string }>(`select from_date, status from reservations where apartment_id = $1 order by from_date`, [apartmentId]);

describe('reading their calendars', () => {
  it('asks with the ETag it was given: an unchanged feed is answered 304 and nothing is written; a changed one is read', async () => {
    const { owner, apartmentId, feedId } = await setup('/etag.ics', { body: ical('e1'), version: 1 });
    const first = await feedOf(owner, apartmentId);
    expect(first).toMatchObject({ status: 'synchronized', httpStatus: 200, importEveryMinutes: 5, notModified: false, eventCount: 1 });
    expect(first.lastDurationMs).toEqual(expect.any(Number));
    // scheduled 5 minutes on, plus up to a minute of jitter
    const wait = (Date.parse(first.nextImportAt) - Date.now()) / 60_000;
    expect(wait).toBeGreaterThan(4.9);
    expect(wait).toBeLessThanOrEqual(6.01);

    await readNow(owner, feedId);
    expect(seen.filter((s) => s.path === '/etag.ics').map((s) => [s.ifNoneMatch ?? null, s.status])).toEqual([
      [null, 200],
      ['"v1"', 304],
    ]);
    expect(await feedOf(owner, apartmentId)).toMatchObject({ status: 'synchronized', httpStatus: 304, notModified: true, eventCount: 1, error: null });
    expect(await staysOf(apartmentId)).toHaveLength(1);

    feeds.set('/etag.ics', { body: ical('e1', 'e2'), version: 2 });
    await readNow(owner, feedId);
    expect(seen.filter((s) => s.path === '/etag.ics').at(-1)).toMatchObject({ ifNoneMatch: '"v1"', status: 200 });
    expect(await feedOf(owner, apartmentId)).toMatchObject({ httpStatus: 200, notModified: false, eventCount: 2 });
    expect(await staysOf(apartmentId)).toHaveLength(2);
  });

  it('asks If-Modified-Since where the server gives Last-Modified, and reads in full again after a failure', async () => {
    const { owner, apartmentId, feedId } = await setup('/dated.ics', { body: ical('d1'), version: 1, byDate: true });
    await readNow(owner, feedId);
    expect(seen.filter((s) => s.path === '/dated.ics').at(-1)).toMatchObject({ ifModifiedSince: new Date(Date.UTC(2026, 0, 1, 0, 1)).toUTCString(), status: 304 });
    feeds.set('/dated.ics', { body: ical('d1'), version: 1, byDate: true, failing: true } as never);
    await readNow(owner, feedId);
    expect(await feedOf(owner, apartmentId)).toMatchObject({ status: 'failed', httpStatus: 500 });
    feeds.set('/dated.ics', { body: ical('d1'), version: 1, byDate: true });
    await readNow(owner, feedId);
    // the failure forgot the validators: the next read asks unconditionally
    expect(seen.filter((s) => s.path === '/dated.ics').at(-1)).toMatchObject({ ifModifiedSince: undefined, status: 200 });
    expect(await feedOf(owner, apartmentId)).toMatchObject({ status: 'synchronized', notModified: false });
  });

  it('reads each feed when its time comes, on its own interval, which the host may change (5 minutes to a day)', async () => {
    const { owner, apartmentId, feedId } = await setup('/timed.ics', { body: ical('t1'), version: 1 });
    expect(await dueFeeds(api.db)).not.toContain(feedId);
    await api.db.query(`update calendar_feeds set next_import_at = now() - interval '1 second' where id = $1`, [feedId]);
    expect(await dueFeeds(api.db)).toContain(feedId);
    // taken: not due again until its next time
    expect(await dueFeeds(api.db)).not.toContain(feedId);

    const changed = await api.app.inject({ method: 'PATCH', url: `/api/v1/householder/calendar_feeds/${feedId}`, headers: owner.auth, payload: { calendar_feed: { importEveryMinutes: 60 } } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes.importEveryMinutes).toBe(60);
    expect((await feedOf(owner, apartmentId)).importEveryMinutes).toBe(60);
    const refused = await api.app.inject({ method: 'PATCH', url: `/api/v1/householder/calendar_feeds/${feedId}`, headers: owner.auth, payload: { calendar_feed: { importEveryMinutes: 2 } } });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('Podaj liczbę minut od 5 do 1440');
  });
});

describe('the poll', () => {
  it('matches the feeds entered in the settings (the wizard) to their rows, and writes nothing where they match', async () => {
    const owner = await signedInOwner(api);
    const apartmentId = await createApartment(api.db, owner.accountId, { name: 'Apartament z kreatora' });
    const enter = (imports: Array<{ name: string; url: string }>) =>
      api.db.query(
        `update apartments set settings = jsonb_set(settings, '{calendarSynchronization}', jsonb_build_object('imports', $2::jsonb)) where id = $1`,
        [apartmentId, JSON.stringify(imports.map((i) => ({ ...i, system: 'iCal' })))],
      );
    const rows = () =>
      api.db.query<{ name: string; url: string; version: string }>(`select name, url, xmin::text as version from calendar_feeds where apartment_id = $1 order by url`, [apartmentId]);
    await enter([
      { name: 'Booking.com', url: 'https://ical.example.pl/b.ics' },
      { name: 'Airbnb', url: 'https://ical.example.pl/a.ics' },
    ]);
    await dueFeeds(api.db);
    const first = await rows();
    expect(first.map((r) => [r.name, r.url])).toEqual([
      ['Airbnb', 'https://ical.example.pl/a.ics'],
      ['Booking.com', 'https://ical.example.pl/b.ics'],
    ]);
    // a minute later, nothing entered changed: the rows are not written again
    await dueFeeds(api.db);
    expect((await rows()).map((r) => r.version)).toEqual(first.map((r) => r.version));
    // a name changed and a feed removed in the wizard: the rows follow
    await enter([{ name: 'Airbnb (Mokotów)', url: 'https://ical.example.pl/a.ics' }]);
    await dueFeeds(api.db);
    expect((await rows()).map((r) => [r.name, r.url])).toEqual([['Airbnb (Mokotów)', 'https://ical.example.pl/a.ics']]);
  });
});
