import { Type, type Static, type TSchema } from 'typebox';
import {
  ADJUSTMENT_UNITS,
  AVAILABILITIES,
  CANCELLATION_POLICIES,
  DEFAULT_FIRST_MINUTE_DAYS,
  DEFAULT_STAY_LIMITS_MAX,
  LAST_MINUTE_DAYS,
  PRICE_TIERS,
  RULE_COLORS,
  STAY_LONGER_WEEKS,
  WEEKDAY_ADJUSTMENT_TYPES,
  WEEKDAYS,
} from '@gospodarz/contracts';
import { DAY_PATTERN, Data, Day, PaginationSchema, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';

const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const PERCENT_MESSAGE = 'Podaj procent: liczbę całkowitą od 0 do 100';
const CHOICE = 'Wybierz jedną z dostępnych wartości';

/**
 * A number or null, said as one JSON type list: Ajv's type coercion would turn a null sent for a `number | null`
 * union into 0 (and 0 into null, the other way round), while a list of types leaves both as sent.
 */
const OrNull = <T>(type: 'number' | 'integer', options: Record<string, unknown>) => Type.Unsafe<T | null>({ type: [type, 'null'], ...options });
const Percent = (description: string) => withMessage(Type.Integer({ minimum: 0, maximum: 100, description, examples: [10] }), PERCENT_MESSAGE);
const NullableInteger = (range: { minimum: number; maximum: number }, message: string, description: string) =>
  withMessage(OrNull<number>('integer', { ...range, description }), message);
/** A day that must be sent: yyyy-MM-dd or MM/dd/yyyy. */
const RequiredDay = (description: string, example: string) =>
  withMessage(Type.String({ pattern: DAY_PATTERN, description, examples: [example] }), { pattern: 'Podaj poprawną datę', required: 'Pole jest wymagane' });
const Money = (description: string) => Type.Union([Type.Number(), Type.Null()], { description, examples: [250] });

// ---- rule sets -----------------------------------------------------------------------------------------------------

const WeekdayAdjustmentInput = Type.Object({
  type: Type.Optional(withMessage(Type.Enum([...WEEKDAY_ADJUSTMENT_TYPES], { description: 'none, raise or discount' }), CHOICE)),
  unit: Type.Optional(withMessage(Type.Enum([...ADJUSTMENT_UNITS], { description: 'percent or amount (zł)' }), CHOICE)),
  value: Type.Optional(Type.Number({ description: 'percent: a whole number 0-100; amount: zł, at most two decimals', examples: [20] })),
});

const RuleFields = {
  name: Type.Optional(Type.String({ maxLength: 100, examples: ['Sezon letni'] })),
  color: Type.Optional(withMessage(Type.Enum([...RULE_COLORS], { description: RULE_COLORS.join(', '), examples: ['green'] }), 'Wybierz kolor')),
  lastMinute: Type.Optional(Type.Boolean()),
  lastMinuteDiscount: Type.Optional(Percent('last-minute discount, %')),
  lastMinuteDays: Type.Optional(
    withMessage(Type.Enum([...LAST_MINUTE_DAYS], { description: 'valid when booked at most 5, 4 or 3 days before arrival', examples: [5] }), 'Wybierz 5, 4 lub 3 dni'),
  ),
  firstMinute: Type.Optional(Type.Boolean()),
  firstMinuteDiscount: Type.Optional(Percent('first-minute discount, %')),
  firstMinuteDays: Type.Optional(
    withMessage(Type.Integer({ minimum: 1, maximum: 730, description: `valid when booked at least this many days before arrival (default ${DEFAULT_FIRST_MINUTE_DAYS})`, examples: [60] }), 'Podaj liczbę dni od 1 do 730'),
  ),
  stayLonger: Type.Optional(Type.Boolean()),
  stayLongerDiscount: Type.Optional(Percent('longer-stay discount, %')),
  stayLongerWeeks: Type.Optional(withMessage(Type.Enum([...STAY_LONGER_WEEKS], { description: 'from 1, 2 or 3 weeks', examples: [1] }), 'Wybierz 1, 2 lub 3 tygodnie')),
  gapDay: Type.Optional(Type.Boolean()),
  gapDayDiscount: Type.Optional(Percent('discount for a one-night stay between two other stays, %')),
  capacityDays: Type.Optional(
    NullableInteger({ minimum: 1, maximum: 1095 }, 'Podaj liczbę dni od 1 do 1095', 'the booking window: a stay may start at most this many days after booking; null: no limit'),
  ),
  child: Type.Optional(NullableInteger({ minimum: 0, maximum: 17 }, 'Podaj wiek od 0 do 17 lat', 'children up to this age stay free (do not count toward the tier); null: every child counts')),
  teen: Type.Optional(NullableInteger({ minimum: 0, maximum: 17 }, 'Podaj wiek od 0 do 17 lat', 'the oldest age still booked as a child; null: 17')),
  weekdays: Type.Optional(Type.Object(Object.fromEntries(WEEKDAYS.map((day) => [day, Type.Optional(WeekdayAdjustmentInput)])), { description: 'monday … sunday; days left out keep their values' })),
  stayLimitsMin: Type.Optional(withMessage(Type.Integer({ minimum: 1, maximum: 365, examples: [2] }), 'Podaj liczbę dób od 1 do 365')),
  stayLimitsMax: Type.Optional(withMessage(Type.Integer({ minimum: 1, maximum: 365, description: `default ${DEFAULT_STAY_LIMITS_MAX}`, examples: [30] }), 'Podaj liczbę dób od 1 do 365')),
  cancellation: Type.Optional(withMessage(Type.Enum([...CANCELLATION_POLICIES], { description: CANCELLATION_POLICIES.join(', '), examples: ['flexible'] }), CHOICE)),
};

/** `{priceRule: {...}}` or the fields alone; on update, fields left out keep their values. */
export const RuleBody = Type.Object(
  { priceRule: Type.Optional(Type.Object(RuleFields)), ...RuleFields },
  {
    description: '`{priceRule: {...}}` or the fields alone',
    examples: [{ priceRule: { name: 'Sezon letni', color: 'green', stayLonger: true, stayLongerDiscount: 10, stayLongerWeeks: 1, cancellation: 'mediumStrict' } }],
  },
);
export type RuleBody = Static<typeof RuleBody>;

const WeekdayAdjustment = Type.Object({ type: Type.Enum([...WEEKDAY_ADJUSTMENT_TYPES]), unit: Type.Enum([...ADJUSTMENT_UNITS]), value: Type.Number() });

export const PriceRule = Resource(
  'price_rule',
  Type.Object({
    name: Type.String({ examples: ['Sezon letni'] }),
    color: Type.Enum([...RULE_COLORS]),
    lastMinute: Type.Boolean(),
    lastMinuteDiscount: Type.Integer(),
    lastMinuteDays: Type.Integer(),
    firstMinute: Type.Boolean(),
    firstMinuteDiscount: Type.Integer(),
    firstMinuteDays: Type.Integer(),
    stayLonger: Type.Boolean(),
    stayLongerDiscount: Type.Integer(),
    stayLongerWeeks: Type.Integer(),
    gapDay: Type.Boolean(),
    gapDayDiscount: Type.Integer(),
    capacityDays: Type.Union([Type.Integer(), Type.Null()]),
    child: Type.Union([Type.Integer(), Type.Null()]),
    teen: Type.Union([Type.Integer(), Type.Null()]),
    weekdays: Type.Object(Object.fromEntries(WEEKDAYS.map((day) => [day, WeekdayAdjustment]))),
    stayLimitsMin: Type.Integer(),
    stayLimitsMax: Type.Integer(),
    cancellation: Type.Enum([...CANCELLATION_POLICIES]),
    futureDays: Type.Integer({ description: 'days from today on that carry this rule' }),
    readOnly: Type.Boolean({ description: "true for a co-host when days of an apartment not shared with them carry it too: they may read it, not change or delete it (403)" }),
    createdAt: Timestamp(),
    updatedAt: Timestamp(),
  }),
);
export const OneRule = Data(PriceRule);
export const RuleList = Data(Type.Array(PriceRule));

export const DeleteRuleQuery = Type.Object({
  replacementRuleId: Type.Optional(withMessage(Type.String({ pattern: `^${UUID_TEXT}$`, description: 'the rule that takes over the days from today on' }), 'Wybierz regułę')),
});

// ---- the price list ------------------------------------------------------------------------------------------------

const TierPrices = Type.Object(Object.fromEntries(PRICE_TIERS.map((tier) => [tier, Money(`${tier} persons, zł`)])), { description: "'1-2', '3-4', '5+'" });

const joinedIds = `^\\s*((${UUID_TEXT})\\s*(\\|\\s*(${UUID_TEXT})\\s*)*)?\\|?\\s*$`;
export const WindowQuery = Type.Object({
  from: RequiredDay('the first day, yyyy-MM-dd or MM/dd/yyyy', '2030-03-01'),
  to: RequiredDay('the last day (included)', '2030-03-20'),
  apartmentIds: Type.Optional(withMessage(Type.String({ pattern: joinedIds, description: "only these apartments, ids joined with '|'" }), 'Nieprawidłowa wartość')),
  apartmentId: Type.Optional(withMessage(Type.String({ pattern: joinedIds, description: 'one apartment id (or several joined with |)' }), 'Nieprawidłowa wartość')),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 50, description: 'apartments per page' })),
});
export type WindowQuery = Static<typeof WindowQuery>;

