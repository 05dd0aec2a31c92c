import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { openSession } from '../session';
import { redisForTest } from '../../test/redisForTest';
import { sendInvitation } from './service';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://panel.example.pl' });
}, 120_000);
afterAll(async () => {
  await api.close();
});

const OWN_EMAIL = 'Hasło nie może być Twoim adresem e-mail ani jego częścią przed znakiem @';
const TOKEN_INVALID = 'Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.';
let ipCounter = 0;
/** A client address of its own, so that tests do not share the per-IP limits. */
function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

function forgot(email: string, headers = freshIp()) {
  return api.app.inject({ method: 'POST', url: '/api/v1/password', headers, payload: { user: { email } } });
}

async function mailsTo(email: string) {
  return api.db.query<{ subject: string; text_body: string; kind: string; account_id: string | null }>(
    'select subject, text_body, kind, account_id from outbox_emails where to_address = $1 order by created_at',
    [email],
  );
}

/** The token of the last link mailed to the address. */
async function lastToken(email: string, path = 'reset-password'): Promise<string> {
  const mails = await mailsTo(email);
  const text = mails[mails.length - 1].text_body;
  const match = new RegExp(`https://panel\\.example\\.pl/${path}\\?token=([\\w%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

function login(email: string, password: string, headers = freshIp()) {
  return api.app.inject({ method: 'POST', url: '/api/v1/login', headers, payload: { user: { email, password } } });
}

function me(authorization: string) {
  return api.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } });
}

describe('forgot password', () => {
  it('answers a known and an unknown e-mail alike, and mails a 1-hour reset link only to the known one', async () => {
    const owner = await signedInOwner(api);
    const known = await forgot(owner.email.toUpperCase());
    const unknown = await forgot('nikogo-takiego@example.pl');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: 'Jeśli konto z tym adresem e-mail istnieje, wysłaliśmy na nie link do zmiany hasła.' });
    expect(await mailsTo('nikogo-takiego@example.pl')).toEqual([]);

    const [mail] = await mailsTo(owner.email);
    expect(mail).toMatchObject({ subject: 'Gospodarz: zmiana hasła', kind: 'reset', account_id: owner.accountId });
    expect(mail.text_body).toContain('Link jest ważny przez 1 godzinę');
    const [token] = await api.db.query<{ hours: number; token_hash: string }>(
      `select round(extract(epoch from expires_at - created_at) / 3600)::int as hours, token_hash from user_tokens
        where user_id = $1 and kind = 'reset'`,
      [owner.userId],
    );
    expect(token.hours).toBe(1);
    // only the hash is stored
    expect(mail.text_body).not.toContain(token.token_hash);
  });

  it('refuses a malformed address with 422', async () => {
    const res = await forgot('to-nie-jest-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Podaj poprawny adres e-mail'] });
  });
});

describe('reset password with the link (PATCH /password)', () => {
  it('sets the new password, consumes the link and signs out every session', async () => {
    const owner = await signedInOwner(api);
    await forgot(owner.email);
    const token = await lastToken(owner.email);
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/password',
      headers: freshIp(),
      payload: { password: 'Nowe-haslo-2026', password_confirmation: 'Nowe-haslo-2026', reset_password_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Hasło zostało zmienione.' });
    expect((await me(owner.auth.authorization)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(401);
    expect((await login(owner.email, 'Nowe-haslo-2026')).statusCode).toBe(200);

    const again = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/password',
      headers: freshIp(),
      payload: { password: 'Inne-haslo-2026', password_confirmation: 'Inne-haslo-2026', reset_password_token: token },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: TOKEN_INVALID, errors: { reset_password_token: [TOKEN_INVALID] } });
    expect((await login(owner.email, 'Inne-haslo-2026')).statusCode).toBe(401);
  });

  it('accepts the camelCase and the `user`-wrapped readings', async () => {
    const owner = await signedInOwner(api);
    await forgot(owner.email);
    const camel = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/password',
      headers: freshIp(),
      payload: { password: 'Camel-haslo-77', passwordConfirmation: 'Camel-haslo-77', resetPasswordToken: await lastToken(owner.email) },
    });
    expect(camel.statusCode).toBe(200);
    await forgot(owner.email);
    const wrapped = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/password',
      headers: freshIp(),
      payload: { user: { password: 'Devise-haslo-77', password_confirmation: 'Devise-haslo-77', reset_password_token: await lastToken(owner.email) } },
    });
    expect(wrapped.statusCode).toBe(200);
    expect((await login(owner.email, 'Devise-haslo-77')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const owner = await signedInOwner(api);
    await forgot(owner.email);
    const token = await lastToken(owner.email);
    await api.db.query(`update user_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [owner.userId]);
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/password',
      headers: freshIp(),
      payload: { password: 'Nowe-haslo-2026', password_confirmation: 'Nowe-haslo-2026', reset_password_token: token },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reset_password_token).toEqual([TOKEN_INVALID]);
    expect((await me(owner.auth.authorization)).statusCode).toBe(200);
  });

  it('applies the password rules without using up the link', async () => {
    const owner = await signedInOwner(api);
    await forgot(owner.email);
    const token = await lastToken(owner.email);
    const attempt = (password: string, password_confirmation: string) =>
      api.app.inject({ method: 'PATCH', url: '/api/v1/password', headers: freshIp(), payload: { password, password_confirmation, reset_password_token: token } });

    const short = await attempt('krotkie', 'krotkie');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['Hasło musi mieć co najmniej 8 znaków'] });
    const common = await attempt('Password1', 'Password1');
    expect(common.json().errors).toEqual({ password: ['To hasło jest zbyt popularne'] });
    const mismatch = await attempt('Dobre-haslo-123', 'Dobre-haslo-124');
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Hasła się nie zgadzają'] });
    const missing = await attempt('', '');
    expect(missing.json().errors).toEqual({ password: ['Pole jest wymagane'], password_confirmation: ['Pole jest wymagane'] });

    expect((await attempt('Dobre-haslo-123', 'Dobre-haslo-123')).statusCode).toBe(200);
  });

  it('refuses the user’s own e-mail or its local part as the new password, keeping the link', async () => {
    const owner = await signedInOwner(api);
    await forgot(owner.email);
    const token = await lastToken(owner.email);
    const attempt = (password: string) =>
      api.app.inject({ method: 'PATCH', url: '/api/v1/password', headers: freshIp(), payload: { password, password_confirmation: password, reset_password_token: token } });
    for (const password of [owner.email, ` ${owner.email.toUpperCase()} `, owner.email.split('@')[0], owner.email.split('@')[0].toUpperCase()]) {
      const res = await attempt(password);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [OWN_EMAIL] });
    }
    expect((await attempt('Dobre-haslo-123')).statusCode).toBe(200);
  });

  it('says the link is bad when no token is sent, never a 500', async () => {
    const res = await api.app.inject({ method: 'PATCH', url: '/api/v1/password', headers: freshIp(), payload: { password: 'Dobre-haslo-123' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ reset_password_token: [TOKEN_INVALID], password_confirmation: ['Pole jest wymagane'] });
  });
});

