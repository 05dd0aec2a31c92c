import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../src/demo';
import type { Database } from '../src/db/database';
import { hashPassword } from '../src/lib/passwords';
import { openSession } from '../src/modules/session';
import { DATABASE_UNAVAILABLE } from '../src/plugins/errors';
import { createApartment } from '../src/test/fixtures';
import { freshSchema, POSTGRES_URL, startInstance } from '../src/test/postgresForTest';
import { startTcpProxy, type TcpProxy } from '../src/test/tcpProxy';

// An API instance whose database connections go through a proxy on loopback: its connections are terminated by the
// server (pg_terminate_backend, as a restart or a failover does), reset, or left hanging (a partition). It stays up,
// answers 503 with Retry-After and a Polish message while the database is out of reach, loses no acknowledged write,
// and works again by itself once the database is back.

jest.setTimeout(120_000);

const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 1_500;

let schema: Awaited<ReturnType<typeof freshSchema>>;
let proxy: TcpProxy;
let api: Awaited<ReturnType<typeof startInstance>>;
let owner: { accountId: string; auth: Record<string, string> };
let apartment: string;

beforeAll(async () => {
  schema = await freshSchema();
  const target = new URL(POSTGRES_URL);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  api = await startInstance(schema.schema, {
    url: proxy.urlFor(POSTGRES_URL),
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  });
  const email = `awaria-${crypto.randomBytes(3).toString('hex')}@example.pl`;
  const accountId = await createAccount(schema.direct, { name: 'Konto awarii', email, passwordHash: await hashPassword('Haslo-testowe-1') });
  const [{ id: userId }] = await schema.direct.query<{ id: string }>('select id from users where account_id = $1', [accountId]);
  owner = { accountId, auth: { authorization: `Bearer ${await openSession(schema.direct, userId)}` } };
  apartment = await createApartment(schema.direct, accountId, { name: 'Apartament Awaryjny' });
});
afterAll(async () => {
  await api?.close();
  await proxy?.close();
  await schema?.drop();
});

afterEach(() => proxy.restore());

let day = 0;
/** Books a night of its own (no two requests collide); resolves to the status and the guest's name. */
async function book(app: FastifyInstance) {
  day += 1;
  const from = new Date(Date.UTC(2033, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2033, 0, 2) + day * 86_400_000).toISOString().slice(0, 10);
  const fullName = `Gość ${day}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/householder/reservations',
    headers: owner.auth,
    payload: { reservation: { fullName, apartmentId: apartment, from, to, pricePerNight: 200 } },
  });
  return { status: res.statusCode, fullName, res };
}

/** Terminates, on the server, every connection the instance has through the proxy (its pool and its LISTEN). */
async function terminateInstanceConnections(direct: Database): Promise<number> {
  const rows = await direct.query<{ terminated: boolean }>(
    'select pg_terminate_backend(pid) as terminated from pg_stat_activity where client_port = any($1::int[]) and pid <> pg_backend_pid()',
    [proxy.upstreamPorts()],
  );
  return rows.filter((r) => r.terminated).length;
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ready = async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: res.statusCode, body: res.json() };
};

describe('a database connection lost', () => {
  it('keeps the instance up under load when the server terminates its connections, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const { status, fullName } = await book(api.app);
        statuses.push(status);
        if (status === 201) acknowledged.push(fullName);
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    await eventually(async () => acknowledged.length, (n) => n >= 8);
    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      terminated += await terminateInstanceConnections(schema.direct);
      await new Promise((r) => setTimeout(r, 300));
    }
    const before = acknowledged.length;
    await eventually(async () => acknowledged.length, (n) => n >= before + 8);
    stop = true;
    await Promise.all(writers);

    expect(terminated).toBeGreaterThanOrEqual(3);
    // what failed in the moment was a 503 the client may repeat, never a 500
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    // afterwards every request succeeds, and every write acknowledged is there
    expect((await book(api.app)).status).toBe(201);
    const stored = await schema.direct.query<{ full_name: string }>('select full_name from reservations where account_id = $1', [owner.accountId]);
    const names = new Set(stored.map((r) => r.full_name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    // the change feed listens again (a new connection) and the instance is ready
    expect((await eventually(ready, (r) => r.status === 200)).body).toEqual({
      status: 'ok',
      checks: { database: 'ok', changes: 'ok', redis: 'off', migrations: 'ok' },
    });
  });
});

describe('the database out of reach', () => {
  it('answers 503 with Retry-After within the timeouts while the network hangs, and recovers by itself', async () => {
    expect((await book(api.app)).status).toBe(201);
    proxy.stall();
    const started = Date.now();
    const answers = await Promise.all([book(api.app), book(api.app), book(api.app)]);
    const took = Date.now() - started;
    for (const { res } of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    }
    // a pooled connection gives up a second after the statement timeout, a new one after the connect timeout
    expect(took).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_000 + 1_500);
    // the balancer's checks: alive, but not ready (the database does not answer; soon the feed is lost too)
    expect((await api.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', checks: { database: 'fail' } });

    proxy.restore();
    expect((await eventually(() => book(api.app), (r) => r.status === 201)).status).toBe(201);
    expect((await eventually(ready, (r) => r.status === 200)).status).toBe(200);
  });

  it('answers 503 at once when connections are refused, and recovers when the server is back', async () => {
    proxy.cut();
    const started = Date.now();
    const { res } = await book(api.app);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS);
    // a signed-in read that needs the database answers the same
    const me = await api.app.inject({ method: 'GET', url: '/api/v1/householder/reservations', headers: owner.auth });
    expect(me.statusCode).toBe(503);
    expect(await eventually(async () => api.app.changes.live, (live) => !live)).toBe(false);

    proxy.restore();
    expect((await eventually(() => book(api.app), (r) => r.status === 201)).status).toBe(201);
    expect((await eventually(ready, (r) => r.status === 200)).body.checks.changes).toBe('ok');
  });
});
