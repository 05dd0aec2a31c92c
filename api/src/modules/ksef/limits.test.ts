import { fa3Sample } from '../../test/fa3Sample';
import { startKsefTestServer, type KsefTestServer } from '../../test/ksefServer';
import { KsefRateLimitedError, createKsefClient } from './client';
import { KSEF_LIMITS, PacedOutError, RequestPacer, SlidingWindowCounter, limitRuleOf, type LimitRule } from './limits';

jest.setTimeout(60_000);

const NIP = '5260001246';
const TOKEN = 'test-token-20261127-LIMITS0123456789';

describe("KSeF's request limits (limity-api.md)", () => {
  it('knows the documented limits of each endpoint the client calls', () => {
    const of = (method: string, path: string) => limitRuleOf(method, path)!.limit;
    expect(of('POST', '/sessions/online')).toEqual({ perSecond: 10, perMinute: 30, perHour: 120 });
    expect(of('POST', '/sessions/online/20261127-SO-1/invoices')).toEqual({ perSecond: 10, perMinute: 30, perHour: 180 });
    expect(of('POST', '/sessions/online/20261127-SO-1/close')).toEqual({ perSecond: 10, perMinute: 30, perHour: 120 });
    expect(of('GET', '/sessions/20261127-SO-1/invoices/20261127-EE-2')).toEqual({ perSecond: 30, perMinute: 120, perHour: 1200 });
    expect(of('GET', '/sessions/20261127-SO-1/invoices/20261127-EE-2/upo')).toEqual({ perSecond: 10, perMinute: 120, perHour: 1200 });
    expect(of('POST', '/invoices/query/metadata?pageSize=100')).toEqual({ perSecond: 8, perMinute: 16, perHour: 20 });
    expect(of('GET', '/invoices/ksef/5260001246-20261127-0100001AF629-7B')).toEqual({ perSecond: 8, perMinute: 16, perHour: 64 });
    expect(limitRuleOf('POST', '/auth/challenge')!.name).toBe('Pozostałe');
  });

  it('counts over sliding windows of a second, a minute and an hour, all at once', () => {
    const counter = new SlidingWindowCounter();
    const limit = { perSecond: 2, perMinute: 3, perHour: 4 };
    counter.record('k', 0);
    counter.record('k', 10);
    // a third in the same second waits for the first to leave it
    expect(counter.delayFor('k', limit, 20)).toBe(981);
    counter.record('k', 1_001);
    // a fourth in the same minute waits for the first to leave the minute
    expect(counter.delayFor('k', limit, 2_000)).toBe(58_001);
    counter.record('k', 60_001);
    // the fifth: the hour is full until the first leaves it
    expect(counter.delayFor('k', limit, 120_000)).toBe(3_600_000 - 120_000 + 1);
    // another key counts on its own
    expect(counter.delayFor('other', limit, 120_000)).toBe(0);
  });

  it('pauses within a short wait, and gives a longer one back as the seconds to try again, sending nothing', async () => {
    let now = 0;
    const pauses: number[] = [];
    const rules: LimitRule[] = [{ name: 'x', method: '*', path: /.*/, limit: { perSecond: 1, perMinute: 2, perHour: 100 } }];
    const pacer = new RequestPacer({ rules, maxWaitMs: 10_000, now: () => now, sleep: async (ms) => void (pauses.push(ms), (now += ms)) });
    await pacer.take('POST', '/sessions/online');
    await pacer.take('POST', '/sessions/online');
    // the window's wait and a margin for the time the request takes to reach KSeF
    expect(pauses).toEqual([1_101]);
    await expect(pacer.take('POST', '/sessions/online')).rejects.toEqual(new PacedOutError(59));
    expect(pauses).toEqual([1_101]);
  });

  describe('against the test server enforcing the same limits (429 with Retry-After)', () => {
    // the documented table with opening an interactive session tightened, so that a test reaches it within seconds
    const TIGHT: LimitRule[] = KSEF_LIMITS.map((r) => (r.name === 'POST /sessions/online' ? { ...r, limit: { perSecond: 1, perMinute: 3, perHour: 120 } } : r));
    let server: KsefTestServer;
    beforeEach(async () => {
      server = await startKsefTestServer({ limits: TIGHT });
      server.addToken(TOKEN, NIP);
    });
    afterEach(async () => {
      expect(server.violations).toEqual([]);
      await server.close();
    });
    const invoice = (n: number) => ({ xml: fa3Sample({ sellerNip: NIP, buyerNip: null, number: `FV/${n}/11/2026` }) });

    it('a client without pacing meets the 429 the limits give', async () => {
      const client = createKsefClient({ baseUrl: server.url, nip: NIP, token: TOKEN, pollMs: 100, pacer: null });
      expect((await client.sendInvoice(invoice(1))).status).toBe('accepted');
      // the second within a second, or at the latest the fourth within the minute, is refused
      let refused: unknown = null;
      for (const n of [2, 3, 4]) {
        refused = await client.sendInvoice(invoice(n)).then(() => null, (error: unknown) => error);
        if (refused) break;
      }
      expect(refused).toBeInstanceOf(KsefRateLimitedError);
      expect(server.requests.filter((r) => r.status === 429).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /sessions/online']);
    });

    it('the paced client keeps within them: sessions a second apart, and the minute full it waits without asking', async () => {
      const pacer = new RequestPacer({ rules: TIGHT, maxWaitMs: 5_000 });
      const client = createKsefClient({ baseUrl: server.url, nip: NIP, token: TOKEN, pollMs: 100, pacer });
      const started = Date.now();
      for (const n of [1, 2, 3]) expect((await client.sendInvoice(invoice(n))).status).toBe('accepted');
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(server.requests.filter((r) => r.status === 429)).toEqual([]);
      // a fourth session this minute would cross 3 a minute: not asked for, the job told to try again in about a minute
      const asked = server.requests.length;
      const fourth = client.sendInvoice(invoice(4));
      await expect(fourth).rejects.toBeInstanceOf(KsefRateLimitedError);
      const error = (await fourth.catch((e: unknown) => e)) as KsefRateLimitedError;
      expect(error.retryAfterSeconds).toBeGreaterThan(30);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(server.requests.slice(asked).filter((r) => r.path === '/sessions/online')).toEqual([]);
      expect(server.invoices).toHaveLength(3);
    });
  });
});