describe('set password and sign in (POST /users/{token}/set_password)', () => {
  async function invitedCoHost(accountId: string) {
    const email = `wspolgospodarz-${Math.random().toString(36).slice(2, 8)}@example.pl`;
    const [user] = await api.db.query<{ id: string; account_id: string; email: string; first_name: string }>(
      `insert into users (account_id, email, first_name, owner, permissions) values ($1, $2, 'Ewa', false, '{reservations}')
       returning id, account_id, email, first_name`,
      [accountId, email],
    );
    await sendInvitation(api.db, api.config, user, 'Anna Gospodarska');
    return user;
  }

  it('activates an invited co-host with a 7-day link and signs them in', async () => {
    const owner = await signedInOwner(api);
    const coHost = await invitedCoHost(owner.accountId);
    const [mail] = await mailsTo(coHost.email);
    expect(mail.subject).toBe('Gospodarz: zaproszenie do współpracy');
    expect(mail.text_body).toContain('Anna Gospodarska zaprasza Cię');
    const [ttl] = await api.db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days from user_tokens where user_id = $1`,
      [coHost.id],
    );
    expect(ttl.days).toBe(7);

    const token = await lastToken(coHost.email, 'confirm_my_registration');
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/v1/users/${encodeURIComponent(token)}/set_password`,
      headers: freshIp(),
      payload: { password: 'Wspolne-haslo-9', passwordConfirmation: 'Wspolne-haslo-9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toMatch(/^Bearer [\w-]{40,}$/);
    expect(res.json().data).toMatchObject({ id: coHost.id, type: 'user', attributes: { email: coHost.email, owner: false } });
    expect((await me(String(res.headers.authorization))).json().data.id).toBe(coHost.id);

    const reuse = await api.app.inject({
      method: 'POST',
      url: `/api/v1/users/${encodeURIComponent(token)}/set_password`,
      headers: freshIp(),
      payload: { password: 'Wspolne-haslo-10', passwordConfirmation: 'Wspolne-haslo-10' },
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.password[0]).toBe(TOKEN_INVALID);
  });

  it('refuses a reset link: a link works only for what it was sent for', async () => {
    const owner = await signedInOwner(api);
    await forgot(owner.email);
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/v1/users/${encodeURIComponent(await lastToken(owner.email))}/set_password`,
      headers: freshIp(),
      payload: { password: 'Reset-przez-link-1', passwordConfirmation: 'Reset-przez-link-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toBe(TOKEN_INVALID);
    expect(res.headers.authorization).toBeUndefined();
    expect((await me(owner.auth.authorization)).statusCode).toBe(200);
  });

  it('refuses the invited co-host’s own e-mail or its local part as their password', async () => {
    const owner = await signedInOwner(api);
    const coHost = await invitedCoHost(owner.accountId);
    const url = `/api/v1/users/${encodeURIComponent(await lastToken(coHost.email, 'confirm_my_registration'))}/set_password`;
    for (const password of [coHost.email, coHost.email.split('@')[0]]) {
      const res = await api.app.inject({ method: 'POST', url, headers: freshIp(), payload: { password, passwordConfirmation: password } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual([OWN_EMAIL]);
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('puts the first problem in errors.password for the toast', async () => {
    const owner = await signedInOwner(api);
    const coHost = await invitedCoHost(owner.accountId);
    const token = await lastToken(coHost.email, 'confirm_my_registration');
    const url = `/api/v1/users/${encodeURIComponent(token)}/set_password`;
    const short = await api.app.inject({ method: 'POST', url, headers: freshIp(), payload: { password: 'abc', passwordConfirmation: 'abc' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toBe('Hasło musi mieć co najmniej 8 znaków');
    const bogus = await api.app.inject({
      method: 'POST',
      url: '/api/v1/users/nie-ma-takiego-tokenu/set_password',
      headers: freshIp(),
      payload: { password: 'Dobre-haslo-123', passwordConfirmation: 'Dobre-haslo-123' },
    });
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json().errors.password[0]).toBe(TOKEN_INVALID);
    const expiredOwner = await signedInOwner(api);
    const expiredCoHost = await invitedCoHost(expiredOwner.accountId);
    const expiredToken = await lastToken(expiredCoHost.email, 'confirm_my_registration');
    await api.db.query(`update user_tokens set expires_at = now() - interval '1 minute' where user_id = $1`, [expiredCoHost.id]);
    const expired = await api.app.inject({
      method: 'POST',
      url: `/api/v1/users/${encodeURIComponent(expiredToken)}/set_password`,
      headers: freshIp(),
      payload: { password: 'Dobre-haslo-123', passwordConfirmation: 'Dobre-haslo-123' },
    });
    expect(expired.json().errors.password[0]).toBe(TOKEN_INVALID);
  });
});

describe('rate limits', () => {
  // the window of the limit hit, in minutes: the message says honestly when to come back
  const TOO_MANY = { message: 'Zbyt wiele prób. Spróbuj ponownie za 15 min.' };

  it('limits reset requests per IP', async () => {
    const headers = freshIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`adres${i}@example.pl`, headers)).statusCode).toBe(200);
    const blocked = await forgot('adres-11@example.pl', headers);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot('adres-11@example.pl')).statusCode).toBe(200);
  });

  it('limits reset requests per e-mail whatever the IP', async () => {
    const owner = await signedInOwner(api);
    for (let i = 0; i < 5; i++) expect((await forgot(owner.email)).statusCode).toBe(200);
    const blocked = await forgot(owner.email.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(await mailsTo(owner.email)).toHaveLength(5);
  });

  it('limits failed sign-ins per e-mail and IP, and per IP', async () => {
    const owner = await signedInOwner(api);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) expect((await login(owner.email, 'zle-haslo', attacker)).statusCode).toBe(401);
    const blocked = await login(owner.email, owner.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za 15 min.' });
    // the owner, from an address of their own, is not locked out by someone else's failures
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);

    const headers = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await api.app.inject({ method: 'POST', url: '/api/v1/login', headers, payload: { user: { email: `x${i}@example.pl`, password: 'x' } } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits guessing on one token', async () => {
    const url = '/api/v1/users/zgadywany-token/set_password';
    const payload = { password: 'Dobre-haslo-123', passwordConfirmation: 'Dobre-haslo-123' };
    for (let i = 0; i < 10; i++) expect((await api.app.inject({ method: 'POST', url, headers: freshIp(), payload })).statusCode).toBe(422);
    expect((await api.app.inject({ method: 'POST', url, headers: freshIp(), payload })).statusCode).toBe(429);
  });
});

describe('rate limits shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof redisForTest>>;
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    redis = await redisForTest();
    a = await startTestApi({ REDIS_URL: redis.url });
    b = await startTestApi({ REDIS_URL: redis.url });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('counts attempts of one e-mail across two API instances', async () => {
    // unique per run: the counters live in Redis for the window
    const email = `redis-${Date.now()}-${Math.random().toString(36).slice(2)}@example.pl`;
    const post = (t: TestApi) => t.app.inject({ method: 'POST', url: '/api/v1/password', headers: freshIp(), payload: { user: { email } } });
    for (let i = 0; i < 3; i++) expect((await post(a)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await post(b)).statusCode).toBe(200);
    expect((await post(a)).statusCode).toBe(429);
    expect((await post(b)).statusCode).toBe(429);
  });
});

describe('sessions after password changes', () => {
  it('a fresh session opened after the reset stays valid', async () => {
    const owner = await signedInOwner(api);
    await forgot(owner.email);
    await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/password',
      headers: freshIp(),
      payload: { password: 'Po-resecie-123', password_confirmation: 'Po-resecie-123', reset_password_token: await lastToken(owner.email) },
    });
    const token = await openSession(api.db, owner.userId);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });
});
