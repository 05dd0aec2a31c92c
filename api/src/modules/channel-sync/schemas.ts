import { Type } from 'typebox';
import { Data, Day, DayInput, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';

export const ApartmentParams = Type.Object({ apartmentId: Type.String({ format: 'uuid' }) });

const FeedAttributes = Type.Object({
  apartmentId: Uuid(),
  name: Type.String({ examples: ['Airbnb'] }),
  system: Type.Literal('iCal'),
  url: Type.String({ examples: ['https://www.airbnb.pl/calendar/ical/123.ics?s=abc'] }),
  status: Type.Unsafe<string>({ type: 'string', enum: ['pending', 'synchronized', 'failed', 'held'], description: 'pending: never read yet' }),
  syncEnabled: Type.Boolean({ description: "the apartment's 'Synchronizuj kalendarz z serwisami rezerwacyjnymi': off, the feed is not read" }),
  lastAttemptAt: Type.Union([Timestamp(), Type.Null()]),
  lastSuccessAt: Type.Union([Timestamp(), Type.Null()]),
  httpStatus: Type.Union([Type.Integer(), Type.Null()]),
  eventCount: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String({ examples: ['Serwer kalendarza odpowiedział błędem HTTP 404.'] }), Type.Null()]),
  heldReason: Type.Union([Type.String(), Type.Null()]),
  conflicts: Type.Integer({ description: 'imported events clashing with a stay here' }),
  stale: Type.Boolean({ description: 'no success for 6 hours' }),
  exportUrl: Type.String({ description: 'the apartment’s export for this channel: it leaves out the stays imported from this feed' }),
  importEveryMinutes: Type.Integer({ description: 'read every this many minutes (jittered by up to a fifth)' }),
  nextImportAt: Type.Union([Timestamp(), Type.Null()]),
  lastDurationMs: Type.Union([Type.Integer(), Type.Null()], { description: 'how long the last read took' }),
  notModified: Type.Boolean({ description: 'the last read was answered 304 (the feed had not changed)' }),
});

export const FeedTimingBody = Type.Object({
  calendar_feed: Type.Object({
    importEveryMinutes: withMessage(Type.Integer({ minimum: 5, maximum: 1440 }), 'Podaj liczbę minut od 5 do 1440'),
  }),
});

export const Feed = Resource('calendar_feed', FeedAttributes);
export const OneFeed = Data(Feed);
export const FeedList = Type.Object({
  data: Type.Array(Feed),
  meta: Type.Object({ exportUrl: Type.String({ description: 'the apartment’s iCal export (every busy stay)' }) }),
});

