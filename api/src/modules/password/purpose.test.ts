import { hashToken, newToken } from '../../lib/tokens';
import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';
import { createUserToken } from './repository';

/** Each link works only for its own purpose: a reset link resets, an invitation or sign-up link activates. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api.close();
});

const TOKEN_INVALID = 'Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.';
let ip = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++ip / 250)}.${ip % 250}` });

function setPassword(token: string, password: string) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/users/${encodeURIComponent(token)}/set_password`,
    headers: freshIp(),
    payload: { password, passwordConfirmation: password },
  });
}

function resetPassword(token: string, password: string) {
  return api.app.inject({
    method: 'PATCH',
    url: '/api/v1/password',
    headers: freshIp(),
    payload: { password, password_confirmation: password, reset_password_token: token },
  });
}

async function tokenOf(userId: string, kind: 'reset' | 'invitation' | 'registration') {
  if (kind !== 'registration') return createUserToken(api.db, userId, kind);
  // sign-up links are issued by the registration module; the row is what matters here
  const token = newToken();
  await api.db.query(`insert into user_tokens (user_id, kind, token_hash, expires_at) values ($1, 'registration', $2, now() + interval '1 day')`, [
    userId,
    hashToken(token),
  ]);
  return token;
}

describe('a token works only for its purpose', () => {
  it('refuses a reset token at the invitation route, and the token still resets', async () => {
    const owner = await signedInOwner(api);
    const token = await tokenOf(owner.userId, 'reset');
    const wrong = await setPassword(token, 'Przez-zaproszenie-1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password[0]).toBe(TOKEN_INVALID);
    expect(wrong.headers.authorization).toBeUndefined();
    expect((await resetPassword(token, 'Przez-reset-1234')).statusCode).toBe(200);
  });

  it.each(['invitation', 'registration'] as const)('refuses a link of kind %s at the reset route, and the link still activates', async (kind) => {
    const owner = await signedInOwner(api);
    const token = await tokenOf(owner.userId, kind);
    const wrong = await resetPassword(token, 'Przez-reset-1234');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ reset_password_token: [TOKEN_INVALID] });
    const right = await setPassword(token, 'Przez-zaproszenie-1');
    expect(right.statusCode).toBe(200);
    expect(right.headers.authorization).toMatch(/^Bearer /);
  });
});
