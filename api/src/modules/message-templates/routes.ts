import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import * as repo from './repository';
import { readTemplate, serializeTemplate } from './service';

const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });
const BODY_DOC = `\`{messageTemplate: {name, language: pol|eng|rus|esp, channel: email|sms, subject, body}}\`; subject and body may use
{{guestName}}, {{from}}, {{to}}, {{apartmentName}}, {{accommodationName}}, {{address}}, {{checkInFrom}}, {{checkOutTo}}, {{totalPrice}}.`;

/** Message templates for guests (administration › Szablony wiadomości); every account starts with three samples. */
export default async function messageTemplateRoutes(app: FastifyInstance) {
  const tags = ['message templates'];

  app.get('/householder/message_templates', { schema: { tags }, preHandler: app.authenticate }, async (request) => {
    const rows = await repo.listTemplates(app.db, authOf(request).accountId);
    return { data: rows.map(serializeTemplate) };
  });

  app.post('/householder/message_templates', { schema: { tags, description: BODY_DOC }, preHandler: app.authenticate }, async (request, reply) => {
    const row = await repo.insertTemplate(app.db, authOf(request).accountId, readTemplate(request.body));
    return reply.status(201).send({ data: serializeTemplate(row) });
  });

  app.get<{ Params: { id: string } }>(
    '/householder/message_templates/:id',
    { schema: { tags, params: Id }, preHandler: app.authenticate },
    async (request) => {
      const row = await repo.findTemplate(app.db, authOf(request).accountId, request.params.id);
      if (!row) throw new NotFoundError('Nie znaleziono szablonu.');
      return { data: serializeTemplate(row) };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/householder/message_templates/:id',
    { schema: { tags, params: Id, description: BODY_DOC }, preHandler: app.authenticate },
    async (request) => {
      const { accountId } = authOf(request);
      const current = await repo.findTemplate(app.db, accountId, request.params.id);
      if (!current) throw new NotFoundError('Nie znaleziono szablonu.');
      const row = await repo.updateTemplate(app.db, accountId, request.params.id, readTemplate(request.body, current));
      if (!row) throw new NotFoundError('Nie znaleziono szablonu.');
      return { data: serializeTemplate(row) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/householder/message_templates/:id',
    { schema: { tags, params: Id }, preHandler: app.authenticate },
    async (request, reply) => {
      if (!(await repo.deleteTemplate(app.db, authOf(request).accountId, request.params.id))) throw new NotFoundError('Nie znaleziono szablonu.');
      return reply.status(204).send();
    },
  );
}
