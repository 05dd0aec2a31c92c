import { Type, type Static } from 'typebox';
import { CANCELLATION_POLICIES, PRICE_ADJUSTMENT_KINDS, PRICE_TIERS } from '@gospodarz/contracts';
import { Aliased, DAY_PATTERN, Data, Day, Resource, Uuid, withMessage } from '../../lib/schemas';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
// '' is said to be missing, not a bad day
const Required = { minLength: 'Pole jest wymagane', required: 'Pole jest wymagane' };

/** GET /householder/quotes: the stay to price (apartamentId is read for apartmentId). */
export const QuoteQuery = Aliased(
  {
    apartmentId: withMessage(Type.String({ pattern: UUID_PATTERN }), { pattern: 'Wybierz apartament', required: 'Wybierz apartament' }),
    from: withMessage(Type.String({ minLength: 1, pattern: `^$|${DAY_PATTERN}`, description: 'check-in, yyyy-MM-dd or MM/dd/yyyy', examples: ['2030-03-01'] }), {
      ...Required,
      pattern: 'Podaj poprawną datę',
    }),
    to: withMessage(Type.String({ minLength: 1, pattern: `^$|${DAY_PATTERN}`, description: 'check-out, yyyy-MM-dd or MM/dd/yyyy', examples: ['2030-03-04'] }), {
      ...Required,
      pattern: 'Podaj poprawną datę',
    }),
    adults: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 1, examples: [2] })),
    children: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 0, examples: [0] })),
    childrenAges: Type.Optional(
      withMessage(Type.String({ pattern: '^\\s*(\\d{1,2}\\s*(\\|\\s*\\d{1,2}\\s*)*)?$', description: "the children's ages joined with '|' (children up to the rule's age stay free)", examples: ['2|7'] }), {
        pattern: 'Podaj wiek dzieci, np. 2|7',
      }),
    ),
    bookedOn: Type.Optional(
      withMessage(Type.String({ pattern: DAY_PATTERN, description: 'the day of booking for the last- and first-minute discounts (default today)', examples: ['2030-01-15'] }), {
        pattern: 'Podaj poprawną datę',
      }),
    ),
    exceptReservationId: Type.Optional(
      withMessage(Type.String({ pattern: UUID_PATTERN, description: 'a reservation being changed: its own nights are not taken, and it is not its own neighbour' }), {
        pattern: 'Nieprawidłowa rezerwacja',
      }),
    ),
    breakdown: Type.Optional(Type.Boolean({ default: false, description: 'also answer the breakdown: nights, rules applied and skipped, cancellation schedule' })),
  },
  { apartamentId: 'apartmentId' },
);
export type QuoteQueryInput = Static<typeof QuoteQuery>;

const Money = (description: string) => Type.Number({ description, examples: [250] });
const Tier = Type.Enum([...PRICE_TIERS], { description: "the party's tier: '1-2', '3-4' or '5+' persons" });
const AdjustmentKind = Type.Enum([...PRICE_ADJUSTMENT_KINDS]);
const RuleNote = Type.Object({
  kind: Type.Union([AdjustmentKind, Type.Literal('child')]),
  ruleId: Type.Union([Uuid(), Type.Null()]),
  label: Type.String({ examples: ['Dłuższy pobyt'] }),
  detail: Type.String({ examples: ['−10%'] }),
});

/** How the total came about (with `breakdown=true`); money in the currency's main unit. */
const Breakdown = Type.Object(
  {
    tier: Tier,
    persons: Type.Integer({ description: 'the persons the party counts as (children free under the rule left out)' }),
    bookedOn: Day(),
    ruleId: Type.Union([Uuid(), Type.Null()], { description: 'the rule in force on the check-in day' }),
    nightly: Type.Array(
      Type.Object({
        date: Day(),
        tier: Tier,
        ruleId: Type.Union([Uuid(), Type.Null()]),
        source: Type.Enum(['day', 'rate'], { description: "day: the day's own price; rate: the apartment's rate" }),
        base: Money('the price before adjustments'),
        adjustments: Type.Array(
          Type.Object({ kind: AdjustmentKind, ruleId: Type.Union([Uuid(), Type.Null()]), label: Type.String({ examples: ['Sobota: +20%'] }), amount: Money('signed') }),
        ),
        price: Money("the night's final price"),
      }),
    ),
    applied: Type.Array(RuleNote),
    skipped: Type.Array(RuleNote, { description: 'rules of the stay that did not apply, each with the reason' }),
    total: Money('the sum of the nights'),
    cancellation: Type.Object({
      policy: Type.Union([Type.Enum([...CANCELLATION_POLICIES]), Type.Null()]),
      label: Type.String(),
      schedule: Type.Array(
        Type.Object({
          until: Type.Union([Day(), Type.Null()], { description: 'the last day of this refund; null: from then on' }),
          refundPercent: Type.Integer(),
          refund: Money('refunded amount'),
        }),
      ),
      text: Type.String({ examples: ['do 12.12.2026: zwrot 100%, potem 50%'] }),
    }),
  },
  { description: 'with breakdown=true' },
);

export const QuoteAnswer = Data(
  Resource(
    'quote',
    Type.Object({
      apartmentId: Uuid(),
      from: Day(),
      to: Day(),
      guests: Type.Integer({ examples: [2] }),
      nights: Type.Integer({ examples: [3] }),
      pricePerNight: Type.Number({ examples: [300] }),
      totalPrice: Type.Number({ examples: [900] }),
      currency: Type.String({ examples: ['PLN'] }),
      capacity: Type.Integer({ description: "the apartment's guest count: a larger party is saved only with allowOverCapacity", examples: [4] }),
      cleaningFee: Type.Number({ description: "the listing's cleaning fee, once per stay", examples: [120] }),
      touristTax: Type.Number({ description: 'the tourist tax for this party and these nights (exempt children left out)', examples: [22.5] }),
      grandTotal: Type.Number({ description: 'what the guest pays: the nights, the cleaning fee and the tourist tax', examples: [1042.5] }),
      extras: Type.Optional(
        Type.Array(
          Type.Object({
            kind: Type.Unsafe<string>({ type: 'string', enum: ['breakfast', 'private_parking', 'public_parking', 'airport_transfer'] }),
            label: Type.String({ examples: ['Śniadanie'] }),
            quantity: Type.Integer({ examples: [6] }),
            unitPrice: Type.Number({ examples: [35] }),
            amount: Type.Number({ description: 'quantity × unit price (0: free)', examples: [210] }),
          }),
          { description: "the listing's extras the booking may add ('extras' of the reservation), counted for this stay; not in grandTotal until chosen" },
        ),
      ),
      breakdown: Type.Optional(Breakdown),
    }),
  ),
);
