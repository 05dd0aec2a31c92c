import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { buildServer } from '../../server';
import { MAX_STREAMS_PER_SESSION } from './stream';
import { TOO_MANY_STREAMS } from './routes';
import { createApartment } from '../../test/fixtures';
import { openSession } from '../session';
import { notify } from '.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://panel.example.pl' });
}, 60_000);
afterAll(async () => {
  await api.close();
});

const R = '/api/v1/householder/reservations';
let day = 10;

/** A co-host of the account with these permissions and apartments, signed in. */
async function coHost(accountId: string, permissions: string[], apartments: string[]) {
  const [{ id }] = await api.db.query<{ id: string }>(
    `insert into users (account_id, email, first_name, permissions) values ($1, $2, 'Ola', $3) returning id`,
    [accountId, `pomoc-${Date.now()}-${Math.random().toString(36).slice(2)}@example.pl`, permissions],
  );
  for (const apartment of apartments) {
    await api.db.query('insert into co_host_apartments (user_id, apartment_id, account_id) values ($1, $2, $3)', [id, apartment, accountId]);
  }
  const token = await openSession(api.db, id);
  return { id, auth: { authorization: `Bearer ${token}` } };
}

async function book(auth: Record<string, string>, apartmentId: string, fullName = 'Jan Kowalski') {
  day += 3;
  const iso = (offset: number) => new Date(Date.UTC(2031, 2, offset)).toISOString().slice(0, 10);
  const res = await api.app.inject({
    method: 'POST',
    url: R,
    headers: auth,
    payload: { reservation: { apartmentId, from: iso(day), to: iso(day + 2), fullName, pricePerNight: 200 } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

async function bell(auth: Record<string, string>) {
  const res = await api.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: auth, query: { perPage: '50' } });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<{ id: string; attributes: { kind: string; title: string; body: string; link: string; read: boolean } }>; meta: { unread: number } };
}

describe('notifications', () => {
  it('tells the owner of a reservation a co-host made, and not the co-host who made it', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Morski' });
    const helper = await coHost(owner.accountId, ['reservations'], [apartment]);
    const id = await book(helper.auth, apartment, 'Ewa Nowak');
    const mine = await bell(owner.auth);
    expect(mine.meta.unread).toBe(1);
    expect(mine.data[0].attributes).toMatchObject({ kind: 'reservation_created', title: 'Nowa rezerwacja', link: `/front-desk/reservations/${id}`, read: false });
    expect(mine.data[0].attributes.body).toMatch(/^Ewa Nowak, Morski: \d\d\.03\.2031 – \d\d\.03\.2031$/);
    expect((await bell(helper.auth)).meta.unread).toBe(0);
  });

  it('tells a co-host of what the owner booked on a shared apartment only, and never the owner of their own booking', async () => {
    const owner = await signedInOwner(api);
    const shared = await createApartment(api.db, owner.accountId, { name: 'Wspólny' });
    const other = await createApartment(api.db, owner.accountId, { name: 'Inny' });
    const helper = await coHost(owner.accountId, ['reservations'], [shared]);
    const noPermission = await coHost(owner.accountId, ['clients'], [shared]);
    await book(owner.auth, shared);
    await book(owner.auth, other);
    expect((await bell(helper.auth)).data.map((n) => n.attributes.body)).toEqual([expect.stringContaining('Wspólny')]);
    expect((await bell(noPermission.auth)).meta.unread).toBe(0);
    expect((await bell(owner.auth)).meta.unread).toBe(0);
  });

  it('keeps read and unread per user, and marks all read', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'A' });
    const helper = await coHost(owner.accountId, ['reservations'], [apartment]);
    const second = await coHost(owner.accountId, ['reservations'], [apartment]);
    await book(helper.auth, apartment);
    await book(helper.auth, apartment);
    // the owner and the second co-host each got both
    const first = (await bell(owner.auth)).data[0].id;
    let res = await api.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: owner.auth, payload: { ids: [first] } });
    expect(res.statusCode).toBe(204);
    expect((await bell(owner.auth)).meta.unread).toBe(1);
    // another user's id changes nothing
    res = await api.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: second.auth, payload: { ids: [(await bell(owner.auth)).data[1].id] } });
    expect((await bell(owner.auth)).meta.unread).toBe(1);
    expect((await bell(second.auth)).meta.unread).toBe(2);
    res = await api.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: owner.auth, payload: {} });
    expect(res.statusCode).toBe(204);
    expect((await bell(owner.auth)).meta.unread).toBe(0);
    expect((await bell(second.auth)).meta.unread).toBe(2);
  });

  it("follows each user's choice per kind: in the app, by e-mail too, or off", async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'B' });
    let res = await api.app.inject({ method: 'GET', url: '/api/v1/me/notification_preferences', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const defaults = res.json().data.map((p: { attributes: { kind: string; channel: string } }) => [p.attributes.kind, p.attributes.channel]);
    expect(defaults).toContainEqual(['reservation_created', 'app']);
    expect(defaults).toHaveLength(7);

    res = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification_preferences',
      headers: owner.auth,
      payload: { preferences: [{ kind: 'reservation_created', channel: 'email' }] },
    });
    expect(res.statusCode).toBe(200);
    const helper = await coHost(owner.accountId, ['reservations'], [apartment]);
    await book(helper.auth, apartment, 'Adam Mail');
    expect((await bell(owner.auth)).meta.unread).toBe(1);
    const [mail] = await api.db.query<{ subject: string; text_body: string }>(
      `select subject, text_body from outbox_emails where to_address = $1 and kind = 'notification'`,
      [owner.email],
    );
    expect(mail.subject).toBe('Gospodarz: Nowa rezerwacja');
    expect(mail.text_body).toContain('Adam Mail');
    expect(mail.text_body).toContain('https://panel.example.pl/front-desk/reservations/');

    await api.app.inject({ method: 'PUT', url: '/api/v1/me/notification_preferences', headers: owner.auth, payload: { preferences: [{ kind: 'reservation_created', channel: 'off' }] } });
    await book(helper.auth, apartment);
    expect((await bell(owner.auth)).meta.unread).toBe(1);

    res = await api.app.inject({ method: 'PUT', url: '/api/v1/me/notification_preferences', headers: owner.auth, payload: { preferences: [{ kind: 'reservation_created', channel: 'fax' }] } });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Wybierz: w aplikacji, e-mailem albo wyłączone');
  });

  it('lets other modules notify through notify(), for the users allowed to see the kind', async () => {
    const owner = await signedInOwner(api);
    const invoices = await coHost(owner.accountId, ['invoices'], []);
    const reception = await coHost(owner.accountId, ['reservations'], []);
    const told = await api.db.transaction((tx) => notify(tx, { accountId: owner.accountId }, { kind: 'invoice_paid', title: 'Faktura opłacona', body: 'FV 1/2031', link: '/front-desk/invoices' }));
    expect(told).toBe(2);
    expect((await bell(invoices.auth)).data[0].attributes.title).toBe('Faktura opłacona');
    expect((await bell(reception.auth)).meta.unread).toBe(0);
  });

  it('answers the unread count as JSON, and live as server-sent events that follow each new notification', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Live' });
    const helper = await coHost(owner.accountId, ['reservations'], [apartment]);
    const plain = await api.app.inject({ method: 'GET', url: '/api/v1/notifications/stream', headers: owner.auth });
    expect(plain.json()).toEqual({ data: { unread: 0 } });

    const port = await portOf(api.app);
    const events: number[] = [];
    let wake: () => void = () => {};
    const request = http.get({ port, host: '127.0.0.1', path: '/api/v1/notifications/stream', headers: { ...owner.auth, accept: 'text/event-stream' } }, (response) => {
      expect(response.headers['content-type']).toContain('text/event-stream');
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/event: unread\ndata: (\{.*\})/g)) events.push(JSON.parse(match[1]).unread);
        wake();
      });
    });
    const until = async (n: number) => {
      const deadline = Date.now() + 5000;
      while (events.length < n && Date.now() < deadline) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, 100)));
    };
    await until(1);
    expect(events).toEqual([0]);
    await book(helper.auth, apartment);
    await until(2);
    expect(events).toEqual([0, 1]);
    await api.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: owner.auth, payload: {} });
    await until(3);
    expect(events).toEqual([0, 1, 0]);
    request.destroy();
  });

  it('refuses the bell without a session', async () => {
    for (const url of ['/api/v1/notifications', '/api/v1/notifications/stream', '/api/v1/me/notification_preferences']) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it(`lets one session hold ${MAX_STREAMS_PER_SESSION} live streams at once and refuses more with 429`, async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const port = await portOf(api.app);
    const open = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION }, () => openStream(port, owner.auth)));
    expect(open.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_SESSION).fill(200));
    const refused = await openStream(port, owner.auth);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.ended)).toEqual({ message: TOO_MANY_STREAMS });
    // another session is not affected; a closed stream makes room
    const elsewhere = await openStream(port, other.auth);
    expect(elsewhere.status).toBe(200);
    open[0].close();
    let again = await openStream(port, owner.auth);
    for (let i = 0; again.status !== 200 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openStream(port, owner.auth);
    }
    expect(again.status).toBe(200);
    for (const stream of [...open, elsewhere, again]) stream.close();
  }, 60_000);

  it('ends a session’s streams at sign-out, on this instance and on another, and keeps the other sessions’ streams', async () => {
    const owner = await signedInOwner(api);
    const second = await openSession(api.db, owner.userId);
    const other = { authorization: `Bearer ${second}` };
    // another instance of the API on the same database
    const instance = await buildServer({ config: api.config, db: api.db, logger: false });
    try {
      await instance.ready();
      const here = await openStream(await portOf(api.app), owner.auth);
      const there = await openStream(await portOf(instance), owner.auth);
      const unaffected = await openStream(await portOf(instance), other);
      expect([here.status, there.status, unaffected.status]).toEqual([200, 200, 200]);
      const out = await api.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers: owner.auth });
      expect(out.statusCode).toBe(204);
      const within = (stream: { ended: Promise<string> }) =>
        Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), 5000))]);
      expect(await within(here)).toBe('ended');
      expect(await within(there)).toBe('ended');
      expect(await Promise.race([unaffected.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), 300))])).toBe('still open');
      unaffected.close();
    } finally {
      await instance.close();
    }
  }, 60_000);
});

/** The port `app` listens on (started on a free one the first time). */
async function portOf(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Opens the live stream: its status once the headers come, and the whole body once the server ends it. */
function openStream(port: number, headers: Record<string, string>): Promise<{ status: number; ended: Promise<string>; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', agent: false, path: '/api/v1/notifications/stream', headers: { ...headers, accept: 'text/event-stream' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      const ended = new Promise<string>((done) => response.on('end', () => done(body)));
      resolve({ status: response.statusCode ?? 0, ended, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}
