import net from 'node:net';
import { Redis } from 'ioredis';
import { FailFastCounters, MemoryCounterStore, RedisCounterStore, REDIS_COMMAND_TIMEOUT_MS, REDIS_RETRY_AFTER_MS } from '../src/plugins/rateLimit';
import { redisForTest } from '../src/test/redisForTest';
import { signedInOwner, startTestApi, type TestApi } from '../src/test/harness';
import { startTcpProxy, type TcpProxy } from '../src/test/tcpProxy';

// Sign-in limits with Redis out of reach (REDIS_URL at a closed port, or at a proxy that stalls): every sign-in still
// answers at once, counted by the instance alone, and the shared counters are used again once Redis answers.

jest.setTimeout(180_000);

let redis: Awaited<ReturnType<typeof redisForTest>>;
let proxy: TcpProxy;

beforeAll(async () => {
  redis = await redisForTest();
  const target = new URL(redis.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
});
afterAll(async () => {
  await proxy?.close();
  await redis?.stop();
});
afterEach(() => proxy.restore());

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let ip = 0;
async function timedLogin(api: TestApi, email: string, password: string) {
  ip += 1;
  const started = Date.now();
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'x-forwarded-for': `10.66.${ip >> 8}.${ip & 255}` },
    payload: { user: { email, password } },
  });
  return { status: res.statusCode, ms: Date.now() - started };
}

/** Waits (5 s at most) until the instance's Redis connection is up: it connects in the background after start. */
async function connectedToRedis(api: TestApi): Promise<void> {
  const until = Date.now() + 5_000;
  while (!(await api.app.sharedCounters!.ping())) {
    if (Date.now() > until) throw new Error('the instance did not connect to Redis within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How long the same sign-in takes on an instance without Redis: what a sign-in costs of itself (password hashing). */
async function baseline(): Promise<number> {
  const api = await startTestApi();
  try {
    const owner = await signedInOwner(api);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) times.push((await timedLogin(api, owner.email, owner.password)).ms);
    return Math.max(...times);
  } finally {
    await api.close();
  }
}

describe('the shared counters fail fast', () => {
  it('answers a count within 100 ms when Redis stalls, then stops asking it until it may be back', async () => {
    const client = new Redis(proxy.urlFor(redis.url), { commandTimeout: REDIS_COMMAND_TIMEOUT_MS, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    client.on('error', () => undefined);
    await new Promise((resolve) => client.once('ready', resolve));
    // connected, then the network hangs: commands are sent and never answered
    proxy.stall();
    const changes: boolean[] = [];
    const counters = new FailFastCounters(new RedisCounterStore(client, `test:${process.pid}:`), new MemoryCounterStore(), (down) => changes.push(down));
    try {
      for (let i = 1; i <= 5; i++) {
        const started = Date.now();
        expect((await counters.hit('k', 60_000)).count).toBe(i);
        expect(Date.now() - started).toBeLessThan(100);
      }
      // said once, not once per attempt
      expect(changes).toEqual([true]);
      expect(counters.sharedDown).toBe(true);
    } finally {
      client.disconnect();
    }
  });
});

describe('sign-in with Redis out of reach', () => {
  it('answers every sign-in without waiting for Redis, refused at a closed port or hanging behind a stalled proxy', async () => {
    const ownCost = await baseline();
    for (const url of [`redis://127.0.0.1:${await closedPort()}`, proxy.urlFor(redis.url)]) {
      const api = await startTestApi({ REDIS_URL: url });
      try {
        const owner = await signedInOwner(api);
        if (url !== proxy.urlFor(redis.url)) expect((await timedLogin(api, owner.email, owner.password)).status).toBe(200);
        else {
          // connected and counting in Redis first, then the network hangs
          await connectedToRedis(api);
          expect((await timedLogin(api, owner.email, owner.password)).status).toBe(200);
          expect(await api.app.sharedCounters!.ping()).toBe(true);
          proxy.stall();
        }
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await timedLogin(api, owner.email, i % 2 ? owner.password : 'zle-haslo'));
        expect(answers.map((a) => a.status)).toEqual([401, 200, 401, 200]);
        // each within what a sign-in costs anyway plus the fail-fast bound (before: 2.8-7.7 s each)
        for (const answer of answers) expect(answer.ms).toBeLessThan(ownCost + 100 + 400);
        expect(await api.app.sharedCounters!.ping()).toBe(false);
        // reported, but the instance still serves: the limits count in memory meanwhile
        const ready = await api.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', changes: 'ok', redis: 'fail', migrations: 'ok' } });
      } finally {
        await api.close();
      }
    }
  });

  it('keeps limiting per instance while Redis is down, and shares the counters again once it answers', async () => {
    const api = await startTestApi({ REDIS_URL: proxy.urlFor(redis.url) });
    try {
      const owner = await signedInOwner(api);
      await connectedToRedis(api);
      expect((await timedLogin(api, owner.email, owner.password)).status).toBe(200);
      proxy.cut();
      // ten failures from one address are refused after that, counted in memory
      const address = { 'x-forwarded-for': '10.67.0.1' };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await api.app.inject({ method: 'POST', url: '/api/v1/login', headers: address, payload: { user: { email: owner.email, password: `zle-${i}` } } }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      proxy.restore();
      // after the breaker's pause Redis answers again: readiness says so
      await new Promise((r) => setTimeout(r, REDIS_RETRY_AFTER_MS));
      const end = Date.now() + 10_000;
      let ready = await api.app.inject({ method: 'GET', url: '/api/health/ready' });
      while (ready.json().checks.redis !== 'ok' && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 200));
        ready = await api.app.inject({ method: 'GET', url: '/api/health/ready' });
      }
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', changes: 'ok', redis: 'ok', migrations: 'ok' } });
      expect((await timedLogin(api, owner.email, owner.password)).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
