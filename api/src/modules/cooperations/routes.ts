import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { EmptyBody, IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { OneCooperation, PageLink, RequestBody, SharingBody } from './schemas';
import { toCooperationDto } from './serialize';
import * as service from './service';

/**
 * Cooperations (Usługi): the request to a provider, the apartments shared with them and the schedule, the end, and
 * the link to the provider's page. The owner and co-hosts holding 'cooperations': a co-host sees a cooperation sharing
 * one of their apartments, and changes it (accepts it, renews or revokes its link) only when it covers theirs alone.
 */
export default async function cooperationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['cooperations'];
  const base = '/householder/cooperations';
  const guard = app.guard('cooperations');

  app.post(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Request cooperation: pending until the provider accepts on their page (the request is e-mailed with its link)',
        body: RequestBody,
        response: { 201: OneCooperation, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toCooperationDto(await service.requestCooperation(app, scopeOf(request), request.body.cooperation)) }),
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One cooperation with its sharing', params: IdParams, response: { 200: OneCooperation, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toCooperationDto(await service.getCooperation(app, scopeOf(request), request.params.id)) }),
  );

  app.put(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Share apartments on a schedule or after each check-out; the orders are planned again at once',
        params: IdParams,
        body: SharingBody,
        response: { 200: OneCooperation, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({ data: toCooperationDto(await service.shareApartments(app, scopeOf(request), request.params.id, request.body.cooperation)) }),
  );

  app.delete(
    `${base}/:id`,
    {
      ...guard,
      schema: { tags, summary: 'End the cooperation: its planned orders from now on are canceled, its page link stops', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request, reply) => {
      await service.endCooperation(app, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/accept`,
    {
      ...guard,
      schema: { tags, summary: 'Mark the cooperation accepted (agreed outside the provider’s page)', params: IdParams, body: EmptyBody, response: { 200: OneCooperation, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } },
    },
    async (request) => ({ data: toCooperationDto(await service.acceptCooperation(app, scopeOf(request), request.params.id)) }),
  );

  app.post(
    `${base}/:id/page_link`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'A new link to the provider’s page, e-mailed to them and answered once to the owner; the old link stops working',
        params: IdParams,
        body: EmptyBody,
        response: { 201: PageLink, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await service.renewPageLink(app, scopeOf(request), request.params.id) }),
  );

  app.delete(
    `${base}/:id/page_link`,
    { ...guard, schema: { tags, summary: 'Revoke the provider’s page link', params: IdParams, response: { 200: OneCooperation, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toCooperationDto(await service.revokePageLink(app, scopeOf(request), request.params.id)) }),
  );
}
