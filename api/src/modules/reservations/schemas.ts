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
  { paymentStatus: Type.Optional(reservationFields.paymentStatus), reservation: Type.Optional(Aliased({ paymentStatus: Type.Optional(reservationFields.paymentStatus) }, { payment_status: 'paymentStatus' })) },
  { payment_status: 'paymentStatus' },
  { examples: [{ paymentStatus: 'paid' }] },
);
export type PaymentStatusInput = Static<typeof PaymentStatusBody>;

export const RelocateBody = Aliased(
  { apartmentId: reservationFields.apartmentId, allowOverCapacity: reservationFields.allowOverCapacity },
  { apartamentId: 'apartmentId', apartment_id: 'apartmentId', allow_over_capacity: 'allowOverCapacity' },
  {
    examples: [{ apartmentId: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b' }],
  },
);
export type RelocateInput = Static<typeof RelocateBody>;

const Money = (description: string) => Type.Number({ description, examples: [599.97] });

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
  grandTotal: Type.Optional(Money('what the guest pays: the nights, the cleaning fee and the tourist tax')),
  cancellation: Type.Optional(
    Type.Object(
      {
        policy: Type.Union([Type.Enum([...CANCELLATION_POLICIES]), Type.Null()]),
        label: Type.String({ examples: ['Elastyczna'] }),
        text: Type.String({ examples: ['do 11.12.2030: zwrot 100%, potem bez zwrotu'] }),
        today: Day(),
        refundPercent: Type.Integer({ examples: [100] }),
        refund: Money('what a cancellation today would refund'),
      },
      { description: 'GET of one reservation: what a cancellation today would refund, by the rule set of its check-in day' },
    ),
  ),
});
export const Reservation = Resource('reservation', ReservationAttributes);
export const ReservationAnswer = Data(Reservation);
export const ListTotals = Type.Object(
  {
    nights: Type.Integer({ description: 'nights of every matching reservation', examples: [42] }),
    amounts: Type.Record(Type.String(), Type.Number(), { description: 'currency → the sum of the matching totals', examples: [{ PLN: 12450.5 }] }),
  },
  { description: 'what every reservation matching the filter adds up to (all pages)' },
);
export const ReservationPageAnswer = Type.Object({ data: Type.Array(Reservation), pagination: PaginationSchema, meta: Type.Object({ totals: ListTotals }) });
