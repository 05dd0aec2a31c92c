import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

jest.setTimeout(30_000);

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let tiered: string;
beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  // tiers as the price list has them: 1-2, 3-4 and 5+ persons
  tiered = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '199.99'], [4, '350'], [6, '480.50']] });
});
afterAll(async () => {
  await api.close();
});

function quote(query: Record<string, string | number>) {
  return api.app.inject({
    method: 'GET',
    url: '/api/v1/householder/quotes',
    headers: owner.auth,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}

describe('the price quote', () => {
  it('takes the smallest tier that fits the party, times the nights, in exact money', async () => {
    const res = await quote({ apartmentId: tiered, from: '2031-03-01', to: '2031-03-04', adults: 1, children: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      type: 'quote',
      attributes: { apartmentId: tiered, from: '2031-03-01', to: '2031-03-04', guests: 2, nights: 3, pricePerNight: 199.99, totalPrice: 599.97, currency: 'PLN', capacity: 6, cleaningFee: 0, touristTax: 0, grandTotal: 599.97, extras: [] },
    });
    const three = (await quote({ apartmentId: tiered, from: '2031-03-01', to: '2031-03-02', adults: 2, children: 1 })).json().data.attributes;
    expect(three).toMatchObject({ guests: 3, pricePerNight: 350, totalPrice: 350 });
    const five = (await quote({ apartmentId: tiered, from: '2031-03-01', to: '2031-03-03', adults: 5 })).json().data.attributes;
    expect(five).toMatchObject({ guests: 5, pricePerNight: 480.5, totalPrice: 961 });
  });

  it('charges the largest tier to a party bigger than every tier, and reads apartamentId and MM/dd/yyyy', async () => {
    const res = await quote({ apartamentId: tiered, from: '03/10/2031', to: '03/12/2031', adults: 8, children: 2 });
    expect(res.json().data.attributes).toMatchObject({ guests: 10, nights: 2, pricePerNight: 480.5, totalPrice: 961, from: '2031-03-10', to: '2031-03-12' });
  });

  it('defaults to one adult and uses the currency of the rate', async () => {
    const euro = await createApartment(api.db, owner.accountId, { name: 'Euro', rates: [[3, '80']], currency: 'EUR' });
    const res = await quote({ apartmentId: euro, from: '2031-04-01', to: '2031-04-08' });
    expect(res.json().data.attributes).toMatchObject({ guests: 1, nights: 7, pricePerNight: 80, totalPrice: 560, currency: 'EUR' });
  });

  it('answers 422 for missing or bad input and for an apartment without rates, 404 for another account', async () => {
    const bad = await quote({ apartmentId: 'x', from: '2031-02-30', to: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ apartmentId: ['Wybierz apartament'], from: ['Podaj poprawną datę'], to: ['Pole jest wymagane'] });
    const reversed = await quote({ apartmentId: tiered, from: '2031-03-05', to: '2031-03-01' });
    expect(reversed.json().errors).toEqual({ to: ['Data wyjazdu musi być późniejsza niż data przyjazdu'] });
    const bare = await createApartment(api.db, owner.accountId, { name: 'Bez cennika' });
    const none = await quote({ apartmentId: bare, from: '2031-03-01', to: '2031-03-02' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Apartament nie ma jeszcze cennika. Podaj cenę za dobę.');
    const stranger = await signedInOwner(api);
    const foreign = await api.app.inject({
      method: 'GET',
      url: `/api/v1/householder/quotes?apartmentId=${tiered}&from=2031-03-01&to=2031-03-02`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
