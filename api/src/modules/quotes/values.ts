/**
 * Money and dates as the pricing and reservation rules need them. Money is held in integer grosze (hundredths of
 * the currency's main unit) from parsing to storage, so no amount ever passes through floating-point arithmetic.
 */

const AMOUNT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** '350', '350.5', '350,50' or 350.5 → 35050 grosze; null for anything else (negative, 3 decimals, text). */
export function toGrosze(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    value = String(value);
  }
  if (typeof value !== 'string') return null;
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** 35050 → '350.50', the text a numeric column takes without rounding. */
export function groszeToDecimal(grosze: number): string {
  const whole = Math.floor(grosze / 100);
  return `${whole}.${String(grosze % 100).padStart(2, '0')}`;
}

/** A numeric column's exact text ('350.50') → the JSON number 350.5. */
export function decimalToNumber(decimal: string | number | null): number {
  if (decimal === null) return 0;
  const grosze = toGrosze(decimal);
  // the division only renders the stored exact value as a JSON number; no result is computed from it
  return grosze === null ? Number(decimal) : grosze / 100;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'yyyy-MM-dd' (bodies) or 'MM/dd/yyyy' (list queries) → 'yyyy-MM-dd' of a real calendar day, else null. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let y: number, m: number, d: number;
  const iso = ISO_DATE.exec(text);
  const us = iso ? null : US_DATE.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  if (y < 2000 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Nights between two 'yyyy-MM-dd' days (check-out minus check-in). */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'yyyy-MM-dd' → 'dd.MM.yyyy', the way Polish e-mails and screens show a day. */
export function polishDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** 35050 → '350,50 zł' (thousands grouped with a space), for e-mails. */
export function formatGrosze(grosze: number, currency: string): string {
  const whole = String(Math.floor(grosze / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole},${String(grosze % 100).padStart(2, '0')} ${currency === 'PLN' ? 'zł' : currency}`;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
