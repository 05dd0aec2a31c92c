import type { Resource } from './common.ts';
import type { VatExemption } from './invoice.ts';

export const INVOICE_CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const VAT_RATES = [23, 8, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const PAYMENT_TERMS = [30, 14, 7] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
/** Parts a numbering pattern is made of; {NR} (the running number) is required. */
export const NUMBERING_TOKENS = ['{NR}', '{DD}', '{MM}', '{RRRR}', '{RR}'] as const;
export type NumberingToken = (typeof NUMBERING_TOKENS)[number];

export interface InvoiceSettingsAttributes {
  currency: InvoiceCurrency;
  vatRate: VatRate;
  paymentTermDays: PaymentTerm;
  placeOfIssue: string;
  serviceName: string;
  sellerName: string;
  sellerStreet: string;
  sellerZipCode: string;
  sellerCity: string;
  /** ten digits, no separators */
  sellerNip: string;
  numberingPattern: string;
  /** the account for transfers: a Polish IBAN stored compact ('PL' and 26 digits), or '' while not given */
  bankAccount: string;
  /** a host exempt from VAT: the legal basis of 'zw' invoice lines; null for a VAT payer */
  vatExemption?: VatExemption | null;
  updatedAt: string | null;
}
export type InvoiceSettingsDto = Resource<InvoiceSettingsAttributes, 'invoice_settings'>;

/**
 * Poland's NIP check digit: weights 6,5,7,2,3,4,5,6,7, sum mod 11 equals the tenth digit. Spaces and dashes between
 * the digits are allowed (123-456-32-18).
 */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** A Polish IBAN without spaces, upper case, with 'PL' in front when only the 26 digits (NRB) were typed. */
export function compactIban(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}

/**
 * A Polish bank account number: 'PL' and 26 digits (or the 26 digits alone), spaces allowed, whose IBAN check
 * (the country and check digits moved to the end, letters as numbers, mod 97) gives 1.
 */
export function isValidPolishIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^PL\d{26}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}2521${iban.slice(2, 4)}`; // P = 25, L = 21
  let rest = 0;
  for (const digit of rearranged) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** 'PL61 1090 1014 0000 0712 1981 2874', as banks print it. */
export function formatIban(value: string): string {
  const iban = compactIban(value);
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
