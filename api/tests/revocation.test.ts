import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../src/demo';
import { hashPassword } from '../src/lib/passwords';
import { openSession } from '../src/modules/session';
import { ACK_TIMEOUT_MS } from '../src/plugins/changes';
import { freshSchema, POSTGRES_URL, startInstance } from '../src/test/postgresForTest';
import { startTcpProxy, type TcpProxy } from '../src/test/tcpProxy';

// Two API instances on one PostgreSQL schema, as behind a balancer. Instance B hears the change feed late (its LISTEN
// connection goes through a proxy that delays what the server sends by LISTEN_DELAY_MS), so that a session B keeps in
// memory would still be accepted for that long after it was revoked through A. A sign-out, a password change or a
// permission change made through A must be refused by B as soon as A has answered.

jest.setTimeout(180_000);

const LISTEN_DELAY_MS = 150;
const PASSWORD = 'Haslo-testowe-1';

let schema: Awaited<ReturnType<typeof freshSchema>>;
let listenProxy: TcpProxy;
let a: Awaited<ReturnType<typeof startInstance>>;
let b: Awaited<ReturnType<typeof startInstance>>;

beforeAll(async () => {
  schema = await freshSchema();
  const target = new URL(POSTGRES_URL);
  listenProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, { delayMs: LISTEN_DELAY_MS });
  a = await startInstance(schema.schema);
  b = await startInstance(schema.schema, { listenUrl: listenProxy.urlFor(POSTGRES_URL) });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await listenProxy?.close();
  await schema?.drop();
});

async function owner() {
  const email = `odwolanie-${crypto.randomBytes(4).toString('hex')}@example.pl`;
  const accountId = await createAccount(schema.direct, { name: 'Konto', email, passwordHash: await hashPassword(PASSWORD) });
  const [{ id: userId }] = await schema.direct.query<{ id: string }>('select id from users where account_id = $1', [accountId]);
  const session = async () => ({ authorization: `Bearer ${await openSession(schema.direct, userId)}` });
  return { accountId, userId, session };
}

const status = async (app: FastifyInstance, headers: Record<string, string>, url = '/api/v1/me') =>
  (await app.inject({ method: 'GET', url, headers })).statusCode;

describe('revocation is immediate on every instance', () => {
  it('refuses a signed-out session on the other instance as soon as the sign-out has answered', async () => {
    const { session } = await owner();
    for (let round = 0; round < 5; round++) {
      const auth = await session();
      // both instances have the session in memory
      expect(await status(a.app, auth)).toBe(200);
      expect(await status(b.app, auth)).toBe(200);
      expect(await status(b.app, auth)).toBe(200);
      const started = Date.now();
      expect((await a.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers: auth })).statusCode).toBe(204);
      // the sign-out waited for B to hear it (through B's slow feed), not longer than the acknowledgement timeout
      expect(Date.now() - started).toBeGreaterThanOrEqual(LISTEN_DELAY_MS);
      expect(Date.now() - started).toBeLessThan(ACK_TIMEOUT_MS);
      expect(await status(b.app, auth)).toBe(401);
    }
  });

  it("refuses the user's other sessions on the other instance as soon as a password change has answered", async () => {
    const { session } = await owner();
    const changing = await session();
    const other = await session();
    expect(await status(b.app, other)).toBe(200);
    const changed = await a.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/password',
      headers: changing,
      payload: { oldPassword: PASSWORD, newPassword: 'Nowe-haslo-555', passwordConfirmation: 'Nowe-haslo-555' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await status(b.app, other)).toBe(401);
  });

  it("refuses what a co-host may no longer do on the other instance as soon as the owner's change has answered", async () => {
    const { accountId, session } = await owner();
    const [{ id: coHostId }] = await schema.direct.query<{ id: string }>(
      `insert into users (account_id, email, first_name, last_name, phone_number, owner, permissions)
       values ($1, $2, 'Ewa', 'Nowak', '600100200', false, '{reservations}') returning id`,
      [accountId, `wspol-${crypto.randomBytes(4).toString('hex')}@example.pl`],
    );
    const coHost = { authorization: `Bearer ${await openSession(schema.direct, coHostId)}` };
    const reservations = '/api/v1/householder/reservations';
    expect(await status(b.app, coHost, reservations)).toBe(200);
    const patched = await a.app.inject({
      method: 'PATCH',
      url: `/api/v1/householder/householders/${coHostId}`,
      headers: await session(),
      payload: { user: { permissions: ['clients'] } },
    });
    expect(patched.statusCode).toBe(200);
    // refused: 403 for the permission taken away (or 401 should the change have signed the co-host out)
    expect([401, 403]).toContain(await status(b.app, coHost, reservations));
  });

  it('answers the sign-out all the same when another instance does not acknowledge, after the stated bound', async () => {
    const { session } = await owner();
    const auth = await session();
    expect(await status(b.app, auth)).toBe(200);
    listenProxy.stall();
    try {
      const started = Date.now();
      expect((await a.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers: auth })).statusCode).toBe(204);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(ACK_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(ACK_TIMEOUT_MS + 1_500);
    } finally {
      listenProxy.restore();
    }
  });
});
