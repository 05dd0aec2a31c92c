import {
  groszeToDecimal,
  parseExactDecimal,
  vatPercent,
  type InvoicePriceBasis,
  type InvoiceVatRate,
  nightsBetween,
} from '@gospodarz/contracts';
import type { StoredLine } from './repository';
import { EXTRA_LABELS, grosze, stayExtras } from '../folio';

type StayLine = StoredLine & { vatRate: InvoiceVatRate };

/** The cleaning fee's line, named as the reservation's bill names it. */
export const CLEANING_LINE = 'Sprzątanie';

/**
 * The accommodation lines of an invoice for a stay (the new-invoice form's draft, the demo's invoices): nights × the
 * night's price, priced by gross, so that the invoice's gross is the stay's total to the grosz. A net price per
 * night missed it: 2 nights for 400,00 zł at 8 % made 2 × 185,19 net = 400,01 zł, and no net sum at all makes a
 * 200,00 zł night (185,18 → 199,99 zł, 185,19 → 200,01 zł). A total that does not divide by the nights puts its
 * remainder on the last night, on a line of its own: 1 000,00 zł for 3 nights is 2 × 333,33 + 1 × 333,34.
 * Without VAT ('zw', 0 %) net and gross are the same, and the lines keep net prices.
 *
 * The stay's cleaning fee is a line of its own ('Sprzątanie', 1 usł.) at the accommodation's rate: it is part of the
 * accommodation service the guest bought. The local tourist tax ('opłata miejscowa') is not: it is a levy collected
 * for the municipality, outside VAT, and is confirmed to the guest by its own receipt, so it is not on the invoice.
 *
 * The stay's discount ('Rabat', taken off the nights on the bill) lowers the nights' price here (an invoice line
 * has no negative price); each extra the stay took (breakfast, parking, airport transfer) is a line of its own,
 * quantity × the unit price it was booked with, as on the bill.
 */
export function stayLines(
  stay: { total_price: string; cleaning_fee?: string | null; extras?: unknown; discount?: string | null; from_date: string; to_date: string; apartment_name: string },
  serviceName: string,
  vatRate: InvoiceVatRate,
): { priceBasis: InvoicePriceBasis; lines: StayLine[] } {
  const priceBasis: InvoicePriceBasis = vatPercent(vatRate) > 0 ? 'gross' : 'net';
  const nights = nightsBetween(stay.from_date, stay.to_date);
  if (nights <= 0) return { priceBasis, lines: [] };
  const total = Math.max(0, (parseExactDecimal(stay.total_price, 2) ?? 0) - grosze(stay.discount));
  const perNight = Math.floor(total / nights);
  const remainder = total - perNight * nights;
  const field = priceBasis === 'gross' ? 'grossPrice' : 'netPrice';
  const line = (quantity: number, price: number, description = `${serviceName} (${stay.apartment_name})`, unit = 'doba'): StayLine => ({
    description,
    quantity: String(quantity),
    unit,
    [field]: groszeToDecimal(price),
    vatRate,
  });
  const lines = remainder === 0 ? [line(nights, perNight)] : [line(nights - 1, perNight), line(1, perNight + remainder)];
  const cleaningFee = parseExactDecimal(stay.cleaning_fee ?? '0', 2) ?? 0;
  if (cleaningFee > 0) lines.push(line(1, cleaningFee, CLEANING_LINE, 'usł.'));
  for (const extra of stayExtras(stay.extras)) {
    const unit = grosze(extra.unitPrice);
    if (unit > 0) lines.push(line(extra.quantity, unit, EXTRA_LABELS[extra.kind], extra.kind === 'breakfast' ? 'szt.' : extra.kind === 'airport_transfer' ? 'usł.' : 'doba'));
  }
  return { priceBasis, lines };
}
