import type { InvoiceSettingsAttributes } from '@gospodarz/shared/dto';
import { ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import { FieldErrors, MESSAGES, choice, integer, isObject, text, zipCode, type Raw } from '../accommodations/fields';
import type { InvoiceSettingsRow } from './repository';

// The API's copies of INVOICE_CURRENCIES / VAT_RATES / PAYMENT_TERMS / NUMBERING_TOKENS / isValidNip from
// @gospodarz/shared/dto (the API imports only types from there); invoice-settings.test.ts checks they agree.
export const CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export const VAT_RATES = [23, 8, 5, 0];
export const PAYMENT_TERMS = [30, 14, 7];
export const NUMBERING_TOKENS = ['{NR}', '{DD}', '{MM}', '{RRRR}', '{RR}'];

export function isValidNip(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check = weights.reduce((sum, w, i) => sum + w * Number(value[i]), 0) % 11;
  return check !== 10 && check === Number(value[9]);
}

export function serializeInvoiceSettings(accountId: string, row: InvoiceSettingsRow) {
  const attributes: InvoiceSettingsAttributes = {
    currency: row.currency as InvoiceSettingsAttributes['currency'],
    vatRate: row.vat_rate as InvoiceSettingsAttributes['vatRate'],
    paymentTermDays: row.payment_term_days as InvoiceSettingsAttributes['paymentTermDays'],
    placeOfIssue: row.place_of_issue,
    serviceName: row.service_name,
    sellerName: row.seller_name,
    sellerStreet: row.seller_street,
    sellerZipCode: row.seller_zip_code,
    sellerCity: row.seller_city,
    sellerNip: row.seller_nip,
    numberingPattern: row.numbering_pattern,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
  return resource('invoice_settings', accountId, attributes);
}

/** `{invoiceSettings: {...}}` (or the attributes) over the current settings; every field optional. */
export function readInvoiceSettings(body: unknown, current: InvoiceSettingsRow): Omit<InvoiceSettingsRow, 'updated_at'> {
  const raw: Raw = isObject(body) && isObject(body.invoiceSettings) ? body.invoiceSettings : isObject(body) ? body : {};
  const errors = new FieldErrors();
  const pickInt = (field: string, allowed: number[], fallback: number) => {
    const v = integer(raw[field], field, errors, 0, 1000);
    if (v === undefined) return fallback;
    if (!allowed.includes(v)) errors.add(field, MESSAGES.choice);
    return v;
  };
  const nipText = text(raw.sellerNip, 'sellerNip', errors, 20);
  const nip = nipText === undefined ? current.seller_nip : nipText.replace(/[\s-]/g, '');
  if (nipText !== undefined && nip !== '' && !isValidNip(nip)) errors.add('sellerNip', 'Nieprawidłowy NIP');
  const pattern = text(raw.numberingPattern, 'numberingPattern', errors, 50) ?? current.numbering_pattern;
  if (pattern === '') errors.add('numberingPattern', MESSAGES.required);
  else {
    if (!pattern.includes('{NR}')) errors.add('numberingPattern', 'Wzorzec musi zawierać {NR}');
    for (const token of pattern.match(/\{[^}]*\}/g) ?? []) {
      if (!NUMBERING_TOKENS.includes(token)) errors.add('numberingPattern', `Nieznany element wzorca: ${token}`);
    }
  }
  const serviceName = text(raw.serviceName, 'serviceName', errors, 200) ?? current.service_name;
  if (serviceName === '') errors.add('serviceName', MESSAGES.required);
  const values = {
    currency: choice(raw.currency, 'currency', errors, CURRENCIES) ?? current.currency,
    vat_rate: pickInt('vatRate', VAT_RATES, current.vat_rate),
    payment_term_days: pickInt('paymentTermDays', PAYMENT_TERMS, current.payment_term_days),
    place_of_issue: text(raw.placeOfIssue, 'placeOfIssue', errors, 100) ?? current.place_of_issue,
    service_name: serviceName,
    seller_name: text(raw.sellerName, 'sellerName', errors, 200) ?? current.seller_name,
    seller_street: text(raw.sellerStreet, 'sellerStreet', errors, 200) ?? current.seller_street,
    seller_zip_code: zipCode(raw.sellerZipCode, 'sellerZipCode', errors) ?? current.seller_zip_code,
    seller_city: text(raw.sellerCity, 'sellerCity', errors, 100) ?? current.seller_city,
    seller_nip: nip,
    numbering_pattern: pattern,
  };
  if (!errors.empty) throw new ValidationError(errors.errors);
  return values;
}
