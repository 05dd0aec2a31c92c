import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EmptyBody, errorResponses } from '../../lib/schemas';
import { ActionBody, ProviderPageAnswer, TokenOrderParams, TokenParams } from './schemas';
import * as service from './service';
import { pathParam } from '../../lib/rawInput';

/**
 * The provider's page (public): opened by the token of a cooperation's link (random, stored hashed, expiring,
 * revocable, rate-limited). It shows that cooperation's orders only, without guests' names or contacts.
 */
export default async function providerPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['provider page'];
  const base = '/provider_page/:token';
  const throttle = app.throttle('providerPage', pathParam('token'));
  const errors = errorResponses(404, 422, 429);
  const actErrors = errorResponses(404, 409, 422, 429);

  app.get(
    base,
    { preValidation: throttle, schema: { tags, summary: 'The provider’s orders (no session: the link’s token)', security: [], params: TokenParams, response: { 200: ProviderPageAnswer, ...errors } } },
    async (request) => ({ data: await service.page(app, request.params.token) }),
  );

  app.post(
    `${base}/accept`,
    { preValidation: throttle, schema: { tags, summary: 'The provider accepts the cooperation', security: [], params: TokenParams, body: EmptyBody, response: { 200: ProviderPageAnswer, ...errors } } },
    async (request) => ({ data: await service.accept(app, request.params.token) }),
  );

  app.put(
    `${base}/orders/:id`,
    {
      preValidation: throttle,
      schema: { tags, summary: 'Start, complete (not before the window opens: 409) or reject (with a reason) an order', security: [], params: TokenOrderParams, body: ActionBody, response: { 200: ProviderPageAnswer, ...actErrors } },
    },
    async (request) => ({ data: await service.act(app, request.params.token, request.params.id, request.body.status as 'in_progress', request.body.reason) }),
  );
}
