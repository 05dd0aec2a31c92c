import { Type, type Static } from 'typebox';
import { Aliased, Data, Day, DayInput, PaginationSchema, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';
import { CANCELLATION_POLICIES, CURRENCIES, PAYMENT_METHODS, PAYMENT_STATUSES, RESERVATION_STATUSES } from '@gospodarz/contracts';
import { PAYMENT_STATUS_INPUT } from './input';

/** Request and response shapes of the reservations routes; validation, the answers and /api/docs come from these. */

const Text = (maxLength: number, examples: string[]) => Type.Optional(Type.String({ maxLength, examples }));
const anyCase = (word: string) => word.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);

const BodyDay = DayInput('Podaj poprawną datę (rrrr-mm-dd)');
const Count = (maxMessage: string, minimum: number, minimumMessage: string) =>
  withMessage(Type.Integer({ minimum, maximum: 50, examples: [2] }), { type: 'Podaj liczbę osób', minimum: minimumMessage, maximum: maxMessage });

const PriceChoice = withMessage(
  Type.Unsafe<'keep' | 'new'>({
    type: 'string',
    enum: ['keep', 'new'],
    description: "a stay whose dates, apartment or party change: 'keep' the guest's price or take the 'new' one (422 naming both when they differ and none is sent)",
    examples: ['keep'],
  }),
  'Wybierz „keep” (zachowaj cenę gościa) lub „new” (przyjmij nową cenę)',
);

