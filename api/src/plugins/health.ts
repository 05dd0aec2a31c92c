import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { listMigrations } from '../db/migrate';
import { appliedMigrations } from '../db/catalog';

/** The longest the readiness check waits for the database or Redis to answer. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

const Check = Type.Union([Type.Literal('ok'), Type.Literal('fail'), Type.Literal('off')], {
  description: "'ok', 'fail', or 'off' (not configured)",
});
const Ready = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    checks: Type.Object({
      database: Check,
      changes: Check,
      redis: Check,
      migrations: Check,
    }),
  },
  {
    description:
      'what the instance depends on: the database answers, the change feed listens, every migration is applied; Redis (when REDIS_URL is set) is reported but does not decide, since the limits count in memory while it is away',
  },
);
const Live = Type.Object({ status: Type.Literal('ok') });

async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health for a balancer and an orchestrator, public and unlogged below warnings:
 * - GET /api/health/live: 200 while the process runs and answers (restart it when this fails);
 * - GET /api/health/ready: 200 when the instance can serve (the database answers, its change feed listens, every
 *   migration is applied), else 503 with the failing checks (send it no traffic). Redis is reported and does not
 *   decide: while it is away each instance counts its limits in memory, and taking every instance out of the balancer
 *   at once because of it would turn a degraded limit into an outage.
 */
export default fp(async function healthPlugin(app: FastifyInstance) {
  const migrations = listMigrations().map((m) => m.name);

  app.get(
    '/api/health/live',
    { logLevel: 'warn', schema: { tags: ['health'], summary: 'The process is up', security: [], response: { 200: Live } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'The instance can serve requests', security: [], response: { 200: Ready, 503: Ready } },
    },
    async (_request, reply) => {
      const [applied, redis] = await Promise.all([
        within(
          appliedMigrations(app.db).catch(() => null),
          READY_CHECK_TIMEOUT_MS,
        ),
        app.sharedCounters ? within(app.sharedCounters.ping(), READY_CHECK_TIMEOUT_MS) : Promise.resolve(null),
      ]);
      const database = Array.isArray(applied);
      const done = database && migrations.every((name) => (applied as string[]).includes(name));
      const checks = {
        database: database ? ('ok' as const) : ('fail' as const),
        changes: app.changes.live ? ('ok' as const) : ('fail' as const),
        redis: redis === null ? ('off' as const) : redis === true ? ('ok' as const) : ('fail' as const),
        migrations: done ? ('ok' as const) : ('fail' as const),
      };
      const ready = checks.database === 'ok' && checks.changes === 'ok' && checks.migrations === 'ok';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  );
}, { name: 'health', dependencies: ['db', 'changes', 'rate-limit'] });
