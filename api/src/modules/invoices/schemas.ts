import { Type, type Static } from 'typebox';
import { INVOICE_PAYMENT_METHODS, INVOICE_PAYMENT_STATUSES, INVOICE_PRICE_BASES, INVOICE_VAT_RATES, KSEF_STATUSES, VAT_EXEMPTIONS } from '@gospodarz/contracts';
import { Data, PaginationSchema, Resource, Uuid, withMessage } from '../../lib/schemas';

/*
 * The forms' fields are checked by input.ts (one answer names every wrong field, lines as `lines[0].quantity`); the
 * schemas hold types and lengths, so that a wrong type still answers 422 and nothing unbounded reaches the rules.
 */
const Text = (maxLength: number, examples: string[] = []) => Type.String({ maxLength, examples });
const Decimal = (example: string) =>
  withMessage(Type.Union([Type.String({ maxLength: 30 }), Type.Number()], { examples: [example] }), 'Podaj liczbę, np. 2 lub 250,50');

const LineInput = Type.Object({
  description: withMessage(Text(500, ['Usługa noclegowa']), 'Podaj nazwę usługi'),
  quantity: Decimal('2'),
  unit: Type.Optional(Text(20, ['doba'])),
  netPrice: Type.Optional(Decimal('250.00')),
  grossPrice: Type.Optional(Decimal('270.00')),
  vatRate: withMessage(Type.Union([Type.String({ maxLength: 5 }), Type.Number()], { description: INVOICE_VAT_RATES.join(', '), examples: ['8'] }), 'Wybierz stawkę VAT'),
});

const DayText = Type.String({ maxLength: 20, description: 'yyyy-MM-dd (MM/dd/yyyy is read too)', examples: ['2030-03-05'] });

const InvoiceFields = {
  reservationId: Type.Optional(Type.Union([Uuid({ description: 'the stay invoiced (fills the buyer, lines and dates on the form)' }), Type.Null()])),
  placeOfIssue: Type.Optional(Text(100, ['Sopot'])),
  issueDate: Type.Optional(DayText),
  saleDate: Type.Optional(DayText),
  dueDate: Type.Optional(DayText),
  currency: Type.Optional(Text(3, ['PLN'])),
  buyerName: Type.Optional(Text(300, ['Jan Kowalski'])),
  buyerAddress: Type.Optional(Text(500, ['ul. Długa 1, 80-001 Gdańsk'])),
  buyerNip: Type.Optional(Text(20, ['5260001246'])),
  buyerEmail: Type.Optional(Text(320, ['jan@example.pl'])),
  paymentMethod: Type.Optional(Type.String({ maxLength: 20, description: INVOICE_PAYMENT_METHODS.join(', '), examples: ['transfer'] })),
  paymentStatus: Type.Optional(Type.String({ maxLength: 20, description: INVOICE_PAYMENT_STATUSES.join(', '), examples: ['unpaid'] })),
  priceBasis: Type.Optional(
    Type.String({
      maxLength: 10,
      description: `${INVOICE_PRICE_BASES.join(', ')}: the lines' netPrice, or their grossPrice (VAT from the gross, art. 106e ust. 7 i 8); net unless the lines give gross prices`,
      examples: ['net'],
    }),
  ),
  lines: Type.Optional(Type.Array(LineInput, { maxItems: 1000 })),
};
const InvoiceFieldsObject = Type.Object(InvoiceFields);
export type InvoiceInput = Static<typeof InvoiceFieldsObject>;

/** `{invoice: {...}}` or the fields alone. */
export const InvoiceBody = Type.Object(
  { invoice: Type.Optional(InvoiceFieldsObject), ...InvoiceFields },
  {
    examples: [
      {
        invoice: {
          issueDate: '2030-03-05',
          saleDate: '2030-03-05',
          buyerName: 'Jan Kowalski',
          buyerAddress: 'ul. Długa 1, 80-001 Gdańsk',
          paymentMethod: 'transfer',
          lines: [{ description: 'Usługa noclegowa', quantity: '2', unit: 'doba', netPrice: '250.00', vatRate: '8' }],
        },
      },
    ],
  },
);
export type InvoiceBody = Static<typeof InvoiceBody>;

