import { startTestApi, login, type TestApi } from '../test/harness';
import { guestLinkKey, guestToken } from '../modules/conversations';
import { DEMO_EMAIL, seedDemo } from './index';
import { DEMO_REGISTRATION } from './demoHostLaw';

jest.setTimeout(180_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemo(api.db, { password: 'demo1234' });
});
afterAll(async () => {
  await api.close();
});

describe('the demo host law', () => {
  it('shows an apartment with a registration number, house rules, a filled and an unfilled online check-in', async () => {
    const auth = { authorization: `Bearer ${await login(api, DEMO_EMAIL, 'demo1234')}` };
    const [apartment] = await api.db.query<{ id: string; accommodation_id: string; account_id: string }>(
      `select id, accommodation_id, account_id from apartments where registration_number = $1`,
      [DEMO_REGISTRATION.number],
    );
    const law = (await api.app.inject({ method: 'GET', url: `/api/v1/householder/accommodations/${apartment.accommodation_id}/legal`, headers: auth })).json().data.attributes;
    expect(law.houseRules.version).toBe(1);
    expect(law.houseRules.body).toContain('Cisza nocna obowiązuje w godzinach 22:00–6:00');
    expect(law.houseRules.body).not.toContain('[');
    expect(law.emergencyPhone).toBe('+48 600 100 200');

    const stays = await api.db.query<{ id: string }>(
      `select id from reservations where apartment_id = $1 and kind = 'reservation' and status = 'confirmed' and from_date > current_date order by from_date limit 2`,
      [apartment.id],
    );
    const labels = [];
    for (const stay of stays) {
      const checkIn = await api.app.inject({ method: 'GET', url: `/api/v1/householder/reservations/${stay.id}/online_check_in`, headers: auth });
      labels.push(checkIn.json().data.attributes.label);
    }
    expect(labels).toEqual(['Odprawa online: wypełniona', 'Odprawa online: brak']);

    const token = await guestToken(api.db, await guestLinkKey(api.db, null), apartment.account_id, stays[1].id);
    const page = (await api.app.inject({ method: 'GET', url: `/api/v1/guest/${token}` })).json().data.attributes;
    expect(page).toMatchObject({ registrationNumber: DEMO_REGISTRATION.number, houseRules: { version: 1 }, onlineCheckIn: { status: 'missing' } });

    const desktop = (await api.app.inject({ method: 'GET', url: '/api/v1/householder/desktop', headers: auth })).json().data.attributes;
    expect(desktop.unregisteredApartments.length).toBeGreaterThan(0);
    expect(desktop.unregisteredApartments.map((a: { id: string }) => a.id)).not.toContain(apartment.id);
  });
});
