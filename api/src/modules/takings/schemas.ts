import { Type, type Static } from 'typebox';
import { PAYMENT_METHODS } from '@gospodarz/contracts';
import { Data, DayInput, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';

const Grosze = (description: string) => Type.Integer({ description: `${description}, in grosze`, examples: [20050] });
const Method = Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_METHODS], examples: ['cash'] });
const Currency = withMessage(Type.String({ maxLength: 3, description: 'the report’s currency (PLN unless given)', examples: ['PLN'] }), 'Podaj kod waluty, np. PLN');

const MethodSums = Type.Object({
  method: Method,
  received: Grosze('payments in'),
  refunded: Grosze('refunds out'),
  depositsHeld: Grosze('security deposits (kaucje) taken'),
  depositsReturned: Grosze('security deposits given back'),
  net: Grosze('received + depositsHeld − refunded − depositsReturned'),
});

const Operation = Type.Object({
  id: Type.String(),
  kind: Type.Unsafe<string>({ type: 'string', enum: ['payment', 'refund', 'security_deposit', 'security_deposit_return'], examples: ['payment'] }),
  method: Method,
  amount: Grosze('always positive: the kind says the direction'),
  createdAt: Timestamp({ description: 'when it was recorded' }),
  reservationId: Type.String(),
  guestName: Type.String({ examples: ['Jan Kowalski'] }),
  apartmentName: Type.String({ examples: ['Apartament Morski'] }),
});

const Cashier = Type.Object({
  userId: Type.Union([Type.String(), Type.Null()], { description: 'null: money recorded by a user since removed' }),
  name: Type.String({ examples: ['Ewa Recepcyjna'] }),
  opening: Grosze('the cash in the drawer at the day’s start'),
  openingEntered: Type.Boolean({ description: 'true: typed for this day; false: the previous day’s closing carried over' }),
  methods: Type.Array(MethodSums),
  cashIn: Grosze('payments and kaucje taken in cash'),
  cashOut: Grosze('refunds and kaucje given back in cash'),
  closing: Grosze('opening + cashIn − cashOut'),
  operations: Type.Array(Operation),
});

export const TakingsAnswer = Data(
  Resource(
    'takings',
    Type.Object({
      date: Type.String({ format: 'date', examples: ['2026-11-27'] }),
      currency: Type.String({ examples: ['PLN'] }),
      currencies: Type.Array(Type.String(), { description: 'the currencies money was recorded in on the day', examples: [['PLN']] }),
      cashiers: Type.Array(Cashier, { description: 'the owner: everyone who recorded money or holds cash, and the owner; a co-host: themselves' }),
      totals: Type.Object({
        opening: Grosze('the drawers’ openings'),
        methods: Type.Array(MethodSums),
        cashIn: Grosze('cash in'),
        cashOut: Grosze('cash out'),
        closing: Grosze('the drawers’ closings'),
      }),
      operationCount: Type.Integer({ description: 'the day’s operations; the cashiers list the first 500 of them' }),
    }),
  ),
);

export const TakingsQuerySchema = Type.Object({
  date: Type.Optional(DayInput('Podaj poprawną datę', { description: 'the day (today in Poland unless given)' })),
  currency: Type.Optional(Currency),
});
export type TakingsQueryInput = Static<typeof TakingsQuerySchema>;

export const OpeningBody = Type.Object(
  {
    date: DayInput('Podaj poprawną datę', { description: 'the day whose drawer was counted (today or before)' }),
    amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number(), Type.Null()], {
      description: 'the cash counted, 250 or 250,50; null or empty: forget it, the previous day’s closing opens the day',
      examples: ['350,00'],
    }),
    userId: Type.Optional(withMessage(Uuid({ description: 'the owner may count another user’s drawer; absent: one’s own' }), 'Nieprawidłowy użytkownik')),
    currency: Type.Optional(Currency),
  },
  { examples: [{ date: '2026-11-27', amount: '350,00' }] },
);
export type OpeningInput = Static<typeof OpeningBody>;
