import type { InjectOptions } from 'fastify';
import { openSession } from '../session';
import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { sql as grantPrices } from '../../db/migrations/961_prices_permission';

/**
 * 'Cennik' (prices) is a permission of its own: 'Rezerwacja' no longer prices, and a co-host who prices sees the
 * days and rule sets of their apartments only. Co-hosts who held 'Rezerwacja' before it was split keep pricing.
 */
let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let mine: string;
let other: string;
let people = 0;

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  mine = await createApartment(api.db, owner.accountId, { name: 'Mój', rates: [[2, '300']] });
  other = await createApartment(api.db, owner.accountId, { name: 'Cudzy', rates: [[2, '250']] });
}, 120_000);
afterAll(() => api.close());

type Request = InjectOptions;
const call = (auth: Record<string, string>, request: Request) => api.app.inject({ ...request, headers: auth });

async function coHost(permissions: string[]) {
  people += 1;
  const res = await call(owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/householders',
    payload: { user: { firstName: `Recepcja ${people}`, email: `recepcja${people}@example.pl`, phoneNumber: '600100200', apartmentsIds: [mine], permissions } },
  });
  expect(res.statusCode).toBe(201);
  const id: string = res.json().data.id;
  return { id, auth: { authorization: `Bearer ${await openSession(api.db, id)}` } };
}

const window = { from: '2031-02-01', to: '2031-02-10' };

async function ruleOn(apartments: string[], name: string): Promise<string> {
  const res = await call(owner.auth, { method: 'POST', url: '/api/v1/householder/price_rules', payload: { priceRule: { name, color: 'green' } } });
  const id: string = res.json().data.id;
  if (apartments.length) {
    const days = await call(owner.auth, { method: 'PUT', url: '/api/v1/householder/prices', payload: { apartmentIds: apartments, ...window, prices: { '1-2': 310 }, ruleId: id } });
    expect(days.statusCode).toBe(200);
  }
  return id;
}

describe("the 'Cennik' permission", () => {
  it("is not part of 'Rezerwacja': a receptionist books and sees the calendar, but neither prices nor rule sets", async () => {
    const { auth } = await coHost(['reservations']);
    const refused = [
      { method: 'GET', url: '/api/v1/householder/prices', query: { ...window, apartmentIds: mine } },
      { method: 'PUT', url: '/api/v1/householder/prices', payload: { apartmentIds: [mine], ...window, prices: { '1-2': 999 } } },
      { method: 'GET', url: '/api/v1/householder/price_rules' },
      { method: 'POST', url: '/api/v1/householder/price_rules', payload: { priceRule: { name: 'Moja', color: 'blue' } } },
    ] as const;
    for (const request of refused) {
      const res = await call(auth, request);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await call(auth, { method: 'GET', url: '/api/v1/householder/calendar', query: { from: window.from } })).statusCode).toBe(200);
    expect((await call(auth, { method: 'GET', url: '/api/v1/householder/quotes', query: { apartmentId: mine, ...window, adults: '2' } })).statusCode).toBe(200);
  });

  it('prices the days of their apartments only, and lists the rule sets those days carry or none does', async () => {
    const { auth } = await coHost(['prices']);
    const priced = await call(auth, { method: 'PUT', url: '/api/v1/householder/prices', payload: { apartmentIds: [mine], ...window, prices: { '1-2': 333 } } });
    expect(priced.statusCode).toBe(200);
    const elsewhere = await call(auth, { method: 'PUT', url: '/api/v1/householder/prices', payload: { apartmentIds: [other], ...window, prices: { '1-2': 1 } } });
    expect(elsewhere.statusCode).toBe(404);

    const onMine = await ruleOn([mine], 'Na moim');
    const onOther = await ruleOn([other], 'Na cudzym');
    const unused = await ruleOn([], 'Nowa');
    const listed = (await call(auth, { method: 'GET', url: '/api/v1/householder/price_rules' })).json().data.map((r: { id: string }) => r.id);
    expect(listed).toEqual(expect.arrayContaining([onMine, unused]));
    expect(listed).not.toContain(onOther);
    expect((await call(auth, { method: 'GET', url: `/api/v1/householder/price_rules/${onOther}` })).statusCode).toBe(404);
    // nor can they put it on their days
    const attach = await call(auth, { method: 'PUT', url: '/api/v1/householder/prices', payload: { apartmentIds: [mine], ...window, ruleId: onOther } });
    expect(attach.statusCode).toBe(404);
  });

  it('reads but never changes a rule set that days of an apartment not shared with them carry too', async () => {
    const { auth } = await coHost(['prices']);
    const both = await ruleOn([mine, other], 'Wspólna');
    const read = await call(auth, { method: 'GET', url: `/api/v1/householder/price_rules/${both}` });
    expect(read.statusCode).toBe(200);
    // the screen is told it is read-only to them (and the list says so too); to the owner it is not
    expect(read.json().data.attributes.readOnly).toBe(true);
    const listed = (await call(auth, { method: 'GET', url: '/api/v1/householder/price_rules' })).json().data.find((r: { id: string }) => r.id === both);
    expect(listed.attributes.readOnly).toBe(true);
    expect((await call(owner.auth, { method: 'GET', url: `/api/v1/householder/price_rules/${both}` })).json().data.attributes.readOnly).toBe(false);
    const change = await call(auth, { method: 'PATCH', url: `/api/v1/householder/price_rules/${both}`, payload: { priceRule: { stayLimitsMin: 7 } } });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(
      'Tego zestawu reguł używają też apartamenty, których nie obsługujesz: możesz go tylko przeglądać. Zmienić lub usunąć go może właściciel konta.',
    );
    expect((await call(owner.auth, { method: 'GET', url: `/api/v1/householder/price_rules/${both}` })).json().data.attributes.stayLimitsMin).toBe(1);
    // the owner may change it
    expect((await call(owner.auth, { method: 'PATCH', url: `/api/v1/householder/price_rules/${both}`, payload: { priceRule: { stayLimitsMin: 2 } } })).statusCode).toBe(200);
    // once only their apartment's days carry a rule set, it is theirs to change
    const onMine = await ruleOn([mine], 'Tylko moja');
    expect((await call(auth, { method: 'GET', url: `/api/v1/householder/price_rules/${onMine}` })).json().data.attributes.readOnly).toBe(false);
  });

  it("is given by the migration to every co-host who held 'Rezerwacja', and to nobody else", async () => {
    const booker = await coHost(['reservations', 'clients']);
    const writer = await coHost(['conversations']);
    const pricer = await coHost(['reservations', 'prices']);
    // as before the split: 'Rezerwacja' without 'Cennik'
    const before = await call(booker.auth, { method: 'GET', url: '/api/v1/householder/price_rules' });
    expect(before.statusCode).toBe(403);
    await api.db.script(grantPrices);
    const permissionsOf = async (id: string) =>
      (await api.db.query<{ permissions: string[] }>('select permissions from users where id = $1', [id]))[0].permissions;
    expect(await permissionsOf(booker.id)).toEqual(['reservations', 'clients', 'prices']);
    expect(await permissionsOf(writer.id)).toEqual(['conversations']);
    expect(await permissionsOf(pricer.id)).toEqual(['reservations', 'prices']);
    // the session already open sees the change
    expect((await call(booker.auth, { method: 'GET', url: '/api/v1/householder/price_rules' })).statusCode).toBe(200);
  });
});
