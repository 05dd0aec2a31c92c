import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth';
import { Type } from 'typebox';
import { pagination } from '../../lib/resource';
import { todayInPoland } from '../../lib/today';
import { decimalToNumber } from '../quotes/values';
import { exportReservationsCsv } from './export';
import { EmptyBody, IdParams, NoContent, errorResponses } from '../../lib/schemas';
import { ListQuerySchema, type ListQueryInput } from './listQuery';
import { createReservationListCache } from './listCache';
import { toReservationDetailDto, toReservationDto } from './serialize';
import {
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
  getReservationWithRefund,
  markNoShow,
  relocateReservation,
  removeReservation,
  restoreReservation,
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
      const { rows, count, totals, page, perPage } = await searchReservations(app.db, scopeOf(request), request.query, listCache);
      const amounts = Object.fromEntries(Object.entries(totals.amounts).map(([currency, amount]) => [currency, decimalToNumber(amount)]));
      return { data: rows.map(toReservationDto), pagination: pagination(page, perPage, count), meta: { totals: { nights: totals.nights, amounts } } };
    },
  );

  app.get<{ Querystring: ListQueryInput }>(
    `${base}/export`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'The filtered list (every page) as CSV for Excel: UTF-8 with BOM, ";" separated, dates dd.MM.yyyy',
        querystring: ListQuerySchema,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const csv = await exportReservationsCsv(app.db, scopeOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rezerwacje-${todayInPoland()}.csv"`)
        .send(csv);
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
      return reply.status(201).send({ data: toReservationDetailDto(row) });
    },
  );

  app.get<WithId>(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One reservation, with what a cancellation today would refund', params: IdParams, response: one } },
    async (request) => {
      const { row, cancellation } = await getReservationWithRefund(app.db, scopeOf(request), request.params.id);
      return { data: toReservationDetailDto(row, cancellation) };
    },
  );

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
    async (request) => ({ data: toReservationDetailDto(await editReservation(app.db, scopeOf(request), request.params.id, request.body)) }),
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
      return { data: toReservationDetailDto(await setPaymentStatus(app.db, scopeOf(request), request.params.id, value)) };
    },
  );

  app.post<WithId>(
    `${base}/:id/no_show`,
    { ...guard, schema: { tags, summary: 'Mark that the guest did not arrive', params: IdParams, body: EmptyBody, response: { ...one, ...errorResponses(409) } } },
    async (request) => ({ data: toReservationDetailDto(await markNoShow(app.db, scopeOf(request), request.params.id)) }),
  );

  app.post<WithId>(
    `${base}/:id/cancel`,
    { ...guard, schema: { tags, summary: 'Cancel; frees the nights', params: IdParams, body: EmptyBody, response: one } },
    async (request) => ({ data: toReservationDetailDto(await cancelReservation(app.db, scopeOf(request), request.params.id)) }),
  );

  app.post<WithId & { Body: RelocateInput }>(
    `${base}/:id/relocate`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Move the guests to another apartment for the same nights, priced again (409 when taken, 422 over its guest count)',
        params: IdParams,
        body: RelocateBody,
        response: { ...one, ...errorResponses(409, 422) },
      },
    },
    async (request) => ({ data: toReservationDetailDto(await relocateReservation(app.db, scopeOf(request), request.params.id, request.body)) }),
  );

  app.post<WithId>(
    `${base}/:id/restore`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Restore a cancelled reservation whose nights are still free (409 when they are taken)',
        params: IdParams,
        body: EmptyBody,
        response: { ...one, ...errorResponses(409) },
      },
    },
    async (request) => ({ data: toReservationDto(await restoreReservation(app.db, scopeOf(request), request.params.id)) }),
  );
}
