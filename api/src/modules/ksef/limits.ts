/**
 * KSeF's request limits (limity/limity-api.md, 22.11.2025): per endpoint, at most so many requests a second, a minute
 * and an hour, counted over sliding windows (the last 1 s, 60 s, 60 min; all three at once), per context (the NIP)
 * and IP address. Above any of them KSeF answers 429 with Retry-After and blocks for longer the more it is crossed,
 * so the client paces itself to stay within them (`RequestPacer`), and the test server enforces the same table.
 */

export interface RateLimit {
  perSecond: number;
  perMinute: number;
  perHour: number;
}

export interface LimitRule {
  /** the table's name of the endpoint; requests of one rule are counted together */
  name: string;
  method: 'GET' | 'POST' | '*';
  /** the path after /v2 */
  path: RegExp;
  limit: RateLimit;
}

const seg = '[^/]+';
const rule = (name: string, method: LimitRule['method'], path: string, perSecond: number, perMinute: number, perHour: number): LimitRule => ({
  name,
  method,
  path: new RegExp(`^${path}$`),
  limit: { perSecond, perMinute, perHour },
});

/** The documented defaults of PRD (and DEMO); the most specific first, 'Pozostałe' last. */
export const KSEF_LIMITS: readonly LimitRule[] = [
  rule('POST /invoices/query/metadata', 'POST', '/invoices/query/metadata', 8, 16, 20),
  rule('POST /invoices/exports', 'POST', '/invoices/exports', 8, 16, 20),
  rule('GET /invoices/exports/{referenceNumber}', 'GET', `/invoices/exports/${seg}`, 10, 60, 600),
  rule('GET /invoices/ksef/{ksefNumber}', 'GET', `/invoices/ksef/${seg}`, 8, 16, 64),
  rule('POST /sessions/batch', 'POST', '/sessions/batch', 10, 20, 60),
  rule('POST /sessions/batch/{referenceNumber}/close', 'POST', `/sessions/batch/${seg}/close`, 10, 20, 60),
  rule('POST /sessions/online', 'POST', '/sessions/online', 10, 30, 120),
  rule('POST /sessions/online/{referenceNumber}/invoices', 'POST', `/sessions/online/${seg}/invoices`, 10, 30, 180),
  rule('POST /sessions/online/{referenceNumber}/close', 'POST', `/sessions/online/${seg}/close`, 10, 30, 120),
  rule('GET /sessions/{referenceNumber}/invoices/failed', 'GET', `/sessions/${seg}/invoices/failed`, 10, 20, 200),
  rule('GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}', 'GET', `/sessions/${seg}/invoices/${seg}`, 30, 120, 1200),
  rule('GET /sessions/{referenceNumber}/invoices', 'GET', `/sessions/${seg}/invoices`, 10, 20, 200),
  rule('GET /sessions', 'GET', '/sessions', 5, 10, 60),
  rule('GET /sessions/*', 'GET', '/sessions/.+', 10, 120, 1200),
  rule('Pozostałe', '*', '/.*', 10, 30, 120),
];

/** The rule a request counts against (its query string left out). */
export function limitRuleOf(method: string, path: string, rules: readonly LimitRule[] = KSEF_LIMITS): LimitRule | null {
  const bare = path.split('?')[0];
  return rules.find((r) => (r.method === '*' || r.method === method.toUpperCase()) && r.path.test(bare)) ?? null;
}

const WINDOWS: Array<{ ms: number; of: keyof RateLimit }> = [
  { ms: 1_000, of: 'perSecond' },
  { ms: 60_000, of: 'perMinute' },
  { ms: 3_600_000, of: 'perHour' },
];

/**
 * Sliding-window counts of requests per key (a context and a rule): how long until one more is within every window,
 * and the record of one made. The client and the test server both count with it.
 */
export class SlidingWindowCounter {
  private readonly sent = new Map<string, number[]>();

  /** Milliseconds until one more request of `key` keeps within `limit` (0: now). */
  delayFor(key: string, limit: RateLimit, now: number): number {
    const times = this.prune(key, now);
    let delay = 0;
    for (const w of WINDOWS) {
      const inWindow = times.filter((t) => t > now - w.ms);
      if (inWindow.length >= limit[w.of]) {
        // the oldest request that must leave the window for one more to fit
        const leaving = inWindow[inWindow.length - limit[w.of]];
        delay = Math.max(delay, leaving + w.ms - now + 1);
      }
    }
    return delay;
  }

  record(key: string, now: number): void {
    this.prune(key, now).push(now);
  }

  private prune(key: string, now: number): number[] {
    const times = (this.sent.get(key) ?? []).filter((t) => t > now - 3_600_000);
    this.sent.set(key, times);
    return times;
  }
}

export interface PacerOptions {
  rules?: readonly LimitRule[];
  /** the longest pause the client takes itself; a longer one is given back as KSeF's 429 would (default 10 s) */
  maxWaitMs?: number;
  /** added to each pause: KSeF counts a request when it arrives, a little after the client counted it (default 100 ms) */
  marginMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** What the pacer says when keeping within the limits needs a longer pause than it takes: try again in so many seconds. */
export class PacedOutError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`limit of KSeF requests reached: next in ${retryAfterSeconds} s`);
  }
}

/**
 * The client's pacing: before each request, the pause that keeps its context within KSeF's limits; a pause longer
 * than `maxWaitMs` is not taken (the job is tried again later instead, as after a 429), and nothing is sent.
 * One pacer per KSeF address and NIP, shared by every client of that context in this process (`pacerFor`).
 */
export class RequestPacer {
  private readonly counter = new SlidingWindowCounter();
  private readonly rules: readonly LimitRule[];
  private readonly maxWaitMs: number;
  private readonly marginMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private queue: Promise<void> = Promise.resolve();

  constructor(options: PacerOptions = {}) {
    this.rules = options.rules ?? KSEF_LIMITS;
    this.maxWaitMs = options.maxWaitMs ?? 10_000;
    this.marginMs = options.marginMs ?? 100;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Resolves when the request may go (and counts it); throws PacedOutError when that is more than maxWaitMs away. */
  take(method: string, path: string): Promise<void> {
    const turn = this.queue.then(() => this.takeNow(method, path));
    // one request at a time decides, so that concurrent ones do not all see the same free slot
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async takeNow(method: string, path: string): Promise<void> {
    const found = limitRuleOf(method, path, this.rules);
    if (!found) return;
    const needed = this.counter.delayFor(found.name, found.limit, this.now());
    const delay = needed > 0 ? needed + this.marginMs : 0;
    if (delay > this.maxWaitMs) throw new PacedOutError(Math.ceil(delay / 1000));
    if (delay > 0) await this.sleep(delay);
    this.counter.record(found.name, this.now());
  }
}

const pacers = new Map<string, RequestPacer>();

/** The process's pacer of one KSeF address and NIP (KSeF counts per context and IP address). */
export function pacerFor(baseUrl: string, nip: string, options?: PacerOptions): RequestPacer {
  const key = `${baseUrl}|${nip}`;
  let pacer = pacers.get(key);
  if (!pacer) {
    pacer = new RequestPacer(options);
    pacers.set(key, pacer);
  }
  return pacer;
}
