import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../plugins/auth';
import { ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import { quoteStay } from './service';
import { UUID, parseDay } from './values';

const QuoteQuery = Type.Object({
  apartmentId: Type.Optional(Type.String()),
  apartamentId: Type.Optional(Type.String()),
  from: Type.Optional(Type.String({ description: 'check-in, yyyy-MM-dd or MM/dd/yyyy' })),
  to: Type.Optional(Type.String({ description: 'check-out, yyyy-MM-dd or MM/dd/yyyy' })),
  adults: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 1 })),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 0 })),
});
interface QuoteQueryType {
  apartmentId?: string;
  apartamentId?: string;
  from?: string;
  to?: string;
  adults?: number;
  children?: number;
}

/** GET /householder/quotes: the price of a stay (rate for the party × nights), computed by the server. */
export default async function quoteRoutes(app: FastifyInstance) {
  app.get<{ Querystring: QuoteQueryType }>(
    '/householder/quotes',
    {
      schema: { tags: ['reservations'], summary: 'Price of a stay: the rate for the guest count × nights', querystring: QuoteQuery },
      preHandler: [app.authenticate, app.requirePermission('reservations')],
    },
    async (request) => {
      const { accountId } = authOf(request);
      const q = request.query;
      const apartmentId = q.apartmentId ?? q.apartamentId ?? '';
      const from = parseDay(q.from);
      const to = parseDay(q.to);
      const errors: Record<string, string[]> = {};
      if (!UUID.test(apartmentId)) errors.apartmentId = ['Wybierz apartament'];
      if (!from) errors.from = [q.from ? 'Podaj poprawną datę' : 'Pole jest wymagane'];
      if (!to) errors.to = [q.to ? 'Podaj poprawną datę' : 'Pole jest wymagane'];
      else if (from && to <= from) errors.to = ['Data wyjazdu musi być późniejsza niż data przyjazdu'];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const quote = await quoteStay(app.db, accountId, {
        apartmentId,
        from: from!,
        to: to!,
        adults: q.adults ?? 1,
        children: q.children ?? 0,
      });
      return {
        data: resource('quote', `${apartmentId}:${quote.from}:${quote.to}:${quote.guests}`, {
          apartmentId,
          from: quote.from,
          to: quote.to,
          guests: quote.guests,
          nights: quote.nights,
          pricePerNight: quote.pricePerNightGrosze / 100,
          totalPrice: quote.totalGrosze / 100,
          currency: quote.currency,
        }),
      };
    },
  );
}
