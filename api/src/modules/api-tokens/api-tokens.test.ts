import type { InjectOptions } from 'fastify';
import { openSession } from '../session';
import { createApartment } from '../../test/fixtures';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';

// Personal access tokens (issue 42): made with a session, shown once and stored hashed, used as a Bearer token with
// the prefix gzp_, never more than their user (a co-host's permissions and apartments), read-only ones refused on
// writes in Polish, expiring, revocable at once (by their user, and by the account's owner), limited per token.

jest.setTimeout(120_000);

type Headers = Record<string, string>;
let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let apartment1: string;
let apartment2: string;
let coHost: { id: string; auth: Headers };

const R = '/api/v1/householder/reservations';
const T = '/api/v1/me/api_tokens';

function call(auth: Headers | null, request: Omit<InjectOptions, 'headers'>) {
  return api.app.inject({ ...request, headers: { ...(auth ?? {}), 'x-forwarded-for': '10.42.0.1' } } as InjectOptions);
}

async function makeToken(auth: Headers, attributes: { name?: string; expiresIn?: string; access?: string } = {}) {
  const res = await call(auth, { method: 'POST', url: T, payload: { apiToken: { name: 'Skrypt', expiresIn: '30', access: 'write', ...attributes } } });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return { id: body.data.id as string, token: body.meta.token as string, bearer: { authorization: `Bearer ${body.meta.token}` }, body };
}

let nights = 0;
function reservationPayload(apartmentId: string) {
  nights += 7;
  const from = new Date(Date.UTC(2031, 0, 1 + nights));
  const to = new Date(Date.UTC(2031, 0, 3 + nights));
  return { reservation: { apartmentId, from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10), fullName: 'Jan Testowy', pricePerNight: 200 } };
}

