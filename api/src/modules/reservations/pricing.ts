import type { Queryable } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { priceApartmentStay } from '../pricing';
export { bookedOnOf } from '../folio';
export { feesOf } from '../pricing';
import { nightsBetween } from '@gospodarz/contracts';
import type { ApartmentRow } from './repository';

/**
 * How a reservation gets its price: from the pricing engine (the same as GET /householder/quotes), unless the
 * receptionist typed another price per night, which the reservation then records as overridden. Plus the listing's
 * fees and the apartment's guest limit (what a cancellation keeps and refunds: folio/cancellation.ts).
 */

/** '1 osobę', '2 osoby', '5 osób' (the accusative after 'mieści'). */
function personsLabel(count: number): string {
  const tens = count % 100;
  const units = count % 10;
  if (count === 1) return '1 osobę';
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${count} osoby`;
  return `${count} osób`;
}

export function overCapacityMessage(apartmentName: string, limit: number): string {
  return `${apartmentName || 'Apartament'} mieści najwyżej ${personsLabel(limit)}. Zaznacz „Zgoda na przekroczenie limitu gości”, aby zapisać mimo to.`;
}

/** The apartment's guest count is a limit: a larger party is refused (422) unless the caller says it knows. */
export function checkCapacity(apartment: Pick<ApartmentRow, 'name' | 'guest_number'>, adults: number, children: number, allowed: boolean): void {
  if (allowed || adults + children <= apartment.guest_number) return;
  const message = overCapacityMessage(apartment.name, apartment.guest_number);
  throw new ValidationError({ adults: [message] }, message);
}

export interface StayToBook {
  apartmentId: string;
  from: string;
  to: string;
  adults: number;
  children: number;
  childrenAges?: number[];
}

export interface StayPrice {
  pricePerNightGrosze: number;
  totalGrosze: number;
  /** the apartment's currency when the engine priced the stay */
  currency: string | null;
  overridden: boolean;
  /** each night's price as the engine gave it (null: typed by hand, the total spread evenly) */
  nightly: number[] | null;
}

/**
 * The price of a stay. Without `given`: the engine's (total = the sum of its nights, price per night their average
 * rounded half up); a stay the engine refuses or cannot price is a 422 with its Polish message. With `given` equal
 * to the engine's average: the engine's. Any other `given`: that price × nights, recorded as overridden.
 */
export async function priceOfStay(
  db: Queryable,
  accountId: string,
  stay: StayToBook,
  given: number | undefined,
  options: { bookedOn?: string; exceptReservationId?: string | null; inTransaction?: boolean } = {},
): Promise<StayPrice> {
  const nights = nightsBetween(stay.from, stay.to);
  const { inTransaction = true, ...dates } = options;
  const { result, currency } = await priceApartmentStay(db, accountId, { ...stay, ...dates }, !inTransaction);
  if (result.ok) {
    const average = Math.floor((2 * result.total + nights) / (2 * nights));
    if (given === undefined || given === average) {
      return { pricePerNightGrosze: average, totalGrosze: result.total, currency, overridden: false, nightly: result.nightly.map((n) => n.price) };
    }
  } else if (given === undefined) {
    const field = result.reason === 'noPrice' ? 'pricePerNight' : result.field;
    throw new ValidationError({ [field]: [result.message] }, result.message);
  }
  return { pricePerNightGrosze: given!, totalGrosze: given! * nights, currency: null, overridden: true, nightly: null };
}

