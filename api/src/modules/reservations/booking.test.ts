import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

// Booking through the API as the front desk does it: prices from the pricing engine, a price typed by hand recorded
// as such, the apartment's guest count as a limit, no-show only from the arrival day, a relocation priced again,
// the refund of a cancellation today, the listing's fees.

jest.setTimeout(60_000);

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
});
afterAll(async () => {
  await api.close();
});

const URL = '/api/v1/householder/reservations';
const guest = { fullName: 'Anna Nowak', email: 'anna@example.pl' };
const create = (reservation: Record<string, unknown>) => api.app.inject({ method: 'POST', url: URL, headers: owner.auth, payload: { reservation } });
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, query?: Record<string, string>) =>
  api.app.inject({ method, url: `/api/v1/householder/${url}`, headers: owner.auth, payload, query });

async function ruleWith(priceRule: Record<string, unknown>): Promise<string> {
  const res = await call('POST', 'price_rules', { priceRule: { name: `Reguła ${Math.random()}`, color: 'teal', ...priceRule } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

describe('a reservation priced by the engine', () => {
  it('is priced by the engine when no price is sent: day prices, the tier of the party and a longer-stay discount', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Sopot', rates: [[2, '200'], [4, '300']] });
    const ruleId = await ruleWith({ stayLonger: true, stayLongerDiscount: 10, stayLongerWeeks: 1 });
    // 400 zł a night for 1-2 persons, 500 zł for 3-4, from 1 to 10 July 2031
    expect((await call('PUT', 'prices', { apartmentIds: [apartment], from: '2031-07-01', to: '2031-07-10', prices: { '1-2': 400, '3-4': 500 }, ruleId })).statusCode).toBe(200);

    // 8 nights for 2: 8 × 400 = 3 200, less 10% (a week or longer) = 2 880, 360 a night
    const two = await create({ ...guest, apartmentId: apartment, adults: 2, children: 0, from: '2031-07-01', to: '2031-07-09' });
    expect(two.statusCode).toBe(201);
    expect(two.json().data.attributes).toMatchObject({ pricePerNight: 360, totalPrice: 2880, priceOverridden: false, nights: 8 });

    // 3 nights for 3 persons: the 3-4 tier, 3 × 500, no discount (shorter than a week)
    const three = await create({ ...guest, apartmentId: apartment, adults: 2, children: 1, from: '2031-07-09', to: '2031-07-12' });
    expect(three.statusCode).toBe(201);
    // 9 and 10 July at 500, 11 July (not priced) at the 3-4 rate 300
    expect(three.json().data.attributes).toMatchObject({ totalPrice: 1300, pricePerNight: 433.33, priceOverridden: false });
  });

  it("records a price typed by hand as overridden, and the engine's own price as not", async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Gdynia', rates: [[2, '250']] });
    const typed = await create({ ...guest, apartmentId: apartment, from: '2031-08-01', to: '2031-08-03', pricePerNight: '199,50' });
    expect(typed.json().data.attributes).toMatchObject({ pricePerNight: 199.5, totalPrice: 399, priceOverridden: true });
    const same = await create({ ...guest, apartmentId: apartment, from: '2031-08-03', to: '2031-08-05', pricePerNight: '250' });
    expect(same.json().data.attributes).toMatchObject({ pricePerNight: 250, totalPrice: 500, priceOverridden: false });
    const [stored] = await api.db.query<{ price_overridden: boolean }>('select price_overridden from reservations where id = $1', [typed.json().data.id]);
    expect(stored.price_overridden).toBe(true);
  });

  it('refuses a stay the engine cannot price, with its Polish message', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Bez cennika' });
    const res = await create({ ...guest, apartmentId: apartment, from: '2031-08-01', to: '2031-08-03' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pricePerNight).toEqual(['Apartament nie ma jeszcze cennika. Podaj cenę za dobę.']);
  });

  it('prices an edited stay again when its dates change, and keeps an unchanged one', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Hel', rates: [[2, '300']] });
    const id = (await create({ ...guest, apartmentId: apartment, from: '2031-09-01', to: '2031-09-03' })).json().data.id;
    const longer = await call('PATCH', `reservations/${id}`, { reservation: { to: '2031-09-05' } });
    expect(longer.json().data.attributes).toMatchObject({ nights: 4, totalPrice: 1200, priceOverridden: false });
    const comment = await call('PATCH', `reservations/${id}`, { reservation: { comments: 'Późny przyjazd', pricePerNight: '300' } });
    expect(comment.json().data.attributes).toMatchObject({ totalPrice: 1200, priceOverridden: false });
    const typed = await call('PATCH', `reservations/${id}`, { reservation: { pricePerNight: '280' } });
    expect(typed.json().data.attributes).toMatchObject({ totalPrice: 1120, priceOverridden: true });
  });
});

