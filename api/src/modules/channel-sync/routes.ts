import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { scopeOf } from '../../plugins/auth';
import { IdParams, EmptyBody, SIGNED_IN_ERRORS, errorResponses } from '../../lib/schemas';
import { demoFeedText } from './demoFeeds';
import { healthReport, openWindows, recordExportRead } from './health';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { addDays, parseDay, todayInPoland } from '@gospodarz/contracts';
import { ApartmentParams, CalendarFile, ChannelStayBody, CalendarQuery, DemoFeedParams, FeedList, FeedsBody, FeedTimingBody, HealthAnswer, HealthQuery, OneChannelStay, OneFeed, StayNotices, TokenAnswer } from './schemas';
import { exportUrl, toChannelStayDto, toFeedDto } from './serialize';
import * as service from './service';
import { IMPORT_JOB } from './jobs';
import { pathParam } from '../../lib/rawInput';

const tags = ['channel sync'];

/**
 * Channel sync (administration › listing › Synchronizacja kalendarza): the iCal feeds an apartment imports, read by
 * the job runner every 5 minutes (per feed, jittered) and on demand, and the apartment's iCal export for the channels.
 */
export default async function channelSyncRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;

  async function feedList(scope: ReturnType<typeof scopeOf>, apartmentId: string, feeds: Awaited<ReturnType<typeof service.apartmentFeeds>>) {
    const token = await service.exportToken(app.db, scope, apartmentId);
    return { data: feeds.map((f) => toFeedDto(f, publicUrl, token)), meta: { exportUrl: exportUrl(publicUrl, token) } };
  }

  app.get(
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

  app.put(
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

  app.post(
    '/householder/calendar_feeds/:id/sync',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: "Read the calendar now (queued for the job runner; its state changes within seconds); 409 while the apartment's 'Synchronizuj kalendarz' is off",
        params: IdParams,
        body: EmptyBody,
        response: { 202: OneFeed, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const feed = await service.feedToRead(app.db, scope, request.params.id);
      await app.jobs.send(IMPORT_JOB, { feedId: feed.id }, { singletonKey: feed.id });
      const token = await service.exportToken(app.db, scope, feed.apartment_id);
      return reply.code(202).send({ data: toFeedDto(feed, publicUrl, token) });
    },
  );

  app.patch(
    '/householder/calendar_feeds/:id',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'How often the calendar is read (every 5 minutes by default, up to once a day)',
        params: IdParams,
        body: FeedTimingBody,
        response: { 200: OneFeed, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const feed = await service.setFeedTiming(app.db, scope, request.params.id, request.body.calendar_feed.importEveryMinutes);
      const token = await service.exportToken(app.db, scope, feed.apartment_id);
      return { data: toFeedDto(feed, publicUrl, token) };
    },
  );

  app.post(
    '/householder/calendar_feeds/:id/accept',
    {
      ...app.guard('owner'),
      schema: {
        tags,
        summary: 'Accept a held change (an emptied feed, or one that lost more than half its events): read it again and free the dates it no longer holds',
        params: IdParams,
        body: EmptyBody,
        response: { 202: OneFeed, ...errorResponses(...SIGNED_IN_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const feed = await service.feedToRead(app.db, scope, request.params.id);
      await app.jobs.send(IMPORT_JOB, { feedId: feed.id, acceptLosses: true });
      const token = await service.exportToken(app.db, scope, feed.apartment_id);
      return reply.code(202).send({ data: toFeedDto(feed, publicUrl, token) });
    },
  );

  app.post(
    '/householder/apartments/:apartmentId/calendar_token',
    {
      ...app.guard('owner'),
      schema: { tags, summary: 'A new export address (the old one stops working at once)', params: ApartmentParams, body: EmptyBody, response: { 200: TokenAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 404) } },
    },
    async (request) => ({ data: { exportUrl: exportUrl(publicUrl, await service.regenerateToken(app.db, scopeOf(request), request.params.apartmentId)) } }),
  );

  // Channel health ('Analiza wysyłek'): what each channel read of our export and what waits for it; a stay's notices.
  app.get(
    '/householder/channel_health',
    {
      ...app.guard('reservations'),
      schema: {
        tags,
        summary: 'Per channel and apartment: the last read of our export and import of theirs, the changes waiting, the chart of pending and seen changes per day, status cards and the error register',
        querystring: HealthQuery,
        response: { 200: HealthAnswer, ...errorResponses(...SIGNED_IN_ERRORS, 422) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const today = todayInPoland();
      const to = request.query.to ? parseDay(request.query.to) : today;
      const from = request.query.from ? parseDay(request.query.from) : addDays(to ?? today, -13);
      if (!from || !to || from > to) throw new ValidationError({ from: ['Data początkowa musi być przed końcową.'] });
      if (addDays(from, 366) <= to) throw new ValidationError({ to: ['Wybierz najwyżej rok.'] });
      const report = await healthReport(app.db, scope.accountId, scope.apartmentIds, from, to);
      return { data: { id: scope.accountId, type: 'channel_health', attributes: JSON.parse(JSON.stringify(report)) } };
    },
  );

  app.get(
    '/householder/channel_health/stays/:id',
    {
      ...app.guard('reservations'),
      schema: {
        tags,
        summary: 'What the channels do not know yet about a stay here (while they still sell its dates)',
        params: IdParams,
        response: { 200: StayNotices, ...errorResponses(...SIGNED_IN_ERRORS, 404) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const apartmentId = await service.stayApartment(app.db, scope.accountId, scope.apartmentIds, request.params.id);
      if (!apartmentId) throw new NotFoundError('Nie znaleziono rezerwacji.');
      const windows = await openWindows(app.db, scope.accountId, [apartmentId]);
      return { data: windows.filter((w) => w.change.stayId === request.params.id).map((w) => ({ channel: w.channel, kind: w.change.kind, message: w.message })) };
    },
  );

  // A channel's stay completed by the host (guest, party, price): still the feed's, so imports move or cancel it.
  app.put(
    '/householder/channel_stays/:id',
    {
      ...app.guard('reservations'),
      schema: {
        tags,
        summary: 'Complete a stay imported from a channel (guest name, party, price); later imports still move or cancel it and keep what was typed',
        params: IdParams,
        body: ChannelStayBody,
        response: { 200: OneChannelStay, ...errorResponses(...SIGNED_IN_ERRORS, 404, 422) },
      },
    },
    async (request) => ({ data: toChannelStayDto(await service.completeChannelStay(app.db, scopeOf(request), request.params.id, request.body.channel_stay)) }),
  );

  // The export booking services fetch: no session (the token is unguessable), rate-limited per token, with an ETag.
  app.get(
    '/calendars/:file',
    {
      preValidation: app.throttle('calendarFeed', pathParam('file')),
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
      const exported = await service.exportCalendar(app.db, request.params.file.slice(0, 36), request.query.for ?? null);
      if (exported === null) throw new NotFoundError('Nie znaleziono kalendarza.');
      const { text, apartment, stays } = exported;
      const etag = `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      const notModified = request.headers['if-none-match'] === etag;
      // what this channel has now seen: its read, user agent and the ETag served (Analiza wysyłek)
      await recordExportRead(app.db, {
        accountId: apartment.account_id,
        apartmentId: apartment.id,
        feedId: request.query.for ?? null,
        userAgent: request.headers['user-agent'] ?? '',
        etag,
        status: notModified ? 304 : 200,
        stays,
      });
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (notModified) return reply.code(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );

  // The demo's channels, served by the API itself (no network needed): never in production.
  if (!app.config.production) {
    app.get(
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
        if (text === null) throw new NotFoundError('Nie znaleziono kalendarza.');
        return reply.type('text/calendar; charset=utf-8').send(text);
      },
    );
  }
}
