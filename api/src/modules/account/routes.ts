import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { NotFoundError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import { countUnreadNotifications, findSubscription, listNotifications, markNotificationsRead } from './repository';

/** The account's subscription (banner, profile) and its notifications (the bell in the header). */
export default async function accountRoutes(app: FastifyInstance) {
  app.get('/me/subscription', { schema: { tags: ['account'] }, preHandler: app.authenticate }, async (request) => {
    const { accountId } = authOf(request);
    const row = await findSubscription(app.db, accountId);
    if (!row) throw new NotFoundError('Brak abonamentu.');
    const pricePerApartment = Number(row.price_per_apartment);
    // grosze arithmetic: no floating point in money
    const monthlyGrosze = Math.round(pricePerApartment * 100) * row.apartment_count;
    return {
      data: resource('subscription', accountId, {
        validUntil: row.valid_until,
        daysLeft: row.days_left,
        apartmentCount: row.apartment_count,
        monthlyPrice: monthlyGrosze / 100,
        pricePerApartment,
        currency: row.currency,
      }),
    };
  });

  app.get<{ Querystring: { perPage?: number } }>(
    '/notifications',
    {
      schema: { tags: ['account'], querystring: Type.Object({ perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }) },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { accountId } = authOf(request);
      const [rows, unread] = await Promise.all([
        listNotifications(app.db, accountId, request.query.perPage ?? 5),
        countUnreadNotifications(app.db, accountId),
      ]);
      return {
        data: rows.map((n) =>
          resource('notification', n.id, {
            title: n.title,
            body: n.body,
            link: n.link,
            read: n.read_at !== null,
            createdAt: new Date(n.created_at).toISOString(),
          }),
        ),
        meta: { unread },
      };
    },
  );

  app.post<{ Body: { ids?: string[] } }>(
    '/notifications/read',
    {
      schema: {
        tags: ['account'],
        body: Type.Object({ ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 })) }),
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await markNotificationsRead(app.db, authOf(request).accountId, request.body.ids ?? 'all');
      return reply.status(204).send();
    },
  );
}
