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

const R = '/api/v1/householder/reservations';
const C = '/api/v1/householder/clients';
type Owner = Awaited<ReturnType<typeof signedInOwner>>;

let week = 0;
async function book(owner: Owner, apartmentId: string, guest: Record<string, unknown>) {
  week += 1;
  const from = new Date(Date.UTC(2031, 0, 1 + week * 7)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2031, 0, 3 + week * 7)).toISOString().slice(0, 10);
  const res = await api.app.inject({ method: 'POST', url: R, headers: owner.auth, payload: { reservation: { apartmentId, from, to, pricePerNight: '200', ...guest } } });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; attributes: { clientId: string } };
}

const client = async (owner: Owner, id: string) => (await api.app.inject({ method: 'GET', url: `${C}/${id}`, headers: owner.auth })).json().data.attributes;

describe('a reservation and its client stay in step', () => {
  it("a guest's phone changed on the reservation reaches the client card, on the same client", async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const stay = await book(owner, apartment, { fullName: 'Jan Kowalski', email: 'jan@example.pl', phoneNumber: '501 234 567' });
    const edited = await api.app.inject({ method: 'PATCH', url: `${R}/${stay.id}`, headers: owner.auth, payload: { reservation: { phoneNumber: '600 700 800' } } });
    expect(edited.json().data.attributes.clientId).toBe(stay.attributes.clientId);
    expect(await client(owner, stay.attributes.clientId)).toMatchObject({ phoneNumber: '+48600700800', email: 'jan@example.pl' });
  });

  it('booking the same person again by e-mail or by phone reuses the client', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const first = await book(owner, apartment, { fullName: 'Rodzina Nowaków', email: 'nowak@example.pl', phoneNumber: '502 345 678' });
    const byEmail = await book(owner, apartment, { fullName: 'Maria Nowak', email: 'NOWAK@example.pl' });
    const byPhone = await book(owner, apartment, { fullName: 'Maria Nowak', phoneNumber: '+48 502-345-678' });
    expect(byEmail.attributes.clientId).toBe(first.attributes.clientId);
    expect(byPhone.attributes.clientId).toBe(first.attributes.clientId);
    const list = await api.app.inject({ method: 'GET', url: C, headers: owner.auth });
    expect(list.json().pagination.count).toBe(1);
  });

  it("the client card's new contact data reaches the stays that have not ended, and not the past ones", async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const upcoming = await book(owner, apartment, { fullName: 'Jan Kowalski', email: 'jan@example.pl', phoneNumber: '501 234 567' });
    const [past] = await api.db.query<{ id: string }>(
      `insert into reservations (account_id, apartment_id, client_id, from_date, to_date, full_name, email, phone_number)
       values ($1, $2, $3, '2020-01-01', '2020-01-03', 'Jan Kowalski', 'jan@example.pl', '501 234 567') returning id`,
      [owner.accountId, apartment, upcoming.attributes.clientId],
    );
    const saved = await api.app.inject({ method: 'PATCH', url: `${C}/${upcoming.attributes.clientId}`, headers: owner.auth, payload: { client: { phoneNumber: '600 700 800' } } });
    expect(saved.statusCode).toBe(200);
    const read = async (id: string) => (await api.app.inject({ method: 'GET', url: `${R}/${id}`, headers: owner.auth })).json().data.attributes.phoneNumber;
    expect(await read(upcoming.id)).toBe('+48600700800');
    expect(await read(past.id)).toBe('501 234 567');
  });

  it('books a client chosen by the desk: empty guest fields take the card, even for a client with no e-mail or phone', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const [{ id: chosen }] = await api.db.query<{ id: string }>(
      `insert into clients (account_id, full_name, email, phone_number, address) values ($1, 'Ewa Zielińska', '', '', 'Poznań') returning id`,
      [owner.accountId],
    );
    const stay = await book(owner, apartment, { clientId: chosen, phoneNumber: '604 111 222' });
    expect(stay.attributes).toMatchObject({ clientId: chosen, fullName: 'Ewa Zielińska', guestAddress: 'Poznań', phoneNumber: '+48604111222' });
    // the phone typed on the booking reaches the card; no second client
    expect(await client(owner, chosen)).toMatchObject({ fullName: 'Ewa Zielińska', phoneNumber: '+48604111222', reservationsCount: 1 });
    expect((await api.app.inject({ method: 'GET', url: C, headers: owner.auth })).json().pagination.count).toBe(1);
  });

  it("refuses a chosen client of another account on clientId, saving nothing", async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const theirs = await book(other, await createApartment(api.db, other.accountId, { name: 'B' }), { fullName: 'Jan', email: 'jan@example.pl' });
    const res = await api.app.inject({
      method: 'POST',
      url: R,
      headers: owner.auth,
      payload: { reservation: { apartmentId: apartment, from: '2031-05-01', to: '2031-05-03', pricePerNight: '200', clientId: theirs.attributes.clientId } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ clientId: ['Nie znaleziono wybranego klienta. Wyszukaj go ponownie.'] });
    expect((await api.app.inject({ method: 'GET', url: R, headers: owner.auth })).json().pagination.count).toBe(0);
  });

  it('refuses an empty name on the client card with 422 and keeps the old name', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const stay = await book(owner, apartment, { fullName: 'Jan Kowalski', email: 'jan@example.pl' });
    const res = await api.app.inject({ method: 'PATCH', url: `${C}/${stay.attributes.clientId}`, headers: owner.auth, payload: { client: { fullName: '  ' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ fullName: ['Pole jest wymagane'] });
    expect((await client(owner, stay.attributes.clientId)).fullName).toBe('Jan Kowalski');
  });
});

