import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api.close();
});

type Host = Awaited<ReturnType<typeof signedInOwner>>;
const BASE = '/api/v1/householder/owners';

const person = (overrides: Record<string, unknown> = {}) => ({
  kind: 'person',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna.nowak@example.pl',
  phone: '600 100 200',
  street: 'Długa 12/3',
  postalCode: '80001',
  city: 'Gdańsk',
  iban: 'PL61 1090 1014 0000 0712 1981 2874',
  bankName: 'Santander',
  ...overrides,
});

const terms = { commissionPercent: '20', commissionBase: 'nights', monthlyFee: '150,00', ownerBears: ['laundry', 'cleaning'], touristTaxPasses: true, statementBasis: 'ended', statementDay: 5 };

async function owner(host: Host, fields = person()) {
  const res = await api.app.inject({ method: 'POST', url: BASE, headers: host.auth, payload: { owner: fields } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

function agreement(host: Host, ownerId: string, fields: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: `${BASE}/${ownerId}/agreements`, headers: host.auth, payload: { agreement: fields } });
}

describe('apartment owners', () => {
  it('keeps a person with the IBAN compacted and the postal code masked, and a company only with a valid NIP', async () => {
    const host = await signedInOwner(api);
    const id = await owner(host);
    const read = await api.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: host.auth });
    expect(read.json().data.attributes).toMatchObject({ kind: 'person', displayName: 'Anna Nowak', iban: 'PL61109010140000071219812874', postalCode: '80-001', phone: '600100200', agreements: [] });

    const bad = await api.app.inject({ method: 'POST', url: BASE, headers: host.auth, payload: { owner: { kind: 'company', companyName: 'Bałtyk Inwest', email: 'x', nip: '526-000-12-47', iban: 'PL61 1090 1014 0000 0712 1981 2875' } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ nip: ['Nieprawidłowy NIP'], email: ['Podaj poprawny adres e-mail'], iban: ['Nieprawidłowy numer rachunku (IBAN)'] });
    const missing = await api.app.inject({ method: 'POST', url: BASE, headers: host.auth, payload: { owner: { kind: 'company' } } });
    expect(missing.json().errors).toMatchObject({ companyName: ['Pole jest wymagane'], nip: ['Pole jest wymagane'], email: ['Pole jest wymagane'] });

    const company = await owner(host, { kind: 'company', companyName: 'Bałtyk Inwest sp. z o.o.', nip: '526-000-12-46', email: 'biuro@baltyk.pl' } as never);
    const changed = await api.app.inject({ method: 'PUT', url: `${BASE}/${company}`, headers: host.auth, payload: { owner: { kind: 'company', companyName: 'Bałtyk Inwest S.A.', nip: '5260001246', email: 'biuro@baltyk.pl' } } });
    expect(changed.json().data.attributes).toMatchObject({ displayName: 'Bałtyk Inwest S.A.', nip: '5260001246' });
    const list = await api.app.inject({ method: 'GET', url: BASE, headers: host.auth });
    expect(list.json().data.map((o: { attributes: { displayName: string } }) => o.attributes.displayName)).toEqual(['Bałtyk Inwest S.A.', 'Anna Nowak']);
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: BASE, headers: stranger.auth })).json().pagination.count).toBe(0);
  });

  it('gives an apartment to one owner at a time and refuses an overlapping agreement with 409', async () => {
    const host = await signedInOwner(api);
    const apartment = await createApartment(api.db, host.accountId, { name: 'Morska 1' });
    const anna = await owner(host);
    const jan = await owner(host, person({ firstName: 'Jan', email: 'jan@example.pl' }));
    const first = await agreement(host, anna, { apartmentId: apartment, startsOn: '2026-01-01', endsOn: '2026-06-30', terms });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      apartmentName: 'Morska 1',
      startsOn: '2026-01-01',
      endsOn: '2026-06-30',
      terms: [{ validFrom: '2026-01-01', commissionPercent: '20.00', commissionBase: 'nights', monthlyFee: '150.00', ownerBears: ['cleaning', 'laundry'], touristTaxPasses: true, statementDay: 5 }],
    });
    const clash = await agreement(host, jan, { apartmentId: apartment, startsOn: '2026-06-30', terms });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/innego właściciela/);
    expect((await agreement(host, jan, { apartmentId: apartment, startsOn: '2026-07-01', terms })).statusCode).toBe(201);
    // lifting Anna's end would give the apartment two owners
    const lifted = await api.app.inject({ method: 'PATCH', url: `/api/v1/householder/owner_agreements/${first.json().data.id}`, headers: host.auth, payload: { agreement: { endsOn: null } } });
    expect(lifted.statusCode).toBe(409);
    // an owner with agreements stays (their statements' history); one without goes
    expect((await api.app.inject({ method: 'DELETE', url: `${BASE}/${anna}`, headers: host.auth })).statusCode).toBe(409);
    const third = await owner(host, person({ firstName: 'Ewa' }));
    expect((await api.app.inject({ method: 'DELETE', url: `${BASE}/${third}`, headers: host.auth })).statusCode).toBe(204);
    // another account's apartment is no apartment of this account
    const stranger = await signedInOwner(api);
    const theirs = await owner(stranger);
    const foreign = await agreement(stranger, theirs, { apartmentId: apartment, startsOn: '2027-01-01', terms });
    expect(foreign.json().errors).toEqual({ apartmentId: ['Wybierz apartament'] });
  });

  it('changes the terms from a date as a new version, never rewriting an earlier one', async () => {
    const host = await signedInOwner(api);
    const apartment = await createApartment(api.db, host.accountId, { name: 'Słoneczna 2' });
    const anna = await owner(host);
    const made = await agreement(host, anna, { apartmentId: apartment, startsOn: '2026-01-01', terms });
    const url = `/api/v1/householder/owner_agreements/${made.json().data.id}/terms`;
    const changed = await api.app.inject({ method: 'POST', url, headers: host.auth, payload: { terms: { ...terms, validFrom: '2026-03-15', commissionPercent: '17,5', commissionBase: 'nights_and_fees', monthlyFee: '' } } });
    expect(changed.statusCode).toBe(201);
    expect(changed.json().data.attributes.terms.map((t: { validFrom: string; commissionPercent: string; monthlyFee: string }) => [t.validFrom, t.commissionPercent, t.monthlyFee])).toEqual([
      ['2026-01-01', '20.00', '150.00'],
      ['2026-03-15', '17.50', '0.00'],
    ]);
    const earlier = await api.app.inject({ method: 'POST', url, headers: host.auth, payload: { terms: { ...terms, validFrom: '2026-03-15' } } });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errors.validFrom[0]).toMatch(/najwcześniej od dnia po 2026-03-15/);
    const bad = await api.app.inject({ method: 'POST', url, headers: host.auth, payload: { terms: { validFrom: '2026-04-01', commissionPercent: '120', monthlyFee: 'dużo' } } });
    expect(bad.json().errors).toEqual({ commissionPercent: ['Podaj procent od 0 do 100, np. 20 lub 17,5'], monthlyFee: ['Podaj kwotę, np. 150,00'] });
    const ended = await api.app.inject({ method: 'PATCH', url: `/api/v1/householder/owner_agreements/${made.json().data.id}`, headers: host.auth, payload: { agreement: { endsOn: '2026-03-01' } } });
    expect(ended.statusCode).toBe(422);
    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'POST', url, headers: stranger.auth, payload: { terms: { ...terms, validFrom: '2026-05-01' } } })).statusCode).toBe(404);
  });
});
