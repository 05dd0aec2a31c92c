import { HOUSE_RULES_TEMPLATE } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { apartmentLaw } from '.';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const H = '/api/v1/householder/accommodations';

async function listingOf(apartmentId: string) {
  const [row] = await api.db.query<{ id: string }>('select accommodation_id as id from apartments where id = $1', [apartmentId]);
  return row.id;
}

describe('the law of a host in a listing', () => {
  it('keeps the registration number, the contact phone and each changed text of the house rules as a new version', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
    const listing = await listingOf(apartment);
    const url = `${H}/${listing}/legal`;
    const empty = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(empty.json().data.attributes).toMatchObject({ houseRules: { version: null, body: '' }, emergencyPhone: '', checkInReminder: true });
    expect(empty.json().data.attributes.apartments).toEqual([
      { id: apartment, name: 'Apartament Morski', registrationNumber: '', registrationAuthority: '', arrivalInstructions: '', lockCodes: [] },
    ]);

    const saved = await api.app.inject({
      method: 'PUT',
      url,
      headers: owner.auth,
      payload: {
        houseRules: HOUSE_RULES_TEMPLATE,
        emergencyPhone: ' +48 600 100 200 ',
        apartments: [{ id: apartment, registrationNumber: ' PL-GDA-2026-000123 ', registrationAuthority: 'Prezydent Miasta Gdańska', arrivalInstructions: 'Skrzynka na klucze przy drzwiach.', lockCodes: ['4821', '7730', '4821'] }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const first = saved.json().data.attributes;
    expect(first.houseRules).toMatchObject({ version: 1, body: HOUSE_RULES_TEMPLATE });
    expect(first.emergencyPhone).toBe('+48 600 100 200');
    expect(first.apartments[0]).toMatchObject({ registrationNumber: 'PL-GDA-2026-000123', lockCodes: ['4821', '7730'] });

    // the same text again is no new version; a changed one is
    await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { houseRules: HOUSE_RULES_TEMPLATE } });
    const changed = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { houseRules: `${HOUSE_RULES_TEMPLATE}\n\n9. Parking tylko na miejscu nr 12.` } });
    expect(changed.json().data.attributes.houseRules.version).toBe(2);
    expect(changed.json().data.attributes.houseRulesVersions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    // what the guest page and the booking pages read
    const law = await apartmentLaw(api.db, owner.accountId, apartment);
    expect(law).toMatchObject({ registrationLine: 'Nr rejestracyjny: PL-GDA-2026-000123 (Prezydent Miasta Gdańska)', emergencyPhone: '+48 600 100 200' });
    expect(law?.houseRules?.version).toBe(2);
  });

  it('answers bad input with Polish messages, another account’s listing with 404, and lets a co-host only read', async () => {
    const owner = await signedInOwner(api);
    const apartment = await createApartment(api.db, owner.accountId, { name: 'Studio Wawel' });
    const url = `${H}/${await listingOf(apartment)}/legal`;
    const bad = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { emergencyPhone: 'dzwoń', apartments: [{ id: apartment, lockCodes: ['12 34'] }] } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().errors)).toContain('Podaj numer telefonu');
    expect(JSON.stringify(bad.json().errors)).toContain('Kod może mieć 1–20 cyfr');
    const stranger = await signedInOwner(api);
    const foreign = await api.app.inject({ method: 'PUT', url, headers: stranger.auth, payload: { emergencyPhone: '600100200' } });
    expect(foreign.statusCode).toBe(404);
    const otherApartment = await createApartment(api.db, stranger.accountId, { name: 'Cudzy' });
    const notOurs = await api.app.inject({ method: 'PUT', url, headers: owner.auth, payload: { apartments: [{ id: otherApartment, registrationNumber: 'X' }] } });
    expect(notOurs.statusCode).toBe(422);
    expect(notOurs.json().errors['apartments[0].id']).toEqual(['Ten apartament nie należy do obiektu']);
  });

  it('lists on the desktop the apartments of active listings without a registration number', async () => {
    const owner = await signedInOwner(api);
    const missing = await createApartment(api.db, owner.accountId, { name: 'Bez numeru' });
    const registered = await createApartment(api.db, owner.accountId, { name: 'Z numerem' });
    await api.app.inject({ method: 'PUT', url: `${H}/${await listingOf(registered)}/legal`, headers: owner.auth, payload: { apartments: [{ id: registered, registrationNumber: 'PL-1' }] } });
    const desktop = await api.app.inject({ method: 'GET', url: '/api/v1/householder/desktop', headers: owner.auth });
    const names = desktop.json().data.attributes.unregisteredApartments.map((a: { name: string }) => a.name);
    expect(names).toContain('Bez numeru');
    expect(names).not.toContain('Z numerem');
    expect(missing).toBeTruthy();
  });
});
