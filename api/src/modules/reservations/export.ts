import { PAYMENT_STATUS_LABELS, RESERVATION_STATUS_LABELS, groszeToDecimal, type PaymentStatus, type ReservationStatus } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../lib/scope';
import { polishDay } from '../../lib/values';
import { grosze } from '../folio';

/** Signed grosze → '-12.50' / '12.50'. */
import { searchReservations } from './service';
import type { ListQueryInput } from './listQuery';
import type { ReservationRow } from './repository';

/** The most rows one export holds (a year of a large host's bookings is far below it). */
export const MAX_EXPORT_ROWS = 50_000;
const BATCH = 1000;

const COLUMNS: Array<[header: string, value: (r: ReservationRow) => string | number]> = [
  ['Przyjazd', (r) => polishDay(r.from_date)],
  ['Wyjazd', (r) => polishDay(r.to_date)],
  ['Liczba dób', (r) => r.nights],
  ['Apartament', (r) => r.apartment_name],
  ['Imię i nazwisko', (r) => r.full_name],
  ['E-mail', (r) => r.email],
  ['Telefon', (r) => r.phone_number],
  ['Adres gościa', (r) => r.guest_address],
  ['Dorośli', (r) => r.adults],
  ['Dzieci', (r) => r.children],
  ['Status', (r) => RESERVATION_STATUS_LABELS[r.status as ReservationStatus] ?? r.status],
  ['Status płatności', (r) => PAYMENT_STATUS_LABELS[r.payment_status as PaymentStatus] ?? r.payment_status],
  ['Cena za dobę', (r) => decimalComma(r.price_per_night)],
  ['Noclegi', (r) => decimalComma(r.total_price)],
  // the bill's figures (module folio): what the guest pays, what was paid less refunds, and what is left
  ['Razem', (r) => decimalComma(r.grand_total)],
  ['Zapłacono', (r) => decimalComma(r.paid)],
  ['Saldo', (r) => decimalComma(groszeToDecimal(grosze(r.grand_total) - grosze(r.paid)))],
  ['Waluta', (r) => r.currency],
  ['Źródło', (r) => r.source],
  ['Uwagi', (r) => r.comments],
];

const decimalComma = (decimal: string) => String(decimal).replace('.', ',');

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break; a text a spreadsheet would run as a
 * formula (=, +, -, @ first, a negative amount apart) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  // a negative amount ('-240,00', a balance to give back) is a number, not a formula
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The filtered list as CSV for Excel in Poland: UTF-8 with a byte order mark (so Polish letters are read right),
 * ';' between cells and the decimal comma (Polish Excel's list separator and number format), dates dd.MM.yyyy,
 * lines ended with CRLF. Rows in the list's order, every page.
 */
export async function exportReservationsCsv(db: Queryable, scope: Scope, query: ListQueryInput): Promise<string> {
  const lines = [COLUMNS.map(([header]) => csvCell(header)).join(';')];
  for (let page = 1; (page - 1) * BATCH < MAX_EXPORT_ROWS; page++) {
    const { rows } = await searchReservations(db, scope, { ...query, page, perPage: BATCH });
    for (const row of rows) lines.push(COLUMNS.map(([, value]) => csvCell(value(row))).join(';'));
    if (rows.length < BATCH) break;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
