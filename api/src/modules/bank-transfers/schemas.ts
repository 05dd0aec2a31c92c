import { Type } from 'typebox';
import { Data, Day, Resource } from '../../lib/schemas';

const Qr = Type.Union([
  Type.Object({
    payload: Type.String({ description: 'the text the code carries' }),
    svg: Type.String({ description: 'the code drawn as SVG (ISO/IEC 18004, error correction M)' }),
  }),
  Type.Null(),
]);

export const TransferDetailsSchema = Type.Object({
  reference: Type.String({ description: 'the stay’s reference in the transfer title', examples: ['1A2B3C4D'] }),
  kind: Type.Unsafe<'prepayment' | 'balance' | 'none'>({ type: 'string', enum: ['prepayment', 'balance', 'none'], description: 'what is due now' }),
  amount: Type.Number({ description: 'due now, in the stay’s currency', examples: [405] }),
  amountText: Type.String({ examples: ['405,00 zł'] }),
  currency: Type.String({ examples: ['PLN'] }),
  dueOn: Type.Union([Day({ description: 'the last day to pay' }), Type.Null()]),
  bankAccount: Type.String({ description: 'the host’s IBAN (invoice settings), empty when none is set', examples: ['PL61109010140000071219812874'] }),
  recipient: Type.String({ examples: ['Apartamenty Nad Morzem'] }),
  title: Type.String({ examples: ['Rezerwacja 1A2B3C4D, Jan Kowalski'] }),
  zbp: Qr,
  epc: Qr,
});

export const OneTransferDetails = Data(Resource('transfer_details', TransferDetailsSchema));

const Settings = Type.Object({
  prepaymentPercent: Type.Integer({ description: 'the share of the bill due at once (a stay without its own deposit)', examples: [30] }),
  dueDays: Type.Integer({ description: 'days from the booking to pay it (never after the arrival)', examples: [3] }),
  cancelUnpaid: Type.Boolean({ description: 'cancel a stay whose prepayment has not come by its deadline' }),
});
export const OneTransferSettings = Data(Resource('transfer_settings', Settings));
export const TransferSettingsBody = Type.Object(
  {
    prepaymentPercent: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    dueDays: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    cancelUnpaid: Type.Optional(Type.Boolean()),
  },
  { examples: [{ prepaymentPercent: 30, dueDays: 3, cancelUnpaid: true }] },
);

const Stay = Type.Union([Type.Object({ id: Type.String(), fullName: Type.String(), from: Day(), to: Day() }), Type.Null()]);
export const BankTransaction = Resource(
  'bank_transaction',
  Type.Object({
    bookedOn: Day(),
    amount: Type.Number({ examples: [405] }),
    currency: Type.String({ examples: ['PLN'] }),
    counterparty: Type.String({ examples: ['JAN KOWALSKI'] }),
    title: Type.String({ examples: ['Rezerwacja 1A2B3C4D'] }),
    status: Type.Unsafe<string>({ type: 'string', enum: ['matched', 'review', 'unmatched', 'ignored'] }),
    matchRule: Type.String({ description: "reference, amount_name, host ('' while not matched)" }),
    fileName: Type.String(),
    reservation: Stay,
    suggestion: Stay,
  }),
);
export const BankTransactionList = Type.Object({ data: Type.Array(BankTransaction) });
export const OneBankTransaction = Data(BankTransaction);
export const TransactionQuery = Type.Object({
  status: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: ['matched', 'review', 'unmatched', 'ignored'], description: 'only these' })),
});
export const MatchBody = Type.Object({ reservationId: Type.String({ format: 'uuid', description: 'the stay the transfer pays' }) });

export const StatementRequest = {
  content: { 'multipart/form-data': { schema: Type.Unknown({ description: 'the statement in the field `file`: MT940 or CAMT.053 (XML), 2 MB at most' }) } },
};
export const ImportAnswer = Type.Object({
  data: Type.Object({
    id: Type.String(),
    type: Type.Literal('bank_statement_import'),
    attributes: Type.Object({
      format: Type.Unsafe<string>({ type: 'string', enum: ['mt940', 'camt053'] }),
      bankAccount: Type.String(),
      transfers: Type.Integer({ description: 'incoming transfers in the file' }),
      duplicates: Type.Integer({ description: 'imported before: nothing recorded again' }),
      matched: Type.Integer(),
      review: Type.Integer(),
      unmatched: Type.Integer(),
    }),
  }),
  meta: Type.Object({ transactions: Type.Array(BankTransaction) }),
});
