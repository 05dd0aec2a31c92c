import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
const apartments: Record<string, string> = {};
/** guest name → reservation id */
const ids: Record<string, string> = {};

const URL = '/api/v1/householder/reservations';

// [fullName, apartment, from, to, pricePerNight, status, paymentStatus, source, guestAddress]
const DATA = [
  ['Jan Kowalski', 'Apartament Morski', '2030-01-10', '2030-01-13', '300', 'confirmed', 'paid', 'booking', 'Warszawa'],
  ['Maria Nowak', 'Studio Wawel', '2030-01-12', '2030-01-14', '200', 'new', 'partly_paid', 'airbnb', 'Poznań'],
  ['Piotr Wiśniewski', 'Loft Żuraw', '2030-01-20', '2030-01-27', '150.50', 'recent', 'unpaid', 'website', 'Gdańsk'],
  ['Anna Zielińska', 'Apartament Morski', '2030-01-13', '2030-01-15', '320', 'canceled', 'unpaid', 'Booking', 'Kraków'],
  ['Ewa Kowalska', 'Studio Wawel', '2030-02-01', '2030-02-11', '180', 'no_show', 'paid', 'phone', 'Warszawa-Wola'],
] as const;

jest.setTimeout(30_000);

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  for (const name of ['Apartament Morski', 'Studio Wawel', 'Loft Żuraw']) apartments[name] = await createApartment(api.db, owner.accountId, { name });
  for (const [i, [fullName, apartment, from, to, price, status, paymentStatus, source, guestAddress]] of DATA.entries()) {
    const res = await api.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: {
        reservation: {
          fullName,
          email: `guest${i}@example.pl`,
          apartmentId: apartments[apartment],
          from,
          to,
          pricePerNight: price,
          status,
          paymentStatus,
          // a part-paid stay is one with a payment of part of its bill
          ...(paymentStatus === 'partly_paid' ? { amountPaid: '100' } : {}),
          source,
          guestAddress,
          adults: i + 1,
          children: i % 2,
          allowOverCapacity: true,
        },
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    ids[fullName] = res.json().data.id;
  }
  // created at distinct, known moments: Jan first … Ewa last
  for (const [i, [fullName]] of DATA.entries()) {
    await api.db.query(`update reservations set created_at = '2029-12-01T10:00:00Z'::timestamptz + $2 * interval '1 hour' where id = $1`, [ids[fullName], i]);
  }
  // neither a block nor another account's reservation is listed
  await api.db.query(`insert into reservations (account_id, apartment_id, kind, from_date, to_date, full_name) values ($1, $2, 'block', '2030-05-01', '2030-05-03', 'Blokada')`, [
    owner.accountId,
    apartments['Loft Żuraw'],
  ]);
  const other = await signedInOwner(api);
  const otherApartment = await createApartment(api.db, other.accountId, { name: 'Apartament Morski' });
  await api.app.inject({
    method: 'POST',
    url: URL,
    headers: other.auth,
    payload: { reservation: { fullName: 'Obcy Kowalski', apartmentId: otherApartment, from: '2030-01-10', to: '2030-01-12', pricePerNight: 300 } },
  });
});
afterAll(async () => {
  await api.close();
});

