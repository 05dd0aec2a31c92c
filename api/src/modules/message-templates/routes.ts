import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { OneTemplate, TemplateBody, TemplateList } from './schemas';
import * as service from './service';

/** Message templates for guests (administration › Szablony wiadomości); every account starts with three samples. */
export default async function messageTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['message templates'];
  const base = '/householder/message_templates';

  app.get(
    base,
    { ...app.guard(), schema: { tags, summary: 'The account’s templates, oldest first', response: { 200: TemplateList, ...errorResponses(...SIGNED_IN_ERRORS) } } },
    async (request) => ({ data: await service.listTemplates(app.db, scopeOf(request)) }),
  );

  app.post(
    base,
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'Create a template', body: TemplateBody, response: { 201: OneTemplate, ...errorResponses(...SIGNED_IN_ERRORS, 409, 422) } },
    },
    async (request, reply) => reply.status(201).send({ data: await service.createTemplate(app.db, scopeOf(request), request.body) }),
  );

  app.get(
    `${base}/:id`,
    { ...app.guard(), schema: { tags, summary: 'One template', params: IdParams, response: { 200: OneTemplate, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: await service.getTemplate(app.db, scopeOf(request), request.params.id) }),
  );

  app.put(
    `${base}/:id`,
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Change a template (fields left out keep their values)',
        params: IdParams,
        body: TemplateBody,
        response: { 200: OneTemplate, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await service.updateTemplate(app.db, scopeOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    { ...app.guard('owner'), schema: { tags, summary: 'Delete a template', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request, reply) => {
      await service.deleteTemplate(app.db, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
