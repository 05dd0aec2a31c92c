import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const URL = '/api/v1/householder/reservations';

describe('the change history of a reservation', () => {
  it('keeps who changed what and when, newest first, for edits, relocations, payments and cancellation', async () => {
    const owner = await signedInOwner(api);
    await api.db.query(`update users set first_name = 'Anna', last_name = 'Recepcja' where id = $1`, [owner.userId]);
    const morski = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '300']] });
    const wawel = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel', rates: [[2, '250']] });
    const created = await api.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { reservation: { apartmentId: morski, fullName: 'Jan Kowalski', phoneNumber: '501 234 567', from: '2030-05-01', to: '2030-05-03' } },
    });
    const id = created.json().data.id;
    await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { reservation: { phoneNumber: '600 700 800' } } });
    await api.app.inject({ method: 'POST', url: `${URL}/${id}/relocate`, headers: owner.auth, payload: { apartmentId: wawel, priceChoice: 'new' } });
    await api.app.inject({ method: 'POST', url: `${URL}/${id}/payments`, headers: owner.auth, payload: { amount: '100', method: 'cash' } });
    await api.app.inject({ method: 'POST', url: `${URL}/${id}/cancel`, headers: owner.auth });

    const res = await api.app.inject({ method: 'GET', url: `${URL}/${id}/history`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data.map((e: { attributes: Record<string, unknown> }) => e.attributes);
    // the cancellation gives back the 100 zł paid (no rule: everything back) and keeps no fee
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['updated', 'updated', 'refund_added', 'updated', 'payment_added', 'updated', 'updated', 'created']);
    expect(entries.every((e: { author: string }) => e.author === 'Anna Recepcja')).toBe(true);
    expect(entries[0].changes).toEqual({ status: ['confirmed', 'canceled'], cancellationFee: [null, 0] });
    expect(entries[1].changes).toEqual({ paymentStatus: ['partly_paid', 'unpaid'] });
    expect(entries[2].changes).toMatchObject({ amount: [null, 100], method: [null, 'cash'] });
    expect(entries[3].changes).toEqual({ paymentStatus: ['unpaid', 'partly_paid'] });
    expect(entries[4].changes).toMatchObject({ amount: [null, 100], method: [null, 'cash'] });
    expect(entries[5].changes.apartment).toEqual(['Apartament Morski', 'Studio Wawel']);
    expect(entries[6].changes).toEqual({ phoneNumber: ['+48501234567', '+48600700800'] });
    expect(Date.parse(entries[0].changedAt)).toBeGreaterThanOrEqual(Date.parse(entries[7].changedAt));
  });

  it('is written in the same transaction as the change: a refused change leaves no entry', async () => {
    const owner = await signedInOwner(api);
    const morski = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '300']] });
    const book = (from: string, to: string) =>
      api.app.inject({ method: 'POST', url: URL, headers: owner.auth, payload: { reservation: { apartmentId: morski, fullName: 'Gość', from, to } } });
    const first = (await book('2030-06-01', '2030-06-05')).json().data.id;
    const second = (await book('2030-06-10', '2030-06-12')).json().data.id;
    const overlap = await api.app.inject({ method: 'PATCH', url: `${URL}/${second}`, headers: owner.auth, payload: { reservation: { from: '2030-06-03' } } });
    expect(overlap.statusCode).toBe(409);
    const history = await api.app.inject({ method: 'GET', url: `${URL}/${second}/history`, headers: owner.auth });
    expect(history.json().data.map((e: { attributes: { action: string } }) => e.attributes.action)).toEqual(['created']);
    const other = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${first}/history`, headers: other.auth })).statusCode).toBe(404);
  });
});
