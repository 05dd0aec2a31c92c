/**
 * Phone numbers, written once for the API and the apps. One stored form: E.164 ('+48600100200'), whatever was typed
 * ('600-100-200', '600 100 200', '+48 600 100 200', '0048600100200'); a number without a country code is Polish.
 * Shown as '+48 600-100-200' (the national part in the forms' NNN-NNN-NNN groups); other countries' numbers are kept
 * with their own code and shown as stored.
 */

/** The country code a number typed without one gets. */
export const DEFAULT_PHONE_COUNTRY = '48';

export const INVALID_PHONE_MESSAGE = 'Podaj numer telefonu, np. 600-100-200 lub z kierunkowym kraju: +44 7700 900123';

/** A phone number's one stored form ('+48600100200'); '' for an empty one; null when it is not a phone number. */
export function normalizePhone(value: string | null | undefined): string | null {
  const text = String(value ?? '').trim();
  if (!text) return '';
  if (!/^[\d\s()+\-./]*$/.test(text) || text.lastIndexOf('+') > 0) return null;
  const digits = text.replace(/\D/g, '');
  let international: string;
  if (text.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.length === 9) international = DEFAULT_PHONE_COUNTRY + digits;
  else if (digits.length === 11 && digits.startsWith(DEFAULT_PHONE_COUNTRY)) international = digits;
  else return null;
  if (international.startsWith(DEFAULT_PHONE_COUNTRY)) return international.length === 11 ? `+${international}` : null;
  // E.164: a country code and the number, at most 15 digits; a number too short to dial is a typo
  return international.length >= 8 && international.length <= 15 && !international.startsWith('0') ? `+${international}` : null;
}

/** A stored phone number as the screens show it: '+48 600-100-200'; anything else as it is. */
export function formatPhone(value: string | null | undefined): string {
  const text = String(value ?? '');
  const normalized = normalizePhone(text);
  if (!normalized) return text;
  if (normalized.startsWith(`+${DEFAULT_PHONE_COUNTRY}`)) {
    const n = normalized.slice(3);
    return `+${DEFAULT_PHONE_COUNTRY} ${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
  }
  return normalized;
}

/**
 * What is typed in a phone field, tidied as it is typed: a Polish number in NNN-NNN-NNN groups (after '+48 ' when
 * the code is typed), another country's number with '+', its digits and single spaces as typed.
 */
export function maskPhone(value: string | null | undefined): string {
  const text = String(value ?? '');
  const plus = text.trimStart().startsWith('+');
  const digits = text.replace(/\D/g, '');
  const groups = (d: string) => d.slice(0, 9).replace(/^(\d{3})(\d{1,3})/, '$1-$2').replace(/^(\d{3}-\d{3})(\d{1,3})/, '$1-$2');
  if (!plus) return groups(digits);
  if (digits.startsWith(DEFAULT_PHONE_COUNTRY) && digits.length > 2) return `+${DEFAULT_PHONE_COUNTRY} ${groups(digits.slice(2))}`;
  // a space typed after the digits stays, so that the next group can be typed apart
  return `+${text.replace(/[^\d\s]/g, '').replace(/\s+/g, ' ').trimStart()}`.slice(0, 20);
}
