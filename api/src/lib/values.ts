/**
 * The API's own renderings of days and money (the values themselves, grosze and days, live in
 * @gospodarz/contracts' values, shared with the apps): a numeric column's text as a JSON number, and the Polish
 * forms e-mails and messages show.
 */
import { toGrosze } from '@gospodarz/contracts';

/** A numeric column's exact text ('350.50') → the JSON number 350.5. */
export function decimalToNumber(decimal: string | number | null): number {
  if (decimal === null) return 0;
  const grosze = toGrosze(decimal);
  // the division only renders the stored exact value as a JSON number; no result is computed from it
  return grosze === null ? Number(decimal) : grosze / 100;
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
