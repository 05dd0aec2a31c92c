import type { Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { apartmentExists, findRate } from './repository';
import { nightsBetween, parseDay, toGrosze } from './values';

/**
 * Pricing lives here and only here: the reservation form's quote and a reservation saved without a price both ask
 * this module, so rules (seasons, price rules, discounts) can later be added in one place.
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

export const NO_RATE_MESSAGE = 'Apartament nie ma jeszcze cennika. Podaj cenę za dobę.';

/** The price of a stay, or null when the apartment has no rate yet. Assumes valid dates (to after from). */
export async function findQuote(db: Queryable, accountId: string, stay: StayRequest): Promise<StayQuote | null> {
  const guests = Math.max(1, stay.adults + stay.children);
  const rate = await findRate(db, accountId, stay.apartmentId, guests);
  if (!rate) return null;
  const pricePerNightGrosze = toGrosze(rate.base_price) ?? 0;
  const nights = nightsBetween(stay.from, stay.to);
  return { ...stay, guests, nights, pricePerNightGrosze, totalGrosze: pricePerNightGrosze * nights, currency: rate.currency };
}

/**
 * The quote the front desk asks for (days as the route's schema let them through, in either spelling): 422 when
 * check-out is not after check-in or there is no rate, 404 for another account's apartment.
 */
export async function quoteStay(
  db: Queryable,
  scope: Scope,
  request: { apartmentId: string; from: string; to: string; adults?: number; children?: number },
): Promise<StayQuote> {
  const { accountId } = scope;
  const stay: StayRequest = {
    apartmentId: request.apartmentId,
    from: parseDay(request.from)!,
    to: parseDay(request.to)!,
    adults: request.adults ?? 1,
    children: request.children ?? 0,
  };
  if (stay.to <= stay.from) throw new ValidationError({ to: ['Data wyjazdu musi być późniejsza niż data przyjazdu'] });
  if (!(await apartmentExists(db, accountId, stay.apartmentId))) throw new NotFoundError('Nie znaleziono apartamentu.');
  const quote = await findQuote(db, accountId, stay);
  if (!quote) throw new ValidationError({ apartmentId: [NO_RATE_MESSAGE] }, NO_RATE_MESSAGE);
  return quote;
}
