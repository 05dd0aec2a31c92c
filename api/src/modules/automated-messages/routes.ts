import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { EmptyBody, Resource, SIGNED_IN_ERRORS, Timestamp, Uuid, errorResponses, withMessage } from '../../lib/schemas';
import { editScheduled, listScheduled, sendScheduledNow, skipScheduled } from './service';

const Scheduled = Resource(
  'scheduled_message',
  Type.Object({
    templateName: Type.String({ examples: ['Przypomnienie przed przyjazdem'] }),
    trigger: Type.String({ examples: ['before_check_in'] }),
    sendAt: Timestamp(),
    status: Type.Enum(['scheduled', 'sent', 'skipped', 'canceled']),
    edited: Type.Boolean({ description: 'the host changed its text' }),
    sendAtEdited: Type.Boolean({ description: 'the host set its send time (the stay’s dates no longer move it)' }),
    subject: Type.String(),
    body: Type.String(),
  }),
);
const ScheduledList = Type.Object({ data: Type.Array(Scheduled) });
const Params = Type.Object({ id: Uuid({ description: "the reservation's id" }), scheduledId: Uuid() });
const ReservationParams = Type.Object({ id: Uuid({ description: "the reservation's id" }) });
const EditBody = Type.Object(
  {
    subject: Type.Optional(withMessage(Type.String({ maxLength: 200 }), { maxLength: 'Temat może mieć najwyżej 200 znaków' })),
    body: Type.Optional(withMessage(Type.String({ maxLength: 5000 }), { maxLength: 'Treść może mieć najwyżej 5000 znaków' })),
    sendAt: Type.Optional(withMessage(Timestamp({ description: 'when to send it, in the future' }), 'Podaj datę i godzinę wysyłki')),
  },
  { examples: [{ body: 'Dzień dobry, czekamy na Państwa jutro od 15:00.', sendAt: '2030-03-01T09:00:00.000Z' }] },
);

/**
 * Automated messages: the templates' triggers planned per reservation and sent by the job runner; on the
 * reservation's conversation each waiting one can be edited, skipped or sent now.
 */
export default async function automatedMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('conversations');
  const tags = ['conversations'];
  const base = '/householder/conversations/:id/scheduled';

  app.get(
    base,
    { ...guard, schema: { tags, summary: 'The reservation’s automated messages: waiting, sent, skipped', params: ReservationParams, response: { 200: ScheduledList, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: await listScheduled(app.db, app.config, scopeOf(request), request.params.id) }),
  );
  app.patch(
    `${base}/:scheduledId`,
    {
      ...guard,
      schema: { tags, summary: 'Change the text or the send time of a waiting message', params: Params, body: EditBody, response: { 200: ScheduledList, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } },
    },
    async (request) => ({ data: await editScheduled(app.db, app.config, scopeOf(request), request.params.id, request.params.scheduledId, request.body) }),
  );
  app.post(
    `${base}/:scheduledId/skip`,
    {
      ...guard,
      schema: { tags, summary: 'Do not send a waiting message', params: Params, body: EmptyBody, response: { 200: ScheduledList, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } },
    },
    async (request) => ({ data: await skipScheduled(app.db, app.config, scopeOf(request), request.params.id, request.params.scheduledId) }),
  );
  app.post(
    `${base}/:scheduledId/send`,
    {
      ...guard,
      schema: { tags, summary: 'Send a waiting message now', params: Params, body: EmptyBody, response: { 200: ScheduledList, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } },
    },
    async (request) => ({ data: await sendScheduledNow(app.db, app.config, scopeOf(request), request.params.id, request.params.scheduledId) }),
  );
}
