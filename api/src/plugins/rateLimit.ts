import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** per-route limits, referenced from a route's `config.rateLimit` */
    rateLimits: Record<'login' | 'passwordReset' | 'token', RateLimitOptions>;
  }
}

const MESSAGE = 'Zbyt wiele prób. Spróbuj ponownie za chwilę.';

/** Rate limits for sign-in and the token endpoints: in-process by default, shared through Redis with REDIS_URL. */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  let redis: import('ioredis').Redis | undefined;
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'gospodarz-rl-',
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: MESSAGE, retryAfter: context.after }),
  });
  app.decorate('rateLimits', {
    login: { max: 10, timeWindow: '1 minute' },
    passwordReset: { max: 5, timeWindow: '15 minutes' },
    token: { max: 10, timeWindow: '15 minutes' },
  });
});
