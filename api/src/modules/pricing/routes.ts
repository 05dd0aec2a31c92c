import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { priceWindowJson, writePrices } from './prices';
import * as rules from './rules';
import { createPriceWindowCache } from './windowCache';
import { DeleteRuleQuery, OneRule, PriceList, RangeAnswer, RangeBody, RuleBody, RuleList, WindowQuery } from './schemas';

/**
 * The price list (prices per day and party tier) and the rule sets that adjust them: the 'Cennik' permission (prices),
 * apart from 'Rezerwacja'. A co-host prices only the days of their apartments, sees the rule sets those days carry
 * (and the ones no day carries yet), and only reads a set that days of other apartments carry too (403 on a change).
 */
export default async function pricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('prices');
  const windows = createPriceWindowCache(app.changes);

  app.get(
    '/householder/prices',
    {
      ...guard,
      schema: {
        tags: ['prices'],
        summary: 'The price list window: apartments (paged) × days from `from` to `to`, with prices per tier, rule and availability',
        querystring: WindowQuery,
        response: { 200: PriceList, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    // sent as the kept JSON bytes: serialised once per change of the account, not per request
    async (request, reply) => reply.type('application/json; charset=utf-8').send((await priceWindowJson(app.db, scopeOf(request), request.query, windows)) as never),
  );

  app.put(
    '/householder/prices',
    {
      ...guard,
      schema: {
        tags: ['prices'],
        summary: 'Price the days from `from` to `to` of one or many apartments',
        body: RangeBody,
        response: { 200: RangeAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await writePrices(app.db, scopeOf(request), request.body) }),
  );

  const base = '/householder/price_rules';
  const tags = ['price rules'];

  app.get(
    base,
    { ...guard, schema: { tags, summary: 'The account’s rule sets by name', response: { 200: RuleList, ...errorResponses(...SIGNED_IN_ERRORS) } } },
    async (request) => ({ data: await rules.listRules(app.db, scopeOf(request)) }),
  );

  app.post(
    base,
    { ...guard, schema: { tags, summary: 'Create a rule set', body: RuleBody, response: { 201: OneRule, ...errorResponses(...SIGNED_IN_ERRORS, 422) } } },
    async (request, reply) => reply.status(201).send({ data: await rules.createRule(app.db, scopeOf(request), request.body) }),
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One rule set', params: IdParams, response: { 200: OneRule, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: await rules.getRule(app.db, scopeOf(request), request.params.id) }),
  );

  app.patch(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change a rule set (fields left out keep their values)',
        params: IdParams,
        body: RuleBody,
        response: { 200: OneRule, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({ data: await rules.updateRule(app.db, scopeOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a rule set; one still carried by days from today on needs replacementRuleId (409 without it)',
        params: IdParams,
        querystring: DeleteRuleQuery,
        response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await rules.deleteRule(app.db, scopeOf(request), request.params.id, request.query.replacementRuleId?.toLowerCase());
      return reply.status(204).send(null);
    },
  );
}
