import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RESERVATION_CHANGE_ACTIONS } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { IdParams, Resource, Timestamp, errorResponses } from '../../lib/schemas';
import { getHistory } from './service';

const Change = Resource(
  'reservation_change',
  Type.Object({
    action: Type.Unsafe<string>({ type: 'string', enum: [...RESERVATION_CHANGE_ACTIONS], examples: ['updated'] }),
    changedAt: Timestamp(),
    author: Type.Union([Type.String({ examples: ['Anna Gospodarska'] }), Type.Null()], { description: 'null for a change made by the system' }),
    changes: Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 }), {
      description: 'field → [before, after]',
      examples: [{ phoneNumber: ['501 234 567', '600 700 800'] }],
    }),
  }),
);

/** A reservation's change history, kept by a database trigger for every change (see migration 451). */
export default async function reservationHistoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/householder/reservations/:id/history',
    {
      ...app.guard('reservations'),
      schema: {
        tags: ['reservations'],
        summary: 'Who changed what and when on the reservation, newest first',
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Array(Change) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getHistory(app.db, scopeOf(request), request.params.id) }),
  );
}
