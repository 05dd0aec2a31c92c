import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { EmptyBody, IdParams, errorResponses } from '../../lib/schemas';
import { PaymentAnswer, PaymentBody, PaymentListAnswer, PaymentParams, PaymentRemovedAnswer, PaymentRequestAnswer } from './schemas';
import * as service from './service';

/** Payments recorded on a reservation (they set its payment status) and the payment request e-mail. */
export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('reservations');
  const tags = ['payments'];
  const base = '/householder/reservations/:id';

  app.get(
    `${base}/payments`,
    { ...guard, schema: { tags, summary: 'The reservation’s payments and their sum against its total', params: IdParams, response: { 200: PaymentListAnswer, ...errorResponses(401, 403, 404) } } },
    async (request) => service.getPayments(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    `${base}/payments`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Record a payment, a refund or a kaucja held or returned (date, amount, method, kind); the payment status follows',
        params: IdParams,
        body: PaymentBody,
        response: { 201: PaymentAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addPayment(app.db, scopeOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${base}/payments/:paymentId`,
    { ...guard, schema: { tags, summary: 'Remove a payment recorded by mistake', params: PaymentParams, response: { 200: PaymentRemovedAnswer, ...errorResponses(401, 403, 404) } } },
    async (request) => service.removePayment(app.db, scopeOf(request), request.params.id, request.params.paymentId),
  );

  app.get(
    `${base}/payment_request`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Preview the payment request e-mail: amount due, due date, bank account and transfer title',
        params: IdParams,
        response: { 200: PaymentRequestAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await service.previewPaymentRequest(app.db, scopeOf(request), request.params.id) }),
  );

  app.post(
    `${base}/payment_request`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'E-mail the guest the payment request previewed (queued in the outbox)',
        params: IdParams,
        body: EmptyBody,
        response: { 202: PaymentRequestAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(202).send({ data: await service.sendPaymentRequest(app.db, scopeOf(request), request.params.id) }),
  );
}
