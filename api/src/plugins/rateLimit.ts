import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../lib/errors';
import { hashToken } from '../lib/tokens';

export type ThrottleName = 'login' | 'passwordReset' | 'token' | 'passwordChange';

export interface ThrottleRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Limits of the sign-in and password endpoints, each counted per client IP and per identity (the e-mail, or the
 * token of a link): the IP limit stops one machine trying many accounts, the identity limit stops many machines
 * trying one account, and the e-mail limit keeps anyone from flooding a mailbox with reset links.
 */
export const THROTTLE_RULES: Record<ThrottleName, { ip: ThrottleRule; identity: ThrottleRule }> = {
  login: { ip: { max: 30, windowMs: MINUTE }, identity: { max: 10, windowMs: 15 * MINUTE } },
  passwordReset: { ip: { max: 10, windowMs: 15 * MINUTE }, identity: { max: 5, windowMs: 60 * MINUTE } },
  token: { ip: { max: 20, windowMs: 15 * MINUTE }, identity: { max: 10, windowMs: 15 * MINUTE } },
  // the old password asked by a signed-in change: a stolen session must not become a way to guess it
  passwordChange: { ip: { max: 20, windowMs: 15 * MINUTE }, identity: { max: 10, windowMs: 15 * MINUTE } },
};

export const TOO_MANY = 'Zbyt wiele prób. Spróbuj ponownie za chwilę.';

/** A fixed-window counter: `hit` counts one attempt and says how many the window holds and when it ends. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    if (this.windows.size > 50_000) this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.endsAt - now };
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
  }
}

// INCR and the expiry in one step, so that instances sharing Redis count together and a key never lives forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: import('ioredis').Redis,
    private readonly prefix = 'gospodarz:throttle:',
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count: Number(count), resetInMs: Number(ttl) };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** per-route limits of @fastify/rate-limit, for a route's `config.rateLimit` (per IP only) */
    rateLimits: Record<'login' | 'passwordReset' | 'token', RateLimitOptions>;
    /**
     * preValidation hook: 429 with a Polish message once the client IP or the identity `identityOf` gives (an
     * e-mail, a token) has made more attempts than `THROTTLE_RULES[name]` allows.
     */
    throttle(name: ThrottleName, identityOf?: (request: FastifyRequest) => string | null | undefined): preValidationAsyncHookHandler;
  }
}

/** Rate limits for sign-in and the token endpoints: in-process by default, shared through Redis with REDIS_URL. */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  let redis: import('ioredis').Redis | undefined;
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'gospodarz-rl-',
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: TOO_MANY, retryAfter: context.after }),
  });
  // RATE_LIMIT_FACTOR scales every limit (e.g. for a browser test suite signing in dozens of times a minute).
  const factor = app.config.rateLimitFactor;
  app.decorate('rateLimits', {
    login: { max: THROTTLE_RULES.login.ip.max * factor, timeWindow: THROTTLE_RULES.login.ip.windowMs },
    passwordReset: { max: THROTTLE_RULES.passwordReset.ip.max * factor, timeWindow: THROTTLE_RULES.passwordReset.ip.windowMs },
    token: { max: THROTTLE_RULES.token.ip.max * factor, timeWindow: THROTTLE_RULES.token.ip.windowMs },
  });

  const memory = new MemoryCounterStore();
  const shared = redis ? new RedisCounterStore(redis) : null;

  async function hit(key: string, windowMs: number) {
    if (!shared) return memory.hit(key, windowMs);
    try {
      return await shared.hit(key, windowMs);
    } catch (error) {
      // Redis down: keep limiting, per instance, rather than fail open or refuse every sign-in.
      app.log.warn({ err: error }, 'rate limit falls back to in-process counters');
      return memory.hit(key, windowMs);
    }
  }

  app.decorate('throttle', (name: ThrottleName, identityOf?: (request: FastifyRequest) => string | null | undefined) => {
    const rules = THROTTLE_RULES[name];
    return async function throttle(request: FastifyRequest, reply: FastifyReply) {
      const checks: Array<Promise<{ count: number; resetInMs: number; max: number }>> = [
        hit(`${name}:ip:${request.ip}`, rules.ip.windowMs).then((r) => ({ ...r, max: rules.ip.max * factor })),
      ];
      const identity = identityOf?.(request)?.trim().toLowerCase();
      if (identity) {
        // Hashed: e-mails and tokens are not kept in the counters' store.
        checks.push(hit(`${name}:id:${hashToken(identity)}`, rules.identity.windowMs).then((r) => ({ ...r, max: rules.identity.max * factor })));
      }
      const exceeded = (await Promise.all(checks)).filter((c) => c.count > c.max);
      if (exceeded.length > 0) {
        const retryAfter = Math.max(...exceeded.map((c) => Math.ceil(c.resetInMs / 1000)));
        reply.header('Retry-After', String(Math.max(1, retryAfter)));
        throw new TooManyRequestsError(TOO_MANY);
      }
    };
  });
});
