import { Compile } from 'typebox/compile';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { findReservation } from './repository';
import { Reservation } from './schemas';
import { toReservationDto } from './serialize';

/**
 * The serialiser and the schema the API answers with agree: a reservation row as the repository reads it, serialised,
 * is accepted by the route schema's `Reservation` (the pattern every resource's serialiser test follows until the
 * schema itself is the contract's type).
 */
jest.setTimeout(30_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const check = Compile(Reservation);
const errorsOf = (value: unknown) => [...check.Errors(value)].map((e) => `${e.instancePath} ${e.message}`);

it('serialises repository rows (a plain stay, one with a client, a canceled one) to what the schema accepts', async () => {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', rates: [[2, '300']] });
  const bodies = [
    { fullName: 'Jan Kowalski', apartmentId: apartment, from: '2030-03-01', to: '2030-03-04', adults: 2, children: 0 },
    { fullName: 'Anna Nowak', email: 'anna@example.pl', phoneNumber: '501 234 567', apartmentId: apartment, from: '2030-04-01', to: '2030-04-03', adults: 1, children: 1, childrenAges: [5], pricePerNight: '250,50', source: 'booking' },
  ];
  const ids: string[] = [];
  for (const reservation of bodies) {
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/householder/reservations', headers: owner.auth, payload: { reservation } });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  const cancel = await api.app.inject({ method: 'POST', url: `/api/v1/householder/reservations/${ids[0]}/cancel`, headers: owner.auth, payload: {} });
  expect(cancel.statusCode).toBeLessThan(300);

  for (const id of ids) {
    const row = await findReservation(api.db, owner.accountId, null, id);
    const dto = toReservationDto(row!);
    expect(errorsOf(dto)).toEqual([]);
    expect(dto.id).toBe(id);
  }
});