const CorrectionFields = { reason: Type.Optional(Text(500, ['Zmiana liczby dób'])), ...InvoiceFields };
const CorrectionFieldsObject = Type.Object(CorrectionFields);
export type CorrectionInput = Static<typeof CorrectionFieldsObject>;
export const CorrectionBody = Type.Object(
  { correction: Type.Optional(CorrectionFieldsObject), ...CorrectionFields },
  { description: "`{correction: {reason, lines, ...}}`: the invoice's corrected state and why" },
);
export type CorrectionBody = Static<typeof CorrectionBody>;

export const StatusBody = Type.Object({
  status: withMessage(Type.Unsafe<'paid' | 'unpaid'>({ type: 'string', enum: [...INVOICE_PAYMENT_STATUSES], examples: ['paid'] }), 'Wybierz jedną z dostępnych wartości'),
});
export const SendBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320, description: "to this address instead of the buyer's", examples: ['jan@example.pl'] })),
});
export const KsefBody = Type.Object({
  ksefNumber: Type.Union([Type.String({ maxLength: 60, examples: ['5260001246-20300305-0123456789AB-CD'] }), Type.Null()]),
});
export const DraftQuery = Type.Object({
  reservationId: Type.Optional(Uuid()),
  issueDate: Type.Optional(Type.String({ format: 'date', examples: ['2030-03-05'] })),
});

// ---- answers ---------------------------------------------------------------------------------------------------------

const Money = Type.String({ examples: ['540.00'] });
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableMoney = Type.Union([Money, Type.Null()]);
const Line = Type.Object({
  description: Type.String(),
  quantity: Type.String({ examples: ['2'] }),
  unit: Type.String(),
  netPrice: NullableMoney,
  grossPrice: NullableMoney,
  vatRate: Type.Enum([...INVOICE_VAT_RATES]),
  netValue: NullableMoney,
  grossValue: NullableMoney,
});
const PriceBasis = Type.Enum([...INVOICE_PRICE_BASES], { description: "how the lines are priced: net, or gross (art. 106e ust. 7 i 8)" });
const Totals = Type.Object({
  rates: Type.Array(Type.Object({ vatRate: Type.Enum([...INVOICE_VAT_RATES]), net: Money, vat: Money, gross: Money })),
  net: Money,
  vat: Money,
  gross: Money,
});
const Seller = Type.Object({
  name: Type.String(),
  street: Type.String(),
  zipCode: Type.String(),
  city: Type.String(),
  nip: Type.String(),
  bankAccount: Type.String(),
});

