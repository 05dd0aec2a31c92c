import {
  INVOICE_CURRENCIES,
  NUMBERING_TOKENS,
  PAYMENT_TERMS,
  VAT_RATES,
  compactIban,
  isValidNip,
  isValidPolishIban,
  type InvoiceSettingsAttributes,
  VAT_EXEMPTIONS,
} from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import { CONTROL_CHARACTERS, controlCharacterFields } from '../../lib/controlCharacters';
import type { Scope } from '../../lib/scope';
import { FieldErrors, MESSAGES, choice, zipCode } from '../../lib/fields';
import { findInvoiceSettings, saveInvoiceSettingsRow, type InvoiceSettingsRow } from './repository';
import type { InvoiceSettingsBody } from './schemas';

function serializeInvoiceSettings(accountId: string, row: InvoiceSettingsRow) {
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
    bankAccount: row.bank_account,
    vatExemption: row.vat_exemption,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
  return resource('invoice_settings', accountId, attributes);
}

/**
 * The sent fields over the current settings. The schema has checked types and lengths; the value lists are checked
 * here, together with the NIP's check digit and the numbering pattern, so that one answer names every wrong field
 * (the screen marks them all at once).
 */
function settingsValues(body: InvoiceSettingsBody, current: InvoiceSettingsRow): Omit<InvoiceSettingsRow, 'updated_at'> {
  const sent = body.invoiceSettings ?? body;
  const errors = new FieldErrors();
  for (const field of controlCharacterFields(sent)) errors.add(field, CONTROL_CHARACTERS);
  const listed = (field: string, value: number | undefined, allowed: readonly number[], fallback: number) => {
    if (value === undefined) return fallback;
    if (!allowed.includes(value)) errors.add(field, MESSAGES.choice);
    return value;
  };
  const nipText = sent.sellerNip?.trim();
  const nip = nipText === undefined ? current.seller_nip : nipText.replace(/[\s-]/g, '');
  if (nipText !== undefined && nip !== '' && !isValidNip(nip)) errors.add('sellerNip', 'Nieprawidłowy NIP');
  const pattern = sent.numberingPattern?.trim() ?? current.numbering_pattern;
  if (pattern === '') errors.add('numberingPattern', MESSAGES.required);
  else {
    if (!pattern.includes('{NR}')) errors.add('numberingPattern', 'Wzorzec musi zawierać {NR}');
    for (const token of pattern.match(/\{[^}]*\}/g) ?? []) {
      if (!(NUMBERING_TOKENS as readonly string[]).includes(token)) errors.add('numberingPattern', `Nieznany element wzorca: ${token}`);
    }
  }
  const bankText = sent.bankAccount?.trim();
  const bankAccount = bankText === undefined ? current.bank_account : bankText === '' ? '' : compactIban(bankText);
  if (bankText && !isValidPolishIban(bankText)) errors.add('bankAccount', 'Nieprawidłowy numer rachunku (IBAN)');
  let vatExemption = current.vat_exemption;
  if (sent.vatExemption !== undefined) {
    const text = sent.vatExemption?.trim() ?? '';
    if (text === '') vatExemption = null;
    else if ((VAT_EXEMPTIONS as readonly string[]).includes(text)) vatExemption = text as InvoiceSettingsRow['vat_exemption'];
    else errors.add('vatExemption', MESSAGES.choice);
  }
  const serviceName = sent.serviceName?.trim() ?? current.service_name;
  if (serviceName === '') errors.add('serviceName', MESSAGES.required);
  const values = {
    currency: choice(sent.currency, 'currency', errors, INVOICE_CURRENCIES) ?? current.currency,
    vat_rate: listed('vatRate', sent.vatRate, VAT_RATES, current.vat_rate),
    payment_term_days: listed('paymentTermDays', sent.paymentTermDays, PAYMENT_TERMS, current.payment_term_days),
    place_of_issue: sent.placeOfIssue?.trim() ?? current.place_of_issue,
    service_name: serviceName,
    seller_name: sent.sellerName?.trim() ?? current.seller_name,
    seller_street: sent.sellerStreet?.trim() ?? current.seller_street,
    seller_zip_code: zipCode(sent.sellerZipCode, 'sellerZipCode', errors) ?? current.seller_zip_code,
    seller_city: sent.sellerCity?.trim() ?? current.seller_city,
    seller_nip: nip,
    numbering_pattern: pattern,
    bank_account: bankAccount,
    vat_exemption: vatExemption,
  };
  if (!errors.empty) throw new ValidationError(errors.errors);
  return values;
}

async function currentSettings(db: Queryable, scope: Scope): Promise<InvoiceSettingsRow> {
  const row = await findInvoiceSettings(db, scope.accountId);
  if (!row) throw new NotFoundError();
  return row;
}

/** The account's settings, or the defaults while none are saved. */
export async function getInvoiceSettings(db: Queryable, scope: Scope) {
  return serializeInvoiceSettings(scope.accountId, await currentSettings(db, scope));
}

/** Saves the sent fields; those left out keep their values. */
export async function saveInvoiceSettings(db: Queryable, scope: Scope, body: InvoiceSettingsBody) {
  const values = settingsValues(body, await currentSettings(db, scope));
  return serializeInvoiceSettings(scope.accountId, await saveInvoiceSettingsRow(db, scope.accountId, values));
}
