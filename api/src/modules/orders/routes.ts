import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { pagination } from '../../lib/resource';
import { IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { OneOrder, OrderBody, OrderPage, OrderQuery } from './schemas';
import { toEventDto, toOrderDto } from './serialize';
import * as service from './service';

/**
 * The work schedule (Usługi › Harmonogram prac): the orders planned from cooperations, scoped to the apartments a
 * co-host holding 'cooperations' sees.
 */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['work schedule'];
  const base = '/householder/cooperation_orders';
  const guard = app.guard('cooperations');

  app.get(
    base,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Orders by service time, 15 a page, filtered by Warsaw days, apartments, statuses, provider and kind',
        querystring: OrderQuery,
        response: { 200: OrderPage, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request) => {
      const { rows, count, page, perPage } = await service.listPage(app, scopeOf(request), request.query);
      return { data: rows.map(toOrderDto), pagination: pagination(page, perPage, count) };
    },
  );

  app.get(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'One order with its history', params: IdParams, response: { 200: OneOrder, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => {
      const scope = scopeOf(request);
      const row = await service.getOrder(app, scope, request.params.id);
      const history = await service.history(app, scope, row.id);
      const dto = toOrderDto(row);
      return { data: { ...dto, attributes: { ...dto.attributes, history: history.map(toEventDto) } } };
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change an order’s status or service time (half hours); recorded with who and when',
        params: IdParams,
        body: OrderBody,
        response: { 200: OneOrder, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const { attributes, ...direct } = request.body.cooperationOrder;
      const row = await service.updateOrder(app, scopeOf(request), request.params.id, { ...direct, ...attributes });
      return { data: toOrderDto(row) };
    },
  );

  app.delete(
    `${base}/:id`,
    { ...guard, schema: { tags, summary: 'Take an order off the schedule (it is canceled and kept in the history)', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request, reply) => {
      await service.removeOrder(app, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