export const FeedsBody = Type.Object({
  feeds: Type.Array(
    Type.Object({
      name: withMessage(Type.String({ minLength: 1, maxLength: 100 }), 'Podaj nazwę kalendarza (do 100 znaków)'),
      system: Type.Optional(withMessage(Type.Literal('iCal'), 'Obsługiwany jest tylko system iCal')),
      url: withMessage(Type.String({ maxLength: 2000, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$' }), 'Podaj adres kalendarza zaczynający się od http:// lub https://'),
    }),
    { maxItems: 20, description: 'the feeds to import, 20 at most; those left out are removed and their future stays cancelled' },
  ),
});

export const TokenAnswer = Data(Type.Object({ exportUrl: Type.String() }));

export const CalendarFile = Type.Object({
  file: Type.String({ pattern: '^[0-9a-fA-F-]{36}\\.ics$', description: 'the apartment’s calendar token and .ics', examples: ['0b6c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b.ics'] }),
});
export const CalendarQuery = Type.Object({
  for: Type.Optional(Type.String({ format: 'uuid', description: 'the feed (channel) asking: its own imported stays are left out' })),
});
export const DemoFeedParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,40}\\.ics$' }) });

// ---- channel health ('Analiza wysyłek') ----------------------------------------------------------------------------

export const HealthQuery = Type.Object({
  from: Type.Optional(DayInput('Podaj datę początkową (dd.MM.yyyy)', { description: 'the chart’s first day (default: 13 days ago)' })),
  to: Type.Optional(DayInput('Podaj datę końcową (dd.MM.yyyy)', { description: 'the chart’s last day (default: today)' })),
});

const ChannelStatus = Type.Unsafe<string>({ type: 'string', enum: ['ok', 'waiting', 'unread', 'error'], description: 'ok; waiting: changes not read yet; unread: not read for 3 hours or never; error: their calendar fails to import' });
const Change = Type.Object({
  kind: Type.Unsafe<string>({ type: 'string', enum: ['new_stay', 'new_block', 'cancellation', 'moved'] }),
  label: Type.String({ examples: ['Nowa rezerwacja'] }),
  stayId: Uuid(),
  stayKind: Type.String({ examples: ['reservation'] }),
  from: Day(),
  to: Day(),
  changedAt: Type.Union([Timestamp(), Type.Null()]),
  waitingMinutes: Type.Union([Type.Integer(), Type.Null()]),
});
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const HealthAnswer = Data(
  Resource(
    'channel_health',
    Type.Object({
      from: Day(),
      to: Day(),
      channels: Type.Array(
        Type.Object({
          apartmentId: Uuid(),
          apartmentName: Type.String(),
          feedId: Nullable(Uuid()),
          channel: Type.String({ examples: ['Booking.com'] }),
          status: ChannelStatus,
          lastReadAt: Nullable(Timestamp({ description: 'the channel’s last read of our export' })),
          userAgent: Nullable(Type.String()),
          etag: Nullable(Type.String({ description: 'the ETag it was served' })),
          reads: Type.Integer(),
          lastImportAt: Nullable(Timestamp({ description: 'our last successful read of their calendar' })),
          lastImportAttemptAt: Nullable(Timestamp()),
          importHttpStatus: Nullable(Type.Integer()),
          importError: Nullable(Type.String()),
          importEveryMinutes: Nullable(Type.Integer()),
          pending: Type.Array(Change, { description: 'changes here the channel has not read yet' }),
        }),
      ),
      chart: Type.Array(Type.Object({ day: Day(), pending: Type.Integer({ description: 'changes of that day still waiting' }), seen: Type.Integer({ description: 'changes read by channels that day' }) })),
      cards: Type.Array(
        Type.Object({
          channel: Type.String(),
          status: ChannelStatus,
          apartments: Type.Integer(),
          lastReadAt: Nullable(Timestamp()),
          lastImportAt: Nullable(Timestamp()),
          pending: Type.Integer(),
          oldestPendingMinutes: Nullable(Type.Integer()),
          errors: Type.Integer(),
        }),
      ),
      errors: Type.Array(
        Type.Object({
          kind: Type.Unsafe<string>({ type: 'string', enum: ['import', 'not_read', 'conflict'] }),
          channel: Type.String(),
          apartmentId: Uuid(),
          apartmentName: Type.String(),
          at: Nullable(Timestamp()),
          httpStatus: Nullable(Type.Integer()),
          message: Type.String({ examples: ['Serwer kalendarza odpowiedział błędem HTTP 404.'] }),
        }),
      ),
    }),
  ),
);

export const StayNotices = Type.Object({
  data: Type.Array(Type.Object({ channel: Type.String(), kind: Type.String(), message: Type.String({ examples: ['Booking.com jeszcze nie wie o tej rezerwacji: ostatni odczyt 47 min temu'] }) })),
});

export const ChannelStayBody = Type.Object({
  channel_stay: Type.Object({
    fullName: withMessage(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', examples: ['Jan Kowalski'] }), 'Podaj imię i nazwisko gościa (do 200 znaków)'),
    adults: withMessage(Type.Integer({ minimum: 1, maximum: 50, examples: [2] }), 'Podaj liczbę dorosłych od 1 do 50'),
    children: Type.Optional(withMessage(Type.Integer({ minimum: 0, maximum: 50, examples: [0] }), 'Podaj liczbę dzieci od 0 do 50')),
    totalPrice: withMessage(
      Type.Union([Type.Number({ minimum: 0, maximum: 10_000_000 }), Type.String({ maxLength: 20 })], { description: "the stay's price (what the channel charged), zł: 1250.5 or '1250,50'", examples: [1250.5] }),
      'Podaj cenę pobytu w zł (np. 1250,50)',
    ),
  }),
});

export const OneChannelStay = Data(
  Resource(
    'channel_stay',
    Type.Object({
      apartmentId: Uuid(),
      feedId: Type.Union([Uuid(), Type.Null()]),
      source: Type.String({ examples: ['Airbnb'], description: 'the channel (its feed’s name)' }),
      from: Day(),
      to: Day(),
      status: Type.String({ examples: ['confirmed'] }),
      fullName: Type.String({ examples: ['Jan Kowalski'] }),
      adults: Type.Integer(),
      children: Type.Integer(),
      totalPrice: Type.Number({ examples: [1250.5] }),
      currency: Type.String({ examples: ['PLN'] }),
      completedAt: Type.Union([Timestamp(), Type.Null()]),
    }),
  ),
);
