import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { NOTIFICATION_CHANNEL_VALUES, NOTIFICATION_KIND_VALUES } from '@gospodarz/contracts';
import { scopeOf } from '../../plugins/auth';
import { Data, NoContent, Resource, Timestamp, Uuid, errorResponses, withMessage } from '../../lib/schemas';
import { choosePreferences, notificationsOf, preferencesOf, readNotifications, setNotificationsPublicUrl, unreadOf } from './service';
import { TooManyRequestsError } from '../../lib/errors';
import { sessionNotRevoked } from '../session';
import { MAX_STREAMS_PER_SESSION, NotificationStreams } from './stream';

const NotificationsAnswer = Type.Object({
  data: Type.Array(
    Resource(
      'notification',
      Type.Object({
        kind: Type.String({ examples: ['reservation_created'] }),
        title: Type.String({ examples: ['Nowa rezerwacja'] }),
        body: Type.String(),
        link: Type.Union([Type.String(), Type.Null()], { examples: ['/front-desk/reservations'] }),
        read: Type.Boolean(),
        createdAt: Timestamp(),
      }),
    ),
  ),
  meta: Type.Object({ unread: Type.Integer({ examples: [2] }) }),
});

export const TOO_MANY_STREAMS = 'Zbyt wiele otwartych kart z powiadomieniami na żywo. Zamknij niepotrzebne karty.';

/** How long one stream stays open before the client reconnects (re-authenticated). */
const STREAM_LIFETIME_MS = 5 * 60_000;

const UnreadAnswer = Data(Type.Object({ unread: Type.Integer({ examples: [3] }) }));

const Kind = withMessage(Type.Union(NOTIFICATION_KIND_VALUES.map((k) => Type.Literal(k))), 'Nieznany rodzaj powiadomienia');
const Channel = withMessage(Type.Union(NOTIFICATION_CHANNEL_VALUES.map((c) => Type.Literal(c))), 'Wybierz: w aplikacji, e-mailem albo wyłączone');
const Preference = Resource('notification_preference', Type.Object({ kind: Type.String({ examples: ['guest_message'] }), channel: Type.String({ examples: ['email'] }) }));
const PreferencesAnswer = Data(Type.Array(Preference));
const PreferencesBody = Type.Object(
  { preferences: Type.Array(Type.Object({ kind: Kind, channel: Channel }), { maxItems: 50 }) },
  { examples: [{ preferences: [{ kind: 'guest_message', channel: 'email' }, { kind: 'invoice_paid', channel: 'off' }] }] },
);

/** The bell in the header: the user's notifications, marking them read, the live unread count, and preferences. */
export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['notifications'];
  setNotificationsPublicUrl(app.config.publicUrl);
  const streams = new NotificationStreams(
    app.changes,
    (sessionId) => sessionNotRevoked(app.db, sessionId),
    (error) => app.log.warn({ err: error }, 'notification streams: a session could not be checked; its streams end'),
  );
  app.addHook('onClose', async () => streams.close());

  app.get(
    '/notifications',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: "The signed-in user's latest notifications, newest first, with the unread count",
        querystring: Type.Object({ perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, examples: [5] })) }),
        response: { 200: NotificationsAnswer, ...errorResponses(401, 422) },
      },
    },
    async (request) => notificationsOf(app.db, scopeOf(request), request.query.perPage ?? 5),
  );

  app.post(
    '/notifications/read',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'Mark notifications read: those named, or all ("Oznacz wszystkie jako przeczytane")',
        body: Type.Object({ ids: Type.Optional(Type.Array(Uuid(), { maxItems: 100 })) }, { examples: [{ ids: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'] }, {}] }),
        response: { 204: NoContent, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      await readNotifications(app.db, scopeOf(request), request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/stream',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'The unread count, live',
        description:
          'With `Accept: text/event-stream`: server-sent events, an `unread` event (`{"unread": n}`) at once and after every change of the ' +
          "user's notifications, a comment every 25 s; the stream ends when the session does (sign-out). At most " +
          `${MAX_STREAMS_PER_SESSION} streams per session at once (429 beyond). Otherwise the count now, as JSON (what a client polls where a proxy blocks streams).`,
        response: { 200: UnreadAnswer, ...errorResponses(401, 429) },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = scopeOf(request);
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) return { data: { unread: await unreadOf(app.db, scope) } };
      if (!streams.hasRoom(scope.sessionId)) throw new TooManyRequestsError(TOO_MANY_STREAMS);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // nginx: pass each event on at once
        'X-Accel-Buffering': 'no',
      });
      raw.write('retry: 5000\n\n');
      let last = -1;
      let pending: Promise<void> = Promise.resolve();
      // counts run one after another, so that an older count never overtakes a newer one
      const push = () => {
        pending = pending
          .then(async () => {
            const unread = await unreadOf(app.db, scope);
            if (unread !== last && !raw.writableEnded) raw.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
            last = unread;
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream count failed'));
      };
      streams.open(scope, raw, push);
      // a stream outlives no session: it ends after a while and the client comes back with its token checked again
      const end = setTimeout(() => raw.end(), STREAM_LIFETIME_MS);
      raw.on('close', () => clearTimeout(end));
    },
  );

  app.get(
    '/me/notification_preferences',
    { ...app.guard(), schema: { tags, summary: 'How the user is told of each kind of notification', response: { 200: PreferencesAnswer, ...errorResponses(401) } } },
    async (request) => ({ data: await preferencesOf(app.db, scopeOf(request)) }),
  );

  app.put(
    '/me/notification_preferences',
    {
      ...app.guard(),
      schema: {
        tags,
        summary: 'Choose, per kind: in the app, by e-mail too, or off',
        body: PreferencesBody,
        response: { 200: PreferencesAnswer, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: await choosePreferences(app.db, scopeOf(request), request.body.preferences),
    }),
  );
}