beforeAll(async () => {
  api = await startTestApi();
  owner = await signedInOwner(api);
  apartment1 = await createApartment(api.db, owner.accountId, { name: 'Apartament 1', rates: [[2, '300']] });
  apartment2 = await createApartment(api.db, owner.accountId, { name: 'Apartament 2', rates: [[2, '300']] });
  const res = await call(owner.auth, {
    method: 'POST',
    url: '/api/v1/householder/householders',
    payload: { user: { firstName: 'Recepcja', email: 'recepcja-tokeny@example.pl', phoneNumber: '600-100-200', apartmentsIds: [apartment1], permissions: ['reservations'] } },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id;
  coHost = { id, auth: { authorization: `Bearer ${await openSession(api.db, id)}` } };
}, 120_000);
afterAll(async () => {
  await api?.close();
});

it('shows the token once, keeps only its hash, lists it with its last use and acts as its user', async () => {
  const made = await makeToken(owner.auth, { name: 'Arkusz przyjazdów', expiresIn: '90', access: 'write' });
  expect(made.token).toMatch(/^gzp_[A-Za-z0-9_-]{30,}$/);
  expect(made.body.data.attributes).toMatchObject({ name: 'Arkusz przyjazdów', access: 'write', active: true, lastUsedAt: null, tokenStart: made.token.slice(0, 8) });
  const days = (Date.parse(made.body.data.attributes.expiresAt) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89.9);
  expect(days).toBeLessThan(90.1);
  const stored = await api.db.query<{ token_hash: string }>('select token_hash from api_tokens where id = $1', [made.id]);
  expect(stored[0].token_hash).not.toContain(made.token.slice(4));

  const created = await call(made.bearer, { method: 'POST', url: R, payload: reservationPayload(apartment1) });
  expect(created.statusCode).toBe(201);
  expect((await call(made.bearer, { method: 'GET', url: `${R}/${created.json().data.id}` })).statusCode).toBe(200);

  const listed = (await call(owner.auth, { method: 'GET', url: T })).json().data.find((t: { id: string }) => t.id === made.id);
  expect(listed.attributes.lastUsedAt).not.toBeNull();
  expect(JSON.stringify(listed)).not.toContain(made.token);
});

it('refuses every write of a read-only token with a Polish 403, and lets it read', async () => {
  const reader = await makeToken(owner.auth, { access: 'read', expiresIn: 'none' });
  expect(reader.body.data.attributes.expiresAt).toBeNull();
  expect((await call(reader.bearer, { method: 'GET', url: R })).statusCode).toBe(200);
  for (const request of [
    { method: 'POST', url: R, payload: reservationPayload(apartment1) },
    { method: 'PATCH', url: '/api/v1/me', payload: { user: { firstName: 'Włamywacz' } } },
    { method: 'DELETE', url: '/api/v1/me', payload: { confirm: true } },
  ] as const) {
    const res = await call(reader.bearer, request);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/tylko na odczyt/);
  }
  const [{ count }] = await api.db.query<{ count: string }>('select count(*) from users where account_id = $1', [owner.accountId]);
  expect(Number(count)).toBeGreaterThan(0);
});

it("limits a co-host's token to the co-host: their permissions and their apartments", async () => {
  const own = await makeToken(coHost.auth);
  expect((await call(own.bearer, { method: 'POST', url: R, payload: reservationPayload(apartment1) })).statusCode).toBe(201);
  // an apartment not shared with them, and a module they hold no permission for
  expect((await call(own.bearer, { method: 'POST', url: R, payload: reservationPayload(apartment2) })).statusCode).toBe(422);
  expect((await call(own.bearer, { method: 'GET', url: '/api/v1/householder/invoices' })).statusCode).toBe(403);
  expect((await call(own.bearer, { method: 'GET', url: '/api/v1/householder/householders' })).statusCode).toBe(403);
  const hidden = await call(owner.auth, { method: 'POST', url: R, payload: reservationPayload(apartment2) });
  expect((await call(own.bearer, { method: 'GET', url: `${R}/${hidden.json().data.id}` })).statusCode).toBe(404);
  const rows = (await call(own.bearer, { method: 'GET', url: R, query: { perPage: '1000' } })).json().data;
  expect(new Set(rows.map((r: { attributes: { apartmentId: string } }) => r.attributes.apartmentId))).toEqual(new Set([apartment1]));

  // the co-host loses the permission: the token loses it with them, at once
  await api.db.query(`update users set permissions = '{}' where id = $1`, [coHost.id]);
  expect((await call(own.bearer, { method: 'GET', url: R })).statusCode).toBe(403);
  await api.db.query(`update users set permissions = '{reservations}' where id = $1`, [coHost.id]);

  // they see and revoke only their own tokens; the owner sees and revokes theirs too
  const ownersToken = await makeToken(owner.auth, { name: 'Tylko właściciela' });
  const seenByCoHost = (await call(coHost.auth, { method: 'GET', url: T })).json().data.map((t: { id: string }) => t.id);
  expect(seenByCoHost).toContain(own.id);
  expect(seenByCoHost).not.toContain(ownersToken.id);
  expect((await call(coHost.auth, { method: 'DELETE', url: `${T}/${ownersToken.id}` })).statusCode).toBe(404);
  const seenByOwner = (await call(owner.auth, { method: 'GET', url: T })).json().data;
  const coHostsToken = seenByOwner.find((t: { id: string }) => t.id === own.id);
  expect(coHostsToken.attributes).toMatchObject({ own: false, userId: coHost.id, userName: expect.stringContaining('Recepcja') });
  expect((await call(owner.auth, { method: 'DELETE', url: `${T}/${own.id}` })).statusCode).toBe(200);
  expect((await call(own.bearer, { method: 'GET', url: R })).statusCode).toBe(401);
});

it('stops working once revoked or expired (401 in Polish), and never manages tokens itself', async () => {
  const revoked = await makeToken(owner.auth);
  expect((await call(revoked.bearer, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
  const res = await call(owner.auth, { method: 'DELETE', url: `${T}/${revoked.id}` });
  expect(res.json().data.attributes).toMatchObject({ active: false });
  const refused = await call(revoked.bearer, { method: 'GET', url: '/api/v1/me' });
  expect(refused.statusCode).toBe(401);
  expect(refused.json().message).toMatch(/Token API jest nieprawidłowy, wygasł albo został unieważniony/);

  const expiring = await makeToken(owner.auth, { expiresIn: '30' });
  expect((await call(expiring.bearer, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
  await api.db.query(`update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [expiring.id]);
  expect((await call(expiring.bearer, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
  const listed = (await call(owner.auth, { method: 'GET', url: T })).json().data.find((t: { id: string }) => t.id === expiring.id);
  expect(listed.attributes.active).toBe(false);

  const writer = await makeToken(owner.auth);
  for (const request of [
    { method: 'DELETE', url: '/api/v1/me', payload: { confirm: true } },
    { method: 'PATCH', url: '/api/v1/me/password', payload: { oldPassword: owner.password, newPassword: 'Nowe-haslo-555', passwordConfirmation: 'Nowe-haslo-555' } },
  ] as const) {
    const refused = await call(writer.bearer, request);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/zaloguj się w aplikacji/);
  }
  expect((await call(owner.auth, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
  const minted = await call(writer.bearer, { method: 'POST', url: T, payload: { apiToken: { name: 'Drugi', expiresIn: 'none', access: 'write' } } });
  expect(minted.statusCode).toBe(403);
  expect(minted.json().message).toMatch(/Tokenami API zarządza się w aplikacji/);
  expect((await call(null, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
  expect((await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: 'Bearer gzp_nieznany' } })).statusCode).toBe(401);
});

it('refuses a token of another account, and bad input with Polish field messages', async () => {
  const other = await signedInOwner(api);
  const mine = await makeToken(owner.auth);
  expect((await call(other.auth, { method: 'DELETE', url: `${T}/${mine.id}` })).statusCode).toBe(404);
  expect((await call(other.auth, { method: 'GET', url: T })).json().data).toEqual([]);
  const bad = await call(owner.auth, { method: 'POST', url: T, payload: { apiToken: { name: '', expiresIn: '7', access: 'all' } } });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/access/), expect.stringMatching(/expiresIn/)]));
});

it('limits the calls of one token per minute (429 with Retry-After), the other tokens unaffected', async () => {
  const busy = await makeToken(owner.auth, { access: 'read' });
  const calm = await makeToken(owner.auth, { access: 'read' });
  const max = 120 * api.config.rateLimitFactor;
  let last = await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: busy.bearer });
  for (let i = 0; i < max; i++) last = await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: { ...busy.bearer, 'x-forwarded-for': '10.42.1.1' } });
  expect(last.statusCode).toBe(429);
  expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  expect(last.json().message).toMatch(/Zbyt wiele prób/);
  expect((await api.app.inject({ method: 'GET', url: '/api/v1/me', headers: { ...calm.bearer, 'x-forwarded-for': '10.42.1.2' } })).statusCode).toBe(200);
});
