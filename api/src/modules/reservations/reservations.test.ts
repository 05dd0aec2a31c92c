import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { openSession } from '../session';
import { createApartment } from '../../test/fixtures';

jest.setTimeout(30_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;
const URL = '/api/v1/householder/reservations';

async function setup() {
  const owner = await signedInOwner(api);
  const morski = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski', street: 'Morska', city: 'Sopot', rates: [[2, '300'], [4, '450']] });
  const wawel = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel', rates: [[2, '250']] });
  return { owner, morski, wawel };
}

function create(owner: Owner, reservation: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: URL, headers: owner.auth, payload: { reservation } });
}

const guest = { fullName: 'Jan Kowalski', email: 'jan@example.pl', phoneNumber: '501 234 567', adults: 2, children: 0 };

describe('creating a reservation', () => {
  it('accepts the spec payload with apartamentId and guest_address, defaults the status and computes the total', async () => {
    const { owner, morski } = await setup();
    const res = await create(owner, {
      ...guest,
      apartamentId: morski,
      guest_address: 'Warszawa',
      from: '2030-03-01',
      to: '2030-03-04',
      pricePerNight: '199.99',
      totalPrice: 1,
      currency: 'EUR',
      comments: 'Późny przyjazd',
      source: 'booking',
      paymentSource: 'przelew',
    });
    expect(res.statusCode).toBe(201);
    const { id, type, attributes } = res.json().data;
    expect(type).toBe('reservation');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(attributes).toEqual({
      from: '2030-03-01',
      to: '2030-03-04',
      nights: 3,
      fullName: 'Jan Kowalski',
      email: 'jan@example.pl',
      phoneNumber: '+48501234567',
      guestAddress: 'Warszawa',
      adults: 2,
      children: 0,
      status: 'confirmed',
      paymentStatus: 'unpaid',
      pricePerNight: 199.99,
      // 3 × 199,99 in grosze: exactly 599,97, never 599.9699999999999
      totalPrice: 599.97,
      currency: 'EUR',
      apartment: { id: morski, name: 'Apartament Morski' },
      apartmentAddress: 'Morska 1, 00-001 Sopot',
      apartmentId: morski,
      comments: 'Późny przyjazd',
      source: 'booking',
      paymentSource: 'przelew',
      invoiceIssued: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // 199,99 is not the engine's 300: typed by hand
      priceOverridden: true,
      cleaningFee: 0,
      touristTax: 0,
      deposit: 0,
      depositDue: null,
      grandTotal: 599.97,
      paid: 0,
      balance: 599.97,
      childrenAges: '',
      cancellationFee: null,
      securityDeposit: 0,
      extras: [],
      discount: 0,
      discountReason: '',
      invoices: [],
      bill: expect.objectContaining({ total: 599.97, paid: 0, balance: 599.97, paymentStatus: 'unpaid', currency: 'EUR' }),
    });
    const [stored] = await api.db.query<{ total_price: string }>('select total_price from reservations where id = $1', [id]);
    expect(stored.total_price).toBe('599.97');
  });

  it('accepts apartmentId, guestAddress and snake_case keys alike', async () => {
    const { owner, wawel } = await setup();
    const res = await create(owner, {
      full_name: 'Maria Nowak',
      phone_number: '600100200',
      apartment_id: wawel,
      guestAddress: 'Poznań',
      from: '2030-04-01',
      to: '2030-04-02',
      price_per_night: 120,
      payment_status: 'partialy_paid',
      amount_paid: '50',
      status: 'new',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      fullName: 'Maria Nowak',
      phoneNumber: '+48600100200',
      apartmentId: wawel,
      guestAddress: 'Poznań',
      paymentStatus: 'partly_paid',
      status: 'new',
      totalPrice: 120,
    });
    const camel = await create(owner, { ...guest, apartmentId: wawel, from: '2030-04-02', to: '2030-04-03', pricePerNight: 100 });
    expect(camel.statusCode).toBe(201);
    expect(camel.json().data.attributes.apartment.name).toBe('Studio Wawel');
  });

  it('takes the price per night from the quote when none is given (rate for the party size)', async () => {
    const { owner, morski } = await setup();
    const res = await create(owner, { ...guest, apartmentId: morski, adults: 2, children: 1, from: '2030-05-01', to: '2030-05-03' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ pricePerNight: 450, totalPrice: 900, currency: 'PLN', nights: 2 });
  });

  it('answers bad input with 422 and Polish field messages', async () => {
    const { owner, morski } = await setup();
    const missing = await create(owner, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      apartmentId: ['Wybierz apartament'],
      from: ['Pole jest wymagane'],
      to: ['Pole jest wymagane'],
      fullName: ['Pole jest wymagane'],
    });
    const reversed = await create(owner, { ...guest, apartmentId: morski, from: '2030-06-05', to: '2030-06-05' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['Data wyjazdu musi być późniejsza niż data przyjazdu']);
    const garbage = await create(owner, {
      ...guest,
      apartmentId: 'nie-uuid',
      email: 'nie-mail',
      from: '2030-02-30',
      to: 'jutro',
      adults: 'dwóch',
      pricePerNight: '-5',
      currency: 'BTC',
      status: 'happy',
    });
    expect(garbage.statusCode).toBe(422);
    expect(Object.keys(garbage.json().errors).sort()).toEqual(
      ['adults', 'apartmentId', 'currency', 'email', 'from', 'pricePerNight', 'status', 'to'].sort(),
    );
    const notJson = await api.app.inject({ method: 'POST', url: URL, headers: owner.auth, payload: { reservation: 'x' } });
    expect(notJson.statusCode).toBe(422);
  });

  it("refuses another account's apartment", async () => {
    const { owner } = await setup();
    const other = await setup();
    const res = await create(owner, { ...guest, apartmentId: other.morski, from: '2030-06-01', to: '2030-06-02', pricePerNight: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ apartmentId: ['Nie znaleziono apartamentu'] });
  });
});

