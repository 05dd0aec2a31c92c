import { INVOICE_CURRENCIES, NUMBERING_TOKENS, PAYMENT_TERMS, VAT_RATES, isValidNip, type InvoiceSettingsAttributes } from '@gospodarz/contracts';
import { ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import { FieldErrors, MESSAGES, choice, integer, isObject, text, zipCode, type Raw } from '../accommodations/fields';
import type { InvoiceSettingsRow } from './repository';

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
  const pickInt = (field: string, allowed: readonly number[], fallback: number) => {
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
      if (!(NUMBERING_TOKENS as readonly string[]).includes(token)) errors.add('numberingPattern', `Nieznany element wzorca: ${token}`);
    }
  }
  const serviceName = text(raw.serviceName, 'serviceName', errors, 200) ?? current.service_name;
  if (serviceName === '') errors.add('serviceName', MESSAGES.required);
  const values = {
    currency: choice(raw.currency, 'currency', errors, INVOICE_CURRENCIES) ?? current.currency,
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