const Column = <T extends TSchema>(item: T, description: string) => Type.Array(item, { description });
export const PriceList = Type.Object({
  data: Type.Array(
    Resource(
      'apartment_prices',
      Type.Object({
        apartmentId: Uuid(),
        name: Type.String({ examples: ['Apartament Morski'] }),
        accommodationId: Uuid(),
        accommodationName: Type.String({ examples: ['Apartamenty Nadmorskie'] }),
        currency: Type.String({ examples: ['PLN'] }),
        smartPricing: Type.Boolean({ description: 'intelligent pricing: the price list is read-only' }),
        rates: TierPrices,
        prices: Type.Object(
          Object.fromEntries(PRICE_TIERS.map((tier) => [tier, Column(Type.Union([Type.Number(), Type.Null()]), `${tier} persons: each day's own price, else the rate`)])),
          { description: 'per tier, one entry per day of meta.days' },
        ),
        priced: Column(Type.Boolean(), "false: every tier is the apartment's rate that day"),
        ruleIds: Column(Type.Union([Uuid(), Type.Null()]), 'the rule set of each day'),
        availability: Column(Type.Enum([...AVAILABILITIES]), 'available, reserved (a reservation) or blocked (a block)'),
      }),
    ),
  ),
  pagination: PaginationSchema,
  meta: Type.Object({ days: Type.Array(Day(), { description: 'the window’s days; entry i of every column is this day' }) }),
});