describe('no double booking', () => {
  it('refuses an overlapping stay with 409 and a Polish message, and allows check-out day = next check-in', async () => {
    const { owner, morski, wawel } = await setup();
    expect((await create(owner, { ...guest, apartmentId: morski, from: '2030-07-10', to: '2030-07-15', pricePerNight: 100 })).statusCode).toBe(201);
    const overlap = await create(owner, { ...guest, apartmentId: morski, from: '2030-07-14', to: '2030-07-16', pricePerNight: 100 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ message: 'Apartament jest już zajęty w tym terminie.' });
    const inside = await create(owner, { ...guest, apartmentId: morski, from: '2030-07-11', to: '2030-07-12', pricePerNight: 100 });
    expect(inside.statusCode).toBe(409);
    const after = await create(owner, { ...guest, apartmentId: morski, from: '2030-07-15', to: '2030-07-17', pricePerNight: 100 });
    expect(after.statusCode).toBe(201);
    const before = await create(owner, { ...guest, apartmentId: morski, from: '2030-07-08', to: '2030-07-10', pricePerNight: 100 });
    expect(before.statusCode).toBe(201);
    const elsewhere = await create(owner, { ...guest, apartmentId: wawel, from: '2030-07-10', to: '2030-07-15', pricePerNight: 100 });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('treats a block of the apartment as taken', async () => {
    const { owner, morski } = await setup();
    await api.db.query(`insert into reservations (account_id, apartment_id, kind, from_date, to_date) values ($1, $2, 'block', '2030-08-01', '2030-08-05')`, [
      owner.accountId,
      morski,
    ]);
    const res = await create(owner, { ...guest, apartmentId: morski, from: '2030-08-04', to: '2030-08-06', pricePerNight: 100 });
    expect(res.statusCode).toBe(409);
  });

  it('frees the nights of a canceled, deleted or no-show reservation', async () => {
    const { owner, morski } = await setup();
    // from today: a no-show is marked from the arrival day on
    const stay = { ...guest, apartmentId: morski, from: todayInPoland(), to: addDays(todayInPoland(), 2), pricePerNight: 100 };
    const first = (await create(owner, stay)).json().data.id;
    expect((await api.app.inject({ method: 'POST', url: `${URL}/${first}/cancel`, headers: owner.auth })).json().data.attributes.status).toBe('canceled');
    const second = await create(owner, stay);
    expect(second.statusCode).toBe(201);
    const del = await api.app.inject({ method: 'DELETE', url: `${URL}/${second.json().data.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(204);
    const third = await create(owner, stay);
    expect(third.statusCode).toBe(201);
    await api.app.inject({ method: 'POST', url: `${URL}/${third.json().data.id}/no_show`, headers: owner.auth });
    expect((await create(owner, stay)).statusCode).toBe(201);
    // restoring the canceled one now collides
    const restore = await api.app.inject({ method: 'PATCH', url: `${URL}/${first}`, headers: owner.auth, payload: { reservation: { status: 'confirmed' } } });
    expect(restore.statusCode).toBe(409);
  });
});

describe('one reservation', () => {
  it('reads, changes and deletes it; the total follows the nights', async () => {
    const { owner, morski, wawel } = await setup();
    const id = (await create(owner, { ...guest, apartmentId: morski, from: '2030-10-01', to: '2030-10-03', pricePerNight: '250.50' })).json().data.id;
    const got = await api.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: owner.auth });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.attributes.totalPrice).toBe(501);

    const patched = await api.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers: owner.auth,
      payload: { reservation: { to: '2030-10-06', apartamentId: wawel, guest_address: 'Łódź', invoiceIssued: true, currency: 'usd', priceChoice: 'keep' } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.attributes).toMatchObject({
      from: '2030-10-01',
      to: '2030-10-06',
      nights: 5,
      pricePerNight: 250.5,
      totalPrice: 1252.5,
      apartmentId: wawel,
      apartmentAddress: 'Długa 1, 00-001 Gdańsk',
      guestAddress: 'Łódź',
      invoiceIssued: true,
      currency: 'USD',
      fullName: 'Jan Kowalski',
    });
    const flat = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { pricePerNight: 100, comments: 'Z psem' } });
    expect(flat.json().data.attributes).toMatchObject({ totalPrice: 500, comments: 'Z psem' });
    const bad = await api.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: owner.auth, payload: { reservation: { from: '2030-10-07', fullName: '' } } });
    expect(bad.statusCode).toBe(422);

    expect((await api.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: owner.auth })).statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it("answers 404 for another account's reservation, an unknown id and a malformed id", async () => {
    const { owner, morski } = await setup();
    const intruder = await signedInOwner(api);
    const id = (await create(owner, { ...guest, apartmentId: morski, from: '2030-11-01', to: '2030-11-02', pricePerNight: 1 })).json().data.id;
    for (const [method, url, payload] of [
      ['GET', `${URL}/${id}`],
      ['PATCH', `${URL}/${id}`, { reservation: { comments: 'x' } }],
      ['DELETE', `${URL}/${id}`],
      ['POST', `${URL}/${id}/cancel`],
      ['POST', `${URL}/${id}/no_show`],
      ['PATCH', `${URL}/${id}/payment_status`, { paymentStatus: 'paid' }],
      ['POST', `${URL}/${id}/relocate`, { apartmentId: morski }],
      ['POST', `${URL}/${id}/payment_request`],
    ] as const) {
      const res = await api.app.inject({ method, url, headers: intruder.auth, payload });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    expect((await api.app.inject({ method: 'GET', url: `${URL}/00000000-0000-4000-8000-000000000000`, headers: owner.auth })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `${URL}/abc`, headers: owner.auth })).statusCode).toBe(404);
    const still = await api.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: owner.auth });
    expect(still.json().data.attributes).toMatchObject({ status: 'confirmed', comments: '' });
  });

  it('needs a session, and the reservations permission for a co-host', async () => {
    const { owner } = await setup();
    expect((await api.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const [{ id: userId }] = await api.db.query<{ id: string }>(
      `insert into users (account_id, email, owner, permissions) values ($1, $2, false, '{conversations}') returning id`,
      [owner.accountId, `cohost-${Date.now()}@example.pl`],
    );
    const token = await openSession(api.db, userId);
    const res = await api.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('row actions', () => {
  async function booked() {
    const ctx = await setup();
    const res = await create(ctx.owner, { ...guest, apartmentId: ctx.morski, from: '2030-12-01', to: '2030-12-04', pricePerNight: '1234.56' });
    return { ...ctx, id: res.json().data.id as string };
  }

  it('changes the payment status in either spelling by recording the money: a payment of the balance, a refund of what was paid', async () => {
    const { owner, id } = await booked();
    const url = `${URL}/${id}/payment_status`;
    // part of the money needs its amount: a payment recorded in 'Płatności', not a status
    const a = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { paymentStatus: 'partialy_paid' } });
    expect(a.statusCode).toBe(422);
    expect(a.json().errors.paymentStatus[0]).toMatch(/^Status płatności wynika z wpłat i zwrotów \(Nieopłacona\)/);
    const b = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { payment_status: 'paid', method: 'cash' } });
    expect(b.json().data.attributes).toMatchObject({ paymentStatus: 'paid', grandTotal: 3703.68, paid: 3703.68, balance: 0 });
    expect(b.json().data.attributes.bill.operations).toEqual([expect.objectContaining({ kind: 'payment', amount: 3703.68, method: 'cash' })]);
    const c = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { paymentStatus: 'not_paid' } });
    expect(c.json().data.attributes).toMatchObject({ paymentStatus: 'unpaid', paid: 0, balance: 3703.68 });
    expect(c.json().data.attributes.bill.operations.map((o: { kind: string }) => o.kind)).toEqual(['payment', 'refund']);
    const bad = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { paymentStatus: 'maybe' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.paymentStatus).toEqual(['Wybierz jedną z dostępnych wartości']);
  });

  it('marks a no-show, and refuses it for a canceled reservation', async () => {
    const ctx = await setup();
    const { owner } = ctx;
    const id = (await create(owner, { ...guest, apartmentId: ctx.morski, from: todayInPoland(), to: addDays(todayInPoland(), 3), pricePerNight: '100' })).json().data.id;
    const res = await api.app.inject({ method: 'POST', url: `${URL}/${id}/no_show`, headers: owner.auth });
    expect(res.json().data.attributes.status).toBe('no_show');
    await api.app.inject({ method: 'POST', url: `${URL}/${id}/cancel`, headers: owner.auth });
    const again = await api.app.inject({ method: 'POST', url: `${URL}/${id}/no_show`, headers: owner.auth });
    expect(again.statusCode).toBe(409);
  });

  it('relocates the guests to a free apartment and refuses a taken one with a clear message', async () => {
    const { owner, wawel, id } = await booked();
    const third = await createApartment(api.db, owner.accountId, { name: 'Loft Żuraw' });
    await create(owner, { ...guest, apartmentId: third, from: '2030-12-03', to: '2030-12-05', pricePerNight: 10 });
    const taken = await api.app.inject({ method: 'POST', url: `${URL}/${id}/relocate`, headers: owner.auth, payload: { apartmentId: third } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Nie można przenieść gości: Loft Żuraw jest już zajęty w tym terminie.');
    // the prices differ: the host chooses, and the refusal names both
    const ask = await api.app.inject({ method: 'POST', url: `${URL}/${id}/relocate`, headers: owner.auth, payload: { apartamentId: wawel } });
    expect(ask.statusCode).toBe(422);
    expect(ask.json().errors.priceChoice).toEqual([
      'Cena pobytu zmienia się: cena gościa 3 703,68 zł, nowa cena 750,00 zł. Wybierz „Zachowaj cenę gościa” albo „Przyjmij nową cenę”.',
    ]);
    const moved = await api.app.inject({ method: 'POST', url: `${URL}/${id}/relocate`, headers: owner.auth, payload: { apartamentId: wawel, priceChoice: 'new' } });
    expect(moved.statusCode).toBe(200);
    // priced again for Studio Wawel (250 a night for 2), no longer the old apartment's price
    expect(moved.json().data.attributes).toMatchObject({ apartmentId: wawel, apartment: { id: wawel, name: 'Studio Wawel' }, totalPrice: 750, pricePerNight: 250, priceOverridden: false });
    const foreign = await setup();
    const refused = await api.app.inject({ method: 'POST', url: `${URL}/${id}/relocate`, headers: owner.auth, payload: { apartmentId: foreign.morski } });
    expect(refused.statusCode).toBe(422);
  });

  it('queues a Polish payment request with the amount due, 202', async () => {
    const { owner, id } = await booked();
    const res = await api.app.inject({ method: 'POST', url: `${URL}/${id}/payment_request`, headers: owner.auth });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.attributes).toMatchObject({ to: 'jan@example.pl', amountDue: 3703.68, currency: 'PLN' });
    const [mail] = await api.db.query<{ to_address: string; subject: string; text_body: string; kind: string; status: string }>(
      'select to_address, subject, text_body, kind, status from outbox_emails where account_id = $1',
      [owner.accountId],
    );
    expect(mail).toMatchObject({ to_address: 'jan@example.pl', kind: 'payment_request', status: 'pending' });
    expect(mail.subject).toBe('Prośba o płatność za rezerwację: Apartament Morski, 01.12.2030 – 04.12.2030');
    expect(mail.text_body).toContain('Kwota do zapłaty: 3 703,68 zł');
    expect(mail.text_body).toContain('(3 doby)');
  });

  it('refuses a payment request without the guest e-mail (422) or for a paid stay (409)', async () => {
    const { owner, wawel, id } = await booked();
    const noMail = await create(owner, { fullName: 'Bez Maila', apartmentId: wawel, from: '2031-01-01', to: '2031-01-02', pricePerNight: 10 });
    const res = await api.app.inject({ method: 'POST', url: `${URL}/${noMail.json().data.id}/payment_request`, headers: owner.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Gość nie ma adresu e-mail. Uzupełnij go w rezerwacji.');
    await api.app.inject({ method: 'PATCH', url: `${URL}/${id}/payment_status`, headers: owner.auth, payload: { paymentStatus: 'paid' } });
    const paid = await api.app.inject({ method: 'POST', url: `${URL}/${id}/payment_request`, headers: owner.auth });
    expect(paid.statusCode).toBe(409);
    const [{ count }] = await api.db.query<{ count: number }>('select count(*)::int as count from outbox_emails where account_id = $1', [owner.accountId]);
    expect(count).toBe(0);
  });
});

describe('list counts after changes', () => {
  it('counts a new, a canceled and a deleted reservation at once (the cached count is forgotten on every write)', async () => {
    const { owner, morski } = await setup();
    const count = async (query = '') =>
      (await api.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: owner.auth })).json().pagination.count as number;
    expect(await count()).toBe(0);
    const id = (await create(owner, { ...guest, apartmentId: morski, from: '2031-05-01', to: '2031-05-03', pricePerNight: 10 })).json().data.id;
    expect(await count()).toBe(1);
    expect(await count('statuses=canceled')).toBe(0);
    await api.app.inject({ method: 'POST', url: `${URL}/${id}/cancel`, headers: owner.auth });
    expect(await count('statuses=canceled')).toBe(1);
    await api.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: owner.auth });
    expect(await count()).toBe(0);
  });
});
