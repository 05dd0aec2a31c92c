import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth';
import { errorResponses } from '../../lib/schemas';
import { resource } from '../../lib/resource';
import { quoteStay } from './service';
import { QuoteAnswer, QuoteQuery, type QuoteQueryInput } from './schemas';

/** GET /householder/quotes: the price of a stay (rate for the party × nights), computed by the server. */
export default async function quoteRoutes(app: FastifyInstance) {
  app.get<{ Querystring: QuoteQueryInput }>(
    '/householder/quotes',
    {
      ...app.guard('reservations'),
      schema: {
        tags: ['reservations'],
        summary: 'Price of a stay: the rate for the guest count × nights',
        querystring: QuoteQuery,
        response: { 200: QuoteAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const quote = await quoteStay(app.db, scopeOf(request), request.query);
      return {
        data: resource('quote', `${quote.apartmentId}:${quote.from}:${quote.to}:${quote.guests}`, {
          apartmentId: quote.apartmentId,
          from: quote.from,
          to: quote.to,
          guests: quote.guests,
          nights: quote.nights,
          // renders grosze as the JSON number of the answer; nothing is computed from it
          pricePerNight: quote.pricePerNightGrosze / 100,
          totalPrice: quote.totalGrosze / 100,
          currency: quote.currency,
        }),
      };
    },
  );
}
