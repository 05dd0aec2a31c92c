import type {} from '../../plugins/jobs';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createApartment } from '../../test/fixtures';
import { createStay, dayFromToday } from '../../test/stays';
import { AUTOMATE_JOB, runAutomation } from './service';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const T = '/api/v1/householder/message_templates';
const C = '/api/v1/householder/conversations';

async function setup() {
  const owner = await signedInOwner(api);
  const apartment = await createApartment(api.db, owner.accountId, { name: 'Apartament Morski' });
  const template = (payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url: T, headers: owner.auth, payload: { channel: 'email', ...payload } });
  return { owner, apartment, template };
}

async function messagesOf(reservationId: string) {
  return api.db.query<{ author: string; subject: string; body: string }>(`select author, subject, body from messages where reservation_id = $1 order by created_at`, [reservationId]);
}

describe('automated messages', () => {
  it('sends a trigger once even with two workers running, in the guest language with a Polish fallback', async () => {
    const { owner, apartment, template } = await setup();
    await template({ name: 'Przed przyjazdem', subject: 'Za {{nights}} noce', body: 'Czekamy, {{guestFirstName}}!', trigger: 'before_check_in', triggerDays: 3 });
    await template({ name: 'Przed przyjazdem', language: 'eng', subject: 'Soon', body: 'See you, {{guestFirstName}}!' });
    // booked long ago for a stay in 2 days: the 3-days-before moment passed while it existed, within the last day
    const english = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(2), to: dayFromToday(4), language: 'eng', fullName: 'John Smith', email: 'john@example.com' });
    const spanish = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(10), to: dayFromToday(12), language: 'esp', fullName: 'Ana Ruiz', email: 'ana@example.com' });

    const [a, b] = await Promise.all([runAutomation(api.db, api.config), runAutomation(api.db, api.config)]);
    expect(a + b).toBe(1);
    expect(await messagesOf(english)).toEqual([{ author: 'automated', subject: 'Soon', body: 'See you, John!' }]);
    const [mail] = await api.db.query<{ subject: string }>(`select subject from outbox_emails where to_address = 'john@example.com'`);
    expect(mail.subject).toBe('Soon');
    // the job runner's job does the same, and finds nothing more to send
    await api.app.jobs.send(AUTOMATE_JOB, {});
    await api.app.jobs.runDue(AUTOMATE_JOB);
    expect(await messagesOf(english)).toHaveLength(1);

    // the Spanish guest's stay is in 10 days: waiting, with the Polish version's text, until sent now
    const listed = await api.app.inject({ method: 'GET', url: `${C}/${spanish}/scheduled`, headers: owner.auth });
    expect(listed.json().data).toHaveLength(1);
    const waiting = listed.json().data[0];
    expect(waiting.attributes).toMatchObject({ templateName: 'Przed przyjazdem', status: 'scheduled', subject: 'Za 2 noce', body: 'Czekamy, Ana!' });
    expect(waiting.attributes.sendAt.slice(0, 10)).toBe(dayFromToday(7));
    const edited = await api.app.inject({ method: 'PATCH', url: `${C}/${spanish}/scheduled/${waiting.id}`, headers: owner.auth, payload: { body: 'Hola Ana!' } });
    expect(edited.json().data[0].attributes).toMatchObject({ body: 'Hola Ana!', edited: true });
    const sent = await api.app.inject({ method: 'POST', url: `${C}/${spanish}/scheduled/${waiting.id}/send`, headers: owner.auth, payload: {} });
    expect(sent.json().data[0].attributes.status).toBe('sent');
    expect(await messagesOf(spanish)).toEqual([{ author: 'automated', subject: 'Za 2 noce', body: 'Hola Ana!' }]);
    const again = await api.app.inject({ method: 'POST', url: `${C}/${spanish}/scheduled/${waiting.id}/send`, headers: owner.auth, payload: {} });
    expect(again.statusCode).toBe(422);
  });

  it('takes a new text and send time for a waiting message, keeps the time when the stay moves, and refuses a time in the past', async () => {
    const { owner, apartment, template } = await setup();
    await template({ name: 'Przed przyjazdem', subject: 'Wkrótce', body: 'Czekamy, {{guestFirstName}}!', trigger: 'before_check_in', triggerDays: 3 });
    const stay = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(20), to: dayFromToday(22), fullName: 'Ewa Lis' });
    const [waiting] = (await api.app.inject({ method: 'GET', url: `${C}/${stay}/scheduled`, headers: owner.auth })).json().data;
    const url = `${C}/${stay}/scheduled/${waiting.id}`;

    const past = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { body: '  ', sendAt: new Date(Date.now() - 60_000).toISOString() } });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ body: ['Wpisz treść wiadomości'], sendAt: ['Wybierz termin w przyszłości'] });
    const garbled = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { sendAt: 'jutro' } });
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().errors.sendAt).toEqual(['Podaj datę i godzinę wysyłki']);

    const at = `${dayFromToday(10)}T07:30:00.000Z`;
    const edited = await api.app.inject({ method: 'PATCH', url, headers: owner.auth, payload: { subject: 'Do zobaczenia', body: 'Czekamy od 15:00.', sendAt: at } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data[0].attributes).toMatchObject({ subject: 'Do zobaczenia', body: 'Czekamy od 15:00.', sendAt: at, edited: true, sendAtEdited: true });

    // the stay moves: planning follows the trigger for other messages, not for one the host timed
    await api.db.query(`update reservations set from_date = $2, to_date = $3 where id = $1`, [stay, dayFromToday(30), dayFromToday(32)]);
    await runAutomation(api.db, api.config);
    const after = (await api.app.inject({ method: 'GET', url: `${C}/${stay}/scheduled`, headers: owner.auth })).json().data[0].attributes;
    expect(after).toMatchObject({ status: 'scheduled', sendAt: at, subject: 'Do zobaczenia' });
  });

  it('catches up a late booking at once, skips on request and cancels with the stay', async () => {
    const { owner, apartment, template } = await setup();
    await template({ name: 'Potwierdzenie', subject: 'Rezerwacja', body: 'Dziękujemy {{guestName}}', trigger: 'booking_confirmed' });
    await template({ name: 'Trzy dni', subject: 'Wkrótce', body: 'Za trzy dni!', trigger: 'before_check_in', triggerDays: 3 });
    await template({ name: 'Anulowanie', subject: 'Anulowano', body: 'Przykro nam', trigger: 'cancellation' });
    await template({ name: 'Opinia', subject: 'Jak było?', body: 'Oceń pobyt: {{guestPageUrl}}', trigger: 'after_check_out', triggerDays: 1 });

    // booked today for tomorrow: the confirmation and the 3-days-before message go at once
    const late = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(1), to: dayFromToday(2), email: 'late@example.pl' });
    await runAutomation(api.db, api.config);
    expect((await messagesOf(late)).map((m) => m.subject).sort()).toEqual(['Rezerwacja', 'Wkrótce']);

    // a stay that ended a month ago gets no review request when the trigger appears now
    const old = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(-35), to: dayFromToday(-30) });
    await api.db.query(`update reservations set created_at = now() - interval '60 days' where id = $1`, [old]);
    await api.db.query(`delete from scheduled_messages where reservation_id = $1`, [old]);
    await runAutomation(api.db, api.config);
    expect((await messagesOf(old)).map((m) => m.subject)).not.toContain('Jak było?');

    const later = await createStay(api.db, owner.accountId, apartment, { from: dayFromToday(20), to: dayFromToday(22), email: 'later@example.pl' });
    await runAutomation(api.db, api.config);
    const list = (await api.app.inject({ method: 'GET', url: `${C}/${later}/scheduled`, headers: owner.auth })).json().data;
    const reminder = list.find((s: { attributes: { templateName: string } }) => s.attributes.templateName === 'Trzy dni');
    const skipped = await api.app.inject({ method: 'POST', url: `${C}/${later}/scheduled/${reminder.id}/skip`, headers: owner.auth, payload: {} });
    expect(skipped.json().data.find((s: { id: string }) => s.id === reminder.id).attributes.status).toBe('skipped');

    await api.db.query(`update reservations set status = 'canceled', updated_at = now() where id = $1`, [later]);
    await runAutomation(api.db, api.config);
    const after = (await api.app.inject({ method: 'GET', url: `${C}/${later}/scheduled`, headers: owner.auth })).json().data;
    const byName = Object.fromEntries(after.map((s: { attributes: { templateName: string; status: string } }) => [s.attributes.templateName, s.attributes.status]));
    expect(byName).toEqual({ Potwierdzenie: 'sent', 'Trzy dni': 'skipped', Opinia: 'canceled', Anulowanie: 'sent' });
    expect((await messagesOf(later)).map((m) => m.subject)).toEqual(['Rezerwacja', 'Anulowano']);

    const stranger = await signedInOwner(api);
    expect((await api.app.inject({ method: 'GET', url: `${C}/${later}/scheduled`, headers: stranger.auth })).statusCode).toBe(404);
  });
});
