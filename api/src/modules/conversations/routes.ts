import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { EmptyBody, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import * as service from './service';
import {
  ConversationAnswer,
  ConversationList,
  FillAnswer,
  FillQuery,
  LanguageBody,
  ReservationParams,
  SendMessageBody,
  UnreadAnswer,
  ConversationListQuery,
} from './schemas';
import { ValidationError } from '../../lib/errors';

/** Recepcja › Wiadomości: one conversation per reservation, with the guest, by e-mail and the guest page. */
export default async function conversationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('conversations');
  const tags = ['conversations'];
  const base = '/householder/conversations';

  app.get(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Conversations with messages, the latest first (the spec’s request may be wrapped in a conversation key)',
        querystring: ConversationListQuery,
        response: { 200: ConversationList, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const q = request.query;
      return service.listConversations(app.db, scopeOf(request), {
        search: q.search ?? q['conversation[search]'],
        unread: q.unread ?? q['conversation[unread]'],
        page: q.page ?? q['conversation[page]'],
        perPage: q.perPage ?? q['conversation[perPage]'],
      });
    },
  );

  app.get(
    `${base}/unread`,
    { ...guard, schema: { tags, summary: 'Unread guest messages (the Wiadomości tab, the desktop, notifications)', response: { 200: UnreadAnswer, ...errorResponses(...SIGNED_IN_ERRORS) } } },
    async (request) => ({ data: await service.unreadCounts(app.db, scopeOf(request)) }),
  );

  app.get(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'A reservation’s conversation and its messages (every reservation has one, empty until the first message)',
        params: ReservationParams,
        response: { 200: ConversationAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404) },
      },
    },
    async (request) => service.getConversation(app.db, scopeOf(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: "Change the guest's language (pol, eng, rus, esp): the templates and the guest page follow it",
        params: ReservationParams,
        body: LanguageBody,
        response: { 200: ConversationAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const language = request.body.language ?? request.body.conversation?.language;
      if (!language) throw new ValidationError({ language: ['Pole jest wymagane'] });
      return service.setLanguage(app.db, scopeOf(request), request.params.id, language);
    },
  );

  app.post(
    `${base}/:id/messages`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Send the guest a message: kept in the conversation and e-mailed with the guest page’s link',
        params: ReservationParams,
        body: SendMessageBody,
        response: { 201: ConversationAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request, reply) => {
      const input = request.body.message ?? request.body;
      return reply.status(201).send(await service.sendMessage(app.db, app.config, scopeOf(request), request.params.id, input));
    },
  );

  app.post(
    `${base}/:id/read`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Mark the guest’s messages read; answers the unread counts left',
        params: ReservationParams,
        body: EmptyBody,
        response: { 200: UnreadAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await service.markRead(app.db, scopeOf(request), request.params.id) }),
  );

  app.get(
    `${base}/:id/template`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'A message template filled with this reservation’s values, and the placeholders left empty',
        params: ReservationParams,
        querystring: FillQuery,
        response: { 200: FillAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await service.fillForConversation(app.db, app.config, scopeOf(request), request.params.id, request.query.templateId) }),
  );
}
