import { addDays, todayInPoland } from '@gospodarz/contracts';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { createStay } from '../../test/stays';
import { guestLinkKey, guestToken } from '../conversations';
import { sendCheckInReminders } from '../automated-messages';
import { instructionsRevealed } from './arrival';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const H = '/api/v1/householder';
const day = (n: number) => addDays(todayInPoland(), n);

async function setup(options: { checkInFrom?: string; rules?: boolean } = {}) {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
  const [{ id: listing }] = await api.db.query<{ id: string }>('select accommodation_id as id from apartments where id = $1', [apartment]);
  if (options.checkInFrom) await api.db.query(`update accommodations set check_in_from = $2 where id = $1`, [listing, options.checkInFrom]);
  await api.app.inject({
    method: 'PUT',
    url: `${H}/accommodations/${listing}/legal`,
    headers: owner.auth,
    payload: {
      ...(options.rules === false ? {} : { houseRules: 'Cisza nocna 22:00–6:00. Zakaz palenia.' }),
      emergencyPhone: '+48 600 100 200',
      apartments: [{ id: apartment, registrationNumber: 'PL-GDA-2026-000123', registrationAuthority: 'Prezydent Miasta Gdańska', arrivalInstructions: 'Klucz w skrytce, kod 1357.', lockCodes: ['4821', '7730'] }],
    },
  });
  const linkOf = async (reservationId: string) => `/api/v1/guest/${await guestToken(api.db, await guestLinkKey(api.db, null), owner.accountId, reservationId)}`;
  return { owner, apartment, listing, linkOf };
}

const FILLED = {
  arrivalTime: '16:30',
  guests: [
    { name: 'Anna Nowak', country: 'PL', minor: false },
    { name: 'Hans Müller', country: 'DE', minor: false },
    { name: 'Ola Nowak', country: 'PL', minor: true, adultName: 'Anna Nowak', adultRelation: 'parent' },
    { name: 'Kuba Lis', country: 'PL', minor: true, adultName: 'Hans Müller', adultRelation: 'consent', consentDetails: 'Zgoda pisemna matki, Ewy Lis, z 1.06.2026' },
  ],
  company: { name: 'Nowak Sp. z o.o.', nip: '526-025-02-74', address: 'ul. Długa 1, 00-001 Warszawa' },
  acceptHouseRules: true,
  houseRulesVersion: 1,
};

