import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { IdParams, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import * as service from './service';
import { BlockBody, ExternalReviewBody, OneReview, ReplyBody, ReviewList, ReviewListQuery } from './schemas';

/** Recepcja › Komentarze: guests' reviews with the averages, replies, blocking, and reviews from other channels. */
export default async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('reviews');
  const tags = ['reviews'];
  const base = '/householder/reviews';

  app.get(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Reviews, newest first, with the average and count of those not blocked',
        querystring: ReviewListQuery,
        response: { 200: ReviewList, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => service.listReviews(app.db, scopeOf(request), request.query),
  );

  app.post(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add a review received on another channel',
        body: ExternalReviewBody,
        response: { 201: OneReview, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.addExternalReview(app.db, scopeOf(request), { ...request.body, ...request.body.review }) }),
  );

  app.put(
    `${base}/:id/reply`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save the host’s reply (shown to the guest on their page)',
        params: IdParams,
        body: ReplyBody,
        response: { 200: OneReview, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({
      data: await service.replyToReview(app.db, scopeOf(request), request.params.id, request.body.reply ?? request.body.review?.reply ?? ''),
    }),
  );

  app.post(
    `${base}/:id/block`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Hide a review (with a reason): left out of the averages',
        params: IdParams,
        body: BlockBody,
        response: { 200: OneReview, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({
      data: await service.blockReview(app.db, scopeOf(request), request.params.id, request.body.reason ?? request.body.review?.reason ?? ''),
    }),
  );

  app.delete(
    `${base}/:id/block`,
    {
      ...guard,
      schema: { tags, summary: 'Show a blocked review again', params: IdParams, response: { 200: OneReview, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => ({ data: await service.unblockReview(app.db, scopeOf(request), request.params.id) }),
  );
}
