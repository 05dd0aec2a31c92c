import { addDays, todayInPoland } from '@gospodarz/contracts';
import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://panel.example.pl' });
}, 60_000);
afterAll(async () => {
  await api.close();
});

const today = todayInPoland();
let ip = 0;

function call(auth: Record<string, string> | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  ip += 1;
  const headers = { ...(auth ?? {}), 'x-forwarded-for': `10.9.${Math.floor(ip / 250)}.${ip % 250}` };
  return api.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function setUp() {
  const owner = await signedInOwner(api);
  const email = `sprzatanie-${Math.random().toString(16).slice(2)}@example.pl`;
  const provider = await call(owner.auth, 'POST', '/householder/service_providers', {
    service_provider: {
      name: 'Czysto i Szybko', email, phoneNumber: '600100200', street: 'Polna', houseNumber: '3', flatNumber: '4', postalCode: '80001', city: 'Gdańsk', nip: '5260001246',
      servicesPerformed: ['cleaning'], standardPriceListsAttributes: [{ name: 'Sprzątanie', grossAmount: 120, currency: 'PLN' }],
    },
  });
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Bursztyn', street: 'Mariacka', rates: [[4, '300']] });
  const requested = await call(owner.auth, 'POST', '/householder/cooperations', { cooperation: { service_provider_id: provider.json().data.id, servicePerformed: 'cleaning', message: 'Prosimy o ofertę' } });
  expect(requested.statusCode).toBe(201);
  const id = requested.json().data.id as string;
  const reservation = await call(owner.auth, 'POST', '/householder/reservations', {
    reservation: { apartmentId: apartment, from: addDays(today, 2), to: addDays(today, 4), fullName: 'Tajemniczy Gość', email: 'tajny@example.pl', phoneNumber: '700800900', adults: 2, children: 1, pricePerNight: 300 },
  });
  expect(reservation.statusCode).toBe(201);
  await call(owner.auth, 'POST', '/householder/reservations', {
    reservation: { apartmentId: apartment, from: addDays(today, 6), to: addDays(today, 8), fullName: 'Następna Osoba', email: 'nastepna@example.pl', adults: 3, pricePerNight: 300 },
  });
  const shared = await call(owner.auth, 'PUT', `/householder/cooperations/${id}`, { cooperation: { startDate: today, afterCheckOut: true, apartments: [apartment] } });
  expect(shared.statusCode).toBe(200);
  const [mail] = await api.db.query<{ text_body: string; subject: string }>('select text_body, subject from outbox_emails where to_address = $1', [email]);
  const token = decodeURIComponent(/https:\/\/panel\.example\.pl\/provider\?token=([\w%-]+)/.exec(mail.text_body)![1]);
  return { owner, id, token, mail, apartment };
}

describe('cooperation request', () => {
  it('e-mails the provider the message, the price and the link to their page, and stays pending until they accept', async () => {
    const { owner, id, mail, token } = await setUp();
    expect(mail.subject).toMatch(/zapytanie o współpracę/);
    expect(mail.text_body).toContain('Prosimy o ofertę');
    expect(mail.text_body).toContain('Sprzątanie, 120,00 zł');
    expect((await call(owner.auth, 'GET', `/householder/cooperations/${id}`)).json().data.attributes.status).toBe('pending');
    expect((await call(null, 'POST', `/provider_page/${token}/accept`)).statusCode).toBe(200);
    expect((await call(owner.auth, 'GET', `/householder/cooperations/${id}`)).json().data.attributes.status).toBe('accepted');
  });

  it('refuses a second live cooperation of the same kind, and a sharing without apartments, date or rhythm, with the spec’s messages', async () => {
    const { owner, id } = await setUp();
    const providerId = (await call(owner.auth, 'GET', `/householder/cooperations/${id}`)).json().data.attributes.serviceProviderId;
    const again = await call(owner.auth, 'POST', '/householder/cooperations', { cooperation: { service_provider_id: providerId, servicePerformed: 'cleaning' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.cooperation).toEqual(['Współpraca z tym usługodawcą w tym zakresie już trwa.']);
    const bad = await call(owner.auth, 'PUT', `/householder/cooperations/${id}`, { cooperation: { apartments: [], numberOfDays: 7, dayOfTheWeek: null } });
    expect(bad.json().errors).toEqual({ apartments: ['Wybierz apartamenty'], startDate: ['Podaj datę'], dayOfTheWeek: ['Wybierz dzień tygodnia'] });
    const odd = await call(owner.auth, 'PUT', `/householder/cooperations/${id}`, { cooperation: { apartments: [], startDate: today, numberOfDays: 22 } });
    expect(odd.json().errors.numberOfDays).toEqual(['Wybierz liczbę dni']);
  });
});

describe("the provider's page", () => {
  it('shows the upcoming orders with address, window and the next arrival, never the guests’ names or contacts', async () => {
    const { token } = await setUp();
    const res = await call(null, 'GET', `/provider_page/${token}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data.attributes;
    expect(page.providerName).toBe('Czysto i Szybko');
    expect(page.orders).toHaveLength(2);
    expect(page.orders[0]).toMatchObject({ status: 'planned', apartment: 'Bursztyn', address: 'Mariacka 1, 00-001 Gdańsk', nextArrival: { guests: 3 } });
    expect(page.orders[0].windowUntil).not.toBeNull();
    for (const secret of ['Tajemniczy', 'tajny@example.pl', '700800900', 'Następna', 'nastepna@']) expect(res.body).not.toContain(secret);
  });

  it('starts and completes an order; a rejection needs a reason and notifies the host', async () => {
    const { owner, token } = await setUp();
    const [first, second] = (await call(null, 'GET', `/provider_page/${token}`)).json().data.attributes.orders;
    // starting before the guests leave is allowed (the page warns); finishing is not
    expect((await call(null, 'PUT', `/provider_page/${token}/orders/${first.id}`, { status: 'in_progress' })).statusCode).toBe(200);
    const early = await call(null, 'PUT', `/provider_page/${token}/orders/${first.id}`, { status: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Usługę można zakończyć od \d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}, po wymeldowaniu gości\.$/);
    expect((await call(null, 'GET', `/provider_page/${token}`)).json().data.attributes.orders[0].status).toBe('in_progress');
    // once the window has opened
    await api.db.query(`update cooperation_orders set service_at = now() - interval '1 hour' where id = $1`, [first.id]);
    const done = await call(null, 'PUT', `/provider_page/${token}/orders/${first.id}`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.attributes.orders.find((o: { id: string }) => o.id === first.id).status).toBe('completed');
    const noReason = await call(null, 'PUT', `/provider_page/${token}/orders/${second.id}`, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Podaj powód odrzucenia']);
    expect((await call(null, 'PUT', `/provider_page/${token}/orders/${second.id}`, { status: 'rejected', reason: 'Brak ekipy' })).statusCode).toBe(200);
    const [note] = await api.db.query<{ title: string; body: string }>('select title, body from notifications where account_id = $1', [owner.accountId]);
    expect(note.title).toBe('Czysto i Szybko odrzuca zlecenie');
    expect(note.body).toContain('Brak ekipy');
    const history = (await call(owner.auth, 'GET', `/householder/cooperation_orders/${first.id}`)).json().data.attributes.history;
    expect(history.map((e: { status: string; actor: string }) => `${e.status}:${e.actor}`)).toEqual(['planned:system', 'in_progress:provider', 'completed:provider']);
  });

  it("answers 404 for a foreign or made-up token, another cooperation's order, a revoked link and an ended cooperation", async () => {
    const a = await setUp();
    const b = await setUp();
    expect((await call(null, 'GET', `/provider_page/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const [orderOfB] = (await call(null, 'GET', `/provider_page/${b.token}`)).json().data.attributes.orders;
    expect((await call(null, 'PUT', `/provider_page/${a.token}/orders/${orderOfB.id}`, { status: 'completed' })).statusCode).toBe(404);

    expect((await call(a.owner.auth, 'DELETE', `/householder/cooperations/${a.id}/page_link`)).json().data.attributes.pageLinkActive).toBe(false);
    expect((await call(null, 'GET', `/provider_page/${a.token}`)).statusCode).toBe(404);
    const renewed = await call(a.owner.auth, 'POST', `/householder/cooperations/${a.id}/page_link`);
    expect(renewed.statusCode).toBe(201);
    const fresh = new URL(renewed.json().data.url).searchParams.get('token')!;
    expect((await call(null, 'GET', `/provider_page/${fresh}`)).statusCode).toBe(200);

    expect((await call(b.owner.auth, 'DELETE', `/householder/cooperations/${b.id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/provider_page/${b.token}`)).statusCode).toBe(404);
    // another account's owner cannot reach the cooperation either
    expect((await call(b.owner.auth, 'POST', `/householder/cooperations/${a.id}/page_link`)).statusCode).toBe(404);
  });
});
