import { Type } from 'typebox';
import { Data, Resource, withMessage } from '../../lib/schemas';

const Share = Type.Union([Type.Number(), Type.Null()], { description: '0 to 1; null where there is nothing to divide by' });
const Money = Type.Union([Type.Number(), Type.Null()], { description: 'złoty; null where there is nothing to divide by' });

const Month = Type.Object({
  month: Type.String({ examples: ['2026-07'] }),
  reservations: Type.Integer({ examples: [14] }),
  cancellations: Type.Integer({ examples: [1] }),
  cancellationRate: Share,
  nightsSold: Type.Integer({ examples: [78] }),
  nightsOccupied: Type.Integer({ examples: [81], description: 'nights sold and nights of stays imported from channels' }),
  revenue: Type.Number({ examples: [34120.5] }),
  adr: Money,
  nightsAvailable: Type.Integer({ examples: [93] }),
  nightsBlocked: Type.Integer({ examples: [0] }),
  occupancy: Share,
  occupancyUnblocked: Share,
  revpar: Money,
  sources: Type.Record(Type.String(), Type.Integer(), { examples: [{ booking: 6, airbnb: 5, website: 3 }] }),
});

const Weekday = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 = poniedziałek' }),
  nightsSold: Type.Integer(),
  revenue: Type.Number(),
  avgPrice: Money,
  avgBookings: Type.Number(),
});

export const ReportAnswer = Data(
  Resource(
    'report',
    Type.Object({
      report: Type.String({ examples: ['occupancy'] }),
      from: Type.String({ format: 'date', examples: ['2025-12-01'] }),
      to: Type.String({ format: 'date', examples: ['2026-12-01'] }),
      months: Type.Integer({ examples: [12] }),
      apartmentId: Type.Union([Type.String(), Type.Null()]),
      apartmentCount: Type.Integer({ examples: [3] }),
      sources: Type.Array(Type.String(), { examples: [['booking', 'airbnb', 'website']] }),
      rows: Type.Array(Month),
      weekdays: Type.Array(Weekday),
      previousYear: Type.Union([Type.Object({ rows: Type.Array(Month), weekdays: Type.Array(Weekday) }), Type.Null()]),
    }),
  ),
);

export const ReportQuerySchema = Type.Object({
  apartmentId: Type.Optional(withMessage(Type.String({ format: 'uuid', description: 'one apartment; absent: all the user sees' }), 'Nieprawidłowy apartament')),
  period: Type.Optional(
    withMessage(Type.Integer({ minimum: 1, maximum: 4, description: '1 to 4: the last 6, 12, 18 or 24 months', examples: [2] }), 'Okres: wybierz od 1 do 4'),
  ),
  compare: Type.Optional(Type.Boolean({ description: 'add the same months a year earlier' })),
  month: Type.Optional(
    withMessage(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: "the period's last month (default: the current one)", examples: ['2026-11'] }), 'Miesiąc w formacie RRRR-MM'),
  ),
});
