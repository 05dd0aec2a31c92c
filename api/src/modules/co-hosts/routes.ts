import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CO_HOSTS_PER_PAGE } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { pagination } from '../../lib/resource';
import { EmptyBody, IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { CoHostBody, CoHostPage, CoHostQuery, OneCoHost } from './schemas';
import { toCoHostDto } from './serialize';
import * as service from './service';

function inputOf(body: CoHostBody): service.CoHostInput {
  const { apartmentsIds, apartmentIds, ...fields } = body.user;
  return { ...fields, apartmentIds: apartmentsIds ?? apartmentIds };
}

/**
 * Co-hosts (Usługi › Współgospodarze): users of the account with chosen permissions on the apartments shared with
 * them. The owner and co-hosts holding 'householders' manage them; a co-host manages only co-hosts within their own
 * permissions and apartments (403 otherwise) and grants only what they hold (422). No one changes another user's
 * e-mail, but the owner correcting a pending invitation.
 */
export default async function coHostRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['co-hosts'];
  const base = '/householder/householders';
  const guard = app.guard('householders');

  app.get(
    base,
    { ...guard, schema: { tags, summary: 'The account’s co-hosts by name, 15 a page', querystring: CoHostQuery, response: { 200: CoHostPage, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? CO_HOSTS_PER_PAGE;
      const { rows, count } = await service.listPage(app, scopeOf(request), { page, perPage });
      return { data: rows.map(toCoHostDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.post(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Create a co-host and e-mail them an invitation (a single-use link, 7 days)',
        body: CoHostBody,
        response: { 201: OneCoHost, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toCoHostDto(await service.createCoHost(app, scopeOf(request), inputOf(request.body))) }),
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One co-host with the apartments shared with them', params: IdParams, response: { 200: OneCoHost, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toCoHostDto(await service.getCoHost(app, scopeOf(request), request.params.id)) }),
  );

  app.patch(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Change a co-host (fields left out keep their values); taking a permission or an apartment away signs them out; the e-mail only by the owner, before the invitation is accepted',
        params: IdParams,
        body: CoHostBody,
        response: { 200: OneCoHost, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({ data: toCoHostDto(await service.updateCoHostOf(app, scopeOf(request), request.params.id, inputOf(request.body))) }),
  );

  app.post(
    `${base}/:id/invitation`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Send the invitation again; the links sent before stop working',
        params: IdParams,
        body: EmptyBody,
        response: { 200: OneCoHost, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) },
      },
    },
    async (request) => ({ data: toCoHostDto(await service.resendInvitation(app, scopeOf(request), request.params.id)) }),
  );

  app.delete(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Remove a co-host; their sessions end at once', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request, reply) => {
      await service.removeCoHost(app, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
