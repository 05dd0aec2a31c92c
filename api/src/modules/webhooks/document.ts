import { Type } from 'typebox';
import { WEBHOOK_EVENT_NAMES } from '@gospodarz/contracts';

/**
 * The deliveries' bodies as the OpenAPI document declares them. The document is OpenAPI 3.0 (@fastify/swagger emits
 * 3.0.3), which has no `webhooks` section: they are components (`WebhookDelivery` and one per resource), named in the
 * introduction of /api/docs.
 */
const ReservationPayload = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String({ enum: ['reservation'] }),
    attributes: Type.Object({
      apartmentId: Type.String({ format: 'uuid' }),
      clientId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
      from: Type.String({ format: 'date' }),
      to: Type.String({ format: 'date' }),
      status: Type.String({ examples: ['confirmed'] }),
      adults: Type.Integer(),
      totalPrice: Type.String({ examples: ['600.00'], description: 'złote, two decimals' }),
      source: Type.String(),
    }),
  },
  { description: 'reservation.created, reservation.updated, reservation.cancelled' },
);

const PaymentPayload = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String({ enum: ['payment'] }),
    attributes: Type.Object({
      reservationId: Type.String({ format: 'uuid' }),
      paidOn: Type.String({ format: 'date' }),
      amount: Type.String({ examples: ['150.00'] }),
      method: Type.String({ examples: ['transfer'] }),
      kind: Type.String({ examples: ['payment'] }),
    }),
  },
  { description: 'payment.recorded' },
);

const MessagePayload = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String({ enum: ['message'] }),
    attributes: Type.Object({ reservationId: Type.String({ format: 'uuid' }), via: Type.String({ examples: ['page'] }), createdAt: Type.String({ format: 'date-time' }) }),
  },
  { description: "message.received: a guest's message (its text through the conversations API, never in the delivery)" },
);

const ReviewPayload = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String({ enum: ['review'] }),
    attributes: Type.Object({
      apartmentId: Type.String({ format: 'uuid' }),
      reservationId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
      rating: Type.Integer(),
      source: Type.String(),
      reviewedOn: Type.String({ format: 'date' }),
    }),
  },
  { description: 'review.created' },
);

const InvoicePayload = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String({ enum: ['invoice'] }),
    attributes: Type.Object({
      number: Type.String({ examples: ['FV/1/11/2026'] }),
      kind: Type.String({ examples: ['invoice'] }),
      reservationId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
      issueDate: Type.String({ format: 'date' }),
      grossTotal: Type.String({ examples: ['600.00'] }),
      currency: Type.String({ examples: ['PLN'] }),
    }),
  },
  { description: 'invoice.issued: an invoice or a correction (the buyer is read through the invoices API)' },
);

const TestPayload = Type.Object({ type: Type.String({ enum: ['test'] }), attributes: Type.Object({ message: Type.String() }) }, { description: 'webhook.test' });

const WebhookDelivery = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'the delivery: the same on every retry and on "Wyślij ponownie" (deduplicate by it)' }),
    event: Type.String({ enum: [...WEBHOOK_EVENT_NAMES, 'webhook.test'] }),
    createdAt: Type.String({ format: 'date-time', description: 'when the change happened' }),
    data: Type.Object({}, { additionalProperties: true, description: 'WebhookReservation, WebhookPayment, WebhookMessage, WebhookReview, WebhookInvoice or WebhookTest' }),
  },
  {
    description:
      'The JSON body POSTed to a subscription. Headers: Gospodarz-Signature (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>), Gospodarz-Event, Gospodarz-Delivery. Answer 2xx within 10 s; anything else is retried.',
  },
);

const plain = (schema: object) => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

export const WEBHOOK_COMPONENTS: Record<string, Record<string, unknown>> = {
  WebhookDelivery: plain(WebhookDelivery),
  WebhookReservation: plain(ReservationPayload),
  WebhookPayment: plain(PaymentPayload),
  WebhookMessage: plain(MessagePayload),
  WebhookReview: plain(ReviewPayload),
  WebhookInvoice: plain(InvoicePayload),
  WebhookTest: plain(TestPayload),
};
