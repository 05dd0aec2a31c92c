import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { Data, Resource, errorResponses } from '../../lib/schemas';
import { subscriptionOf } from './service';

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

/** The account's subscription (banner, profile). The bell's notifications are the notifications module's. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['account'];

  app.get(
    '/me/subscription',
    { ...app.guard(), schema: { tags, summary: 'The subscription: end date, days left, monthly price', response: { 200: SubscriptionAnswer, ...errorResponses(401, 404) } } },
    async (request) => ({ data: await subscriptionOf(app.db, scopeOf(request)) }),
  );
}
