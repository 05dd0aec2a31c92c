import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listLatestEmails } from './repository';
import { toEmailDto } from './serialize';
import { closeTransport } from './worker';

/**
 * Development only: the latest mails of the outbox, newest first, so that a person (or the browser test) can open
 * a reset or invitation link without a mail server. Not registered in production.
 */
export default async function mailRoutes(app: FastifyInstance) {
  app.addHook('onClose', async () => closeTransport(app));
  if (app.config.production) return;
  app.get<{ Querystring: { to?: string; perPage?: number } }>(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Latest outbox e-mails (not available in production)',
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 320 })),
          perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        }),
      },
    },
    async (request) => {
      const rows = await listLatestEmails(app.db, request.query.perPage ?? 50, request.query.to || undefined);
      return { data: rows.map(toEmailDto) };
    },
  );
}
