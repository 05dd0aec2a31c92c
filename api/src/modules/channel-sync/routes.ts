import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { IdParams, EmptyBody, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { demoFeedText } from './demoFeeds';
import { ApartmentParams, CalendarFile, CalendarQuery, DemoFeedParams, FeedList, FeedsBody, OneFeed, TokenAnswer } from './schemas';
import { exportUrl, toFeedDto } from './serialize';
import * as service from './service';

export const IMPORT_JOB = 'ical.import';
export const POLL_JOB = 'ical.poll';

const tags = ['channel sync'];

/**
 * Channel sync (administration › listing › Synchronizacja kalendarza): the iCal feeds an apartment imports, read by
 * the job runner every 15 minutes and on demand, and the apartment's iCal export for the channels.
 */
export default async function channelSyncRoutes(app: FastifyInstance) {
  const deps: service.SyncDeps = { db: app.db, allowPrivateNetwork: app.config.icalAllowPrivateNetwork, maxEvents: app.config.icalMaxEvents };
  const publicUrl = app.config.publicUrl;

  app.jobs.define<{ feedId: string; acceptLosses?: boolean }>(IMPORT_JOB, async ({ feedId, acceptLosses }) => {
    const outcome = await service.importFeed(deps, feedId, { acceptLosses });
    if (outcome?.error) app.log.info({ feedId, error: outcome.error }, 'calendar feed not read');
  });
  app.jobs.define(
    POLL_JOB,
    async () => {
      for (const feedId of await service.dueFeeds(app.db)) await app.jobs.send(IMPORT_JOB, { feedId }, { singletonKey: feedId });
    },
    { cron: '*/15 * * * *', policy: 'stately' },
  );
  // an instance that runs jobs reads the feeds due at once, so that a fresh start does not wait a quarter of an hour
  if (app.config.jobWorkers) app.addHook('onReady', async () => app.jobs.send(POLL_JOB, {}, { startAfter: new Date(Date.now() + 5000) }));

  async function feedList(scope: ReturnType<typeof scopeOf>, apartmentId: string, feeds: Awaited<ReturnType<typeof service.apartmentFeeds>>) {
    const token = await service.exportToken(app.db, scope, apartmentId);
    return { data: feeds.map((f) => toFeedDto(f, publicUrl, token)), meta: { exportUrl: exportUrl(publicUrl, token) } };
  }

  app.get<{ Params: Static<typeof ApartmentParams> }>(
    '/householder/apartments/:apartmentId/calendar_feeds',
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'The apartment’s imported calendars with their state, and its export address', params: ApartmentParams, response: { 200: FeedList, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => {
      const scope = scopeOf(request);
      return feedList(scope, request.params.apartmentId, await service.apartmentFeeds(app.db, scope, request.params.apartmentId));
    },
  );

  app.put<{ Params: Static<typeof ApartmentParams>; Body: Static<typeof FeedsBody> }>(
    '/householder/apartments/:apartmentId/calendar_feeds',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Replace the apartment’s imported calendars (new ones are read at once)',
        params: ApartmentParams,
        body: FeedsBody,
        response: { 200: FeedList, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const feeds = await service.replaceFeeds(app.db, scope, request.params.apartmentId, request.body.feeds);
      for (const feed of feeds) if (feed.last_attempt_at === null) await app.jobs.send(IMPORT_JOB, { feedId: feed.id }, { singletonKey: feed.id });
      return feedList(scope, request.params.apartmentId, feeds);
    },
  );

  app.post<{ Params: Static<typeof IdParams> }>(
    '/householder/calendar_feeds/:id/sync',
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'Read the calendar now (queued for the job runner; its state changes within seconds)', params: IdParams, body: EmptyBody, response: { 202: OneFeed, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const feed = await service.oneFeed(app.db, scope, request.params.id);
      await app.jobs.send(IMPORT_JOB, { feedId: feed.id }, { singletonKey: feed.id });
      const token = await service.exportToken(app.db, scope, feed.apartment_id);
      return reply.code(202).send({ data: toFeedDto(feed, publicUrl, token) });
    },
  );

  app.post<{ Params: Static<typeof IdParams> }>(
    '/householder/calendar_feeds/:id/accept',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Accept a held change (an emptied feed, or one that lost more than half its events): read it again and free the dates it no longer holds',
        params: IdParams,
        body: EmptyBody,
        response: { 202: OneFeed, ...errorResponses(...SIGNED_IN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const feed = await service.oneFeed(app.db, scope, request.params.id);
      await app.jobs.send(IMPORT_JOB, { feedId: feed.id, acceptLosses: true });
      const token = await service.exportToken(app.db, scope, feed.apartment_id);
      return reply.code(202).send({ data: toFeedDto(feed, publicUrl, token) });
    },
  );

  app.post<{ Params: Static<typeof ApartmentParams> }>(
    '/householder/apartments/:apartmentId/calendar_token',
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'A new export address (the old one stops working at once)', params: ApartmentParams, body: EmptyBody, response: { 200: TokenAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => ({ data: { exportUrl: exportUrl(publicUrl, await service.regenerateToken(app.db, scopeOf(request), request.params.apartmentId)) } }),
  );

  // The export booking services fetch: no session (the token is unguessable), rate-limited per token, with an ETag.
  app.get<{ Params: Static<typeof CalendarFile>; Querystring: Static<typeof CalendarQuery> }>(
    '/calendars/:file',
    {
      preValidation: app.throttle('calendarFeed', (request) => (request.params as { file?: string }).file),
      schema: {
        tags,
        summary: 'An apartment’s iCal export for booking services (busy days only, no guest data; `for` leaves out that channel’s own stays)',
        security: [],
        params: CalendarFile,
        querystring: CalendarQuery,
        produces: ['text/calendar'],
        response: { 200: Type.String({ description: 'text/calendar (RFC 5545)' }), 304: Type.Null({ description: 'Not modified (If-None-Match)' }), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const text = await service.exportCalendar(app.db, request.params.file.slice(0, 36), request.query.for ?? null);
      if (text === null) return reply.code(404).send({ message: 'Nie znaleziono kalendarza.' });
      const etag = `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );

  // The demo's channels, served by the API itself (no network needed): never in production.
  if (!app.config.production) {
    app.get<{ Params: Static<typeof DemoFeedParams> }>(
      '/demo/calendars/:name',
      {
        schema: {
          tags,
          summary: 'A sample channel calendar for the demo account’s apartments (development only)',
          security: [],
          params: DemoFeedParams,
          produces: ['text/calendar'],
          response: { 200: Type.String({ description: 'text/calendar' }), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const text = await demoFeedText(app.db, request.params.name.replace(/\.ics$/, ''));
        if (text === null) return reply.code(404).send({ message: 'Nie znaleziono kalendarza.' });
        return reply.type('text/calendar; charset=utf-8').send(text);
      },
    );
  }
}
