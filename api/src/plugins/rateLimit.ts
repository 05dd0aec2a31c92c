import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../lib/errors';
import { hashToken } from '../lib/tokens';

export type ThrottleName = 'login' | 'passwordReset' | 'token' | 'passwordChange' | 'guestPage' | 'guestPost' | 'providerPage' | 'calendarFeed' | 'sitePage' | 'siteBooking' | 'apiToken';

export interface ThrottleRule {
  max: number;
  windowMs: number;
}

interface ThrottleRules {
  /** attempts from one client address, whatever the identity */
  ip: ThrottleRule;
  /** attempts for one identity (an e-mail, the token of a link); counted per client address when `perClient` */
  identity: ThrottleRule;
  /**
   * Sign-in: the identity is limited per (identity, client address) pair, so that nobody can lock the owner out
   * by failing from elsewhere, and an answer below 400 gives its attempt back, so that only failures count.
   */
  perClient?: boolean;
}

const MINUTE = 60_000;

/**
 * Limits of the sign-in and password endpoints, each counted per client IP and per identity (the e-mail, or the
 * token of a link): the IP limit stops one machine trying many accounts, the identity limit stops many machines
 * trying one account, and the e-mail limit keeps anyone from flooding a mailbox with reset links.
 */
export const THROTTLE_RULES: Record<ThrottleName, ThrottleRules> = {
  login: { ip: { max: 30, windowMs: MINUTE }, identity: { max: 10, windowMs: 15 * MINUTE }, perClient: true },
  passwordReset: { ip: { max: 10, windowMs: 15 * MINUTE }, identity: { max: 5, windowMs: 60 * MINUTE } },
  token: { ip: { max: 20, windowMs: 15 * MINUTE }, identity: { max: 10, windowMs: 15 * MINUTE } },
  // the old password asked by a signed-in change: a stolen session must not become a way to guess it
  passwordChange: { ip: { max: 20, windowMs: 15 * MINUTE }, identity: { max: 10, windowMs: 15 * MINUTE } },
  // the guest page (no sign-in): reads per address and per link token, and its messages and review more tightly
  guestPage: { ip: { max: 120, windowMs: MINUTE }, identity: { max: 60, windowMs: MINUTE } },
  guestPost: { ip: { max: 20, windowMs: MINUTE }, identity: { max: 10, windowMs: MINUTE } },
  // the provider's page: a phone reloading and tapping through a day's orders, not a guesser trying tokens
  providerPage: { ip: { max: 300, windowMs: 15 * MINUTE }, identity: { max: 300, windowMs: 15 * MINUTE } },
  // an apartment's iCal export: channels poll it every few minutes; a guesser of tokens gets nowhere fast
  calendarFeed: { ip: { max: 120, windowMs: MINUTE }, identity: { max: 60, windowMs: MINUTE } },
  // the public site (issue 39): its pages, calendar and quotes per address and per site; bookings far more tightly
  sitePage: { ip: { max: 240, windowMs: MINUTE }, identity: { max: 3000, windowMs: MINUTE } },
  siteBooking: { ip: { max: 5, windowMs: 15 * MINUTE }, identity: { max: 30, windowMs: 60 * MINUTE } },
  // a personal access token (issue 42): a host's script, per token, and per address for all the tokens it uses
  apiToken: { ip: { max: 600, windowMs: MINUTE }, identity: { max: 120, windowMs: MINUTE } },
};

/**
 * Failed sign-ins of one e-mail from every address together (a guesser spread over many addresses): after `free`
 * failures within the window each attempt waits `stepMs` more per failure, up to `maxMs`, and after `refuseAfter`
 * failures attempts are refused (429) before the password is checked. Both apply only to addresses the e-mail has not
 * signed in from (within `knownForMs`): the owner, from an address of their own, still gets in at once, and from a new
 * one with the right password while the attempts are only slowed.
 */
export const LOGIN_SLOWDOWN = { windowMs: 15 * MINUTE, free: 5, stepMs: 250, maxMs: 3_000, refuseAfter: 20, knownForMs: 90 * 24 * 60 * MINUTE };

/** The 429's message, saying honestly when to come back. */
export function tooManyMessage(retryInMs: number, failuresOnly = false): string {
  const minutes = Math.max(1, Math.ceil(retryInMs / MINUTE));
  return `Zbyt wiele ${failuresOnly ? 'nieudanych ' : ''}prób. Spróbuj ponownie za ${minutes} min.`;
}

/** The 429 of an e-mail refusing new addresses (LOGIN_SLOWDOWN.refuseAfter). */
export function accountTooManyMessage(retryInMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryInMs / MINUTE));
  return `Zbyt wiele nieudanych prób logowania na to konto z nowych adresów. Spróbuj ponownie za ${minutes} min. albo ustaw nowe hasło („Nie pamiętasz hasła?”).`;
}

export function slowdownMs(failures: number, factor = 1): number {
  const over = failures - LOGIN_SLOWDOWN.free * factor;
  return over <= 0 ? 0 : Math.min(LOGIN_SLOWDOWN.maxMs, over * LOGIN_SLOWDOWN.stepMs);
}

