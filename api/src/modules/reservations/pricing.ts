import { CANCELLATION_POLICY_LABELS } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { cancellationOfStay, priceApartmentStay, refundOn, todayInPoland, type CancellationSchedule } from '../pricing';
export { feesOf } from '../pricing';
import { nightsBetween, toGrosze } from '../quotes/values';
import type { ApartmentRow, ReservationRow } from './repository';

/**
 * How a reservation gets its price: from the pricing engine (the same as GET /householder/quotes), unless the
 * receptionist typed another price per night, which the reservation then records as overridden. Plus the listing's
 * fees, the apartment's guest limit, and the refund a cancellation would get.
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

/** What the guest pays, in grosze: the nights, the cleaning fee and the tourist tax (payments are held against it). */
export function grandTotalGrosze(row: Pick<ReservationRow, 'total_price' | 'cleaning_fee' | 'tourist_tax'>): number {
  return (toGrosze(row.total_price) ?? 0) + (toGrosze(row.cleaning_fee) ?? 0) + (toGrosze(row.tourist_tax) ?? 0);
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
    if (given === undefined || given === average) return { pricePerNightGrosze: average, totalGrosze: result.total, currency, overridden: false };
  } else if (given === undefined) {
    const field = result.reason === 'noPrice' ? 'pricePerNight' : result.field;
    throw new ValidationError({ [field]: [result.message] }, result.message);
  }
  return { pricePerNightGrosze: given!, totalGrosze: given! * nights, currency: null, overridden: true };
}

/** What a cancellation made today would refund, by the cancellation rule of the check-in day's rule set. */
export interface CancellationToday {
  policy: CancellationSchedule['policy'];
  label: string;
  /** the dated schedule, e.g. 'do 12.12.2026: zwrot 100%, potem 50%' */
  text: string;
  today: string;
  refundPercent: number;
  /** grosze */
  refund: number;
}

/** The Polish day a reservation was booked on (its creation). */
export function bookedOnOf(row: Pick<ReservationRow, 'created_at'>): string {
  return todayInPoland(new Date(row.created_at));
}

export async function cancellationToday(db: Queryable, row: ReservationRow, today = todayInPoland()): Promise<CancellationToday> {
  const total = toGrosze(row.total_price) ?? 0;
  const nights = Math.max(1, row.nights);
  // the nights' share of the total (the longterm rule keeps the first 30), the last night taking the rounding
  const each = Math.floor(total / nights);
  const nightly = Array.from({ length: nights }, (_, i) => (i === nights - 1 ? total - each * (nights - 1) : each));
  const schedule = await cancellationOfStay(db, row.account_id, { apartmentId: row.apartment_id, from: row.from_date, bookedOn: bookedOnOf(row), nightly });
  const step = refundOn(schedule, today);
  return {
    policy: schedule.policy,
    label: schedule.policy ? CANCELLATION_POLICY_LABELS[schedule.policy] : 'Brak reguły anulowania',
    text: schedule.text,
    today,
    refundPercent: step.refundPercent,
    refund: step.refund,
  };
}