const reservationFields = {
  fullName: Text(200, ['Jan Kowalski']),
  email: Type.Optional(withMessage(Type.String({ maxLength: 320, pattern: '^\\s*([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?\\s*$', examples: ['jan@example.pl'] }), { pattern: 'Podaj poprawny adres e-mail' })),
  phoneNumber: Type.Optional(withMessage(Type.String({ maxLength: 40, pattern: '^[\\d\\s()+\\-./]*$', examples: ['501 234 567'] }), { pattern: 'Podaj poprawny numer telefonu' })),
  guestAddress: Text(500, ['Warszawa']),
  adults: Type.Optional(Count('Wartość musi być nie większa niż 50', 1, 'Podaj co najmniej jednego dorosłego')),
  children: Type.Optional(Count('Wartość musi być nie większa niż 50', 0, 'Podaj liczbę osób')),
  from: Type.Optional(BodyDay),
  to: Type.Optional(BodyDay),
  status: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...RESERVATION_STATUSES], examples: ['confirmed'] })),
  paymentStatus: Type.Optional(
    Type.Unsafe<string>({ type: 'string', enum: Object.keys(PAYMENT_STATUS_INPUT), description: 'paid, partly_paid (partialy_paid), unpaid (not_paid)', examples: ['paid'] }),
  ),
  pricePerNight: Type.Optional(
    withMessage(Type.String({ pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$', description: 'a number or text: 250, 250.50 or 250,50', examples: ['250.50'] }), 'Podaj kwotę, np. 250 lub 250,50'),
  ),
  totalPrice: Type.Optional(Type.Unknown({ description: 'ignored: the total is always nights × price per night' })),
  currency: Type.Optional(
    withMessage(Type.String({ pattern: `^\\s*(${CURRENCIES.map(anyCase).join('|')})\\s*$`, examples: ['PLN'] }), 'Wybierz walutę: PLN, EUR, GBP lub USD'),
  ),
  apartmentId: Type.Optional(withMessage(Type.String({ pattern: '^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*$' }), 'Wybierz apartament')),
  apartmentName: Text(200, ['Apartament Morski']),
  apartmentAddress: Text(500, ['Morska 1, 81-701 Sopot']),
  comments: Text(5000, ['Późny przyjazd']),
  source: Text(100, ['booking']),
  paymentSource: Text(100, ['przelew']),
  invoiceIssued: Type.Optional(Type.Boolean()),
  allowOverCapacity: Type.Optional(Type.Boolean({ description: "save a party larger than the apartment's guest count (refused without it)" })),
  childrenAges: Type.Optional(
    withMessage(Type.String({ pattern: '^\\s*(\\d{1,2}\\s*(\\|\\s*\\d{1,2}\\s*)*)?$', description: "the children's ages joined with '|' (pricing and the tourist tax)", examples: ['4|12'] }), {
      pattern: 'Podaj wiek dzieci, np. 4|12',
    }),
  ),
  deposit: Type.Optional(
    withMessage(Type.String({ pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$', description: 'the deposit (zaliczka) asked of the guest', examples: ['300'] }), 'Podaj kwotę, np. 250 lub 250,50'),
  ),
  depositDue: Type.Optional(Type.Union([DayInput('Podaj poprawną datę (rrrr-mm-dd)'), Type.Null()], { description: "the deposit's due date" })),
  clientId: Type.Optional(
    withMessage(Type.String({ pattern: '^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*$', description: 'a new reservation only: the client chosen as the guest (guest fields left empty take the card\'s)' }), 'Wybierz klienta z listy'),
  ),
  amountPaid: Type.Optional(
    withMessage(Type.String({ pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$', description: 'a new reservation only: paid at booking, recorded as its first payment dated today', examples: ['300'] }), 'Podaj kwotę, np. 250 lub 250,50'),
  ),
  paymentMethod: Type.Optional(
    withMessage(Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_METHODS], description: `the method of amountPaid: ${PAYMENT_METHODS.join(', ')} (transfer when left out)`, examples: ['cash'] }), 'Wybierz jedną z dostępnych wartości'),
  ),
  securityDeposit: Type.Optional(
    withMessage(Type.String({ pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$', description: 'the security deposit (kaucja) asked of the guest, held and returned apart from the bill', examples: ['500'] }), 'Podaj kwotę, np. 250 lub 250,50'),
  ),
  priceChoice: Type.Optional(PriceChoice),
  extras: Type.Optional(
    withMessage(
      Type.String({
        pattern: '^\\s*([a-z_]+(\\s*\\|\\s*[a-z_]+)*)?\\s*$',
        description:
          "the listing's extras the stay takes, joined with '|': breakfast (per person per night), private_parking, public_parking (per night), airport_transfer (once), at the apartment's prices; '' for none",
        examples: ['breakfast|private_parking'],
      }),
      'Wybierz dodatki z listy',
    ),
  ),
  discount: Type.Optional(
    withMessage(Type.String({ pattern: '^\\s*\\d{1,9}([.,]\\d{1,2})?\\s*$', description: "a discount ('Rabat') taken off the nights, a line of its own on the bill", examples: ['50'] }), 'Podaj kwotę, np. 250 lub 250,50'),
  ),
  discountReason: Text(200, ['Stały gość']),
};

const reservationAliases = {
  full_name: 'fullName',
  phone_number: 'phoneNumber',
  phone: 'phoneNumber',
  guest_address: 'guestAddress',
  fromDate: 'from',
  from_date: 'from',
  toDate: 'to',
  to_date: 'to',
  payment_status: 'paymentStatus',
  price_per_night: 'pricePerNight',
  total_price: 'totalPrice',
  apartamentId: 'apartmentId',
  apartment_id: 'apartmentId',
  apartament_id: 'apartmentId',
  apartamentName: 'apartmentName',
  apartment_name: 'apartmentName',
  apartamentAddress: 'apartmentAddress',
  apartment_address: 'apartmentAddress',
  payment_source: 'paymentSource',
  invoice_issued: 'invoiceIssued',
  allow_over_capacity: 'allowOverCapacity',
  children_ages: 'childrenAges',
  deposit_due: 'depositDue',
  client_id: 'clientId',
  amount_paid: 'amountPaid',
  payment_method: 'paymentMethod',
  security_deposit: 'securityDeposit',
  price_choice: 'priceChoice',
  discount_reason: 'discountReason',
} as const;

// an empty select or number input of a form means "not sent"
const BLANK_IS_ABSENT = [
  'adults',
  'children',
  'from',
  'to',
  'status',
  'paymentStatus',
  'pricePerNight',
  'currency',
  'apartmentId',
  'invoiceIssued',
  'allowOverCapacity',
  'childrenAges',
  'deposit',
  'depositDue',
  'clientId',
  'amountPaid',
  'paymentMethod',
  'securityDeposit',
  'priceChoice',
  'discount',
];

export const ReservationFields = Aliased(reservationFields, reservationAliases, {
  blankIsAbsent: BLANK_IS_ABSENT,
  description: 'A reservation’s fields, camelCase or snake_case (apartamentId for apartmentId)',
});
export type ReservationFieldsInput = Static<typeof ReservationFields>;

export const ReservationBody = Aliased(
  { reservation: Type.Optional(ReservationFields), ...reservationFields },
  reservationAliases,
  {
    blankIsAbsent: BLANK_IS_ABSENT,
    description: '`{reservation: {...}}`, or the fields alone',
    examples: [{ reservation: { apartamentId: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b', fullName: 'Jan Kowalski', from: '2030-03-01', to: '2030-03-04', adults: 2, guest_address: 'Warszawa' } }],
  },
);
export type ReservationBodyInput = Static<typeof ReservationBody>;

export const PaymentStatusBody = Aliased(
  {
    paymentStatus: Type.Optional(reservationFields.paymentStatus),
    method: Type.Optional(
      withMessage(Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_METHODS], description: 'how the payment (paid) or refund (unpaid) recorded went: cash, transfer (default), card' }), 'Wybierz jedną z dostępnych wartości'),
    ),
    reservation: Type.Optional(Aliased({ paymentStatus: Type.Optional(reservationFields.paymentStatus) }, { payment_status: 'paymentStatus' })) },
  { payment_status: 'paymentStatus' },
  { examples: [{ paymentStatus: 'paid' }] },
);
export type PaymentStatusInput = Static<typeof PaymentStatusBody>;

export const RelocateBody = Aliased(
  { apartmentId: reservationFields.apartmentId, allowOverCapacity: reservationFields.allowOverCapacity, priceChoice: Type.Optional(PriceChoice) },
  { apartamentId: 'apartmentId', apartment_id: 'apartmentId', allow_over_capacity: 'allowOverCapacity', price_choice: 'priceChoice' },
  {
    examples: [{ apartmentId: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b', priceChoice: 'keep' }],
  },
);
export type RelocateInput = Static<typeof RelocateBody>;

const MoneyInput = (description: string) =>
  withMessage(Type.Union([Type.Number({ minimum: 0, maximum: 1e10 }), Type.String({ maxLength: 20 })], { description, examples: ['250,50'] }), 'Podaj kwotę, np. 250 lub 250,50');

export const CancelBody = Aliased(
  {
    cancellationFee: Type.Optional(MoneyInput("the fee kept: from 0 to what was paid; the policy's (capped by what was paid) when left out")),
    refundMethod: Type.Optional(
      withMessage(Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_METHODS], description: "how the refund goes back: cash, transfer, card (the last payment's when left out)" }), 'Wybierz jedną z dostępnych wartości'),
    ),
    refundOn: Type.Optional(DayInput('Podaj poprawną datę (rrrr-mm-dd)', { description: "the refund's day, today when left out" })),
  },
  { cancellation_fee: 'cancellationFee', refund_method: 'refundMethod', refund_on: 'refundOn' },
  { blankIsAbsent: ['cancellationFee', 'refundMethod', 'refundOn'], description: 'Nothing (the policy decides), or the fee the host keeps and how the rest goes back', examples: [{ cancellationFee: '100', refundMethod: 'transfer' }] },
);
export type CancelInput = Static<typeof CancelBody>;

export const MoveQuery = Type.Object({
  apartmentId: Type.Optional(Type.String({ format: 'uuid', description: 'the apartment moved to (the same when left out)' })),
  from: Type.Optional(DayInput('Podaj poprawną datę (rrrr-mm-dd)', { description: 'the new check-in (the same when left out)' })),
  to: Type.Optional(DayInput('Podaj poprawną datę (rrrr-mm-dd)', { description: 'the new check-out (the same when left out)' })),
});
export type MoveQueryInput = Static<typeof MoveQuery>;

const Money = (description: string) => Type.Number({ description, examples: [599.97] });

const Method = Type.String({ examples: ['transfer'] });
/** A stay's bill (module folio): its lines, money operations and what they leave to pay. */
export const Bill = Type.Object(
  {
    currency: Type.String({ examples: ['PLN'] }),
    lines: Type.Array(
      Type.Object({
        kind: Type.Unsafe<string>({ type: 'string', enum: ['night', 'cleaning_fee', 'tourist_tax', 'extra', 'discount', 'cancellation_fee'] }),
        label: Type.String({ examples: ['Nocleg 01.12.2030'] }),
        date: Type.Union([Day(), Type.Null()]),
        amount: Money('the line’s amount (a discount: negative)'),
        quantity: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: "an extra's quantity" })),
        unitPrice: Type.Optional(Type.Union([Money("an extra's unit price"), Type.Null()])),
      }),
    ),
    total: Money('the lines’ sum: what the guest pays'),
    payments: Money('payments in'),
    refunds: Money('refunds out'),
    paid: Money('payments less refunds'),
    balance: Money('total less paid; negative: to give back'),
    paymentStatus: Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_STATUSES] }),
    deposit: Type.Object({ amount: Money('the prepayment (zaliczka) asked'), due: Type.Union([Day(), Type.Null()]), outstanding: Money('what of it is still to pay') }),
    securityDeposit: Type.Object({ amount: Money('the kaucja asked'), held: Money('taken'), returned: Money('given back'), toReturn: Money('held less returned') }),
    paymentMethods: Type.Array(Method, { description: "the payments' methods, first used first ('Forma płatności')" }),
    operations: Type.Array(
      Type.Object({
        id: Uuid(),
        kind: Type.Unsafe<string>({ type: 'string', enum: ['payment', 'refund', 'security_deposit', 'security_deposit_return'] }),
        paidOn: Day(),
        amount: Money('always positive; the kind says which way it went'),
        method: Method,
        createdAt: Timestamp(),
      }),
    ),
  },
  { description: "The stay's bill: the one source of its money" },
);

export const ReservationAttributes = Type.Object({
  from: Day({ description: 'check-in' }),
  to: Day({ description: 'check-out' }),
  nights: Type.Integer({ examples: [3] }),
  fullName: Type.String({ examples: ['Jan Kowalski'] }),
  email: Type.String({ examples: ['jan@example.pl'] }),
  phoneNumber: Type.String({ examples: ['501 234 567'] }),
  guestAddress: Type.String({ examples: ['Warszawa'] }),
  adults: Type.Integer({ examples: [2] }),
  children: Type.Integer({ examples: [0] }),
  status: Type.Unsafe<string>({ type: 'string', enum: [...RESERVATION_STATUSES], examples: ['confirmed'] }),
  paymentStatus: Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_STATUSES], examples: ['unpaid'] }),
  pricePerNight: Money('in the currency’s main unit'),
  totalPrice: Money("the nights: the pricing engine's sum of them, or nights × a price per night typed by hand"),
  currency: Type.String({ examples: ['PLN'] }),
  apartment: Type.Object({ id: Uuid(), name: Type.String({ examples: ['Apartament Morski'] }) }),
  apartmentAddress: Type.String({ examples: ['Morska 1, 81-701 Sopot'] }),
  apartmentId: Uuid(),
  comments: Type.String(),
  source: Type.String({ examples: ['booking'] }),
  paymentSource: Type.String({ examples: ['przelew'] }),
  invoiceIssued: Type.Boolean(),
  createdAt: Timestamp(),
  clientId: Type.Union([Uuid(), Type.Null()]),
  priceOverridden: Type.Optional(Type.Boolean({ description: "the price per night was typed by hand instead of the pricing engine's" })),
  cleaningFee: Type.Optional(Money("the listing's cleaning fee, once per stay")),
  touristTax: Type.Optional(Money('the tourist tax (opłata miejscowa): per person per night, exempt children left out')),
  deposit: Type.Optional(Money('the deposit asked of the guest')),
  depositDue: Type.Optional(Type.Union([Day(), Type.Null()], { description: "the deposit's due date" })),
  grandTotal: Money("the bill's total, what the guest pays: the nights, the cleaning fee, the tourist tax and the extras less the discount (a cancelled stay: its cancellation fee)"),
  paid: Money('payments less refunds'),
  balance: Money('left to pay: grandTotal less paid (negative: money to give back)'),
  childrenAges: Type.Optional(Type.String({ description: "the children's ages joined with '|' ('' when not given)", examples: ['4|12'] })),
  cancellationFee: Type.Optional(Type.Union([Money('the fee a cancellation kept'), Type.Null()])),
  securityDeposit: Type.Optional(Money('the security deposit (kaucja) asked, held and returned apart from the bill')),
  extras: Type.Optional(
    Type.Array(
      Type.Object({
        kind: Type.Unsafe<string>({ type: 'string', enum: ['breakfast', 'private_parking', 'public_parking', 'airport_transfer'] }),
        label: Type.String({ examples: ['Śniadanie'] }),
        quantity: Type.Integer({ examples: [4] }),
        unitPrice: Money('as booked'),
        amount: Money('quantity × unit price'),
      }),
      { description: "the listing's extras the stay took, at the prices it was booked with" },
    ),
  ),
  discount: Type.Optional(Money("the discount ('Rabat') taken off the nights")),
  discountReason: Type.Optional(Type.String({ examples: ['Stały gość'] })),
  invoices: Type.Optional(
    Type.Array(Type.Object({ id: Uuid(), number: Type.String({ examples: ['FV 1/03/2030'] }), kind: Type.String({ examples: ['invoice'] }) }), {
      description: "the stay's invoices and corrections: a move or a change of price calls for a correction",
    }),
  ),
  bill: Type.Optional(Bill),
  cancellation: Type.Optional(
    Type.Object(
      {
        policy: Type.Union([Type.Enum([...CANCELLATION_POLICIES]), Type.Null()]),
        label: Type.String({ examples: ['Elastyczna'] }),
        text: Type.String({ examples: ['do 11.12.2030: zwrot 100%, potem bez zwrotu'] }),
        today: Day(),
        refundPercent: Type.Integer({ examples: [100] }),
        policyFee: Money("the share of the nights the policy keeps, before it is capped by what was paid"),
        paid: Money('what the guest paid (payments less refunds)'),
        fee: Money('the fee kept if cancelled today: the policy’s, at most what was paid'),
        refund: Money('what a cancellation today gives back: paid less the fee'),
        refundMethod: Type.String({ examples: ['transfer'] }),
      },
      { description: 'GET of one reservation: what a cancellation today would keep and refund, by the rule set of its check-in day' },
    ),
  ),
});
export const Reservation = Resource('reservation', ReservationAttributes);
export const ReservationAnswer = Data(Reservation);
export const ListTotals = Type.Object(
  {
    nights: Type.Integer({ description: 'nights of every matching reservation', examples: [42] }),
    amounts: Type.Record(Type.String(), Type.Number(), { description: "currency → the sum of the matching bills' totals (grandTotal)", examples: [{ PLN: 12450.5 }] }),
    balances: Type.Record(Type.String(), Type.Number(), { description: 'currency → what is left to pay on them', examples: [{ PLN: 2450.5 }] }),
  },
  { description: 'what every reservation matching the filter adds up to (all pages)' },
);
export const ReservationPageAnswer = Type.Object({ data: Type.Array(Reservation), pagination: PaginationSchema, meta: Type.Object({ totals: ListTotals }) });

