import { Type, type Static } from 'typebox';
import { CALENDAR_DAY_STATES, CALENDAR_MAX_DAYS, CALENDAR_STATUSES, CALENDAR_WINDOW_DAYS } from '@gospodarz/contracts';
import { DAY_PATTERN, Data, Day, Resource, Uuid, withMessage } from '../../lib/schemas';

/** Request and response shapes of the calendar: the window, blocks and the availability search. */

const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const joinedIds = `^\\s*((${UUID_TEXT})\\s*(\\|\\s*(${UUID_TEXT})\\s*)*)?\\|?\\s*$`;
const joinedStatuses = `^\\s*((${CALENDAR_STATUSES.join('|')})\\s*(\\|\\s*(${CALENDAR_STATUSES.join('|')})\\s*)*)?\\s*$`;
const DayText = (description: string, example: string) =>
  withMessage(Type.String({ pattern: DAY_PATTERN, description, examples: [example] }), { pattern: 'Podaj poprawną datę', required: 'Pole jest wymagane' });
const Money = Type.Number({ examples: [350] });
const Count = (minimum: number, message: string) =>
  withMessage(Type.Integer({ minimum, maximum: 50, examples: [2] }), { type: 'Podaj liczbę osób', minimum: message, maximum: 'Wartość musi być nie większa niż 50' });

export const WindowQuery = Type.Object({
  from: DayText('the first day, yyyy-MM-dd or MM/dd/yyyy', '2030-03-04'),
  days: Type.Optional(
    withMessage(Type.Integer({ minimum: 1, maximum: CALENDAR_MAX_DAYS, default: CALENDAR_WINDOW_DAYS, description: `days from \`from\` (at most ${CALENDAR_MAX_DAYS})` }), `Podaj liczbę dni od 1 do ${CALENDAR_MAX_DAYS}`),
  ),
  apartmentIds: Type.Optional(withMessage(Type.String({ pattern: joinedIds, description: "only these apartments, ids joined with '|'" }), 'Nieprawidłowa wartość')),
  statuses: Type.Optional(
    withMessage(Type.String({ pattern: joinedStatuses, description: `apartments with at least one day in one of these states, joined with '|': ${CALENDAR_STATUSES.join(', ')}` }), 'Nieprawidłowa wartość'),
  ),
});
export type WindowQuery = Static<typeof WindowQuery>;

const Stay = Type.Object({
  id: Uuid(),
  apartmentId: Uuid(),
  from: Day({ description: 'check-in' }),
  to: Day({ description: 'check-out' }),
  status: Type.String({ examples: ['confirmed'] }),
  paymentStatus: Type.String({ examples: ['unpaid'] }),
  fullName: Type.String({ examples: ['Jan Kowalski'] }),
  source: Type.String({ examples: ['booking'] }),
  adults: Type.Integer(),
  children: Type.Integer(),
  pricePerNight: Money,
  totalPrice: Money,
  grandTotal: Type.Optional(Type.Number({ description: "the bill's total: nights, cleaning fee, tourist tax" })),
  balance: Type.Optional(Type.Number({ description: 'left to pay' })),
  currency: Type.String({ examples: ['PLN'] }),
  channel: Type.Optional(
    Type.Object(
      { feedId: Type.Union([Uuid(), Type.Null()]), completed: Type.Boolean({ description: 'the host completed it (guest, party, price): PUT /householder/channel_stays/{id}' }) },
      { description: "a stay imported from a channel's calendar (kind 'channel')" },
    ),
  ),
  onlineCheckIn: Type.Optional(Type.Boolean({ description: 'a reservation: the guests filled the online check-in' })),
});

const BlockFields = {
  id: Uuid(),
  apartmentId: Uuid(),
  from: Day({ description: 'the first night blocked' }),
  to: Day({ description: 'the day after the last night blocked' }),
  reason: Type.String({ examples: ['Remont łazienki'] }),
};