describe("the apartment's guest count", () => {
  it('refuses a party larger than the apartment takes without the override, in Polish, and saves it with the override at the tier of the party', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Studio Kazimierz', rates: [[2, '200'], [6, '350']], guests: 2 });
    const six = { ...guest, apartmentId: apartment, adults: 6, children: 0, from: '2031-10-01', to: '2031-10-03' };
    const refused = await create(six);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.adults).toEqual(['Studio Kazimierz mieści najwyżej 2 osoby. Zaznacz „Zgoda na przekroczenie limitu gości”, aby zapisać mimo to.']);
    const allowed = await create({ ...six, allowOverCapacity: true });
    expect(allowed.statusCode).toBe(201);
    // six persons pay the 5+ tier (the 6-person rate), not the 2-person one
    expect(allowed.json().data.attributes).toMatchObject({ adults: 6, pricePerNight: 350, totalPrice: 700 });
  });

  it('relocation: refused over the new apartment’s guest count without the override, priced again for the new apartment', async () => {
    const big = await createApartment(api.db, owner.accountId, { name: 'Dom Giewont', rates: [[4, '500']], guests: 4 });
    const small = await createApartment(api.db, owner.accountId, { name: 'Pokój Kasprowy', rates: [[3, '280']], guests: 3 });
    const family = { ...guest, apartmentId: big, adults: 2, children: 2, from: '2031-11-01', to: '2031-11-04' };
    const id = (await create(family)).json().data.id;
    const refused = await call('POST', `reservations/${id}/relocate`, { apartmentId: small });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Pokój Kasprowy mieści najwyżej 3 osoby. Zaznacz „Zgoda na przekroczenie limitu gości”, aby zapisać mimo to.');
    const moved = await call('POST', `reservations/${id}/relocate`, { apartmentId: small, allowOverCapacity: true, priceChoice: 'new' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes).toMatchObject({ apartmentId: small, pricePerNight: 280, totalPrice: 840 });
  });
});

describe('no-show', () => {
  it('is refused before the arrival day and accepted from it on', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Zakopane', rates: [[2, '200']] });
    const today = todayInPoland();
    const later = (await create({ ...guest, apartmentId: apartment, from: addDays(today, 270), to: addDays(today, 272) })).json().data;
    const early = await call('POST', `reservations/${later.id}/no_show`);
    expect(early.statusCode).toBe(409);
    const [y, m, d] = later.attributes.from.split('-');
    expect(early.json().message).toBe(`„Nie pojawił się” można oznaczyć dopiero od dnia przyjazdu (${d}.${m}.${y}).`);
    // the nights stay taken
    expect((await create({ ...guest, apartmentId: apartment, from: addDays(today, 270), to: addDays(today, 271) })).statusCode).toBe(409);
    const now = (await create({ ...guest, apartmentId: apartment, from: today, to: addDays(today, 2) })).json().data;
    const marked = await call('POST', `reservations/${now.id}/no_show`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.attributes.status).toBe('no_show');
  });
});