const PriceInput = (tier: string) =>
  Type.Optional(withMessage(OrNull<number>('number', { minimum: 0, description: `${tier} persons, zł; null: the apartment's rate` }), 'Podaj kwotę nie mniejszą niż 0'));

export const RangeBody = Type.Object(
  {
    apartmentIds: Type.Optional(
      withMessage(Type.Array(Type.String({ pattern: `^${UUID_TEXT}$` }), { minItems: 1, maxItems: 1000, description: 'the apartments to price' }), 'Wybierz apartamenty'),
    ),
    apartmentId: Type.Optional(withMessage(Type.String({ pattern: `^${UUID_TEXT}$`, description: 'one apartment (instead of apartmentIds)' }), 'Wybierz apartament')),
    from: RequiredDay('the first day', '2030-03-01'),
    to: RequiredDay('the last day (included)', '2030-03-20'),
    prices: Type.Optional(Type.Object(Object.fromEntries(PRICE_TIERS.map((tier) => [tier, PriceInput(tier)])), { description: "'1-2', '3-4', '5+'" })),
    ruleId: Type.Optional(
      withMessage(Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: `^${UUID_TEXT}$`, description: 'the rule set of these days; null: none' }), 'Wybierz regułę'),
    ),
  },
  {
    description: 'Every day from `from` to `to` of the apartments gets these prices and rule; with no price and no rule the days fall back to the rates',
    examples: [{ apartmentIds: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'], from: '2030-07-01', to: '2030-08-31', prices: { '1-2': 450, '3-4': 520, '5+': null }, ruleId: null }],
  },
);
export type RangeBody = Static<typeof RangeBody>;

export const RangeAnswer = Data(
  Type.Object({
    apartmentIds: Type.Array(Uuid()),
    from: Day(),
    to: Day(),
    days: Type.Integer({ description: 'apartment-days written', examples: [62] }),
  }),
);
