import { createAccount } from '../../demo';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const url = '/api/v1/householder/message_templates';

describe('message templates', () => {
  it('gives every new account the three sample templates', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((t: { attributes: { name: string; channel: string } }) => [t.attributes.name, t.attributes.channel])).toEqual([
      ['Nowa rezerwacja', 'email'],
      ['Nowa rezerwacja SMS', 'sms'],
      ['Anulowanie rezerwacji', 'email'],
    ]);
    expect(res.json().data[0].attributes.body).toContain('{{guestName}}');
    // however the account is made
    const accountId = await createAccount(api.db, { name: 'Inne', email: 'inne@example.pl', passwordHash: null });
    const rows = await api.db.query('select 1 from message_templates where account_id = $1', [accountId]);
    expect(rows).toHaveLength(3);
  });

  it('creates, edits and deletes a template, scoped to the account', async () => {
    const owner = await signedInOwner(api);
    const stranger = await signedInOwner(api);
    const created = await api.app.inject({
      method: 'POST',
      url,
      headers: owner.auth,
      payload: { messageTemplate: { name: 'Przypomnienie', language: 'eng', channel: 'email', subject: 'See you {{from}}', body: 'Hello {{guestName}}' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.attributes).toMatchObject({ name: 'Przypomnienie', language: 'eng', subject: 'See you {{from}}' });

    const edited = await api.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: owner.auth, payload: { messageTemplate: { channel: 'sms', body: 'Do zobaczenia {{from}}' } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({ name: 'Przypomnienie', channel: 'sms', subject: '', body: 'Do zobaczenia {{from}}' });

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await api.app.inject({ method, url: `${url}/${id}`, headers: stranger.auth, payload: method === 'PUT' ? { name: 'x' } : undefined });
      expect(res.statusCode).toBe(404);
    }
    expect((await api.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: owner.auth })).statusCode).toBe(204);
    expect((await api.app.inject({ method: 'GET', url: `${url}/${id}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it('refuses missing fields, unknown placeholders and a language outside the list', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({ method: 'POST', url, headers: owner.auth, payload: { messageTemplate: { name: '', channel: 'email', body: 'Hej {{guest}}' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Pole jest wymagane'], subject: ['Pole jest wymagane'], body: ['Nieznany znacznik: {{guest}}'] });
    const language = await api.app.inject({ method: 'POST', url, headers: owner.auth, payload: { name: 'A', language: 'deu', channel: 'sms', body: 'x' } });
    expect(language.statusCode).toBe(422);
    expect(language.json().errors).toEqual({ language: ['Wybierz jedną z dostępnych wartości'] });
  });

  it('refuses a name taken in the same language with 409, and keeps other languages as versions of it', async () => {
    const owner = await signedInOwner(api);
    const dup = await api.app.inject({ method: 'POST', url, headers: owner.auth, payload: { name: ' nowa REZERWACJA ', channel: 'sms', body: 'x' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Szablon o tej nazwie już istnieje w tym języku.', errors: { name: ['Szablon o tej nazwie już istnieje w tym języku.'] } });
    const english = await api.app.inject({ method: 'POST', url, headers: owner.auth, payload: { name: 'Nowa rezerwacja', language: 'eng', channel: 'email', subject: 'Booking', body: 'Hi {{guestName}}' } });
    expect(english.statusCode).toBe(201);
    const list = await api.app.inject({ method: 'GET', url, headers: owner.auth });
    const sms = list.json().data.find((t: { attributes: { name: string } }) => t.attributes.name === 'Nowa rezerwacja SMS');
    const renamed = await api.app.inject({ method: 'PUT', url: `${url}/${sms.id}`, headers: owner.auth, payload: { name: 'Anulowanie rezerwacji' } });
    expect(renamed.statusCode).toBe(409);
  });

  it('keeps one trigger per template name across its language versions, and checks its days and hour', async () => {
    const owner = await signedInOwner(api);
    const create = (payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url, headers: owner.auth, payload });
    const pol = await create({ name: 'Przed przyjazdem', channel: 'email', subject: 'Do zobaczenia', body: 'Czekamy {{from}}', trigger: 'before_check_in', triggerDays: 3 });
    expect(pol.statusCode).toBe(201);
    expect(pol.json().data.attributes).toMatchObject({ trigger: 'before_check_in', triggerDays: 3, triggerHour: null });
    const eng = await create({ name: 'Przed przyjazdem', language: 'eng', channel: 'email', subject: 'See you', body: 'See you {{from}}' });
    expect(eng.json().data.attributes).toMatchObject({ trigger: 'before_check_in', triggerDays: 3 });
    await api.app.inject({ method: 'PUT', url: `${url}/${eng.json().data.id}`, headers: owner.auth, payload: { triggerDays: 2 } });
    const again = await api.app.inject({ method: 'GET', url: `${url}/${pol.json().data.id}`, headers: owner.auth });
    expect(again.json().data.attributes.triggerDays).toBe(2);

    const noDays = await create({ name: 'A', channel: 'email', subject: 's', body: 'b', trigger: 'after_check_out' });
    expect(noDays.json().errors).toEqual({ triggerDays: ['Podaj liczbę dni'] });
    const noHour = await create({ name: 'B', channel: 'email', subject: 's', body: 'b', trigger: 'check_in_day', triggerHour: 24 });
    expect(noHour.statusCode).toBe(422);
    expect(noHour.json().errors).toEqual({ triggerHour: ['Podaj godzinę od 0 do 23'] });
    const sms = await create({ name: 'C', channel: 'sms', body: 'b', trigger: 'cancellation' });
    expect(sms.json().errors).toEqual({ trigger: ['Wiadomości automatyczne wysyłamy e-mailem: wybierz kanał E-mail'] });
  });
});