describe('the refund of a cancellation today', () => {
  it("answers it with GET of a reservation, by the cancellation rule of the check-in day's rule set", async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Mielno', rates: [[2, '100']] });
    const today = todayInPoland();
    const ruleId = await ruleWith({ cancellation: 'mediumStrict' });
    const from = addDays(today, 20);
    expect((await call('PUT', 'prices', { apartmentIds: [apartment], from, to: addDays(from, 3), prices: { '1-2': 150 }, ruleId })).statusCode).toBe(200);
    // the guest paid 210,00 zł of the 600,00 zł
    const id = (await create({ ...guest, apartmentId: apartment, from, to: addDays(from, 4), amountPaid: '210', paymentMethod: 'card' })).json().data.id;
    const res = await call('GET', `reservations/${id}`);
    expect(res.statusCode).toBe(200);
    const [y, m, d] = addDays(from, -5).split('-');
    // 4 × 150 = 600; mediumStrict: everything back until 5 days before arrival, then half; the refund is what was paid
    expect(res.json().data.attributes.cancellation).toEqual({
      policy: 'mediumStrict',
      label: expect.any(String),
      text: `Do ${d}.${m}.${y}: zwrot 100%, potem 50%`,
      today,
      refundPercent: 100,
      policyFee: 0,
      paid: 210,
      fee: 0,
      refund: 210,
      refundMethod: 'card',
    });
  });

  it('says so when no rule sets the cancellation', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Łeba', rates: [[2, '100']] });
    const id = (await create({ ...guest, apartmentId: apartment, from: '2031-05-01', to: '2031-05-03' })).json().data.id;
    const cancellation = (await call('GET', `reservations/${id}`)).json().data.attributes.cancellation;
    // nothing paid: nothing to give back
    expect(cancellation).toMatchObject({ policy: null, label: 'Brak reguły anulowania', text: 'Zwrot według ustaleń z gospodarzem', refundPercent: 100, policyFee: 0, paid: 0, fee: 0, refund: 0 });
  });
});

describe('the quote the booking dialog asks for', () => {
  it('answers 409 next to the dates when the nights are taken, except by the reservation being edited, and the guest count', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Ustka', rates: [[2, '100']] });
    const id = (await create({ ...guest, apartmentId: apartment, from: '2031-06-10', to: '2031-06-12' })).json().data.id;
    const stay = { apartmentId: apartment, from: '2031-06-11', to: '2031-06-13', adults: '2' };
    const taken = await call('GET', 'quotes', undefined, stay);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Apartament jest już zajęty w tym terminie.', errors: { from: ['Apartament jest już zajęty w tym terminie.'] } });
    const own = await call('GET', 'quotes', undefined, { ...stay, exceptReservationId: id });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.attributes).toMatchObject({ totalPrice: 200, capacity: 2 });
  });
});

describe("the listing's fees", () => {
  it('adds the cleaning fee once and the tourist tax per person per night, exempt children left out, as lines of the total', async () => {
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Karpacz', rates: [[4, '300']], guests: 4 });
    await api.db.query(
      `update accommodations set cleaning_fee = 120, tourist_tax = 2.5, tourist_tax_exempt_age = 6
        where id = (select accommodation_id from apartments where id = $1)`,
      [apartment],
    );
    // 2 adults, children of 4 and 9, 3 nights: tax for 3 persons × 3 nights × 2,50 = 22,50
    const res = await create({ ...guest, apartmentId: apartment, adults: 2, children: 2, childrenAges: '4|9', from: '2031-02-01', to: '2031-02-04', deposit: '300', depositDue: '2031-01-15' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ totalPrice: 900, cleaningFee: 120, touristTax: 22.5, grandTotal: 1042.5, deposit: 300, depositDue: '2031-01-15' });
    const noAges = await create({ ...guest, apartmentId: apartment, adults: 2, children: 2, from: '2031-02-04', to: '2031-02-05' });
    expect(noAges.json().data.attributes).toMatchObject({ touristTax: 5, grandTotal: 425 });
  });
});
