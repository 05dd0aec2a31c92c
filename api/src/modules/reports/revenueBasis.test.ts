import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

/**
 * What the reports' revenue is (issue 31: the same figure everywhere). 'Przychód' is what the guests pay per their
 * bills: each night at its price in the month it falls in, and the bill's other lines (cleaning fee, tourist tax,
 * extras, less the discount; a cancelled stay's cancellation fee) in the stay's check-in month. It equals the
 * reservations list's 'Razem'; ADR stays the nights' price.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(async () => {
  await api.close();
});

const R = '/api/v1/householder/reservations';

async function reportRows(owner: { auth: Record<string, string> }, apartment: string, month: string) {
  const res = await api.app.inject({
    method: 'GET',
    url: '/api/v1/householder/reports/reservation_vs_income',
    headers: owner.auth,
    query: { month, period: '2', apartmentId: apartment },
  });
  expect(res.statusCode).toBe(200);
  const rows = res.json().data.attributes.rows as Array<{ month: string; revenue: number; reservations: number; cancellations: number; nightsSold: number; adr: number | null }>;
  return (prefix: string) => rows.find((r) => r.month.startsWith(prefix));
}

/** The reports keep answers until the change feed (PostgreSQL's NOTIFY, a moment later) says the stays changed. */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

it("counts a stay with a cleaning fee, tourist tax, extras and a discount by its bill, the list's 'Razem'", async () => {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Raportowy', rates: [[2, '210']], guests: 4 });
  await api.db.query(`update accommodations set cleaning_fee = 100, tourist_tax = 5, tourist_tax_exempt_age = null where account_id = $1`, [owner.accountId]);
  await api.db.query(`update apartments set breakfast = true, breakfast_price = 30 where id = $1`, [apartment]);
  // 3 nights across March and April 2030 (31.03, 01.04, 02.04): 630 zł of nights, 100 cleaning, 2 × 3 × 5 = 30
  // tourist tax, 6 breakfasts 180, −50 discount; the bill 890 zł
  const made = await api.app.inject({
    method: 'POST',
    url: R,
    headers: owner.auth,
    payload: { reservation: { apartmentId: apartment, fullName: 'Gość Raportu', from: '2030-03-31', to: '2030-04-03', adults: 2, extras: 'breakfast', discount: '50' } },
  });
  expect(made.statusCode).toBe(201);
  const list = (await api.app.inject({ method: 'GET', url: `${R}?apartmentIds=${apartment}`, headers: owner.auth })).json();
  expect(list.meta.totals.amounts).toEqual({ PLN: 630 + 100 + 30 + 180 - 50 });

  const month = await reportRows(owner, apartment, '2030-04');
  // March: its one night and the bill's other lines (the check-in month); April: its two nights
  expect(month('2030-03')).toMatchObject({ revenue: 210 + 100 + 30 + 180 - 50, reservations: 1, nightsSold: 1, adr: 210 });
  expect(month('2030-04')).toMatchObject({ revenue: 420, reservations: 0, nightsSold: 2, adr: 210 });
  expect(month('2030-03')!.revenue + month('2030-04')!.revenue).toBe(list.meta.totals.amounts.PLN);

  // an extra's change reaches the report (the bill's total changed, nothing else)
  const id = made.json().data.id as string;
  await api.db.query(`update reservations set discount = 80 where id = $1`, [id]);
  await eventually(async () => expect((await reportRows(owner, apartment, '2030-04'))('2030-03')).toMatchObject({ revenue: 210 + 100 + 30 + 180 - 80 }));
});

it("counts a cancelled stay's cancellation fee in its check-in month, and not its nights", async () => {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Anulowany', rates: [[2, '200']], guests: 2 });
  await api.db.query(`update accommodations set cleaning_fee = 60 where account_id = $1`, [owner.accountId]);
  const made = await api.app.inject({
    method: 'POST',
    url: R,
    headers: owner.auth,
    payload: { reservation: { apartmentId: apartment, fullName: 'Gość Anulujący', from: '2030-05-30', to: '2030-06-02', adults: 2 } },
  });
  expect(made.statusCode).toBe(201);
  const id = made.json().data.id as string;
  const before = await reportRows(owner, apartment, '2030-06');
  expect(before('2030-05')).toMatchObject({ revenue: 400 + 60, nightsSold: 2, reservations: 1 });
  expect(before('2030-06')).toMatchObject({ revenue: 200, nightsSold: 1 });

  const paid = await api.app.inject({ method: 'POST', url: `${R}/${id}/payments`, headers: owner.auth, payload: { amount: '150', method: 'transfer' } });
  expect(paid.statusCode).toBeLessThan(300);
  const cancelled = await api.app.inject({ method: 'POST', url: `${R}/${id}/cancel`, headers: owner.auth, payload: { cancellationFee: '120', refundMethod: 'transfer' } });
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().data.attributes).toMatchObject({ status: 'canceled', grandTotal: 120 });

  // the fee in May (the check-in month), no nights sold in either month
  await eventually(async () => {
    const after = await reportRows(owner, apartment, '2030-06');
    expect(after('2030-05')).toMatchObject({ revenue: 120, nightsSold: 0, reservations: 0, cancellations: 1, adr: null });
    expect(after('2030-06')).toMatchObject({ revenue: 0, nightsSold: 0 });
  });
});
