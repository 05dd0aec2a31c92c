import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { guestReviews, guestView, guestWrites } from './service';
import { GuestMessageBody, GuestPageAnswer, GuestReviewBody, TokenParams } from './schemas';

const tokenOf = (request: FastifyRequest) => (request.params as { token?: string }).token;

/**
 * The guest page's API: public, opened by the link's token, rate-limited per address and per token. Every failure of
 * the token is the same 404.
 */
export default async function guestPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['guest page'];
  const base = '/guest/:token';

  app.get(
    base,
    {
      preValidation: app.throttle('guestPage', tokenOf),
      schema: { tags, summary: 'The stay, its conversation and its review', security: [], params: TokenParams, response: { 200: GuestPageAnswer, ...errorResponses(404, 429) } },
    },
    async (request) => guestView(app.db, request.params.token),
  );

  app.post(
    `${base}/messages`,
    {
      preValidation: app.throttle('guestPost', tokenOf),
      schema: {
        tags,
        summary: 'The guest writes to the host',
        security: [],
        params: TokenParams,
        body: GuestMessageBody,
        response: { 201: GuestPageAnswer, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await guestWrites(app.db, request.params.token, request.body.message?.body ?? request.body.body ?? '')),
  );

  app.post(
    `${base}/review`,
    {
      preValidation: app.throttle('guestPost', tokenOf),
      schema: {
        tags,
        summary: 'The guest reviews the stay (once, after check-out)',
        security: [],
        params: TokenParams,
        body: GuestReviewBody,
        response: { 201: GuestPageAnswer, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await guestReviews(app.db, request.params.token, { ...request.body, ...request.body.review })),
  );
}
