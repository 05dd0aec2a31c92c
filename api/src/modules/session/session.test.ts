import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 30_000);
afterAll(async () => {
  await api.close();
});

describe('sign-in', () => {
  it('returns the user and a bearer token in the Authorization header', async () => {
    const owner = await signedInOwner(api);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { user: { email: owner.email.toUpperCase(), password: owner.password } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toMatch(/^Bearer [\w-]{40,}$/);
    expect(res.json().data).toMatchObject({ type: 'user', attributes: { email: owner.email, owner: true } });
  });

  it('refuses a wrong password and an unknown e-mail with the same Polish message', async () => {
    const owner = await signedInOwner(api);
    const wrong = await api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { user: { email: owner.email, password: 'zle-haslo' } } });
    const unknown = await api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { user: { email: 'nikt@example.pl', password: 'zle-haslo' } } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Nieprawidłowy e-mail lub hasło.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a malformed body with 422 and field messages, never 500', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { user: { email: 'a@b.pl' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['Pole jest wymagane'] });
    const garbage = await api.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"user":' });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('gives the current user to a live token and 401 without one', async () => {
    const owner = await signedInOwner(api);
    const me = await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: owner.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.attributes.email).toBe(owner.email);
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('revokes the session at logout', async () => {
    const owner = await signedInOwner(api);
    const out = await api.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers: owner.auth });
    expect(out.statusCode).toBe(204);
    const me = await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: owner.auth });
    expect(me.statusCode).toBe(401);
  });

  it('expires a session idle longer than the limit', async () => {
    const owner = await signedInOwner(api);
    await api.db.query(`update sessions set last_seen_at = now() - interval '30 days'`);
    const me = await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: owner.auth });
    expect(me.statusCode).toBe(401);
  });
});

describe('account', () => {
  it('reports the subscription end date and days left', async () => {
    const owner = await signedInOwner(api);
    await api.db.query(`update subscriptions set valid_until = current_date + 12 where account_id = $1`, [owner.accountId]);
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/me/subscription', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ daysLeft: 12, apartmentCount: 0, monthlyPrice: 0 });
  });

  it("lists only the account's own notifications with the unread count", async () => {
    const a = await signedInOwner(api);
    const b = await signedInOwner(api);
    await api.db.query(`insert into notifications (account_id, user_id, title) values ($1, $3, 'Dla A'), ($1, $3, 'Też dla A'), ($2, $4, 'Dla B')`, [
      a.accountId,
      b.accountId,
      a.userId,
      b.userId,
    ]);
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: a.auth });
    expect(res.json().data.map((n: { attributes: { title: string } }) => n.attributes.title).sort()).toEqual(['Dla A', 'Też dla A']);
    expect(res.json().meta).toEqual({ unread: 2 });
    await api.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: a.auth, payload: {} });
    const after = await api.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: a.auth });
    expect(after.json().meta).toEqual({ unread: 0 });
  });
});
