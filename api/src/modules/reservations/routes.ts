import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth';
import { pagination, resource } from '../../lib/resource';
import { EmptyBody, IdParams, NoContent, errorResponses } from '../../lib/schemas';
import { ListQuerySchema, type ListQueryInput } from './listQuery';
import { createReservationListCache } from './listCache';
import { toReservationDto } from './serialize';
import {
  PaymentRequestAnswer,
  PaymentStatusBody,
  RelocateBody,
  ReservationAnswer,
  ReservationBody,
  ReservationPageAnswer,
  type PaymentStatusInput,
  type RelocateInput,
  type ReservationBodyInput,
} from './schemas';
import {
  cancelReservation,
  createReservation,
  editReservation,
  getReservation,
  markNoShow,
  relocateReservation,
  removeReservation,
  requestPayment,
  searchReservations,
  setPaymentStatus,
} from './service';

type WithId = { Params: { id: string } };

/** Reservations of the front desk: the list, one reservation, its changes and row actions. */
export default async function reservationRoutes(app: FastifyInstance) {
  const guard = app.guard('reservations');
  const tags = ['reservations'];
  const base = '/householder/reservations';
  const listCache = createReservationListCache(app.changes);
  const one = { 200: ReservationAnswer, ...errorResponses(401, 403, 404) };

  app.get<{ Querystring: ListQueryInput }>(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Reservations of the account, filtered, sorted and paged',
        querystring: ListQuerySchema,
        response: { 200: ReservationPageAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rows, count, page, perPage } = await searchReservations(app.db, scopeOf(request), request.query, listCache);
      return { data: rows.map(toReservationDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.post<{ Body: ReservationBodyInput }>(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Create a reservation; the total is nights × price per night (the quote’s price when none is given)',
        body: ReservationBody,
        response: { 201: ReservationAnswer, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const row = await createReservation(app.db, scopeOf(request), request.body);
      return reply.status(201).send({ data: toReservationDto(row) });
    },
  );

  app.get<WithId>(`${base}/:id`, { ...guard, schema: { tags, summary: 'One reservation', params: IdParams, response: one } }, async (request) => ({
    data: toReservationDto(await getReservation(app.db, scopeOf(request), request.params.id)),
  }));

  app.patch<WithId & { Body: ReservationBodyInput }>(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change a reservation (only the fields sent)',
        params: IdParams,
        body: ReservationBody,
        response: { ...one, ...errorResponses(409, 422) },
      },
    },
    async (request) => ({ data: toReservationDto(await editReservation(app.db, scopeOf(request), request.params.id, request.body)) }),
  );

  app.delete<WithId>(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Delete a reservation', params: IdParams, response: { 204: NoContent, ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      await removeReservation(app.db, scopeOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.patch<WithId & { Body: PaymentStatusInput }>(
    `${base}/:id/payment_status`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change the payment status: paid, partly_paid (partialy_paid), unpaid (not_paid)',
        params: IdParams,
        body: PaymentStatusBody,
        response: { ...one, ...errorResponses(422) },
      },
    },
    async (request) => {
      const value = request.body.paymentStatus ?? request.body.reservation?.paymentStatus;
      return { data: toReservationDto(await setPaymentStatus(app.db, scopeOf(request), request.params.id, value)) };
    },
  );

  app.post<WithId>(
    `${base}/:id/no_show`,
    { ...guard, schema: { tags, summary: 'Mark that the guest did not arrive', params: IdParams, body: EmptyBody, response: { ...one, ...errorResponses(409) } } },
    async (request) => ({ data: toReservationDto(await markNoShow(app.db, scopeOf(request), request.params.id)) }),
  );

  app.post<WithId>(
    `${base}/:id/cancel`,
    { ...guard, schema: { tags, summary: 'Cancel; frees the nights', params: IdParams, body: EmptyBody, response: one } },
    async (request) => ({ data: toReservationDto(await cancelReservation(app.db, scopeOf(request), request.params.id)) }),
  );

  app.post<WithId & { Body: RelocateInput }>(
    `${base}/:id/relocate`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Move the guests to another apartment for the same nights (409 when taken)',
        params: IdParams,
        body: RelocateBody,
        response: { ...one, ...errorResponses(409, 422) },
      },
    },
    async (request) => ({ data: toReservationDto(await relocateReservation(app.db, scopeOf(request), request.params.id, request.body.apartmentId)) }),
  );

  app.post<WithId>(
    `${base}/:id/payment_request`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'E-mail the guest a request to pay the amount due (queued in the outbox)',
        params: IdParams,
        body: EmptyBody,
        response: { 202: PaymentRequestAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const sent = await requestPayment(app.db, scopeOf(request), request.params.id);
      return reply.status(202).send({
        data: resource('payment_request', sent.emailId, {
          reservationId: request.params.id,
          to: sent.to,
          subject: sent.subject,
          amountDue: sent.amountDue,
          currency: sent.currency,
        }),
      });
    },
  );
}