describe('the online check-in on the guest page', () => {
  it('shows the registration number, the house rules and the phone, takes the check-in and records each adult’s acceptance', async () => {
    const { owner, apartment, linkOf } = await setup();
    const stay = await createStay(api.db, owner.accountId, apartment, { from: day(5), to: day(8), fullName: 'Anna Nowak' });
    const url = await linkOf(stay);
    const page = (await api.app.inject({ method: 'GET', url })).json().data.attributes;
    expect(page).toMatchObject({
      registrationNumber: 'PL-GDA-2026-000123',
      registrationAuthority: 'Prezydent Miasta Gdańska',
      emergencyPhone: '+48 600 100 200',
      houseRules: { version: 1, body: 'Cisza nocna 22:00–6:00. Zakaz palenia.' },
      onlineCheckIn: { status: 'missing', open: true },
    });
    const before = (await api.app.inject({ method: 'GET', url: `${H}/reservations/${stay}/online_check_in`, headers: owner.auth })).json().data.attributes;
    expect(before).toMatchObject({ status: 'missing', label: 'Odprawa online: brak' });

    const filled = await api.app.inject({ method: 'POST', url: `${url}/check_in`, payload: FILLED });
    expect(filled.statusCode).toBe(200);
    expect(filled.json().data.attributes.onlineCheckIn).toMatchObject({ status: 'filled', arrivalTime: '16:30', company: { nip: '5260250274' } });

    const host = (await api.app.inject({ method: 'GET', url: `${H}/reservations/${stay}/online_check_in`, headers: owner.auth })).json().data.attributes;
    expect(host.label).toBe('Odprawa online: wypełniona');
    expect(host.guests.map((g: { country: string }) => g.country)).toEqual(['PL', 'DE', 'PL', 'PL']);
    expect(host.guests[3]).toMatchObject({ minor: true, adultRelation: 'consent', consentDetails: 'Zgoda pisemna matki, Ewy Lis, z 1.06.2026' });
    expect(host.houseRulesAcceptances.map((a: { guestName: string; version: number }) => [a.guestName, a.version])).toEqual([
      ['Anna Nowak', 1],
      ['Hans Müller', 1],
    ]);
    // the desktop's arrivals and the calendar mark it
    const desktop = (await api.app.inject({ method: 'GET', url: `${H}/desktop`, headers: owner.auth })).json().data.attributes;
    expect(desktop.upcoming.find((i: { id: string }) => i.id === stay).onlineCheckIn).toBe(true);
    const window = await api.app.inject({ method: 'GET', url: `${H}/calendar`, query: { from: day(4), days: '7' }, headers: owner.auth });
    expect(window.json().data.attributes.stays.find((s: { id: string }) => s.id === stay).onlineCheckIn).toBe(true);
  });

  it('refuses what the stay cannot use, with Polish messages per field, and a house rules version the guest did not read', async () => {
    const { owner, apartment, linkOf, listing } = await setup();
    const stay = await createStay(api.db, owner.accountId, apartment, { from: day(5), to: day(8) });
    const url = `${await linkOf(stay)}/check_in`;
    const bad = await api.app.inject({
      method: 'POST',
      url,
      payload: { arrivalTime: '25:00', guests: [{ name: ' ', country: 'XX' }, { name: 'Ola', country: 'PL', minor: true, adultRelation: 'consent' }], company: { name: 'Firma', nip: '1234567890', address: '' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      arrivalTime: ['Podaj godzinę przyjazdu (gg:mm)'],
      'guests[0].name': ['Podaj imię i nazwisko'],
      'guests[0].country': ['Wybierz kraj zamieszkania'],
      'guests[1].adultName': ['Podaj imię i nazwisko osoby dorosłej'],
      'guests[1].consentDetails': ['Opisz pisemną zgodę rodziców: kto i kiedy ją wydał'],
      'company.nip': ['Nieprawidłowy NIP'],
      'company.address': ['Podaj adres firmy'],
      acceptHouseRules: ['Zaakceptuj regulamin obiektu'],
    });
    const onlyChildren = await api.app.inject({ method: 'POST', url, payload: { arrivalTime: '15:00', guests: [{ name: 'Ola', country: 'PL', minor: true, adultName: 'Anna', adultRelation: 'parent' }], acceptHouseRules: true } });
    expect(onlyChildren.json().errors.guests).toEqual(['Podaj co najmniej jedną osobę dorosłą']);
    await api.app.inject({ method: 'PUT', url: `${H}/accommodations/${listing}/legal`, headers: owner.auth, payload: { houseRules: 'Nowy regulamin' } });
    const stale = await api.app.inject({ method: 'POST', url, payload: FILLED });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Regulamin obiektu zmienił się');
    const unknown = await api.app.inject({ method: 'POST', url: '/api/v1/guest/abcdefghijklmnopqrstuvwxyz234567/check_in', payload: FILLED });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends the arrival instructions and the access code only from the arrival day’s check-in hour', async () => {
    const { owner, apartment, linkOf } = await setup({ checkInFrom: '00:00' });
    const today = await createStay(api.db, owner.accountId, apartment, { from: day(0), to: day(2) });
    const tomorrow = await createStay(api.db, owner.accountId, apartment, { from: day(3), to: day(5) });
    for (const id of [today, tomorrow]) {
      const drawn = await api.app.inject({ method: 'PUT', url: `${H}/reservations/${id}/access_code`, headers: owner.auth, payload: { draw: true } });
      expect(['4821', '7730']).toContain(drawn.json().data.attributes.accessCode);
    }
    const typed = await api.app.inject({ method: 'PUT', url: `${H}/reservations/${today}/access_code`, headers: owner.auth, payload: { accessCode: '9911' } });
    expect(typed.json().data.attributes.accessCode).toBe('9911');
    const now = (await api.app.inject({ method: 'GET', url: await linkOf(today) })).json().data.attributes.arrival;
    expect(now).toMatchObject({ revealed: true, instructions: 'Klucz w skrytce, kod 1357.', accessCode: '9911' });
    const early = await api.app.inject({ method: 'GET', url: await linkOf(tomorrow) });
    expect(early.json().data.attributes.arrival).toMatchObject({ revealed: false, instructions: null, accessCode: null });
    expect(early.body).not.toContain('1357');
    // the hour is Warsaw's, whatever the server's zone: 14:59 and 15:00 in Warsaw on a summer and a winter day
    const stay = { from: '2026-07-10', to: '2026-07-12', checkInFrom: '15:00', status: 'confirmed' };
    expect(instructionsRevealed(stay, new Date('2026-07-10T12:59:00Z'))).toBe(false);
    expect(instructionsRevealed(stay, new Date('2026-07-10T13:00:00Z'))).toBe(true);
    expect(instructionsRevealed({ ...stay, from: '2026-01-10', to: '2026-01-12' }, new Date('2026-01-10T13:59:00Z'))).toBe(false);
    expect(instructionsRevealed({ ...stay, from: '2026-01-10', to: '2026-01-12' }, new Date('2026-01-10T14:00:00Z'))).toBe(true);
    expect(instructionsRevealed(stay, new Date('2026-07-12T21:59:00Z'))).toBe(true);
    expect(instructionsRevealed(stay, new Date('2026-07-12T22:00:00Z'))).toBe(false);
    expect(instructionsRevealed({ ...stay, status: 'canceled' }, new Date('2026-07-11T10:00:00Z'))).toBe(false);
    // no list of codes: a Polish message
    const other = await setup({ rules: false });
    await api.db.query(`update apartments set lock_codes = '{}' where id = $1`, [other.apartment]);
    const none = await createStay(api.db, other.owner.accountId, other.apartment, { from: day(3), to: day(4) });
    const refused = await api.app.inject({ method: 'PUT', url: `${H}/reservations/${none}/access_code`, headers: other.owner.auth, payload: { draw: true } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.accessCode[0]).toContain('nie ma listy kodów zamka');
  });

  it('reminds 3 days before arrival those who have not filled it, once, unless the listing switched it off', async () => {
    const { owner, apartment, linkOf, listing } = await setup();
    const due = await createStay(api.db, owner.accountId, apartment, { from: day(3), to: day(5), fullName: 'Ewa Lis', email: 'ewa@example.pl' });
    const filled = await createStay(api.db, owner.accountId, apartment, { from: day(6), to: day(7), fullName: 'Jan Kot', email: 'jan.kot@example.pl' });
    const later = await createStay(api.db, owner.accountId, apartment, { from: day(9), to: day(10), fullName: 'Adam Sowa', email: 'adam@example.pl' });
    await api.db.query(`update reservations set from_date = $2, to_date = $3 where id = $1`, [filled, day(2), day(3)]);
    await api.app.inject({ method: 'POST', url: `${await linkOf(filled)}/check_in`, payload: { ...FILLED, houseRulesVersion: undefined } });
    await sendCheckInReminders(api.db, api.config);
    await sendCheckInReminders(api.db, api.config);
    const mails = await api.db.query<{ to_address: string; subject: string; text_body: string }>(
      `select to_address, subject, text_body from outbox_emails where account_id = $1 and subject = 'Odprawa online przed przyjazdem'`,
      [owner.accountId],
    );
    expect(mails.map((m) => m.to_address)).toEqual(['ewa@example.pl']);
    expect(mails[0].text_body).toContain('Dzień dobry, Ewa!');
    expect(mails[0].text_body).toContain('/guest/');
    expect(mails[0].text_body).toContain('Nr rejestracyjny: PL-GDA-2026-000123 (Prezydent Miasta Gdańska)');
    expect(due && later).toBeTruthy();
    // switched off in the listing: no reminder for the next one
    await api.app.inject({ method: 'PUT', url: `${H}/accommodations/${listing}/legal`, headers: owner.auth, payload: { checkInReminder: false } });
    await api.db.query(`update reservations set from_date = $2, to_date = $3 where id = $1`, [later, day(1), day(2)]);
    await sendCheckInReminders(api.db, api.config);
    const after = await api.db.query(`select 1 from outbox_emails where to_address = 'adam@example.pl'`);
    expect(after).toHaveLength(0);
  });
});
