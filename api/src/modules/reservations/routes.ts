import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { todayInPoland } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { Type } from 'typebox';
import { pagination } from '../../lib/resource';
import { resource } from '../../lib/resource';
import { grosze } from '../folio';
import { exportReservationsCsv } from './export';
import { EmptyBody, IdParams, NoContent, errorResponses } from '../../lib/schemas';
import { ListQuerySchema } from './listQuery';
import { createReservationListCache } from './listCache';
import { toReservationDetailDto, toReservationDto } from './serialize';
import {
  CancelBody,
  MoveQuery,
  PaymentStatusBody,
  RelocateBody,
  CancellationAnswer,
  MoveQuoteAnswer,
  ReservationAnswer,
  ReservationBody,
  ReservationPageAnswer,
} from './schemas';
import {
  cancelReservation,
  createReservation,
  editReservation,
  getReservationWithBill,
  markNoShow,
  quoteCancellation,
  quoteMove,
  withBill,
  relocateReservation,
  removeReservation,
  restoreReservation,
  searchReservations,
  setPaymentStatus,
} from './service';


/** Reservations of the front desk: the list, one reservation, its changes and row actions. */
export default async function reservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('reservations');
  const tags = ['reservations'];
  const base = '/householder/reservations';
  const listCache = createReservationListCache(app.changes);
  const one = { 200: ReservationAnswer, ...errorResponses(401, 403, 404) };
  // every answer of one reservation carries its bill
  const detail = async (row: Parameters<typeof withBill>[1]) => {
    const { bill } = await withBill(app.db, row);
    return { data: toReservationDetailDto(row, bill) };
  };

  app.get(
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
      const numbers = (byCurrency: Record<string, string>) =>
        Object.fromEntries(Object.entries(byCurrency).map(([currency, amount]) => [currency, grosze(amount) / 100]));
      return {
        data: rows.map(toReservationDto),
        pagination: pagination(page, perPage, count),
        meta: { totals: { nights: totals.nights, amounts: numbers(totals.amounts), balances: numbers(totals.balances ?? {}) } },
      };
    },
  );

  app.get(
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

  app.post(
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
      return reply.status(201).send(await detail(row));
    },
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One reservation with its bill, and what a cancellation today would keep and refund', params: IdParams, response: one } },
    async (request) => {
      const { row, bill, cancellation } = await getReservationWithBill(app.db, scopeOf(request), request.params.id);
      return { data: toReservationDetailDto(row, bill, cancellation) };
    },
  );

  app.get(
    `${base}/:id/move_quote`,
    {
      ...guard,
      schema: {
        tags,
        summary: "The guest's price kept and the new price, side by side, of moving the stay to another apartment or dates; and its invoices",
        params: IdParams,
        querystring: MoveQuery,
        response: { 200: MoveQuoteAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: resource('move_quote', request.params.id, await quoteMove(app.db, scopeOf(request), request.params.id, request.query)) }),
  );

  app.get(
    `${base}/:id/cancellation`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'What cancelling today would keep (the fee) and give back (the refund), both capped by what was paid, with the dated schedule',
        params: IdParams,
        response: { 200: CancellationAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const quote = await quoteCancellation(app.db, scopeOf(request), request.params.id);
      const m = (g: number) => g / 100;
      return {
        data: resource('cancellation', request.params.id, { ...quote, policyFee: m(quote.policyFee), paid: m(quote.paid), fee: m(quote.fee), refund: m(quote.refund) }),
      };
    },
  );

  app.patch(
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
    async (request) => detail(await editReservation(app.db, scopeOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Delete a reservation', params: IdParams, response: { 204: NoContent, ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      await removeReservation(app.db, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    `${base}/:id/payment_status`,
    {
      ...guard,
      schema: {
        tags,
        summary: "'Zmień status płatności': paid records a payment of the balance, unpaid a refund of what was paid (partly_paid: record a payment instead)",
        params: IdParams,
        body: PaymentStatusBody,
        response: { ...one, ...errorResponses(422) },
      },
    },
    async (request) => {
      const value = request.body.paymentStatus ?? request.body.reservation?.paymentStatus;
      return detail(await setPaymentStatus(app.db, scopeOf(request), request.params.id, value, request.body.method));
    },
  );

  app.post(
    `${base}/:id/no_show`,
    { ...guard, schema: { tags, summary: 'Mark that the guest did not arrive', params: IdParams, body: EmptyBody, response: { ...one, ...errorResponses(409) } } },
    async (request) => detail(await markNoShow(app.db, scopeOf(request), request.params.id)),
  );

  app.post(
    `${base}/:id/cancel`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cancel: frees the nights, keeps the fee (the policy’s capped by what was paid, or the one sent) and records the refund of the rest',
        params: IdParams,
        body: CancelBody,
        response: { ...one, ...errorResponses(409, 422) },
      },
    },
    async (request) => detail(await cancelReservation(app.db, scopeOf(request), request.params.id, request.body ?? {})),
  );

  app.post(
    `${base}/:id/relocate`,
    {
      ...guard,
      schema: {
        tags,
        summary: "Move the guests to another apartment for the same nights, keeping the guest's price or taking the new one (priceChoice; 409 when taken, 422 over its guest count)",
        params: IdParams,
        body: RelocateBody,
        response: { ...one, ...errorResponses(409, 422) },
      },
    },
    async (request) => detail(await relocateReservation(app.db, scopeOf(request), request.params.id, request.body)),
  );

  app.post(
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
