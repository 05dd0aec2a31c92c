import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/auth';
import { sendKeptJson } from '../../lib/keptJson';
import { IdParams, NoContent, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { searchAvailability } from './availability';
import { createBlocks, editBlock, getBlock, removeBlock } from './blocks';
import { AvailabilityAnswer, AvailabilityQuery, BlockBody, BlockList, CalendarWindow, OneBlock, WindowQuery } from './schemas';
import { calendarWindowJson } from './window';
import { createWindowCache } from './windowCache';

/**
 * The calendar: one window of the grid in one request, blocks of apartments, and the search for free apartments.
 * All take the reservations permission, and a co-host sees and blocks only the apartments shared with them.
 */
export default async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.guard('reservations');
  const windows = createWindowCache(app.changes);

  app.get(
    '/householder/calendar',
    {
      ...guard,
      schema: {
        tags: ['calendar'],
        summary: 'One window of the calendar: apartments with day prices and states, stays, blocks, warnings and tasks',
        querystring: WindowQuery,
        response: { 200: CalendarWindow, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    // sent as the kept bytes: a thousand apartments' window is ~1.4 MB of JSON, serialised and compressed once per
    // change, not per request
    async (request, reply) => sendKeptJson(request, reply, await calendarWindowJson(app.db, scopeOf(request), request.query, windows)),
  );

  app.get(
    '/householder/calendar/availability',
    {
      ...guard,
      schema: {
        tags: ['calendar'],
        summary: 'The free apartments taking the party for the stay, each with the engine’s quote',
        querystring: AvailabilityQuery,
        response: { 200: AvailabilityAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request) => searchAvailability(app.db, scopeOf(request), request.query),
  );

  const tags = ['blocks'];
  app.post(
    '/householder/blocks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Block the same nights of one or many apartments: all of them or none (409 names the apartments taken)',
        body: BlockBody,
        response: { 201: BlockList, ...errorResponses(...SIGNED_IN_ERRORS, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createBlocks(app.db, scopeOf(request), request.body) }),
  );

  app.get(
    '/householder/blocks/:id',
    { ...guard, schema: { tags, summary: 'One block', params: IdParams, response: { 200: OneBlock, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request) => ({ data: await getBlock(app.db, scopeOf(request), request.params.id) }),
  );

  app.patch(
    '/householder/blocks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change a block’s dates, apartment or reason',
        params: IdParams,
        body: BlockBody,
        response: { 200: OneBlock, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409, 422) },
      },
    },
    async (request) => ({ data: await editBlock(app.db, scopeOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/householder/blocks/:id',
    { ...guard, schema: { tags, summary: 'Remove a block', params: IdParams, response: { 204: NoContent, ...errorResponses(...SIGNED_IN_ERRORS, 404) } } },
    async (request, reply) => {
      await removeBlock(app.db, scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