/** A fixed-window counter: `hit` counts one attempt and says how many the window holds and when it ends. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** gives one attempt back (a sign-in that succeeded) */
  refund(key: string): Promise<void>;
  /** how many the key's window holds now (0 when none), counting nothing */
  peek(key: string): Promise<number>;
  /** keeps a mark under `key` for `ttlMs` (an address an e-mail signed in from) */
  mark(key: string, ttlMs: number): Promise<void>;
}

const MEMORY_ENTRIES = 50_000;

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.bound(now);
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.endsAt - now };
  }

  async refund(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async peek(key: string) {
    const entry = this.windows.get(key);
    return entry && entry.endsAt > Date.now() ? entry.count : 0;
  }

  async mark(key: string, ttlMs: number) {
    const now = Date.now();
    this.bound(now);
    this.windows.delete(key);
    this.windows.set(key, { count: 1, endsAt: now + ttlMs });
  }

  /** Expired windows go once there are many; past twice that, the oldest go too (memory stays bounded). */
  private bound(now: number) {
    if (this.windows.size <= MEMORY_ENTRIES) return;
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MEMORY_ENTRIES * 2) break;
      this.windows.delete(key);
    }
  }
}

// INCR and the expiry in one step, so that instances sharing Redis count together and a key never lives forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

// Never below zero, and never creating a key that has expired meanwhile.
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: import('ioredis').Redis,
    private readonly prefix = 'gospodarz:throttle:',
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count: Number(count), resetInMs: Number(ttl) };
  }

  async refund(key: string) {
    await this.redis.eval(REFUND_SCRIPT, 1, this.prefix + key);
  }

  async peek(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async mark(key: string, ttlMs: number) {
    await this.redis.set(this.prefix + key, '1', 'PX', ttlMs);
  }
}

/** The longest a Redis command may take before the counters fall back to memory (Redis answers in well under 1 ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 40;
/** After a failure Redis is left alone this long (the breaker open), then one attempt tries it again. */
export const REDIS_RETRY_AFTER_MS = 5_000;

/**
 * Shared counters that fail fast: each command waits at most REDIS_COMMAND_TIMEOUT_MS, and after a failure the
 * in-process counters answer alone for REDIS_RETRY_AFTER_MS (a circuit breaker), so that a Redis that is down,
 * refusing or stalled costs a sign-in at most one short timeout instead of seconds. Limits keep holding meanwhile,
 * per instance; `onChange` says when Redis is given up and when it answers again.
 */
export class FailFastCounters implements CounterStore {
  private openUntil = 0;
  private trying = false;
  private down = false;

  constructor(
    private readonly shared: CounterStore,
    private readonly memory: CounterStore,
    private readonly onChange: (down: boolean, error?: unknown) => void,
  ) {}

  /** whether the last command to Redis failed (the counters are this instance's own meanwhile) */
  get sharedDown(): boolean {
    return this.down;
  }

  async hit(key: string, windowMs: number) {
    if (!this.mayTry()) return this.memory.hit(key, windowMs);
    try {
      const result = await this.shared.hit(key, windowMs);
      this.succeeded();
      return result;
    } catch (error) {
      this.failed(error);
      return this.memory.hit(key, windowMs);
    }
  }

  async refund(key: string) {
    await this.memory.refund(key);
    if (!this.mayTry()) return;
    try {
      await this.shared.refund(key);
      this.succeeded();
    } catch (error) {
      this.failed(error);
    }
  }

  async peek(key: string) {
    if (!this.mayTry()) return this.memory.peek(key);
    try {
      const count = await this.shared.peek(key);
      this.succeeded();
      return count;
    } catch (error) {
      this.failed(error);
      return this.memory.peek(key);
    }
  }

  async mark(key: string, ttlMs: number) {
    await this.memory.mark(key, ttlMs);
    if (!this.mayTry()) return;
    try {
      await this.shared.mark(key, ttlMs);
      this.succeeded();
    } catch (error) {
      this.failed(error);
    }
  }

  /** closed: always; open: never until its time is up, then one attempt at a time (half-open) */
  private mayTry(): boolean {
    if (!this.down) return true;
    if (this.trying || Date.now() < this.openUntil) return false;
    this.trying = true;
    return true;
  }

  private succeeded() {
    this.trying = false;
    if (this.down) {
      this.down = false;
      this.onChange(false);
    }
  }

