import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { pagination } from '../../lib/resource';
import { IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { AgreementBody, AgreementEndBody, OneAgreement, OneOwner, OwnerBody, OwnerPage, OwnersQuery, TermsBody } from './schemas';
import { toAgreementDto, toOwnerDto } from './serialize';
import * as service from './service';

/**
 * Administracja › Właściciele (issue 41): the owners of the apartments the account manages, their agreements (an
 * apartment from a date, one owner at a time) and the agreements' terms, versions that apply from a date. The
 * account's owner alone manages them.
 */
export default async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['owners'];
  const base = '/householder/owners';
  const guard = app.guard('owner');

  app.get(
    base,
    { ...guard, schema: { tags, summary: 'The apartments’ owners, by name, each with their agreements', querystring: OwnersQuery, response: { 200: OwnerPage, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? 25;
      const { items, count } = await service.listPage(app, scopeOf(request), page, perPage);
      return { data: items.map(toOwnerDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.post(
    base,
    { ...guard, schema: { tags, summary: 'Add an owner (a person, or a company with its NIP), with contact and bank details', body: OwnerBody, response: { 201: OneOwner, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request, reply) => reply.status(201).send({ data: toOwnerDto(await service.createOwner(app, scopeOf(request), request.body.owner)) }),
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One owner with their agreements and each agreement’s versions', params: IdParams, response: { 200: OneOwner, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toOwnerDto(await service.getOwner(app, scopeOf(request), request.params.id)) }),
  );

  app.put(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Change an owner’s details', params: IdParams, body: OwnerBody, response: { 200: OneOwner, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } } },
    async (request) => ({ data: toOwnerDto(await service.updateOwner(app, scopeOf(request), request.params.id, request.body.owner)) }),
  );

  app.delete(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Remove an owner who has no agreement (409 otherwise)', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) } } },
    async (request, reply) => {
      await service.deleteOwner(app, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/agreements`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Give the owner an apartment from a date, with the agreement’s first terms (409 while it has another owner then)',
        params: IdParams,
        body: AgreementBody,
        response: { 201: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toAgreementDto(await service.createAgreement(app, scopeOf(request), request.params.id, request.body.agreement)) }),
  );

  app.get(
    '/householder/owner_agreements/:id',
    { ...guard, schema: { tags, summary: 'One agreement with its versions, oldest first', params: IdParams, response: { 200: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: toAgreementDto(await service.getAgreement(app, scopeOf(request), request.params.id)) }),
  );

  app.patch(
    '/householder/owner_agreements/:id',
    {
      ...guard,
      schema: { tags, summary: 'End the agreement on a day (or lift its end); its terms stay as they were', params: IdParams, body: AgreementEndBody, response: { 200: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) } },
    },
    async (request) => ({ data: toAgreementDto(await service.setAgreementEnd(app, scopeOf(request), request.params.id, request.body.agreement.endsOn)) }),
  );

  app.post(
    '/householder/owner_agreements/:id/terms',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change the terms from a date: a new version after the last one (earlier versions are never rewritten)',
        params: IdParams,
        body: TermsBody,
        response: { 201: OneAgreement, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toAgreementDto(await service.changeTerms(app, scopeOf(request), request.params.id, request.body.terms)) }),
  );
}

