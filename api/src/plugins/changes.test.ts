import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import './changes'; // the type of app.changes
import { createApartment } from '../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../test/harness';

// Two API instances over one database (as behind a load balancer): what one keeps in memory (sessions, list pages)
// must follow changes made through the other, or straight in the database.
let api: TestApi;
let other: FastifyInstance;
const URL = '/api/v1/householder/reservations';

jest.setTimeout(120_000);

beforeAll(async () => {
  api = await startTestApi();
  other = await buildServer({ config: api.config, db: api.db, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await api.close();
});

/** Polls `read` until `accept` holds (a change reaches another instance a moment after it is committed). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function names(app: FastifyInstance, auth: Record<string, string>, perPage = 15): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `${URL}?orderBy=from&orderSort=asc&perPage=${perPage}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((r: { attributes: { fullName: string; apartment: { name: string } } }) => `${r.attributes.fullName} @ ${r.attributes.apartment.name}`);
}

/** Books `apartment` through `app` for a guest; resolves to the response. */
function book(app: FastifyInstance, auth: Record<string, string>, apartmentId: string, fullName: string, from: string, to: string) {
  return app.inject({ method: 'POST', url: URL, headers: auth, payload: { reservation: { fullName, apartmentId, from, to, pricePerNight: 200 } } });
}

async function me(app: FastifyInstance, auth: Record<string, string>): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/me', headers: auth })).statusCode;
}

describe('what an instance keeps in memory follows every change', () => {
  it('shows a reservation at once on the instance that saved it, and a moment later on the other', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    expect(await names(api.app, owner.auth)).toEqual([]);
    expect(await names(other, owner.auth)).toEqual([]);

    const created = await book(other, owner.auth, apartment, 'Jan Kowalski', '2031-03-01', '2031-03-04');
    expect(created.statusCode).toBe(201);
    expect(await names(other, owner.auth)).toEqual(['Jan Kowalski @ Apartament Morski']);
    expect(await eventually(() => names(api.app, owner.auth), (n) => n.length === 1)).toEqual(['Jan Kowalski @ Apartament Morski']);

    const edited = await api.app.inject({
      method: 'PATCH',
      url: `${URL}/${created.json().data.id}`,
      headers: owner.auth,
      payload: { reservation: { fullName: 'Jan Nowak' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(await names(api.app, owner.auth)).toEqual(['Jan Nowak @ Apartament Morski']);
    expect(await eventually(() => names(other, owner.auth), (n) => n[0] === 'Jan Nowak @ Apartament Morski')).toEqual(['Jan Nowak @ Apartament Morski']);
  });

  it('follows changes made straight in the database: a renamed apartment, a changed guest', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel' });
    expect((await book(api.app, owner.auth, apartment, 'Maria Nowak', '2031-04-01', '2031-04-03')).statusCode).toBe(201);
    expect(await names(api.app, owner.auth)).toEqual(['Maria Nowak @ Studio Wawel']);
    await api.db.query(`update apartments set name = 'Studio Kazimierz' where id = $1`, [apartment]);
    expect(await eventually(() => names(api.app, owner.auth), (n) => n[0] === 'Maria Nowak @ Studio Kazimierz')).toEqual(['Maria Nowak @ Studio Kazimierz']);
    await api.db.query(`update reservations set full_name = 'Maria Wiśniewska' where apartment_id = $1`, [apartment]);
    expect(await eventually(() => names(api.app, owner.auth), (n) => n[0] === 'Maria Wiśniewska @ Studio Kazimierz')).toEqual([
      'Maria Wiśniewska @ Studio Kazimierz',
    ]);
  });

  it('keeps pages in memory only while it hears about changes', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Loft Żuraw' });
    expect((await book(api.app, owner.auth, apartment, 'Piotr Zieliński', '2031-05-01', '2031-05-02')).statusCode).toBe(201);
    expect(await names(api.app, owner.auth)).toEqual(['Piotr Zieliński @ Loft Żuraw']);
    // a change that notifies no one (triggers off for this transaction): the page kept in memory still answers…
    const silently = (name: string) =>
      api.db.transaction(async (tx) => {
        await tx.query('set local session_replication_role = replica');
        await tx.query('update reservations set full_name = $2 where apartment_id = $1', [apartment, name]);
      });
    await silently('Piotr Cichy');
    expect(await names(api.app, owner.auth)).toEqual(['Piotr Zieliński @ Loft Żuraw']);
    // (pages of more than 50 rows are never kept: memory stays bounded)
    expect(await names(api.app, owner.auth, 100)).toEqual(['Piotr Cichy @ Loft Żuraw']);
    // …but with the feed down nothing is answered from memory, and once it is back the cache starts empty
    api.app.changes.setLive(false);
    expect(await names(api.app, owner.auth)).toEqual(['Piotr Cichy @ Loft Żuraw']);
    await silently('Piotr Głośny');
    api.app.changes.setLive(true);
    expect(await names(api.app, owner.auth)).toEqual(['Piotr Głośny @ Loft Żuraw']);
  });

  it('refuses a signed-out session at once on the instance that signed it out, and a moment later on the other', async () => {
    const owner = await signedInOwner(api);
    expect(await me(api.app, owner.auth)).toBe(200);
    expect(await me(other, owner.auth)).toBe(200);
    expect((await api.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers: owner.auth })).statusCode).toBe(204);
    expect(await me(api.app, owner.auth)).toBe(401);
    expect(await eventually(() => me(other, owner.auth), (status) => status === 401)).toBe(401);
  });

  it('drops a cached session when its user changes or is removed', async () => {
    const owner = await signedInOwner(api);
    expect(await me(other, owner.auth)).toBe(200);
    await api.db.query('delete from accounts where id = $1', [owner.accountId]);
    expect(await eventually(() => me(other, owner.auth), (status) => status === 401)).toBe(401);
  });

  if (process.env.TEST_DATABASE_URL) {
    it('listens again after losing its connection, and keeps nothing while it is lost', async () => {
      const owner = await signedInOwner(api);
      expect(await me(api.app, owner.auth)).toBe(200);
      // this test's listening connections, by the name they take once they listen (gospodarz:<schema>:<instance>)
      await api.db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where starts_with(application_name, 'gospodarz:' || current_schema() || ':')`,
      );
      expect(await eventually(async () => api.app.changes.live, (live) => !live)).toBe(false);
      // revoked while no one listens: the notification is lost, but nothing is answered from memory now
      await api.db.query('update sessions set revoked_at = now() where user_id = $1', [owner.userId]);
      expect(await me(api.app, owner.auth)).toBe(401);
      expect(await eventually(async () => api.app.changes.live, (live) => live)).toBe(true);
    });
  }
});
