import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { WEBHOOK_EVENT_NAMES, type WebhookDeliveryDto, type WebhookDto } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { EmptyBody, IdParams, NoContent, SIGNED_IN_ERRORS, Timestamp, Uuid, errorResponses, withMessage } from '../../lib/schemas';
import * as service from './service';
import type { AttemptRow, DeliveryRow, SubscriptionRow } from './service';

const EventName = Type.Union(WEBHOOK_EVENT_NAMES.map((name) => Type.Literal(name)));
const when = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const WebhookResource = Type.Object({
  id: Uuid(),
  type: Type.Literal('webhook'),
  attributes: Type.Object({
    url: Type.String({ examples: ['https://example.com/gospodarz'] }),
    events: Type.Array(Type.String({ examples: ['reservation.created'] })),
    active: Type.Boolean(),
    flaggedAt: Type.Union([Timestamp({ description: 'deliveries failed for a day: sending stopped until switched on again' }), Type.Null()]),
    createdAt: Timestamp(),
  }),
});

const Attempt = Type.Object({
  startedAt: Timestamp(),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  durationMs: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
});

const DeliveryResource = Type.Object({
  id: Uuid(),
  type: Type.Literal('webhookDelivery'),
  attributes: Type.Object({
    event: Type.String(),
    status: Type.Enum(['pending', 'delivered', 'failed']),
    attempts: Type.Array(Attempt),
    nextAttemptAt: Type.Union([Timestamp(), Type.Null()]),
    createdAt: Timestamp(),
    deliveredAt: Type.Union([Timestamp(), Type.Null()]),
  }),
});

const UrlField = withMessage(Type.String({ minLength: 1, maxLength: 2000, examples: ['https://example.com/gospodarz'] }), 'Podaj adres URL (do 2000 znaków).');
const EventsField = withMessage(Type.Array(EventName, { minItems: 1, maxItems: 20 }), 'Wybierz zdarzenia z listy (co najmniej jedno).');

const CreateBody = Type.Object(
  { webhook: Type.Object({ url: UrlField, events: EventsField }) },
  { examples: [{ webhook: { url: 'https://example.com/gospodarz', events: ['reservation.created', 'payment.recorded'] } }] },
);
const UpdateBody = Type.Object({
  webhook: Type.Object({ url: Type.Optional(UrlField), events: Type.Optional(EventsField), active: Type.Optional(Type.Boolean({ description: 'true also clears the flag' })) }),
});

function toDto(row: SubscriptionRow): WebhookDto {
  return {
    id: row.id,
    type: 'webhook',
    attributes: { url: row.url, events: row.events, active: row.active, flaggedAt: when(row.flagged_at), createdAt: new Date(row.created_at).toISOString() },
  };
}

function toDeliveryDto(row: DeliveryRow, attempts: AttemptRow[]): WebhookDeliveryDto {
  return {
    id: row.id,
    type: 'webhookDelivery',
    attributes: {
      event: row.event,
      status: row.status,
      attempts: attempts.map((a) => ({ startedAt: new Date(a.started_at).toISOString(), statusCode: a.status_code, durationMs: a.duration_ms, error: a.error })),
      nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
      createdAt: new Date(row.created_at).toISOString(),
      deliveredAt: when(row.delivered_at),
    },
  };
}

/**
 * Webhooks (Administracja › Integracje › Webhooki, issue 42): the owner's subscriptions of an address to events, the
 * delivery log with each attempt's status and time, 'Wyślij ponownie' and a test event. The owner's alone.
 */
export default async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['webhooks'];
  const base = '/householder/webhooks';
  const guard = app.guard('owner');
  const One = Type.Object({ data: WebhookResource });

  app.get(base, { ...guard, schema: { tags, summary: "The account's webhook subscriptions", response: { 200: Type.Object({ data: Type.Array(WebhookResource) }), ...errorResponses(...SIGNED_IN_ERRORS) } } }, async (request) => ({
    data: (await service.list(app, scopeOf(request))).map(toDto),
  }));

  app.post(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Subscribe an HTTPS address to events; the signing secret is in meta.secret, shown this once',
        body: CreateBody,
        response: { 201: Type.Object({ data: WebhookResource, meta: Type.Object({ secret: Type.String({ examples: ['whsec_…'] }) }) }), ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request, reply) => {
      const row = await service.create(app, scopeOf(request), request.body.webhook);
      return reply.status(201).send({ data: toDto(row), meta: { secret: row.secret } });
    },
  );

  app.patch(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Change the address, the events, or switch sending on or off', params: IdParams, body: UpdateBody, response: { 200: One, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) } } },
    async (request) => ({ data: toDto(await service.update(app, scopeOf(request), request.params.id, request.body.webhook)) }),
  );

  app.delete(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Remove a subscription with its delivery log', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request, reply) => {
      await service.remove(app, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      ...guard,
      schema: { tags, summary: "A subscription's last 100 deliveries, the newest first, each with its attempts", params: IdParams, response: { 200: Type.Object({ data: Type.Array(DeliveryResource) }), ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => {
      const { deliveries, attempts } = await service.deliveries(app, scopeOf(request), request.params.id);
      return { data: deliveries.map((d) => toDeliveryDto(d, attempts.filter((a) => a.delivery_id === d.id))) };
    },
  );

  app.post(
    `${base}/:id/test`,
    { ...guard, schema: { tags, summary: "Queue a test event (webhook.test) to the subscription's address", params: IdParams, body: EmptyBody, response: { 202: Type.Object({ data: DeliveryResource }), ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request, reply) => reply.status(202).send({ data: toDeliveryDto(await service.sendTest(app, scopeOf(request), request.params.id), []) }),
  );

  app.post(
    '/householder/webhook_deliveries/:id/resend',
    { ...guard, schema: { tags, summary: "'Wyślij ponownie': send a delivery again at once, under the same id", params: IdParams, body: EmptyBody, response: { 202: Type.Object({ data: DeliveryResource }), ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request, reply) => reply.status(202).send({ data: toDeliveryDto(await service.resend(app, scopeOf(request), request.params.id), []) }),
  );
}
