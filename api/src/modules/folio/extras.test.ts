import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

/**
 * Issue 31, the bill's lines beyond the nights and fees: the listing's extras a stay takes (quantity × unit price)
 * and a discount ('Rabat'), each a line of the bill, in its total and everywhere the total shows, and on the invoice
 * draft.
 */
jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const R = '/api/v1/householder/reservations';
const call = (owner: Owner, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: owner.auth, ...(payload ? { payload } : {}) });

/** 210 zł a night for two, cleaning 100 zł, no tourist tax; breakfast 35 zł a person, private parking 40 zł a night, no transfer. */
async function world() {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament z dodatkami', rates: [[2, '210']], guests: 4 });
  const bare = await createApartment(api.db, owner.accountId, { name: 'Apartament bez dodatków', rates: [[2, '150']], guests: 4 });
  await api.db.query(`update accommodations set cleaning_fee = 100 where account_id = $1`, [owner.accountId]);
  await api.db.query(
    `update apartments set breakfast = true, breakfast_price = 35, private_parking = true, private_parking_price = 40, public_parking = true, public_parking_price = null
      where id = $1`,
    [apartment],
  );
  return { owner, apartment, bare };
}

const from = addDays(todayInPoland(), 10);
const to = addDays(from, 3);

describe('extras from the listing', () => {
  it('are lines of quantity × unit price, in the total, the list, the payments and the invoice draft', async () => {
    const { owner, apartment } = await world();
    // the booking form's quote offers the listing's extras, counted for the stay, outside the total until ticked
    const quote = (await call(owner, 'GET', `/api/v1/householder/quotes?apartmentId=${apartment}&from=${from}&to=${to}&adults=2`)).json().data.attributes;
    expect(quote.grandTotal).toBe(730);
    expect(quote.extras).toEqual([
      { kind: 'breakfast', label: 'Śniadanie', quantity: 6, unitPrice: 35, amount: 210 },
      { kind: 'private_parking', label: 'Parking prywatny', quantity: 3, unitPrice: 40, amount: 120 },
      { kind: 'public_parking', label: 'Parking publiczny', quantity: 3, unitPrice: 0, amount: 0 },
    ]);
    const made = await call(owner, 'POST', R, {
      reservation: { apartmentId: apartment, fullName: 'Ala Śniadaniowa', from, to, adults: 2, extras: 'breakfast|private_parking|public_parking' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    // 3 × 210 = 630 + cleaning 100 + breakfast 2 persons × 3 nights × 35 = 210 + parking 3 × 40 = 120 (public parking free: no line)
    const one = (await call(owner, 'GET', `${R}/${id}`)).json().data.attributes;
    expect(one.grandTotal).toBe(1060);
    expect(one.extras).toEqual([
      { kind: 'breakfast', label: 'Śniadanie', quantity: 6, unitPrice: 35, amount: 210 },
      { kind: 'private_parking', label: 'Parking prywatny', quantity: 3, unitPrice: 40, amount: 120 },
      { kind: 'public_parking', label: 'Parking publiczny', quantity: 3, unitPrice: 0, amount: 0 },
    ]);
    const extraLines = one.bill.lines.filter((l: { kind: string }) => l.kind === 'extra');
    expect(extraLines).toEqual([
      { kind: 'extra', label: 'Śniadanie', date: null, amount: 210, quantity: 6, unitPrice: 35 },
      { kind: 'extra', label: 'Parking prywatny', date: null, amount: 120, quantity: 3, unitPrice: 40 },
    ]);
    expect(one.bill.total).toBe(1060);

    const list = (await call(owner, 'GET', `${R}?apartmentIds=${apartment}`)).json();
    expect(list.data[0].attributes.grandTotal).toBe(1060);
    expect(list.meta.totals.amounts).toEqual({ PLN: 1060 });
    const payments = (await call(owner, 'GET', `${R}/${id}/payments`)).json().meta;
    expect(payments).toMatchObject({ totalPrice: 1060, balance: 1060 });

    const draft = (await call(owner, 'GET', `/api/v1/householder/invoices/draft?reservationId=${id}`)).json().data;
    const described = draft.lines.map((l: { description: string; quantity: string; grossPrice?: string; netPrice?: string }) => [l.description, l.quantity, l.grossPrice ?? l.netPrice]);
    expect(described).toEqual(expect.arrayContaining([['Śniadanie', '6', '35.00'], ['Parking prywatny', '3', '40.00']]));

    // a longer stay counts the breakfasts and the parking again, at the prices booked (the listing's price changed since)
    await api.db.query(`update apartments set breakfast_price = 50 where id = $1`, [apartment]);
    const edited = await call(owner, 'PATCH', `${R}/${id}`, { reservation: { to: addDays(to, 1), priceChoice: 'new' } });
    expect(edited.statusCode).toBe(200);
    const longer = (await call(owner, 'GET', `${R}/${id}`)).json().data.attributes;
    expect(longer.extras.slice(0, 2)).toEqual([
      { kind: 'breakfast', label: 'Śniadanie', quantity: 8, unitPrice: 35, amount: 280 },
      { kind: 'private_parking', label: 'Parking prywatny', quantity: 4, unitPrice: 40, amount: 160 },
    ]);
    expect(longer.grandTotal).toBe(4 * 210 + 100 + 280 + 160);

    // dropping them takes them off the bill
    const dropped = await call(owner, 'PATCH', `${R}/${id}`, { reservation: { extras: '' } });
    expect(dropped.json().data.attributes.grandTotal).toBe(4 * 210 + 100);
  });

  it('refuses an extra the apartment does not offer, in Polish, on the field', async () => {
    const { owner, bare } = await world();
    const res = await call(owner, 'POST', R, { reservation: { apartmentId: bare, fullName: 'Ola', from, to, extras: 'breakfast|airport_transfer' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.extras).toEqual(['Apartament nie oferuje: Śniadanie, Transfer z lotniska.']);
    const unknown = await call(owner, 'POST', R, { reservation: { apartmentId: bare, fullName: 'Ola', from, to, extras: 'sauna' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.extras).toEqual(['Wybierz dodatki z listy']);
  });
});

describe('a discount', () => {
  it("is a negative line 'Rabat: …' of the bill, in its total, paid against, and lowers the invoice's nights", async () => {
    const { owner, apartment } = await world();
    const made = await call(owner, 'POST', R, {
      reservation: { apartmentId: apartment, fullName: 'Stały Gość', from, to, adults: 2, discount: '63,00', discountReason: 'stały gość' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    const one = (await call(owner, 'GET', `${R}/${id}`)).json().data.attributes;
    // 630 + 100 − 63 = 667
    expect(one).toMatchObject({ totalPrice: 630, discount: 63, discountReason: 'stały gość', grandTotal: 667 });
    expect(one.bill.lines.at(-1)).toEqual({ kind: 'discount', label: 'Rabat: stały gość', date: null, amount: -63 });
    expect(one.bill.total).toBe(667);
    // the whole bill paid is 667, not 730
    const over = await call(owner, 'POST', `${R}/${id}/payments`, { amount: '668', method: 'cash' });
    expect(over.statusCode).toBe(422);
    const paid = await call(owner, 'POST', `${R}/${id}/payments`, { amount: '667', method: 'cash' });
    expect(paid.statusCode).toBe(201);
    expect((await call(owner, 'GET', `${R}/${id}`)).json().data.attributes).toMatchObject({ paymentStatus: 'paid', balance: 0 });

    const draft = (await call(owner, 'GET', `/api/v1/householder/invoices/draft?reservationId=${id}`)).json().data;
    const gross = draft.lines.reduce((sum: number, l: { quantity: string; grossPrice?: string; netPrice?: string }) => sum + Math.round(Number(l.quantity) * Number(l.grossPrice ?? l.netPrice) * 100), 0);
    // the invoice's gross is the bill's total (no tourist tax here)
    expect(gross).toBe(66_700);
  });

  it('cannot be more than the nights cost', async () => {
    const { owner, apartment } = await world();
    const res = await call(owner, 'POST', R, { reservation: { apartmentId: apartment, fullName: 'Ktoś', from, to, discount: '700' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.discount).toEqual(['Rabat nie może być większy niż cena noclegów (630,00 zł).']);
  });
});