  private failed(error: unknown) {
    this.trying = false;
    this.openUntil = Date.now() + REDIS_RETRY_AFTER_MS;
    if (!this.down) {
      this.down = true;
      this.onChange(true, error);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the shared counters (REDIS_URL), null without Redis: the readiness check asks whether Redis answers */
    sharedCounters: { ping(): Promise<boolean> } | null;
    /**
     * preValidation hook: 429 with a Polish message once the client IP or the identity `identityOf` gives (an
     * e-mail, a token) has made more attempts than `THROTTLE_RULES[name]` allows.
     */
    throttle(name: ThrottleName, identityOf?: (request: FastifyRequest) => string | null | undefined): preValidationAsyncHookHandler;
  }
}

/** the counters a request's attempt went to, given back when it succeeds (sign-in) */
const refundable = new WeakMap<FastifyRequest, string[]>();
/** the mark of the e-mail and client address of a sign-in, kept when it succeeds: a known address from then on */
const knownOnSuccess = new WeakMap<FastifyRequest, string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rate limits for sign-in and the token endpoints: in-process by default, shared through Redis with REDIS_URL. */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  const memory = new MemoryCounterStore();
  let counters: CounterStore = memory;
  app.decorate('sharedCounters', null);
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(app.config.redisUrl, {
      connectTimeout: 500,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // while not connected a command fails at once instead of waiting in a queue
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RETRY_AFTER_MS),
    });
    // every reconnection attempt reports an error: the breaker below says once when Redis is lost and when it is back
    redis.on('error', (error) => app.log.debug({ err: error }, 'redis (rate limits)'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Redis down: keep limiting, per instance, rather than fail open or refuse every sign-in.
    counters = new FailFastCounters(new RedisCounterStore(redis), memory, (down, error) => {
      if (down) app.log.warn({ err: error }, 'redis unavailable: rate limits are counted by each instance alone until it answers again');
      else app.log.info('redis answers again: rate limits are shared by the instances');
    });
    app.sharedCounters = {
      ping: () => redis.ping().then((answer) => answer === 'PONG', () => false),
    };
  } else if (app.config.production) {
    app.log.warn(
      'REDIS_URL is not set: each API instance counts sign-in and token attempts alone, so with several instances every limit is multiplied by their number',
    );
  }
  // RATE_LIMIT_FACTOR scales every limit (e.g. for a browser test suite signing in dozens of times a minute).
  const factor = app.config.rateLimitFactor;
  const hit = (key: string, windowMs: number) => counters.hit(key, windowMs);
  const refund = (key: string) => counters.refund(key);

  // Counted before the attempt runs (so that parallel guesses are all counted) and given back on success.
  app.addHook('onSend', async (request, reply) => {
    const keys = refundable.get(request);
    if (keys && reply.statusCode < 400) await Promise.all(keys.map(refund));
    const known = knownOnSuccess.get(request);
    if (known && reply.statusCode < 400) await counters.mark(known, LOGIN_SLOWDOWN.knownForMs);
  });

  app.decorate('throttle', (name: ThrottleName, identityOf?: (request: FastifyRequest) => string | null | undefined) => {
    const rules = THROTTLE_RULES[name];
    return async function throttle(request: FastifyRequest, reply: FastifyReply) {
      const ipKey = `${name}:ip:${request.ip}`;
      const checks: Array<Promise<{ key: string; count: number; resetInMs: number; max: number; account?: boolean }>> = [
        hit(ipKey, rules.ip.windowMs).then((r) => ({ ...r, key: ipKey, max: rules.ip.max * factor })),
      ];
      const identity = identityOf?.(request)?.trim().toLowerCase();
      // Hashed: e-mails and tokens are not kept in the counters' store.
      const identityHash = identity ? hashToken(identity) : null;
      if (identityHash) {
        const key = rules.perClient ? `${name}:pair:${hashToken(`${identityHash}|${request.ip}`)}` : `${name}:id:${identityHash}`;
        checks.push(hit(key, rules.identity.windowMs).then((r) => ({ ...r, key, max: rules.identity.max * factor })));
      }
      const counted = await Promise.all(checks);
      let slowdown = 0;
      if (rules.perClient && identityHash) {
        const knownKey = `${name}:known:${hashToken(`${identityHash}|${request.ip}`)}`;
        knownOnSuccess.set(request, knownKey);
        // the e-mail's failures from every address together hold back only addresses it has not signed in from
        if ((await counters.peek(knownKey)) === 0) {
          const key = `${name}:all:${identityHash}`;
          const all = await hit(key, LOGIN_SLOWDOWN.windowMs);
          counted.push({ ...all, key, max: LOGIN_SLOWDOWN.refuseAfter * factor, account: true });
          slowdown = slowdownMs(all.count - 1, factor);
        }
      }
      if (rules.perClient) refundable.set(request, counted.map((c) => c.key));
      const exceeded = counted.filter((c) => c.count > c.max);
      if (exceeded.length > 0) {
        const retryInMs = Math.max(...exceeded.map((c) => c.resetInMs));
        reply.header('Retry-After', String(Math.max(1, Math.ceil(retryInMs / 1000))));
        const message = exceeded.every((c) => c.account) ? accountTooManyMessage(retryInMs) : tooManyMessage(retryInMs, rules.perClient);
        throw new TooManyRequestsError(message);
      }
      if (slowdown > 0) await sleep(slowdown);
    };
  });
}, { name: 'rate-limit', dependencies: ['db'] });
