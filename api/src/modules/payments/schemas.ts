import { Type, type Static } from 'typebox';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@gospodarz/contracts';
import { Data, Day, Resource, Timestamp, Uuid } from '../../lib/schemas';

/*
 * The payment's fields are checked by the service (a date in the future, an amount over the balance, a method out
 * of the list), so one 422 names every wrong field with its Polish message; the schema bounds types and lengths.
 */
export const PaymentBody = Type.Object(
  {
    paidOn: Type.Optional(Type.String({ maxLength: 20, description: 'yyyy-MM-dd or dd.MM.yyyy; today when left out', examples: ['2030-03-01'] })),
    amount: Type.Optional(
      Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description: 'in the reservation’s currency; 250, 250.50 or 250,50', examples: ['250,50'] }),
    ),
    method: Type.Optional(Type.String({ maxLength: 20, description: `One of ${PAYMENT_METHODS.join(', ')}`, examples: ['transfer'] })),
    kind: Type.Optional(
      Type.String({
        maxLength: 30,
        description: "payment (default): money in; refund ('Zwrot'): money given back; security_deposit / security_deposit_return: the kaucja held / returned, apart from the bill",
        examples: ['refund'],
      }),
    ),
  },
  { examples: [{ paidOn: '2030-03-01', amount: '250,50', method: 'transfer' }, { amount: '45', method: 'cash', kind: 'refund' }] },
);
export type PaymentInput = Static<typeof PaymentBody>;

export const PaymentParams = Type.Object({ id: Type.String({ format: 'uuid' }), paymentId: Type.String({ format: 'uuid' }) });

const Money = (description: string) => Type.Number({ description, examples: [450] });

export const Payment = Resource(
  'payment',
  Type.Object({
    paidOn: Day(),
    amount: Money('in the reservation’s currency'),
    method: Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_METHODS], examples: ['transfer'] }),
    kind: Type.Unsafe<string>({ type: 'string', enum: ['payment', 'refund', 'security_deposit', 'security_deposit_return'], examples: ['payment'] }),
    createdAt: Timestamp(),
  }),
);

export const PaymentSummary = Type.Object({
  totalPrice: Money('what the guest pays: the bill’s total (the reservation’s grandTotal)'),
  paid: Money('payments less refunds'),
  balance: Money('left to pay; negative when more was paid'),
  paymentStatus: Type.Unsafe<string>({ type: 'string', enum: [...PAYMENT_STATUSES], examples: ['partly_paid'] }),
  currency: Type.String({ examples: ['PLN'] }),
});

export const PaymentListAnswer = Type.Object({ data: Type.Array(Payment), meta: PaymentSummary });
export const PaymentAnswer = Type.Object({ data: Payment, meta: PaymentSummary });
export const PaymentRemovedAnswer = Type.Object({ meta: PaymentSummary });

export const PaymentRequestAnswer = Data(
  Resource(
    'payment_request',
    Type.Object({
      reservationId: Uuid(),
      to: Type.String({ examples: ['jan@example.pl'] }),
      subject: Type.String({ examples: ['Prośba o płatność za rezerwację: Apartament Morski, 01.12.2030 – 04.12.2030'] }),
      text: Type.String({ description: 'the e-mail’s text, as the guest will read it' }),
      amountDue: Money('the total less the payments recorded'),
      currency: Type.String({ examples: ['PLN'] }),
      dueDate: Day({ description: 'the invoice settings’ payment term from today, but not after the arrival' }),
      bankAccount: Type.String({ description: "compact IBAN of the invoice settings; '' when none is entered", examples: ['PL61109010140000071219812874'] }),
      transferTitle: Type.String({ examples: ['Rezerwacja 6F1C2B9E, 01.12.2030–04.12.2030, Jan Kowalski'] }),
    }),
  ),
);
