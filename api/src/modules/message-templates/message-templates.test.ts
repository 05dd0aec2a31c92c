import { createAccount } from '../../db/seed';
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
});