export const InvoiceAttributesSchema = Type.Object({
  kind: Type.Enum(['invoice', 'correction']),
  number: Type.String({ examples: ['FV/1/03/2030'] }),
  issueDate: Type.String({ format: 'date' }),
  saleDate: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  placeOfIssue: Type.String(),
  currency: Type.String(),
  reservationId: NullableText,
  apartmentId: NullableText,
  apartmentName: NullableText,
  stayFrom: NullableText,
  stayTo: NullableText,
  seller: Seller,
  buyer: Type.Object({ name: Type.String(), address: Type.String(), nip: Type.String(), email: Type.String() }),
  paymentMethod: Type.Enum([...INVOICE_PAYMENT_METHODS]),
  paymentStatus: Type.Enum([...INVOICE_PAYMENT_STATUSES]),
  paidAt: NullableText,
  vatExemption: Type.Union([Type.Enum([...VAT_EXEMPTIONS]), Type.Null()]),
  priceBasis: PriceBasis,
  lines: Type.Array(Line),
  totals: Totals,
  amountInWords: Type.String({ examples: ['pięćset czterdzieści złotych zero groszy'] }),
  correction: Type.Union([
    Type.Object({
      reason: Type.String(),
      invoiceId: Type.String(),
      invoiceNumber: Type.String(),
      invoiceIssueDate: Type.String(),
      invoiceKsefNumber: NullableText,
      linesBefore: Type.Array(Line),
      totalsBefore: Totals,
      difference: Totals,
    }),
    Type.Null(),
  ]),
  corrections: Type.Array(Type.Object({ id: Type.String(), number: Type.String(), issueDate: Type.String() })),
  settlement: Type.Union(
    [
      Type.Object({
        paid: Type.String({ description: "'Zapłacono'", examples: ['200.50'] }),
        remaining: Type.String({ description: "'Pozostało do zapłaty'", examples: ['560.00'] }),
        payments: Type.Array(
          Type.Object({ date: Type.String({ format: 'date' }), amount: Money, method: Type.String({ description: 'cash, transfer or card', examples: ['cash'] }) }),
          { description: "the stay's payments (less its refunds) counted toward the invoice when it was issued" },
        ),
      }),
      Type.Null(),
    ],
    { description: 'an invoice: what was paid toward it when issued and what is left; null for a correction' },
  ),
  ksefNumber: NullableText,
  ksefStatus: Type.Union([Type.Enum([...KSEF_STATUSES]), Type.Null()], { description: "the invoice's way to KSeF; null: never queued for KSeF" }),
  ksefOfflineUntil: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'issued offline: the day it must reach KSeF by' }),
  sentAt: NullableText,
  sentTo: NullableText,
  exportedAt: NullableText,
  editable: Type.Boolean(),
  deleteRefusal: NullableText,
  createdAt: Type.String({ format: 'date-time' }),
  fullName: Type.String(),
  guestAddress: Type.String(),
  booked: Type.String({ format: 'date' }),
  amountToPay: Money,
  paymentDate: Type.String({ format: 'date' }),
  status: Type.String({ examples: ['Nieopłacona'] }),
});

const InvoiceResource = Resource('invoice', InvoiceAttributesSchema);
export const InvoiceAnswer = Data(InvoiceResource);
export const InvoicePageAnswer = Type.Object({
  data: Type.Array(InvoiceResource),
  pagination: PaginationSchema,
  meta: Type.Object({
    totals: Type.Array(Type.Object({ currency: Type.String(), net: Money, vat: Money, gross: Money, count: Type.Integer() }), {
      description: 'sums of every invoice the filters keep (all pages), per currency; corrections count with their differences',
    }),
  }),
});

const DraftLine = Type.Object({
  description: Type.String(),
  quantity: Type.String(),
  unit: Type.String(),
  netPrice: Type.Optional(Type.String()),
  grossPrice: Type.Optional(Type.String()),
  vatRate: Type.Enum([...INVOICE_VAT_RATES]),
});
export const DraftAnswer = Data(
  Type.Object({
    number: Type.String({ examples: ['FV/4/03/2030'] }),
    numberingPattern: Type.String(),
    issueDate: Type.String(),
    saleDate: Type.String(),
    dueDate: Type.String(),
    paymentTermDays: Type.Integer(),
    placeOfIssue: Type.String(),
    currency: Type.String(),
    reservationId: NullableText,
    reservationLabel: NullableText,
    buyerName: Type.String(),
    buyerAddress: Type.String(),
    buyerNip: Type.String(),
    buyerEmail: Type.String(),
    paymentMethod: Type.Enum([...INVOICE_PAYMENT_METHODS]),
    paymentStatus: Type.Enum([...INVOICE_PAYMENT_STATUSES]),
    vatExemption: Type.Union([Type.Enum([...VAT_EXEMPTIONS]), Type.Null()]),
    priceBasis: PriceBasis,
    lines: Type.Array(DraftLine),
    seller: Seller,
  }),
);

export const FileAnswer = Type.String({ description: 'the file' });
