import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { Data, NoContent, Resource, Timestamp, Uuid, errorResponses } from '../../lib/schemas';
import { notificationsOf, readNotifications, subscriptionOf } from './service';

const SubscriptionAnswer = Data(
  Resource(
    'subscription',
    Type.Object({
      validUntil: Type.String({ format: 'date', examples: ['2030-12-31'] }),
      daysLeft: Type.Integer({ examples: [12] }),
      apartmentCount: Type.Integer({ examples: [3] }),
      monthlyPrice: Type.Number({ description: 'price per apartment × active apartments', examples: [147] }),
      pricePerApartment: Type.Number({ examples: [49] }),
      currency: Type.String({ examples: ['PLN'] }),
    }),
  ),
);

const NotificationsAnswer = Type.Object({
  data: Type.Array(
    Resource(
      'notification',
      Type.Object({
        title: Type.String({ examples: ['Nowa rezerwacja'] }),
        body: Type.String(),
        link: Type.Union([Type.String(), Type.Null()], { examples: ['/front-desk/reservations'] }),
        read: Type.Boolean(),
        createdAt: Timestamp(),
      }),
    ),
  ),
  meta: Type.Object({ unread: Type.Integer({ examples: [2] }) }),
});

/** The account's subscription (banner, profile) and its notifications (the bell in the header). */
export default async function accountRoutes(app: FastifyInstance) {
  const tags = ['account'];

  app.get(
    '/me/subscription',
    { ...app.guard(), schema: { tags, summary: 'The subscription: end date, days left, monthly price', response: { 200: SubscriptionAnswer, ...errorResponses(401, 404) } } },
    async (request) => ({ data: await subscriptionOf(app.db, scopeOf(request)) }),
  );

  app.get<{ Querystring: { perPage?: number } }>(
    '/notifications',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'The latest notifications, newest first, with the unread count',
        querystring: Type.Object({ perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, examples: [5] })) }),
        response: { 200: NotificationsAnswer, ...errorResponses(401, 422) },
      },
    },
    async (request) => notificationsOf(app.db, scopeOf(request), request.query.perPage ?? 5),
  );

  app.post<{ Body: { ids?: string[] } }>(
    '/notifications/read',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'Mark notifications read: those named, or all',
        body: Type.Object({ ids: Type.Optional(Type.Array(Uuid(), { maxItems: 100 })) }, { examples: [{ ids: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'] }, {}] }),
        response: { 204: NoContent, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      await readNotifications(app.db, scopeOf(request), request.body.ids);
      return reply.status(204).send();
    },
  );
}
