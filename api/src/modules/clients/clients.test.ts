import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

jest.setTimeout(30_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const RESERVATIONS = '/api/v1/householder/reservations';
const CLIENTS = '/api/v1/householder/clients';

let night = 0;
/** Books the next free night of the apartment for a guest; returns the reservation's attributes. */
async function book(owner: Owner, apartmentId: string, guest: Record<string, unknown>) {
  night += 1;
  const from = new Date(Date.UTC(2032, 0, 1 + night)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2032, 0, 2 + night)).toISOString().slice(0, 10);
  const res = await api.app.inject({
    method: 'POST',
    url: RESERVATIONS,
    headers: owner.auth,
    payload: { reservation: { apartmentId, from, to, pricePerNight: 100, ...guest } },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().data.id as string, ...res.json().data.attributes };
}

async function setup() {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
  return { owner, apartment };
}

describe('matching guests to clients', () => {
  it('matches by e-mail ignoring case, else by phone digits, else creates a client', async () => {
    const { owner, apartment } = await setup();
    const first = await book(owner, apartment, { fullName: 'Jan Kowalski', email: 'Jan@Example.pl', phoneNumber: '501 234 567', guestAddress: 'Warszawa' });
    const sameMail = await book(owner, apartment, { fullName: 'J. Kowalski', email: 'jan@example.pl' });
    expect(sameMail.clientId).toBe(first.clientId);
    const samePhone = await book(owner, apartment, { fullName: 'Jan K.', phoneNumber: '+48 501-234-567' });
    expect(samePhone.clientId).toBe(first.clientId);
    const stranger = await book(owner, apartment, { fullName: 'Maria Nowak', email: 'maria@example.pl', phoneNumber: '600 100 200' });
    expect(stranger.clientId).not.toBe(first.clientId);
    // the same phone with another e-mail is another person
    const otherMail = await book(owner, apartment, { fullName: 'Anna Kowalska', email: 'anna@example.pl', phoneNumber: '501234567' });
    expect(otherMail.clientId).not.toBe(first.clientId);
    const [{ count }] = await api.db.query<{ count: number }>('select count(*)::int as count from clients where account_id = $1', [owner.accountId]);
    expect(count).toBe(3);
    const client = (await api.app.inject({ method: 'GET', url: `${CLIENTS}/${first.clientId}`, headers: owner.auth })).json().data.attributes;
    expect(client).toMatchObject({ fullName: 'Jan Kowalski', email: 'Jan@Example.pl', phoneNumber: '+48501234567', address: 'Warszawa', reservationsCount: 3 });
  });

  it('fills a matched client’s empty fields, keeps a guest without contact data on their client, and never matches across accounts', async () => {
    const { owner, apartment } = await setup();
    const onlyPhone = await book(owner, apartment, { fullName: 'Ewa Zielińska', phoneNumber: '700800900' });
    const withMail = await book(owner, apartment, { fullName: 'Ewa Zielińska', phoneNumber: '700 800 900', email: 'ewa@example.pl', guestAddress: 'Kraków' });
    expect(withMail.clientId).toBe(onlyPhone.clientId);
    const client = (await api.app.inject({ method: 'GET', url: `${CLIENTS}/${onlyPhone.clientId}`, headers: owner.auth })).json().data.attributes;
    expect(client).toMatchObject({ email: 'ewa@example.pl', address: 'Kraków', phoneNumber: '+48700800900' });

    const anonymous = await book(owner, apartment, { fullName: 'Gość bez kontaktu' });
    expect(anonymous.clientId).toEqual(expect.any(String));
    const edited = await api.app.inject({ method: 'PATCH', url: `${RESERVATIONS}/${anonymous.id}`, headers: owner.auth, payload: { reservation: { comments: 'x' } } });
    expect(edited.json().data.attributes.clientId).toBe(anonymous.clientId);
    // giving the guest a known e-mail later links the reservation to that client
    const linked = await api.app.inject({ method: 'PATCH', url: `${RESERVATIONS}/${anonymous.id}`, headers: owner.auth, payload: { reservation: { email: 'EWA@example.pl' } } });
    expect(linked.json().data.attributes.clientId).toBe(onlyPhone.clientId);

    const other = await setup();
    const elsewhere = await book(other.owner, other.apartment, { fullName: 'Ewa Zielińska', email: 'ewa@example.pl' });
    expect(elsewhere.clientId).not.toBe(onlyPhone.clientId);
  });
});

describe('the clients list', () => {
  let owner: Owner;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const ctx = await setup();
    owner = ctx.owner;
    for (const [fullName, email, phoneNumber, guestAddress] of [
      ['Jan Kowalski', 'jan@example.pl', '+48 501 234 567', 'Warszawa, ul. Długa 1'],
      ['Maria Nowak', 'maria@poczta.pl', '502-345-678', 'Poznań'],
      ['Piotr Wiśniewski', 'piotr@example.pl', '503456789', 'Gdańsk'],
      ['Anna Zielińska', 'anna@poczta.pl', '504567890', 'Kraków'],
    ]) {
      ids[fullName] = (await book(owner, ctx.apartment, { fullName, email, phoneNumber, guestAddress })).clientId;
    }
    // Jan comes back twice, once canceled
    await book(owner, ctx.apartment, { fullName: 'Jan Kowalski', email: 'jan@example.pl', pricePerNight: '250.55' });
    const canceled = await book(owner, ctx.apartment, { fullName: 'Jan Kowalski', email: 'jan@example.pl', pricePerNight: 999 });
    await api.app.inject({ method: 'POST', url: `${RESERVATIONS}/${canceled.id}/cancel`, headers: owner.auth });
  });

  async function names(query: Record<string, string | number> = {}) {
    const res = await api.app.inject({ method: 'GET', url: CLIENTS, headers: owner.auth, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.map((c: { attributes: { fullName: string } }) => c.attributes.fullName);
  }

  it('lists the clients sorted by full name, 15 per page, with their totals', async () => {
    const res = await api.app.inject({ method: 'GET', url: CLIENTS, headers: owner.auth });
    expect(res.json().pagination).toEqual({ page: 1, perPage: 15, pages: 1, count: 4 });
    expect(await names()).toEqual(['Anna Zielińska', 'Jan Kowalski', 'Maria Nowak', 'Piotr Wiśniewski']);
    expect(await names({ orderSort: 'desc' })).toEqual(['Piotr Wiśniewski', 'Maria Nowak', 'Jan Kowalski', 'Anna Zielińska']);
    const jan = res.json().data.find((c: { id: string }) => c.id === ids['Jan Kowalski']);
    expect(jan.attributes).toEqual({
      id: ids['Jan Kowalski'],
      fullName: 'Jan Kowalski',
      email: 'jan@example.pl',
      phoneNumber: '+48501234567',
      address: 'Warszawa, ul. Długa 1',
      reservationsCount: 2,
      totalSpent: 350.55,
      totals: [{ currency: 'PLN', amount: 350.55 }],
      createdAt: expect.any(String),
    });
    expect((await names({ orderBy: 'totalSpent', orderSort: 'desc' }))[0]).toBe('Jan Kowalski');
  });

  it('filters by full name, e-mail, phone digits and address tags', async () => {
    expect(await names({ fullName: 'kowal' })).toEqual(['Jan Kowalski']);
    expect(await names({ email: 'POCZTA' })).toEqual(['Anna Zielińska', 'Maria Nowak']);
    expect(await names({ phoneNumber: '501-234-567' })).toEqual(['Jan Kowalski']);
    expect(await names({ phoneNumber: '2 345 678' })).toEqual(['Maria Nowak']);
    expect(await names({ addresses: 'warszawa|Kraków' })).toEqual(['Anna Zielińska', 'Jan Kowalski']);
    expect(await names({ addresses: 'Gdańsk', fullName: 'piotr' })).toEqual(['Piotr Wiśniewski']);
    expect(await names({ fullName: 'nikt' })).toEqual([]);
  });

  it("finds by one search text the name, the e-mail or the phone's digits (the booking form's client search)", async () => {
    expect(await names({ q: 'kowal' })).toEqual(['Jan Kowalski']);
    expect(await names({ q: 'POCZTA.pl' })).toEqual(['Anna Zielińska', 'Maria Nowak']);
    expect(await names({ q: '502 345' })).toEqual(['Maria Nowak']);
    expect(await names({ q: '+48 501-234' })).toEqual(['Jan Kowalski']);
    expect(await names({ q: 'nikt' })).toEqual([]);
  });

  it('pages and refuses unknown sorts', async () => {
    const page2 = (await api.app.inject({ method: 'GET', url: `${CLIENTS}?perPage=3&page=2`, headers: owner.auth })).json();
    expect(page2.pagination).toEqual({ page: 2, perPage: 3, pages: 2, count: 4 });
    expect(page2.data.map((c: { attributes: { fullName: string } }) => c.attributes.fullName)).toEqual(['Piotr Wiśniewski']);
    const bad = await api.app.inject({ method: 'GET', url: `${CLIENTS}?orderBy=secret`, headers: owner.auth });
    expect(bad.statusCode).toBe(422);
  });

  it("lists a client's reservations through the reservations list", async () => {
    const res = await api.app.inject({ method: 'GET', url: `${RESERVATIONS}?clientId=${ids['Jan Kowalski']}`, headers: owner.auth });
    expect(res.json().pagination.count).toBe(3);
  });
});

describe('one client', () => {
  it('edits the contact data and refuses an e-mail of another client', async () => {
    const { owner, apartment } = await setup();
    const a = await book(owner, apartment, { fullName: 'Jan Kowalski', email: 'jan@example.pl' });
    await book(owner, apartment, { fullName: 'Maria Nowak', email: 'maria@example.pl' });
    const url = `${CLIENTS}/${a.clientId}`;
    const ok = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { client: { phoneNumber: '501-234-567', address: 'Sopot' } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.attributes).toMatchObject({ fullName: 'Jan Kowalski', email: 'jan@example.pl', phoneNumber: '+48501234567', address: 'Sopot' });
    const flat = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { fullName: 'Jan Maria Kowalski' } });
    expect(flat.json().data.attributes.fullName).toBe('Jan Maria Kowalski');
    const taken = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { client: { email: 'MARIA@example.pl' } } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Ten adres e-mail ma już inny klient'] });
    const bad = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { client: { fullName: ' ', email: 'nie-mail' } } });
    expect(bad.json().errors).toEqual({ fullName: ['Pole jest wymagane'], email: ['Podaj poprawny adres e-mail'] });
  });

  it("answers 404 for another account's client", async () => {
    const { owner, apartment } = await setup();
    const a = await book(owner, apartment, { fullName: 'Jan Kowalski', email: 'jan@example.pl' });
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${CLIENTS}/${a.clientId}`, headers: stranger.auth })).statusCode).toBe(404);
    const patch = await api.app.inject({ method: 'PATCH', url: `${CLIENTS}/${a.clientId}`, headers: stranger.auth, payload: { client: { fullName: 'Hacker' } } });
    expect(patch.statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: CLIENTS, headers: stranger.auth })).json().data).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url: `${CLIENTS}/abc`, headers: owner.auth })).statusCode).toBe(404);
  });
});
