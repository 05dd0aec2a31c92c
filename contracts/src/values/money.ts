/**
 * Money as the API and the apps hold it: integer grosze (hundredths of the currency's main unit) from parsing to
 * storage, so no amount passes through floating-point arithmetic. The API answers amounts as decimal text with a
 * dot ('1234.50'); a host types them with a comma or a dot ('1 234,50').
 */

const AMOUNT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * '350', '350.5', '350,50' or 350.5 → 35050 grosze; null for anything else: a negative amount, three decimals,
 * text, more than 9 digits before the separator. An amount a host enters is never negative (a refund is its own
 * kind of payment), so a minus sign is refused rather than read.
 */
export function toGrosze(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    value = String(value);
  }
  if (typeof value !== 'string') return null;
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * An amount as a host types it into a form: '1 234,56' (thousands grouped with spaces or no-break spaces),
 * '1234.56' or '350' → grosze; null when it is not a non-negative amount of at most two decimals.
 */
export function parseAmount(value: unknown): number | null {
  return toGrosze(typeof value === 'string' ? value.replace(/[\s\u00a0\u202f]/g, '') : value);
}

/**
 * Grosze as decimal text with a dot, the text a numeric column takes without rounding and the API answers:
 * 35050 → '350.50', -7 → '-0.07' (a correction's or a refund's negative amount keeps its sign on the whole).
 */
export function groszeToDecimal(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
