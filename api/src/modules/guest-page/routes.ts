import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { scopeOf } from '../../plugins/auth';
import { pathParam } from '../../lib/rawInput';
import { IdParams, SIGNED_IN_ERRORS } from '../../lib/schemas';
import { guestChecksIn, guestReviews, guestView, guestWrites } from './service';
import { hostCheckIn, setStayAccessCode } from './hostCheckIn';
import { AccessCodeBody, CheckInBody, GuestMessageBody, GuestPageAnswer, GuestReviewBody, HostCheckIn, TokenParams } from './schemas';

const tokenOf = pathParam('token');

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
  app.post(
    `${base}/check_in`,
    {
      preValidation: app.throttle('guestPost', tokenOf),
      schema: {
        tags,
        summary: 'The guest fills the online check-in: names, countries, arrival time, company, house rules, minors’ adults',
        security: [],
        params: TokenParams,
        body: CheckInBody,
        response: { 200: GuestPageAnswer, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => guestChecksIn(app.db, request.params.token, request.body),
  );

  // the host's side: what the guests filled, and the stay's access code
  const guard = app.guard('reservations');
  const hostTags = ['reservations'];
  app.get(
    '/householder/reservations/:id/online_check_in',
    {
      ...guard,
      schema: { tags: hostTags, summary: 'The reservation’s online check-in, house rules acceptances and access code', params: IdParams, response: { 200: HostCheckIn, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => hostCheckIn(app.db, scopeOf(request), request.params.id),
  );
  app.put(
    '/householder/reservations/:id/access_code',
    {
      ...guard,
      schema: {
        tags: hostTags,
        summary: 'Set the stay’s access code, or draw one from the apartment’s lock codes',
        params: IdParams,
        body: AccessCodeBody,
        response: { 200: HostCheckIn, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => setStayAccessCode(app.db, scopeOf(request), request.params.id, request.body),
  );
}
