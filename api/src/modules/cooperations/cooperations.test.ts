import { todayInPoland } from '@gospodarz/contracts';
import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { openSession } from '../session';
import { NOT_YOURS } from './service';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://panel.example.pl' });
}, 60_000);
afterAll(async () => {
  await api.close();
});

const BASE = '/api/v1/householder/cooperations';
let counter = 0;

function call(auth: Record<string, string> | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  counter += 1;
  const headers = { ...(auth ?? {}), 'x-forwarded-for': `10.8.${Math.floor(counter / 250)}.${counter % 250}` };
  return api.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function linksMailedTo(email: string): Promise<string[]> {
  const rows = await api.db.query<{ text_body: string }>('select text_body from outbox_emails where to_address = $1 order by created_at', [email]);
  return rows.map((r) => /https:\/\/panel\.example\.pl\/provider\?token=([\w%-]+)/.exec(r.text_body)?.[1] ?? '');
}

/**
 * An owner with two apartments, a co-host holding 'cooperations' on the first only, and a pending cooperation of a
 * cleaning provider sharing `apartments` (by index: 0 the co-host's, 1 not theirs).
 */
async function setUp(shared: Array<0 | 1>) {
  const owner = await signedInOwner(api);
  const apartments = [
    await createApartment(api.db, owner.accountId, { name: 'Wspólny', rates: [[2, '300']] }),
    await createApartment(api.db, owner.accountId, { name: 'Tylko właściciela', rates: [[2, '300']] }),
  ];
  counter += 1;
  const coHost = await call(owner.auth, 'POST', '/api/v1/householder/householders', {
    user: { firstName: 'Ola', email: `ola${counter}-${Date.now()}@example.pl`, phoneNumber: '600100200', apartmentsIds: [apartments[0]], permissions: ['cooperations'] },
  });
  expect(coHost.statusCode).toBe(201);
  const coHostAuth = { authorization: `Bearer ${await openSession(api.db, coHost.json().data.id)}` };
  const providerEmail = `firma${counter}-${Date.now()}@example.pl`;
  const provider = await call(owner.auth, 'POST', '/api/v1/householder/service_providers', {
    service_provider: {
      name: 'Czysto', email: providerEmail, phoneNumber: '600100200', street: 'Polna', houseNumber: '1', flatNumber: '2', postalCode: '80001', city: 'Gdańsk', nip: '5260001246',
      servicesPerformed: ['cleaning'], standardPriceListsAttributes: [{ name: 'Sprzątanie', grossAmount: '100' }],
    },
  });
  expect(provider.statusCode).toBe(201);
  const requested = await call(owner.auth, 'POST', BASE, { cooperation: { service_provider_id: provider.json().data.id, servicePerformed: 'cleaning' } });
  expect(requested.statusCode).toBe(201);
  const id = requested.json().data.id as string;
  const sharing = await call(owner.auth, 'PUT', `${BASE}/${id}`, { cooperation: { startDate: todayInPoland(), numberOfDays: 7, dayOfTheWeek: 1, apartments: shared.map((i) => apartments[i]) } });
  expect(sharing.statusCode).toBe(200);
  return { owner, coHostAuth, apartments, id, providerEmail };
}

describe("a co-host's cooperations", () => {
  it('cannot accept, renew or revoke the link of, change or end a cooperation that also covers an apartment not shared with them', async () => {
    const { owner, coHostAuth, apartments, id, providerEmail } = await setUp([0, 1]);
    // they see it, with their apartment only
    const seen = await call(coHostAuth, 'GET', `${BASE}/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.attributes.apartments).toEqual([{ id: apartments[0], name: 'Wspólny' }]);

    const mailsBefore = await linksMailedTo(providerEmail);
    const answers = [
      await call(coHostAuth, 'POST', `${BASE}/${id}/accept`, {}),
      await call(coHostAuth, 'POST', `${BASE}/${id}/page_link`, {}),
      await call(coHostAuth, 'DELETE', `${BASE}/${id}/page_link`),
      await call(coHostAuth, 'PUT', `${BASE}/${id}`, { cooperation: { startDate: todayInPoland(), afterCheckOut: true, apartments: [apartments[0]] } }),
      await call(coHostAuth, 'DELETE', `${BASE}/${id}`),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(answers.map((r) => r.json().message)).toEqual([NOT_YOURS, NOT_YOURS, NOT_YOURS, NOT_YOURS, NOT_YOURS]);
    expect(answers[1].body).not.toContain('token=');

    const after = (await call(owner.auth, 'GET', `${BASE}/${id}`)).json().data.attributes;
    expect(after).toMatchObject({ status: 'pending', pageLinkActive: true, afterCheckOut: false });
    expect(after.apartments.map((a: { id: string }) => a.id).sort()).toEqual([...apartments].sort());
    expect(await linksMailedTo(providerEmail)).toEqual(mailsBefore);
  });

  it('works a cooperation covering their apartments alone; the renewed link goes to the provider, and to the owner only in the answer', async () => {
    const { owner, coHostAuth, id, providerEmail } = await setUp([0]);
    const renewed = await call(coHostAuth, 'POST', `${BASE}/${id}/page_link`, {});
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().data.url).toBeUndefined();
    expect(renewed.json().data.expiresAt).toEqual(expect.any(String));
    const mailed = await linksMailedTo(providerEmail);
    expect(mailed).toHaveLength(2);
    expect((await call(null, 'GET', `/api/v1/provider_page/${mailed[1]}`)).statusCode).toBe(200);

    expect((await call(coHostAuth, 'POST', `${BASE}/${id}/accept`, {})).json().data.attributes.status).toBe('accepted');
    expect((await call(coHostAuth, 'DELETE', `${BASE}/${id}/page_link`)).json().data.attributes.pageLinkActive).toBe(false);
    expect((await call(null, 'GET', `/api/v1/provider_page/${mailed[1]}`)).statusCode).toBe(404);

    const owners = await call(owner.auth, 'POST', `${BASE}/${id}/page_link`, {});
    expect(owners.statusCode).toBe(201);
    expect(owners.json().data.url).toMatch(/^https:\/\/panel\.example\.pl\/provider\?token=/);
  });
});
