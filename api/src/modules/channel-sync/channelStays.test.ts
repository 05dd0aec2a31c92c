import http from 'node:http';
import type net from 'node:net';
import { addDays, todayInPoland } from '@gospodarz/contracts';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { followReservations } from '../orders';
import { IMPORT_JOB, POLL_JOB } from './jobs';

/** Stays imported from a channel's calendar are stays: cleaning after them, and the desktop's day counts them. */
let api: TestApi;
let server: http.Server;
let base: string;
const bodies = new Map<string, string>();

const compact = (date: string) => date.replace(/-/g, '');
const day = (offset: number) => addDays(todayInPoland(), offset);
const ical = (...events: Array<[string, number, number]>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//PL',
    ...events.flatMap(([uid, from, to]) => ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day(from))}`, `DTEND;VALUE=DATE:${compact(day(to))}`, `UID:${uid}`, 'SUMMARY:Reserved', 'END:VEVENT']),
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

async function call(owner: Owner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return api.app.inject({ method, url: `/api/v1${url}`, headers: owner.auth, ...(payload ? { payload } : {}) });
}

/** An apartment importing one Airbnb feed with the given stays, read once. */
async function importedApartment(owner: Owner, path: string, events: Array<[string, number, number]>) {
  const apartmentId = await createApartment(api.db, owner.accountId, { name: `Apartament ${path.slice(1, 6)}` });
  bodies.set(path, ical(...events));
  const res = await call(owner, 'PUT', `/householder/apartments/${apartmentId}/calendar_feeds`, { feeds: [{ name: 'Airbnb', url: `${base}${path}` }] });
  expect(res.statusCode).toBe(200);
  await api.app.jobs.runDue(IMPORT_JOB);
  return { apartmentId, feedId: res.json().data[0].id as string };
}

async function cleaningAfterCheckOut(owner: Owner, apartmentId: string): Promise<string> {
  const provider = await call(owner, 'POST', '/householder/service_providers', {
    service_provider: {
      providerType: 'company',
      name: 'Czysty Dom',
      email: 'biuro@czystydom.pl',
      phoneNumber: '600-100-200',
      street: 'Długa',
      houseNumber: '1',
      postalCode: '80-001',
      city: 'Gdańsk',
      nip: '526-000-12-46',
      servicesPerformed: ['cleaning'],
      standardPriceListsAttributes: [{ name: 'Sprzątanie po pobycie', grossAmount: '150,00', currency: 'PLN', durationMinutes: 120 }],
    },
  });
  expect(provider.statusCode).toBe(201);
  const created = await call(owner, 'POST', '/householder/cooperations', { cooperation: { service_provider_id: provider.json().data.id, servicePerformed: 'cleaning', message: 'Zapraszamy' } });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id;
  const shared = await call(owner, 'PUT', `/householder/cooperations/${id}`, { cooperation: { startDate: todayInPoland(), apartments: [apartmentId], afterCheckOut: true } });
  expect(shared.statusCode).toBe(200);
  return id;
}

async function orders(cooperationId: string) {
  return api.db.query<{ service_date: string; status: string; same_day_turnover: boolean; kind: string }>(
    `select o.service_date::text, o.status, o.same_day_turnover, r.kind from cooperation_orders o left join reservations r on r.id = o.reservation_id
      where o.cooperation_id = $1 order by o.service_date`,
    [cooperationId],
  );
}

describe("a channel's stays", () => {
  it("get a cleaning order 'Po każdym wymeldowaniu', which follows the channel's changes", async () => {
    const owner = await signedInOwner(api);
    const { apartmentId, feedId } = await importedApartment(owner, '/airbnb-cleaning.ics', [
      ['a1', 5, 8],
      ['a2', 8, 10],
    ]);
    const cooperation = await cleaningAfterCheckOut(owner, apartmentId);
    expect((await orders(cooperation)).map((o) => [o.service_date, o.status, o.same_day_turnover, o.kind])).toEqual([
      [day(8), 'planned', true, 'channel'],
      [day(10), 'planned', false, 'channel'],
    ]);
    // Airbnb cancels the second stay: its cleaning is cancelled at the next run of the generator
    bodies.set('/airbnb-cleaning.ics', ical(['a1', 5, 8], ['a3', 20, 22]));
    await api.app.jobs.send(IMPORT_JOB, { feedId });
    await api.app.jobs.runDue(IMPORT_JOB);
    await followReservations(api.db);
    expect((await orders(cooperation)).map((o) => [o.service_date, o.status])).toEqual([
      [day(8), 'planned'],
      [day(10), 'canceled'],
      [day(22), 'planned'],
    ]);
  });

  it("count on the desktop: today's arrival, departure, the guests in the house and the turnover", async () => {
    const owner = await signedInOwner(api);
    await importedApartment(owner, '/airbnb-desk.ics', [
      ['d1', -3, 0],
      ['d2', 0, 4],
    ]);
    const res = await call(owner, 'GET', '/householder/desktop');
    expect(res.statusCode).toBe(200);
    const { day: today, stats } = res.json().data.attributes;
    expect(today).toMatchObject({ arrivals: 1, departures: 1, inHouse: 1, turnovers: 1 });
    // three of the last 30 nights of one apartment were occupied by the channel's guests
    expect(stats.find((s: { key: string }) => s.key === 'occupancy').value).toBe(0.1);
  });

  it("are among the desktop's upcoming arrivals, with the channel and, once completed, the guest", async () => {
    const owner = await signedInOwner(api);
    await importedApartment(owner, '/airbnb-upcoming.ics', [['u1', 3, 5]]);
    const upcoming = async () => (await call(owner, 'GET', '/householder/desktop')).json().data.attributes.upcoming;
    const [first] = await upcoming();
    expect(first).toMatchObject({ fullName: 'Airbnb', from: day(3), to: day(5), guests: 0, channel: { name: 'Airbnb', completed: false } });
    await call(owner, 'PUT', `/householder/channel_stays/${first.id}`, { channel_stay: { fullName: 'Anna Nowak', adults: 2, children: 1, totalPrice: 800 } });
    expect((await upcoming())[0]).toMatchObject({ fullName: 'Anna Nowak', guests: 3, totalPrice: 800, channel: { name: 'Airbnb', completed: true } });
  });
});

describe("completing a channel's stay", () => {
  it('keeps what the host typed while later imports move and then cancel the stay', async () => {
    const owner = await signedInOwner(api);
    const { apartmentId, feedId } = await importedApartment(owner, '/airbnb-complete.ics', [['c1', 10, 13]]);
    const [{ id }] = await api.db.query<{ id: string }>(`select id from reservations where apartment_id = $1 and kind = 'channel'`, [apartmentId]);

    const completed = await call(owner, 'PUT', `/householder/channel_stays/${id}`, { channel_stay: { fullName: ' Anna Nowak ', adults: 2, children: 1, totalPrice: '1 250,50' } });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.attributes).toMatchObject({ fullName: 'Anna Nowak', adults: 2, children: 1, totalPrice: 1250.5, source: 'Airbnb', feedId, from: day(10), to: day(13) });
    expect(completed.json().data.attributes.completedAt).not.toBeNull();

    // the calendar shows the guest, the party and the price, and still knows the stay is the channel's
    const window = (await call(owner, 'GET', `/householder/calendar?from=${day(7)}`)).json().data.attributes;
    expect(window.stays.find((s: { id: string }) => s.id === id)).toMatchObject({ fullName: 'Anna Nowak', adults: 2, children: 1, totalPrice: 1250.5, channel: { completed: true } });

    // Airbnb moves the stay: the dates follow, the guest, party and price stay as typed
    bodies.set('/airbnb-complete.ics', ical(['c1', 11, 15]));
    await api.app.jobs.send(IMPORT_JOB, { feedId });
    await api.app.jobs.runDue(IMPORT_JOB);
    const [moved] = await api.db.query<{ from_date: string; to_date: string; full_name: string; adults: number; children: number; total_price: string; status: string }>(
      'select from_date::text, to_date::text, full_name, adults, children, total_price::text, status from reservations where id = $1',
      [id],
    );
    expect(moved).toEqual({ from_date: day(11), to_date: day(15), full_name: 'Anna Nowak', adults: 2, children: 1, total_price: '1250.50', status: 'confirmed' });

    // Airbnb cancels it: the completed stay is cancelled too
    bodies.set('/airbnb-complete.ics', ical(['c2', 30, 32]));
    await api.app.jobs.send(IMPORT_JOB, { feedId });
    await api.app.jobs.runDue(IMPORT_JOB);
    const [canceled] = await api.db.query<{ status: string; full_name: string }>('select status, full_name from reservations where id = $1', [id]);
    expect(canceled).toEqual({ status: 'canceled', full_name: 'Anna Nowak' });
  });

  it('refuses a bad price or party in Polish, and stays that are not a channel’s or not the caller’s', async () => {
    const owner = await signedInOwner(api);
    const { apartmentId } = await importedApartment(owner, '/airbnb-refuse.ics', [['r1', 10, 12]]);
    const [{ id }] = await api.db.query<{ id: string }>(`select id from reservations where apartment_id = $1 and kind = 'channel'`, [apartmentId]);
    const bad = await call(owner, 'PUT', `/householder/channel_stays/${id}`, { channel_stay: { fullName: 'Jan', adults: 1, totalPrice: '12,345' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.totalPrice).toEqual(['Podaj cenę pobytu w zł (np. 1250,50)']);
    const noAdults = await call(owner, 'PUT', `/householder/channel_stays/${id}`, { channel_stay: { fullName: 'Jan', adults: 0, totalPrice: 100 } });
    expect(noAdults.statusCode).toBe(422);
    const stranger = await signedInOwner(api);
    expect((await call(stranger, 'PUT', `/householder/channel_stays/${id}`, { channel_stay: { fullName: 'Jan', adults: 1, totalPrice: 100 } })).statusCode).toBe(404);
    const own = await call(owner, 'POST', '/householder/blocks', { apartmentIds: [apartmentId], from: day(40), to: day(42) });
    expect((await call(owner, 'PUT', `/householder/channel_stays/${own.json().data[0].id}`, { channel_stay: { fullName: 'Jan', adults: 1, totalPrice: 100 } })).statusCode).toBe(404);
  });
});

describe("the apartment's 'Synchronizuj kalendarz'", () => {
  it('switched off, stops every read of its feeds (due, queued or asked for); switched on, they are read again', async () => {
    const owner = await signedInOwner(api);
    const { apartmentId, feedId } = await importedApartment(owner, '/airbnb-switch.ics', [['o1', 5, 7]]);
    const [{ listing }] = await api.db.query<{ listing: string }>('select accommodation_id as listing from apartments where id = $1', [apartmentId]);
    const sync = async (calendar: boolean) => {
      const res = await api.app.inject({
        method: 'PUT',
        url: `/api/v1/householder/accommodations/${listing}`,
        headers: owner.auth,
        payload: { accommodation: { apartmentsAttributes: [{ id: apartmentId, synchronization: { calendar, priceList: false } }] } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.attributes.apartmentsAttributes[0].synchronization.calendar).toBe(calendar);
    };
    const stays = async () =>
      (await api.db.query<{ from_date: string; status: string }>(`select from_date::text, status from reservations where feed_id = $1 order by from_date`, [feedId])).map((r) => [r.from_date, r.status]);
    const readDue = async () => {
      await api.db.query('update calendar_feeds set next_import_at = now() - interval \'1 minute\' where id = $1', [feedId]);
      await api.app.jobs.send(POLL_JOB, {});
      await api.app.jobs.runDue(POLL_JOB);
      await api.app.jobs.runDue(IMPORT_JOB);
    };
    expect(await stays()).toEqual([[day(5), 'confirmed']]);

    await sync(false);
    const feeds = await call(owner, 'GET', `/householder/apartments/${apartmentId}/calendar_feeds`);
    expect(feeds.json().data[0].attributes.syncEnabled).toBe(false);
    const refused = await call(owner, 'POST', `/householder/calendar_feeds/${feedId}/sync`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Synchronizacja kalendarza tego apartamentu jest wyłączona: włącz „Synchronizuj kalendarz z serwisami rezerwacyjnymi” w ustawieniach obiektu.');
    // Airbnb cancels o1 and sells o2: nothing changes here while the switch is off, even for a read queued before
    bodies.set('/airbnb-switch.ics', ical(['o2', 9, 11]));
    await readDue();
    await api.app.jobs.send(IMPORT_JOB, { feedId });
    await api.app.jobs.runDue(IMPORT_JOB);
    expect(await stays()).toEqual([[day(5), 'confirmed']]);

    await sync(true);
    expect((await call(owner, 'GET', `/householder/apartments/${apartmentId}/calendar_feeds`)).json().data[0].attributes.syncEnabled).toBe(true);
    await readDue();
    expect(await stays()).toEqual([
      [day(5), 'canceled'],
      [day(9), 'confirmed'],
    ]);
  });
});
