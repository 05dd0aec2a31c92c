import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';

// A reservation's phone is stored in one form ('+48600100200') whatever was typed: the three spellings the first
// real week found, a number with another country's code kept, and what is no phone number refused in Polish.

jest.setTimeout(30_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const URL = '/api/v1/householder/reservations';

describe("a reservation's phone number", () => {
  it('is stored in one form, +48 for a number without a country code, another code kept', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '300']] });
    const typed = ['600100200', '501 502 503', '+48 512 345 678', '+44 7700 900123'];
    const stored: string[] = [];
    for (const [i, phoneNumber] of typed.entries()) {
      const res = await api.app.inject({
        method: 'POST',
        url: URL,
        headers: owner.auth,
        payload: { reservation: { fullName: `Gość ${i}`, phoneNumber, apartmentId: apartment, from: `2030-03-0${i + 1}`, to: `2030-03-0${i + 2}`, pricePerNight: 100 } },
      });
      expect(res.statusCode).toBe(201);
      stored.push(res.json().data.attributes.phoneNumber);
    }
    expect(stored).toEqual(['+48600100200', '+48501502503', '+48512345678', '+447700900123']);

    // an edit normalises too
    const list = (await api.app.inject({ method: 'GET', url: URL, headers: owner.auth })).json().data as Array<{ id: string; attributes: { fullName: string } }>;
    const first = list.find((r) => r.attributes.fullName === 'Gość 0')!;
    const edited = await api.app.inject({ method: 'PATCH', url: `${URL}/${first.id}`, headers: owner.auth, payload: { reservation: { phoneNumber: '0048 604-111-222' } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes.phoneNumber).toBe('+48604111222');
  });

  it('refuses what is no phone number with a Polish message, saving nothing', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '300']] });
    const res = await api.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { reservation: { fullName: 'Jan Kowalski', phoneNumber: '600 100 20', apartmentId: apartment, from: '2030-03-01', to: '2030-03-02', pricePerNight: 100 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phoneNumber).toEqual(['Podaj numer telefonu, np. 600-100-200 lub z kierunkowym kraju: +44 7700 900123']);
    expect((await api.app.inject({ method: 'GET', url: URL, headers: owner.auth })).json().pagination.count).toBe(0);
  });
});