async function list(query: Record<string, string | number> = {}) {
  const res = await api.app.inject({ method: 'GET', url: URL, headers: owner.auth, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  return res;
}
async function names(query: Record<string, string | number> = {}): Promise<string[]> {
  const res = await list(query);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data.map((r: { attributes: { fullName: string } }) => r.attributes.fullName);
}
const sorted = (list: string[]) => [...list].sort();

describe('the reservations list', () => {
  it('lists the account reservations (no blocks, no other account) nearest arrival first, with the spec attributes', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, perPage: 15, pages: 1, count: 5 });
    expect(body.data.map((r: { attributes: { fullName: string } }) => r.attributes.fullName)).toEqual([
      'Jan Kowalski',
      'Maria Nowak',
      'Anna Zielińska',
      'Piotr Wiśniewski',
      'Ewa Kowalska',
    ]);
    expect(Object.keys(body.data[0].attributes).sort()).toEqual(
      [
        'from', 'to', 'fullName', 'email', 'phoneNumber', 'guestAddress', 'adults', 'children', 'status', 'paymentStatus', 'pricePerNight',
        'totalPrice', 'currency', 'apartment', 'apartmentAddress', 'apartmentId', 'comments', 'source', 'paymentSource', 'invoiceIssued',
        'createdAt', 'nights', 'clientId', 'grandTotal', 'paid', 'balance',
      ].sort(),
    );
  });

  it('filters by the days a stay overlaps (check-out day not included), MM/dd/yyyy', async () => {
    expect(sorted(await names({ from: '01/13/2030', to: '01/13/2030' }))).toEqual(['Anna Zielińska', 'Maria Nowak']);
    expect(sorted(await names({ from: '01/20/2030' }))).toEqual(['Ewa Kowalska', 'Piotr Wiśniewski']);
    expect(sorted(await names({ to: '01/12/2030' }))).toEqual(['Jan Kowalski', 'Maria Nowak']);
    expect(sorted(await names({ from: '01/26/2030', to: '02/01/2030' }))).toEqual(['Ewa Kowalska', 'Piotr Wiśniewski']);
    expect(await names({ from: '03/01/2030', to: '03/31/2030' })).toEqual([]);
    const bad = await list({ from: '13/45/2030', to: '01/01/2030' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toEqual(['Podaj poprawną datę (MM/dd/yyyy)']);
    const reversed = await list({ from: '02/01/2030', to: '01/01/2030' });
    expect(reversed.statusCode).toBe(422);
  });

  it("filters by statuses and payment statuses joined with '|', in the filter's spelling", async () => {
    expect(sorted(await names({ statuses: 'confirmed|new' }))).toEqual(['Jan Kowalski', 'Maria Nowak']);
    expect(await names({ statuses: 'no_show' })).toEqual(['Ewa Kowalska']);
    expect(sorted(await names({ paymentStatus: 'partialy_paid|not_paid' }))).toEqual(['Anna Zielińska', 'Maria Nowak', 'Piotr Wiśniewski']);
    expect(sorted(await names({ paymentStatus: 'paid' }))).toEqual(['Ewa Kowalska', 'Jan Kowalski']);
    expect((await list({ statuses: 'confirmed|lost' })).statusCode).toBe(422);
    expect((await list({ paymentStatus: 'free' })).json().errors).toEqual({ paymentStatus: ['Wybierz jedną z dostępnych wartości'] });
  });

  it('filters by apartment names, apartment ids, client and source', async () => {
    expect(sorted(await names({ apartmentNames: 'Apartament Morski|Loft Żuraw' }))).toEqual(['Anna Zielińska', 'Jan Kowalski', 'Piotr Wiśniewski']);
    expect(sorted(await names({ apartmentIds: apartments['Studio Wawel'] }))).toEqual(['Ewa Kowalska', 'Maria Nowak']);
    expect((await list({ apartmentIds: 'nie-uuid' })).statusCode).toBe(422);
    const [jan] = (await list({ fullName: 'Jan Kowalski' })).json().data;
    expect(await names({ clientId: jan.attributes.clientId })).toEqual(['Jan Kowalski']);
    expect(sorted(await names({ source: 'booking' }))).toEqual(['Anna Zielińska', 'Jan Kowalski']);
    expect(sorted(await names({ source: 'airbnb|phone' }))).toEqual(['Ewa Kowalska', 'Maria Nowak']);
  });

  it('filters by nights and price-per-night ranges', async () => {
    expect(sorted(await names({ nightsCountFrom: 3, nightsCountTo: 7 }))).toEqual(['Jan Kowalski', 'Piotr Wiśniewski']);
    expect(await names({ nightsCountFrom: 8 })).toEqual(['Ewa Kowalska']);
    expect(sorted(await names({ nightsCountTo: 2 }))).toEqual(['Anna Zielińska', 'Maria Nowak']);
    expect(sorted(await names({ pricePerNightFrom: 180, pricePerNightTo: 300 }))).toEqual(['Ewa Kowalska', 'Jan Kowalski', 'Maria Nowak']);
    expect(await names({ pricePerNightFrom: '150.50', pricePerNightTo: '150,5' })).toEqual(['Piotr Wiśniewski']);
    expect((await list({ nightsCountFrom: 'dużo' })).statusCode).toBe(422);
    expect((await list({ pricePerNightTo: 'tanio' })).json().errors).toEqual({ pricePerNightTo: ['Podaj kwotę, np. 250 lub 250,50'] });
  });

  it('finds names and addresses containing the text, ignoring case, with % and _ taken literally', async () => {
    expect(sorted(await names({ fullName: 'KOWAL' }))).toEqual(['Ewa Kowalska', 'Jan Kowalski']);
    expect(await names({ fullName: 'wiśn' })).toEqual(['Piotr Wiśniewski']);
    expect(sorted(await names({ guestAddress: 'warszawa' }))).toEqual(['Ewa Kowalska', 'Jan Kowalski']);
    expect(await names({ fullName: '%' })).toEqual([]);
    expect(await names({ fullName: '_' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await names({ fullName: 'kowal', paymentStatus: 'paid', statuses: 'confirmed', from: '01/01/2030', to: '01/31/2030' })).toEqual(['Jan Kowalski']);
  });

  it('sorts by every whitelisted column both ways', async () => {
    const expectations: Record<string, string[]> = {
      from: ['Jan Kowalski', 'Maria Nowak', 'Anna Zielińska', 'Piotr Wiśniewski', 'Ewa Kowalska'],
      to: ['Jan Kowalski', 'Maria Nowak', 'Anna Zielińska', 'Piotr Wiśniewski', 'Ewa Kowalska'],
      fullName: ['Anna Zielińska', 'Ewa Kowalska', 'Jan Kowalski', 'Maria Nowak', 'Piotr Wiśniewski'],
      createdAt: ['Jan Kowalski', 'Maria Nowak', 'Piotr Wiśniewski', 'Anna Zielińska', 'Ewa Kowalska'],
      totalPrice: ['Maria Nowak', 'Anna Zielińska', 'Jan Kowalski', 'Piotr Wiśniewski', 'Ewa Kowalska'],
      pricePerNight: ['Piotr Wiśniewski', 'Ewa Kowalska', 'Maria Nowak', 'Jan Kowalski', 'Anna Zielińska'],
      status: ['Anna Zielińska', 'Jan Kowalski', 'Maria Nowak', 'Ewa Kowalska', 'Piotr Wiśniewski'],
      adults: ['Jan Kowalski', 'Maria Nowak', 'Piotr Wiśniewski', 'Anna Zielińska', 'Ewa Kowalska'],
      email: ['Jan Kowalski', 'Maria Nowak', 'Piotr Wiśniewski', 'Anna Zielińska', 'Ewa Kowalska'],
    };
    for (const [orderBy, asc] of Object.entries(expectations)) {
      expect([orderBy, await names({ orderBy, orderSort: 'asc' })]).toEqual([orderBy, asc]);
      expect([orderBy, await names({ orderBy, orderSort: 'desc' })]).toEqual([orderBy, [...asc].reverse()]);
    }
    // ties (same nights / apartment) are broken the same way every time, so only the groups are checked
    const byNights = (await list({ orderBy: 'nights', orderSort: 'asc' })).json().data.map((r: { attributes: { nights: number } }) => r.attributes.nights);
    expect(byNights).toEqual([2, 2, 3, 7, 10]);
    const byApartment = (await list({ orderBy: 'apartmentName', orderSort: 'desc' })).json().data.map((r: { attributes: { apartment: { name: string } } }) => r.attributes.apartment.name);
    expect(byApartment).toEqual(['Studio Wawel', 'Studio Wawel', 'Loft Żuraw', 'Apartament Morski', 'Apartament Morski']);
    const byPayment = (await list({ orderBy: 'paymentStatus', orderSort: 'asc' })).json().data.map((r: { attributes: { paymentStatus: string } }) => r.attributes.paymentStatus);
    expect(byPayment).toEqual(['paid', 'paid', 'partly_paid', 'unpaid', 'unpaid']);
    const bySource = (await list({ orderBy: 'source', orderSort: 'desc' })).json().data.map((r: { attributes: { source: string } }) => r.attributes.source.toLowerCase());
    expect(bySource.slice(0, 2)).toEqual(['website', 'phone']);
    const children = (await list({ orderBy: 'children', orderSort: 'desc' })).json().data.map((r: { attributes: { children: number } }) => r.attributes.children);
    expect(children).toEqual([1, 1, 0, 0, 0]);
    expect(await names({ orderBy: 'full_name', orderSort: 'DESC' })).toEqual([...expectations.fullName].reverse());
  });

  it('refuses a column outside the whitelist and an unknown direction', async () => {
    const res = await list({ orderBy: 'password_hash' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ orderBy: ['Nie można sortować po tej kolumnie'] });
    expect((await list({ orderBy: 'from;drop table reservations' })).statusCode).toBe(422);
    expect((await list({ orderBy: 'from', orderSort: 'sideways' })).statusCode).toBe(422);
  });

  it('pages without repeating or skipping rows, and answers past the last page with an empty list', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = (await list({ perPage: 2, page, orderBy: 'fullName' })).json();
      expect(res.pagination).toEqual({ page, perPage: 2, pages: 3, count: 5 });
      expect(res.data.length).toBe(page === 3 ? 1 : 2);
      seen.push(...res.data.map((r: { id: string }) => r.id));
    }
    expect(new Set(seen).size).toBe(5);
    const past = (await list({ perPage: 2, page: 4 })).json();
    expect(past).toEqual({ data: [], pagination: { page: 4, perPage: 2, pages: 3, count: 5 }, meta: { totals: { nights: 24, amounts: { PLN: 4153.5 }, balances: { PLN: 1353.5 } } } });
    const empty = (await list({ fullName: 'nikt taki' })).json();
    expect(empty.pagination).toEqual({ page: 1, perPage: 15, pages: 1, count: 0 });
    expect((await list({ page: 0 })).statusCode).toBe(422);
    expect((await list({ perPage: 5000 })).statusCode).toBe(422);
    expect((await list({ page: 'druga' })).statusCode).toBe(422);
  });
});
