import { parseTrustProxy } from '../src/config';
import { LOGIN_SLOWDOWN, accountTooManyMessage, slowdownMs } from '../src/plugins/rateLimit';
import { redisForTest } from '../src/test/redisForTest';
import { createAccount } from '../src/demo';
import { hashPassword } from '../src/lib/passwords';
import { startTestApi, signedInOwner, type TestApi } from '../src/test/harness';

let ipCounter = 0;
/** A made-up client address, as a proxy would name it. */
function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.7.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

const login = (api: TestApi, email: string, password: string, headers: Record<string, string> = freshIp()) =>
  api.app.inject({ method: 'POST', url: '/api/v1/login', headers, payload: { user: { email, password } } });

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or a list of proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12,uniquelocal')).toEqual(['10.0.0.1', '172.16.0.0/12', 'uniquelocal']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });

  // Reset requests are limited to 10 per client address in 15 minutes (and cost no password hashing).
  const forgot = (api: TestApi, i: number) =>
    api.app.inject({ method: 'POST', url: '/api/v1/password', headers: freshIp(), payload: { user: { email: `nikt${i}@example.pl` } } });

  it('counts a client by its own address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const api = await startTestApi({ TRUST_PROXY: '' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await forgot(api, i)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await api.close();
    }
  }, 120_000);

  it('takes the client address from a trusted proxy', async () => {
    const api = await startTestApi({ TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < 11; i++) expect((await forgot(api, i)).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  }, 120_000);
});

describe('sign-in limits that cannot lock the owner out', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it("lets the owner in from their own address while another address is refused after 10 failures", async () => {
    const owner = await signedInOwner(api);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) expect((await login(api, owner.email, `zgaduje-${i}`, attacker)).statusCode).toBe(401);
    const refused = await login(api, owner.email, 'zgaduje-dalej', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za 15 min.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // other addresses still get their answer; the owner gets in
    expect((await login(api, owner.email, 'zgaduje-z-innego')).statusCode).toBe(401);
    expect((await login(api, owner.email, owner.password)).statusCode).toBe(200);
  }, 120_000);

  it('does not count successful sign-ins: a shared front-desk login and one typo are not locked out', async () => {
    const owner = await signedInOwner(api);
    const frontDesk = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(api, owner.email, owner.password, frontDesk)).statusCode).toBe(200);
      expect((await login(api, owner.email, 'literowka', frontDesk)).statusCode).toBe(401);
    }
    expect((await login(api, owner.email, owner.password, frontDesk)).statusCode).toBe(200);
  }, 120_000);

  it('slows down, not blocks, sign-ins to an e-mail failing from many addresses', async () => {
    expect(slowdownMs(LOGIN_SLOWDOWN.free)).toBe(0);
    expect(slowdownMs(LOGIN_SLOWDOWN.free + 2)).toBe(2 * LOGIN_SLOWDOWN.stepMs);
    expect(slowdownMs(10_000)).toBe(LOGIN_SLOWDOWN.maxMs);
    const owner = await signedInOwner(api);
    // failures from 8 addresses at once: none of them is over its own limit
    await Promise.all(Array.from({ length: 8 }, () => login(api, owner.email, 'zle-haslo')));
    const started = Date.now();
    const res = await login(api, owner.email, owner.password);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(slowdownMs(8) - 5);
  }, 120_000);
});

describe('guessing one password from many addresses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it(`checks at most ${LOGIN_SLOWDOWN.refuseAfter} guesses for an e-mail from new addresses, and lets its owner in from a known one`, async () => {
    const owner = await signedInOwner(api);
    const home = freshIp();
    expect((await login(api, owner.email, owner.password, home)).statusCode).toBe(200);
    // 40 wrong passwords from 40 addresses at once
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(api, owner.email, `zgaduje-${i}`)));
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_SLOWDOWN.refuseAfter);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_SLOWDOWN.refuseAfter);
    const refused = guesses.find((g) => g.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: accountTooManyMessage(15 * 60_000) });
    expect(refused.json().message).toBe('Zbyt wiele nieudanych prób logowania na to konto z nowych adresów. Spróbuj ponownie za 15 min. albo ustaw nowe hasło („Nie pamiętasz hasła?”).');
    // a new address is refused even with the right password: nothing is checked
    expect((await login(api, owner.email, owner.password)).statusCode).toBe(429);
    // the owner's own address: a typo is answered, and the right password gets in
    expect((await login(api, owner.email, 'literowka', home)).statusCode).toBe(401);
    expect((await login(api, owner.email, owner.password, home)).statusCode).toBe(200);
    // another e-mail is not affected
    const other = await signedInOwner(api);
    expect((await login(api, other.email, other.password)).statusCode).toBe(200);
  }, 120_000);
});

describe('sign-in limits shared through Redis', () => {
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

  it('counts failures of one e-mail and address across instances, and gives successes back', async () => {
    // the counters live in Redis for their window: an address and an e-mail of this run only
    const owner = await signedInOwner(a);
    const home = { 'x-forwarded-for': `10.8.${process.pid % 250}.${Math.floor(Math.random() * 250)}` };
    for (let i = 0; i < 12; i++) expect((await login(a, owner.email, owner.password, home)).statusCode).toBe(200);
    const address = { 'x-forwarded-for': `10.9.${process.pid % 250}.${Math.floor(Math.random() * 250)}` };
    for (let i = 0; i < 5; i++) expect((await login(a, owner.email, 'zle', address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(b, owner.email, 'zle', address)).statusCode).toBe(401);
    expect((await login(b, owner.email, 'zle', address)).statusCode).toBe(429);
    expect((await login(a, owner.email, 'zle', address)).statusCode).toBe(429);
    expect((await login(a, owner.email, owner.password, home)).statusCode).toBe(200);
  }, 120_000);

  it('knows the addresses an e-mail signed in from on every instance', async () => {
    const owner = await signedInOwner(a);
    // the same user in the second instance's database (each test API has its own)
    await createAccount(b.db, { name: 'Konto B', email: owner.email, passwordHash: await hashPassword(owner.password) });
    const home = { 'x-forwarded-for': `10.10.${process.pid % 250}.${Math.floor(Math.random() * 250)}` };
    expect((await login(b, owner.email, owner.password, home)).statusCode).toBe(200);
    const guesses = await Promise.all(Array.from({ length: LOGIN_SLOWDOWN.refuseAfter + 5 }, (_, i) => login(b, owner.email, `zgaduje-${i}`)));
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(5);
    expect((await login(a, owner.email, owner.password)).statusCode).toBe(429);
    expect((await login(a, owner.email, owner.password, home)).statusCode).toBe(200);
  }, 120_000);
});
