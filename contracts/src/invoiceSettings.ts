import type { Resource } from './common.ts';

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
