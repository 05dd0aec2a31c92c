import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { pagination, resource } from '../../lib/resource';
import { ACCEPTED_KEYS } from './input';
import { ListQuerySchema, type ListQueryInput } from './listQuery';
import { createReservationListCache } from './listCache';
import { toReservationDto } from './serialize';
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

// The payload is read by input.ts (several spellings, Polish field messages); the schema documents the keys.
const Fields = Type.Object(
  Object.fromEntries(ACCEPTED_KEYS.map((key) => [key, Type.Optional(Type.Unknown())])),
  { additionalProperties: true },
);
const Body = Type.Object({ reservation: Type.Optional(Fields) }, { additionalProperties: true, description: '{reservation: {...}} or the fields alone' });
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
type WithId = { Params: { id: string } };

/** Reservations of the front desk (spec 000 §2, §3, §7): the list, one reservation, its changes and row actions. */
export default async function reservationRoutes(app: FastifyInstance) {
  const guard = [app.authenticate, app.requirePermission('reservations')];
  const tags = ['reservations'];
  const base = '/householder/reservations';
  const listCache = createReservationListCache(app.changes);

  app.get<{ Querystring: ListQueryInput }>(
    base,
    { schema: { tags, summary: 'Reservations of the account, filtered, sorted and paged', querystring: ListQuerySchema }, preHandler: guard },
    async (request) => {
      const { rows, count, page, perPage } = await searchReservations(app.db, authOf(request).accountId, request.query, listCache);
      return { data: rows.map(toReservationDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.post(base, { schema: { tags, summary: 'Create a reservation ({reservation: {...}})', body: Body }, preHandler: guard }, async (request, reply) => {
    const row = await createReservation(app.db, authOf(request).accountId, request.body);
    return reply.status(201).send({ data: toReservationDto(row) });
  });

  app.get<WithId>(`${base}/:id`, { schema: { tags, params: IdParams }, preHandler: guard }, async (request) => ({
    data: toReservationDto(await getReservation(app.db, authOf(request).accountId, request.params.id)),
  }));

  app.patch<WithId>(
    `${base}/:id`,
    { schema: { tags, summary: 'Change a reservation (only the fields sent)', params: IdParams, body: Body }, preHandler: guard },
    async (request) => ({ data: toReservationDto(await editReservation(app.db, authOf(request).accountId, request.params.id, request.body)) }),
  );

  app.delete<WithId>(`${base}/:id`, { schema: { tags, params: IdParams }, preHandler: guard }, async (request, reply) => {
    await removeReservation(app.db, authOf(request).accountId, request.params.id);
    return reply.status(204).send();
  });

  app.patch<WithId & { Body: { paymentStatus?: string; payment_status?: string; reservation?: { paymentStatus?: string } } }>(
    `${base}/:id/payment_status`,
    {
      schema: {
        tags,
        summary: 'Change the payment status: paid, partly_paid (partialy_paid), unpaid (not_paid)',
        params: IdParams,
        body: Type.Object({ paymentStatus: Type.Optional(Type.String()), payment_status: Type.Optional(Type.String()) }, { additionalProperties: true }),
      },
      preHandler: guard,
    },
    async (request) => {
      const b = request.body ?? {};
      const value = b.paymentStatus ?? b.payment_status ?? b.reservation?.paymentStatus;
      return { data: toReservationDto(await setPaymentStatus(app.db, authOf(request).accountId, request.params.id, value)) };
    },
  );

  app.post<WithId>(`${base}/:id/no_show`, { schema: { tags, summary: 'Mark that the guest did not arrive', params: IdParams }, preHandler: guard }, async (request) => ({
    data: toReservationDto(await markNoShow(app.db, authOf(request).accountId, request.params.id)),
  }));

  app.post<WithId>(`${base}/:id/cancel`, { schema: { tags, summary: 'Cancel; frees the nights', params: IdParams }, preHandler: guard }, async (request) => ({
    data: toReservationDto(await cancelReservation(app.db, authOf(request).accountId, request.params.id)),
  }));

  app.post<WithId & { Body: { apartmentId?: string; apartamentId?: string } }>(
    `${base}/:id/relocate`,
    {
      schema: {
        tags,
        summary: 'Move the guests to another apartment for the same nights (409 when taken)',
        params: IdParams,
        body: Type.Object({ apartmentId: Type.Optional(Type.String()), apartamentId: Type.Optional(Type.String()) }, { additionalProperties: true }),
      },
      preHandler: guard,
    },
    async (request) => {
      const b = request.body ?? {};
      const row = await relocateReservation(app.db, authOf(request).accountId, request.params.id, b.apartmentId ?? b.apartamentId);
      return { data: toReservationDto(row) };
    },
  );

  app.post<WithId>(
    `${base}/:id/payment_request`,
    { schema: { tags, summary: 'E-mail the guest a request to pay the amount due (queued in the outbox)', params: IdParams }, preHandler: guard },
    async (request, reply) => {
      const sent = await requestPayment(app.db, authOf(request).accountId, request.params.id);
      return reply.status(202).send({
        data: resource('payment_request', sent.emailId, { reservationId: request.params.id, to: sent.to, subject: sent.subject, amountDue: sent.amountDue, currency: sent.currency }),
      });
    },
  );
}