describe('merging duplicate clients', () => {
  it('offers the duplicates, then moves their reservations to the client kept and deletes them, in one step', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const keep = await book(owner, apartment, { fullName: 'Piotr Wiśniewski', email: 'piotr@example.pl' });
    const [{ id: duplicate }] = await api.db.query<{ id: string }>(
      `insert into clients (account_id, full_name, email, phone_number, address) values ($1, 'piotr  wiśniewski', '', '503 456 789', 'Gdańsk') returning id`,
      [owner.accountId],
    );
    await api.db.query(`insert into reservations (account_id, apartment_id, client_id, from_date, to_date, full_name) values ($1, $2, $3, '2020-02-01', '2020-02-03', 'Piotr Wiśniewski')`, [
      owner.accountId,
      apartment,
      duplicate,
    ]);
    const offered = await api.app.inject({ method: 'GET', url: `${C}/${keep.attributes.clientId}/duplicates`, headers: owner.auth });
    expect(offered.json().data.map((c: { id: string }) => c.id)).toEqual([duplicate]);

    const merged = await api.app.inject({ method: 'POST', url: `${C}/${keep.attributes.clientId}/merge`, headers: owner.auth, payload: { clientIds: [duplicate] } });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.attributes).toMatchObject({ fullName: 'Piotr Wiśniewski', email: 'piotr@example.pl', phoneNumber: '503 456 789', address: 'Gdańsk', reservationsCount: 2 });
    expect((await api.app.inject({ method: 'GET', url: `${C}/${duplicate}`, headers: owner.auth })).statusCode).toBe(404);
    const stays = await api.app.inject({ method: 'GET', url: R, headers: owner.auth, query: { clientId: keep.attributes.clientId } });
    expect(stays.json().pagination.count).toBe(2);
  });

  it("refuses another account's client and an empty choice, changing nothing", async () => {
    const owner = await signedInOwner(api);
    const other = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'A' });
    const otherApartment = await createApartment(api.db, other.accountId, { name: 'B' });
    const mine = await book(owner, apartment, { fullName: 'Jan', email: 'jan@example.pl' });
    const theirs = await book(other, otherApartment, { fullName: 'Jan', email: 'jan@example.pl' });
    const foreign = await api.app.inject({ method: 'POST', url: `${C}/${mine.attributes.clientId}/merge`, headers: owner.auth, payload: { clientIds: [theirs.attributes.clientId] } });
    expect(foreign.statusCode).toBe(409);
    expect((await client(other, theirs.attributes.clientId)).reservationsCount).toBe(1);
    const empty = await api.app.inject({ method: 'POST', url: `${C}/${mine.attributes.clientId}/merge`, headers: owner.auth, payload: { clientIds: [mine.attributes.clientId] } });
    expect(empty.statusCode).toBe(422);
  });
});
