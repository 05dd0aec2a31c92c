import type { Queryable } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { feesOf, priceApartmentStay, type PricedStay } from '../pricing';
import { nightsTaken, quotedApartment } from './repository';
import { parseDay } from '@gospodarz/contracts';
import { offeredExtras } from '../reservations';
import type { StayExtra } from '../folio';

/**
 * Every price the product quotes comes from the pricing engine (module pricing): the reservation form's quote here,
 * and a reservation saved without a price (reservations/pricing.ts) through the same `priceApartmentStay`.
 */
export interface StayRequest {
  apartmentId: string;
  from: string; // yyyy-MM-dd
  to: string; // yyyy-MM-dd
  adults: number;
  children: number;
}

export interface StayQuote extends StayRequest {
  guests: number;
  nights: number;
  pricePerNightGrosze: number;
  totalGrosze: number;
  currency: string;
}

export interface QuoteInput {
  apartmentId: string;
  /** yyyy-MM-dd or MM/dd/yyyy */
  from: string;
  to: string;
  adults?: number;
  children?: number;
  /** the children's ages joined with '|', or as numbers */
  childrenAges?: string | number[];
  /** the day of booking (default today in Poland), yyyy-MM-dd or MM/dd/yyyy */
  bookedOn?: string;
  /** a reservation being repriced: not its own neighbour when looking for a gap it fills */
  exceptReservationId?: string | null;
}

/** A quote: the stay, its party and the engine's answer in grosze. */
export interface PricedQuote extends StayQuote {
  bookedOn: string;
  priced: PricedStay;
  /** the apartment's guest count: a larger party needs the receptionist's explicit consent */
  capacity: number;
  /** the listing's fees for this stay, grosze */
  cleaningFeeGrosze: number;
  touristTaxGrosze: number;
  /** the listing's extras the stay may take, counted for it (not in the total until chosen) */
  extras: StayExtra[];
}

/** What the booking dialog shows beside the dates when the nights are taken (the same words as a refused save). */
export const TAKEN_MESSAGE = 'Apartament jest już zajęty w tym terminie.';

function childrenAges(value: QuoteInput['childrenAges'], children: number): number[] | undefined {
  if (value === undefined || value === '') return undefined;
  const ages = Array.isArray(value) ? value : value.split('|').map((v) => Number(v.trim()));
  if (ages.length !== children || ages.some((age) => !Number.isInteger(age) || age < 0 || age > 17)) {
    throw new ValidationError({ childrenAges: [`Podaj wiek każdego dziecka (${children}), od 0 do 17 lat`] });
  }
  return ages;
}

/**
 * Prices a stay with the engine: 409 when another stay or a block holds one of its nights (`exceptReservationId`: a
 * reservation being changed is not in its own way), 422 when check-out is not after check-in, when the stay breaks the rule's limits
 * (the message names the limit) or a night has no price; 404 for an apartment that is not the account's (or not
 * shared with a co-host). pricePerNight is the average night, rounded half up to the grosz.
 */
export async function quoteStay(db: Queryable, scope: Scope, request: QuoteInput): Promise<PricedQuote> {
  const { accountId } = scope;
  const stay: StayRequest = {
    apartmentId: request.apartmentId.toLowerCase(),
    from: parseDay(request.from)!,
    to: parseDay(request.to)!,
    adults: request.adults ?? 1,
    children: request.children ?? 0,
  };
  const bookedOn = request.bookedOn === undefined ? undefined : parseDay(request.bookedOn);
  if (bookedOn === null) throw new ValidationError({ bookedOn: ['Podaj poprawną datę'] });
  if (stay.to <= stay.from) throw new ValidationError({ to: ['Data wyjazdu musi być późniejsza niż data przyjazdu'] });
  const ages = childrenAges(request.childrenAges, stay.children);
  const hidden = scope.apartmentIds !== null && !scope.apartmentIds.includes(stay.apartmentId);
  const apartment = hidden ? null : await quotedApartment(db, accountId, stay.apartmentId);
  if (apartment === null) throw new NotFoundError('Nie znaleziono apartamentu.');
  // a stay that cannot be booked has no price to show
  if (await nightsTaken(db, accountId, stay.apartmentId, stay.from, stay.to, request.exceptReservationId ?? null)) {
    throw new ConflictError(TAKEN_MESSAGE, { from: [TAKEN_MESSAGE] });
  }

  const { result, currency, bookedOn: day } = await priceApartmentStay(db, accountId, {
    ...stay,
    childrenAges: ages,
    bookedOn,
    exceptReservationId: request.exceptReservationId,
  });
  if (!result.ok) throw new ValidationError({ [result.field]: [result.message] }, result.message);
  const nights = result.nights;
  return {
    ...stay,
    guests: Math.max(1, stay.adults + stay.children),
    nights,
    pricePerNightGrosze: Math.floor((2 * result.total + nights) / (2 * nights)),
    totalGrosze: result.total,
    currency,
    bookedOn: day,
    priced: result,
    capacity: apartment.guest_number,
    ...feesOf(apartment, { ...stay, childrenAges: ages }),
    extras: offeredExtras(apartment, stay),
  };
}
