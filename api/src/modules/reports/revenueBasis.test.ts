import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

/**
 * What the reports' revenue is (issue 31: every figure says which money it is). 'Przychód z noclegów' is the nights
 * at their prices, the stay's bill less its cleaning fee, tourist tax and extras, before the discount; the whole bill
 * is the reservations list's 'Razem'. A stay booked through the API with all of them shows both figures.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api.close();
});

it('counts a stay with a cleaning fee, tourist tax, extras and a discount by its nights, while its bill carries them all', async () => {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Raportowy', rates: [[2, '210']], guests: 4 });
  await api.db.query(`update accommodations set cleaning_fee = 100, tourist_tax = 5, tourist_tax_exempt_age = null where account_id = $1`, [owner.accountId]);
  await api.db.query(`update apartments set breakfast = true, breakfast_price = 30 where id = $1`, [apartment]);
  // 3 nights in March 2030: 630 zł of nights, 100 cleaning, 2 × 3 × 5 = 30 tourist tax, 6 breakfasts 180, −50 discount
  const made = await api.app.inject({
    method: 'POST',
    url: '/api/v1/householder/reservations',
    headers: owner.auth,
    payload: { reservation: { apartmentId: apartment, fullName: 'Gość Raportu', from: '2030-03-10', to: '2030-03-13', adults: 2, extras: 'breakfast', discount: '50' } },
  });
  expect(made.statusCode).toBe(201);
  const list = (await api.app.inject({ method: 'GET', url: `/api/v1/householder/reservations?apartmentIds=${apartment}`, headers: owner.auth })).json();
  expect(list.meta.totals.amounts).toEqual({ PLN: 630 + 100 + 30 + 180 - 50 });

  const res = await api.app.inject({
    method: 'GET',
    url: '/api/v1/householder/reports/reservation_vs_income',
    headers: owner.auth,
    query: { month: '2030-03', period: '1', apartmentId: apartment },
  });
  expect(res.statusCode).toBe(200);
  const march = res.json().data.attributes.rows.find((r: { month: string }) => r.month.startsWith('2030-03'));
  expect(march).toMatchObject({ revenue: 630, reservations: 1 });
});
