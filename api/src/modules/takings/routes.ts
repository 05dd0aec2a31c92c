import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { errorResponses } from '../../lib/schemas';
import { resource } from '../../lib/resource';
import { OpeningBody, TakingsAnswer, TakingsQuerySchema } from './schemas';
import * as service from './service';

/**
 * Recepcja › Raport kasowy: a day's money by method and user, and the cash drawers. Under the permission that
 * records payments (reservations); a co-host sees and counts only their own drawer.
 */
export default async function takingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('reservations');
  const tags = ['takings'];

  app.get(
    '/householder/takings',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Raport kasowy: a day’s payments, refunds and kaucje by method and by the user who recorded them, with each cash drawer’s opening and closing',
        description: 'The owner sees everyone’s; a co-host what they recorded in the apartments shared with them. Amounts in grosze.',
        querystring: TakingsQuerySchema,
        response: { 200: TakingsAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const attributes = await service.takingsOf(app.db, scopeOf(request), request.query);
      return { data: resource('takings', attributes.date, attributes) };
    },
  );

  app.put(
    '/householder/takings/opening',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The cash counted in a drawer at a day’s start (null: the previous day’s closing opens it); answers the day’s report',
        body: OpeningBody,
        response: { 200: TakingsAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const attributes = await service.setOpening(app.db, scopeOf(request), request.body);
      return { data: resource('takings', attributes.date, attributes) };
    },
  );
}
