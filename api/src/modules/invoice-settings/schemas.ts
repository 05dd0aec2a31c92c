import { Type, type Static } from 'typebox';
import { INVOICE_CURRENCIES, NUMBERING_TOKENS, PAYMENT_TERMS, VAT_EXEMPTIONS, VAT_RATES } from '@gospodarz/contracts';
import { Data, Resource } from '../../lib/schemas';

/*
 * The value lists (currency, VAT rate, payment term) are documented here but checked by the service, together with
 * the NIP and the numbering pattern: a schema failure would answer before those checks, and the screen is to be
 * told about every wrong field at once.
 */
const SettingsFields = {
  currency: Type.Optional(Type.String({ description: `One of ${INVOICE_CURRENCIES.join(', ')}`, examples: ['PLN'] })),
  vatRate: Type.Optional(Type.Integer({ description: `Percent, one of ${VAT_RATES.join(', ')}`, examples: [8] })),
  paymentTermDays: Type.Optional(Type.Integer({ description: `Days, one of ${PAYMENT_TERMS.join(', ')}`, examples: [14] })),
  placeOfIssue: Type.Optional(Type.String({ maxLength: 100, examples: ['Sopot'] })),
  serviceName: Type.Optional(Type.String({ maxLength: 200, description: 'Required', examples: ['Usługa noclegowa'] })),
  sellerName: Type.Optional(Type.String({ maxLength: 200, examples: ['Apartamenty Sp. z o.o.'] })),
  sellerStreet: Type.Optional(Type.String({ maxLength: 200, examples: ['Morska 1'] })),
  sellerZipCode: Type.Optional(Type.String({ maxLength: 20, description: 'NN-NNN, with or without the dash', examples: ['81-701'] })),
  sellerCity: Type.Optional(Type.String({ maxLength: 100, examples: ['Sopot'] })),
  sellerNip: Type.Optional(Type.String({ maxLength: 20, description: 'Ten digits with a valid check digit; spaces and dashes are dropped', examples: ['5260001246'] })),
  numberingPattern: Type.Optional(
    Type.String({ maxLength: 50, description: `Text and ${NUMBERING_TOKENS.join(', ')}; {NR} is required`, examples: ['FV/{NR}/{MM}/{RRRR}'] }),
  ),
  bankAccount: Type.Optional(
    Type.String({
      maxLength: 60,
      description: "A Polish IBAN ('PL' and 26 digits, or the 26 digits alone; spaces allowed); '' removes it",
      examples: ['PL61 1090 1014 0000 0712 1981 2874'],
    }),
  ),
  vatExemption: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
      description: `A host exempt from VAT: the legal basis of 'zw' lines, one of ${VAT_EXEMPTIONS.join(', ')}; '' or null for a VAT payer`,
      examples: ['art113'],
    }),
  ),
};

/** `{invoiceSettings: {...}}` as the screen sends it, or the fields alone; fields left out keep their values. */
export const InvoiceSettingsBody = Type.Object(
  { invoiceSettings: Type.Optional(Type.Object(SettingsFields)), ...SettingsFields },
  {
    description: '`{invoiceSettings: {...}}` or the fields alone; fields left out keep their values',
    examples: [{ invoiceSettings: { currency: 'PLN', vatRate: 8, paymentTermDays: 14, sellerNip: '5260001246', numberingPattern: 'FV/{NR}/{RRRR}' } }],
  },
);
export type InvoiceSettingsBody = Static<typeof InvoiceSettingsBody>;

export const InvoiceSettingsAttributes = Type.Object({
  currency: Type.Enum([...INVOICE_CURRENCIES]),
  vatRate: Type.Integer({ examples: [8] }),
  paymentTermDays: Type.Integer({ examples: [14] }),
  placeOfIssue: Type.String(),
  serviceName: Type.String(),
  sellerName: Type.String(),
  sellerStreet: Type.String(),
  sellerZipCode: Type.String({ examples: ['81-701'] }),
  sellerCity: Type.String(),
  sellerNip: Type.String({ examples: ['5260001246'] }),
  numberingPattern: Type.String({ examples: ['FV/{NR}/{MM}/{RRRR}'] }),
  bankAccount: Type.String({ description: "Compact Polish IBAN, or '' while not given", examples: ['PL61109010140000071219812874'] }),
  vatExemption: Type.Optional(Type.Union([Type.Enum([...VAT_EXEMPTIONS]), Type.Null()], { description: "the legal basis of 'zw' lines; null for a VAT payer" })),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null while the defaults were never saved' }),
});

/** One settings row per account; its id is the account's. */
export const OneInvoiceSettings = Data(Resource('invoice_settings', InvoiceSettingsAttributes));