export const CalendarWindow = Data(
  Resource(
    'calendar_window',
    Type.Object({
      from: Day(),
      days: Type.Array(Day(), { description: 'the window’s days; entry i of prices and states is this day' }),
      apartments: Type.Array(
        Type.Object({
          id: Uuid(),
          name: Type.String({ examples: ['Apartament Morski'] }),
          accommodationId: Uuid(),
          accommodationName: Type.String({ examples: ['Apartamenty Nadmorskie'] }),
          currency: Type.String({ examples: ['PLN'] }),
          prices: Type.Array(Type.Union([Type.Number(), Type.Null()]), {
            description: 'what a guest of 1-2 persons pays for a night of each day: its price with its rule’s weekday change (null: none)',
          }),
          priceNotes: Type.Array(Type.Union([Type.String(), Type.Null()]), { description: 'the base and the rule where the rule changes the day’s price' }),
          states: Type.Array(Type.Enum([...CALENDAR_DAY_STATES]), { description: CALENDAR_DAY_STATES.join(', ') }),
        }),
        { description: 'the apartments in the administration’s order (by listing)' },
      ),
      stays: Type.Array(Stay, { description: 'active reservations overlapping the window' }),
      blocks: Type.Array(Type.Object(BlockFields), { description: 'blocks overlapping the window' }),
      warnings: Type.Array(
        Type.Object({
          kind: Type.String({ examples: ['unpaidArrival'] }),
          apartmentId: Uuid(),
          day: Day(),
          reservationId: Type.Union([Uuid(), Type.Null()]),
          message: Type.String({ examples: ['Nieopłacona rezerwacja: przyjazd za 2 dni'] }),
        }),
      ),
      tasks: Type.Array(
        Type.Object({
          id: Type.String(),
          kind: Type.String({ examples: ['cleaning'] }),
          apartmentId: Uuid(),
          day: Day(),
          label: Type.String({ examples: ['Sprzątanie'] }),
          status: Type.String({ examples: ['planned'] }),
        }),
        { description: 'service tasks in the window' },
      ),
    }),
  ),
);

// ---- blocks ------------------------------------------------------------------------------------------------------

const Reason = Type.Optional(withMessage(Type.String({ maxLength: 500, examples: ['Remont łazienki'] }), 'Powód może mieć najwyżej 500 znaków'));
const BlockInput = {
  apartmentIds: Type.Optional(
    withMessage(Type.Array(Type.String({ pattern: `^\\s*${UUID_TEXT}\\s*$` }), { minItems: 1, maxItems: 1000, description: 'the apartments to block' }), 'Wybierz apartamenty'),
  ),
  apartmentId: Type.Optional(withMessage(Type.String({ pattern: `^\\s*${UUID_TEXT}\\s*$`, description: 'one apartment (instead of apartmentIds; on PATCH: move the block)' }), 'Wybierz apartament')),
  from: Type.Optional(DayText('the first night blocked', '2030-03-04')),
  to: Type.Optional(DayText('the day after the last night blocked', '2030-03-07')),
  reason: Reason,
};
const BlockInputObject = Type.Object(BlockInput);
export const BlockBody = Type.Object(
  { block: Type.Optional(BlockInputObject), ...BlockInput },
  {
    description: 'Sent as {block: {...}} or the fields alone',
    examples: [{ block: { apartmentIds: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'], from: '2030-03-04', to: '2030-03-07', reason: 'Remont' } }],
  },
);
export type BlockBody = Static<typeof BlockBody>;
export type BlockInput = Static<typeof BlockInputObject>;

const BlockResource = Resource('block', Type.Object({ ...BlockFields, apartmentName: Type.String({ examples: ['Apartament Morski'] }) }));
export const OneBlock = Data(BlockResource);
export const BlockList = Data(Type.Array(BlockResource));

// ---- availability ------------------------------------------------------------------------------------------------

export const AvailabilityQuery = Type.Object({
  from: DayText('check-in', '2030-03-04'),
  to: DayText('check-out', '2030-03-07'),
  adults: Type.Optional(Count(1, 'Podaj co najmniej jednego dorosłego')),
  children: Type.Optional(Count(0, 'Podaj liczbę osób')),
});
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const AvailabilityAnswer = Data(
  Type.Array(
    Resource(
      'available_apartment',
      Type.Object({
        apartmentId: Uuid(),
        name: Type.String({ examples: ['Apartament Morski'] }),
        accommodationName: Type.String({ examples: ['Apartamenty Nadmorskie'] }),
        guestNumber: Type.Integer({ description: 'how many guests the apartment takes' }),
        nights: Type.Integer(),
        pricePerNight: Type.Union([Money, Type.Null()], { description: 'the engine’s average night; null when it cannot price the stay' }),
        totalPrice: Type.Union([Money, Type.Null()]),
        cleaningFee: Type.Optional(Money),
        touristTax: Type.Optional(Money),
        grandTotal: Type.Optional(Type.Union([Money, Type.Null()], { description: 'what the guest pays: the nights, the cleaning fee and the tourist tax' })),
        currency: Type.String({ examples: ['PLN'] }),
        message: Type.Union([Type.String(), Type.Null()], { description: 'why the stay has no quote (a stay limit, no price)' }),
      }),
    ),
    { description: 'the free apartments taking the party, in the administration’s order' },
  ),
);