const MoveSide = Type.Object({
  pricePerNight: Money('the average night'),
  totalPrice: Money('the nights'),
  cleaningFee: Money('per stay'),
  touristTax: Money('per person per night'),
  grandTotal: Money('what the guest would pay'),
});
export const MoveQuoteAnswer = Data(
  Resource(
    'move_quote',
    Type.Object({
      current: Type.Object({ grandTotal: Money('the bill’s total now'), paid: Money('paid so far') }),
      kept: MoveSide,
      repriced: Type.Union([MoveSide, Type.Null()], { description: 'the new price; null when the pricing engine gives none (see repricedMessage)' }),
      repricedMessage: Type.Union([Type.String(), Type.Null()]),
      currency: Type.String({ examples: ['PLN'] }),
      invoices: Type.Array(Type.Object({ id: Uuid(), number: Type.String(), kind: Type.String() })),
    }),
  ),
);

export const CancellationAnswer = Data(
  Resource(
    'cancellation',
    Type.Object({
      policy: Type.Union([Type.Enum([...CANCELLATION_POLICIES]), Type.Null()]),
      label: Type.String({ examples: ['Elastyczna'] }),
      text: Type.String({ examples: ['do 11.12.2030: zwrot 100%, potem bez zwrotu'] }),
      today: Day(),
      refundPercent: Type.Integer({ examples: [100] }),
      policyFee: Money('the share of the nights the policy keeps, before the cap'),
      paid: Money('payments less refunds'),
      fee: Money('the fee kept: the policy’s, at most what was paid'),
      refund: Money('paid less the fee'),
      refundMethod: Type.String({ examples: ['transfer'] }),
    }),
  ),
);
