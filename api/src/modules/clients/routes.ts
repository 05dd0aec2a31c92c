import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth';
import { IdParams, errorResponses } from '../../lib/schemas';
import { pagination } from '../../lib/resource';
import { editClient, getClient, getDuplicates, mergeClients, searchClients } from './service';
import { toClientDto } from './serialize';
import {
  ClientAnswer,
  ClientListAnswer,
  ClientListQuery,
  ClientPageAnswer,
  ClientPatchBody,
  MergeBody,
} from './schemas';

/** The account's guest database: list with filters, details with totals, contact edits. */
export default async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('clients');
  const tags = ['clients'];

  app.get(
    '/householder/clients',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Clients of the account, 15 per page, sorted by full name',
        querystring: ClientListQuery,
        response: { 200: ClientPageAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rows, count, page, perPage } = await searchClients(app.db, scopeOf(request), request.query);
      return { data: rows.map(toClientDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.get(
    '/householder/clients/:id',
    { ...guard, schema: { tags, summary: 'One client with the totals of their stays', params: IdParams, response: { 200: ClientAnswer, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ data: toClientDto(await getClient(app.db, scopeOf(request), request.params.id)) }),
  );

  app.patch(
    '/householder/clients/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "Edit a client's contact data ({client: {...}} or the fields alone)",
        params: IdParams,
        body: ClientPatchBody,
        response: { 200: ClientAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { client, ...flat } = request.body;
      return { data: toClientDto(await editClient(app.db, scopeOf(request), request.params.id, client ?? flat)) };
    },
  );

  app.get(
    '/householder/clients/:id/duplicates',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Clients who look like the same person (same e-mail, phone number or name), to merge',
        params: IdParams,
        response: { 200: ClientListAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: (await getDuplicates(app.db, scopeOf(request), request.params.id)).map(toClientDto) }),
  );

  app.post(
    '/householder/clients/:id/merge',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Merge duplicates into this client: their reservations move here and they are deleted, in one transaction',
        params: IdParams,
        body: MergeBody,
        response: { 200: ClientAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: toClientDto(await mergeClients(app.db, scopeOf(request), request.params.id, request.body.clientIds)) }),
  );
}
