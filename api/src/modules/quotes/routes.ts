import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CANCELLATION_POLICY_LABELS, type QuoteBreakdown } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { errorResponses } from '../../lib/schemas';
import { resource } from '../../lib/resource';
import { quoteStay, type PricedQuote } from './service';
import { QuoteAnswer, QuoteQuery } from './schemas';
import { extrasDto } from '../reservations';

// renders grosze as the JSON numbers of the answer; nothing is computed from them
const money = (grosze: number) => grosze / 100;

function breakdownOf(quote: PricedQuote): QuoteBreakdown {
  const { priced } = quote;
  const policy = priced.cancellation.policy;
  return {
    tier: priced.tier,
    persons: priced.persons,
    bookedOn: quote.bookedOn,
    ruleId: priced.ruleId,
    nightly: priced.nightly.map((n) => ({
      ...n,
      base: money(n.base),
      adjustments: n.adjustments.map((a) => ({ ...a, amount: money(a.amount) })),
      price: money(n.price),
    })),
    applied: priced.applied,
    skipped: priced.skipped,
    total: money(priced.total),
    cancellation: {
      policy,
      label: policy ? CANCELLATION_POLICY_LABELS[policy] : 'Brak reguły anulowania',
      schedule: priced.cancellation.steps.map((s) => ({ ...s, refund: money(s.refund) })),
      text: priced.cancellation.text,
    },
  };
}

/**
 * GET /householder/quotes: the price of a stay from the pricing engine (day prices, the apartment's rates, rule
 * sets); with `breakdown=true` also every night, the rules applied and skipped, and the cancellation schedule.
 */
export default async function quoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/householder/quotes',
    {
      ...app.guard('reservations'),
      schema: {
        tags: ['reservations'],
        summary: 'Price of a stay: each night priced by the pricing engine; pricePerNight is the average night; 409 when its nights are taken',
        querystring: QuoteQuery,
        response: { 200: QuoteAnswer, ...errorResponses(401, 403, 404, 409, 422) },
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
          pricePerNight: money(quote.pricePerNightGrosze),
          totalPrice: money(quote.totalGrosze),
          currency: quote.currency,
          capacity: quote.capacity,
          cleaningFee: money(quote.cleaningFeeGrosze),
          touristTax: money(quote.touristTaxGrosze),
          // what the guest pays: the nights, the cleaning fee and the tourist tax
          grandTotal: money(quote.totalGrosze + quote.cleaningFeeGrosze + quote.touristTaxGrosze),
          // the extras the booking may add (ticked: lines of the bill)
          extras: extrasDto(quote.extras),
          ...(request.query.breakdown ? { breakdown: breakdownOf(quote) } : {}),
        }),
      };
    },
  );
}
