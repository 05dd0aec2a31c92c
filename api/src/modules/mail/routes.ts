import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Resource, Timestamp } from '../../lib/schemas';
import { latestEmails } from './service';
import { toEmailDto } from './serialize';

const OutboxAnswer = Type.Object({
  data: Type.Array(
    Resource(
      'email',
      Type.Object({
        to: Type.String({ examples: ['demo@gospodarz.pl'] }),
        subject: Type.String({ examples: ['Gospodarz: zmiana hasła'] }),
        text: Type.String(),
        links: Type.Array(Type.String(), { description: 'the http(s) links found in the text' }),
        kind: Type.String({ examples: ['reset'] }),
        status: Type.Unsafe<string>({ type: 'string', enum: ['pending', 'sent', 'failed', 'logged'] }),
        attempts: Type.Integer(),
        lastError: Type.Union([Type.String(), Type.Null()]),
        createdAt: Timestamp(),
        sentAt: Type.Union([Timestamp(), Type.Null()]),
      }),
    ),
  ),
});

/**
 * Development only: the latest mails of the outbox, newest first, so that a person (or the browser test) can open
 * a reset or invitation link without a mail server. Registered only when DEV_OUTBOX=true switches it on: it hands
 * anyone the links that set passwords.
 */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  if (!app.config.devOutbox) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Latest outbox e-mails (development only: DEV_OUTBOX=true)',
        security: [],
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 320, examples: ['demo@gospodarz.pl'] })),
          perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        }),
        response: { 200: OutboxAnswer },
      },
    },
    async (request) => {
      const rows = await latestEmails(app.db, request.query.perPage ?? 50, request.query.to || undefined);
      return { data: rows.map(toEmailDto) };
    },
  );
}
