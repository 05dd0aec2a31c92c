import { groszeToDecimal, nightsBetween } from '@gospodarz/contracts';
import { ValidationError } from '../../lib/errors';
import { EXTRA_KINDS, EXTRA_LABELS, grosze, stayExtras, type ExtraKind, type StayExtra } from '../folio';
import { money } from '../folio';
import type { ApartmentRow } from './repository';

/**
 * The listing's extras a stay takes (issue 31) and its discount, as lines of its bill. The apartment offers each
 * extra or not, at its price (none: free); the stay keeps the quantity and the unit price it was booked with:
 * - breakfast ('Śniadanie'): per person per night;
 * - private or public parking ('Parking prywatny' / 'Parking publiczny'): per night;
 * - airport transfer ('Transfer z lotniska'): once per stay.
 * A change of the stay (dates, party) counts the quantities again at the prices kept; an extra chosen anew takes
 * the apartment's price; a move to another apartment keeps the extras as booked.
 */

/** What the apartment offers (its listing's extras) and at what price (null: free). */
export type ExtrasOffer = Pick<
  ApartmentRow,
  'breakfast' | 'breakfast_price' | 'private_parking' | 'private_parking_price' | 'public_parking' | 'public_parking_price' | 'airport_transfer' | 'airport_transfer_price'
>;

const OFFERED: Record<ExtraKind, { offered: keyof ExtrasOffer; price: keyof ExtrasOffer }> = {
  breakfast: { offered: 'breakfast', price: 'breakfast_price' },
  private_parking: { offered: 'private_parking', price: 'private_parking_price' },
  public_parking: { offered: 'public_parking', price: 'public_parking_price' },
  airport_transfer: { offered: 'airport_transfer', price: 'airport_transfer_price' },
};

export function extraQuantity(kind: ExtraKind, stay: { from: string; to: string; adults: number; children: number }): number {
  const nights = Math.max(0, nightsBetween(stay.from, stay.to));
  if (kind === 'breakfast') return (stay.adults + stay.children) * nights;
  if (kind === 'airport_transfer') return 1;
  return nights;
}

/**
 * The extras of a stay: `chosen` (undefined: the ones it has) counted for the stay, each at the price it was booked
 * with, a new one at the apartment's (refused when the apartment does not offer it).
 */
export function extrasOf(
  apartment: ExtrasOffer,
  chosen: ExtraKind[] | undefined,
  stay: { from: string; to: string; adults: number; children: number },
  stored: unknown = [],
): StayExtra[] {
  const kept = new Map(stayExtras(stored).map((e) => [e.kind, e]));
  const kinds = chosen ?? [...kept.keys()];
  const refused = kinds.filter((k) => !kept.has(k) && !apartment[OFFERED[k].offered]);
  if (refused.length > 0) {
    const message = `Apartament nie oferuje: ${refused.map((k) => EXTRA_LABELS[k]).join(', ')}.`;
    throw new ValidationError({ extras: [message] }, message);
  }
  return kinds.map((kind) => ({
    kind,
    quantity: extraQuantity(kind, stay),
    unitPrice: kept.get(kind)?.unitPrice ?? groszeToDecimal(grosze(apartment[OFFERED[kind].price] as string | null)),
  }));
}

/** Every extra the apartment offers, counted for the stay at its price (what the booking form offers to tick). */
export function offeredExtras(apartment: ExtrasOffer, stay: { from: string; to: string; adults: number; children: number }): StayExtra[] {
  return extrasOf(apartment, EXTRA_KINDS.filter((k) => apartment[OFFERED[k].offered]), stay);
}

/** The discount is taken off the nights: never more than they cost. */
export function checkDiscount(discountGrosze: number, nightsGrosze: number, currency: string): void {
  if (discountGrosze <= nightsGrosze) return;
  const message = `Rabat nie może być większy niż cena noclegów (${money(nightsGrosze, currency)}).`;
  throw new ValidationError({ discount: [message] }, message);
}

/** The extras as one reservation's answer gives them (money in the currency's main unit). */
export function extrasDto(stored: unknown) {
  return stayExtras(stored).map((e) => {
    const unit = grosze(e.unitPrice);
    return { kind: e.kind, label: EXTRA_LABELS[e.kind], quantity: e.quantity, unitPrice: unit / 100, amount: (unit * e.quantity) / 100 };
  });
}
