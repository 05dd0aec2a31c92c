import type { AvailableApartmentAttributes } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { feesOf, priceApartmentStay } from '../pricing';
import { parseDay, nightsBetween } from '@gospodarz/contracts';
import * as repo from './repository';
import type { AvailabilityQuery } from './schemas';

/** How many free apartments one search prices (each is a quote of the engine). */
export const MAX_AVAILABLE = 50;
const MAX_SEARCH_NIGHTS = 365;

/**
 * 'Sprawdź dostępność': the apartments free for the whole stay that take the party, each with the engine's quote
 * and what the guest pays with the listing's fees (or, when the engine cannot price it, the reason), in the
 * administration's order.
 */
export async function searchAvailability(db: Queryable, scope: Scope, query: AvailabilityQuery) {
  const from = parseDay(query.from)!;
  const to = parseDay(query.to)!;
  if (to <= from) throw new ValidationError({ to: ['Data wyjazdu musi być późniejsza niż data przyjazdu'] });
  const nights = nightsBetween(from, to);
  if (nights > MAX_SEARCH_NIGHTS) throw new ValidationError({ to: [`Pobyt może trwać najwyżej ${MAX_SEARCH_NIGHTS} dób`] });
  const adults = query.adults ?? 1;
  const children = query.children ?? 0;
  const free = await repo.freeApartments(db, scope.accountId, scope.apartmentIds, { from, to, guests: adults + children, limit: MAX_AVAILABLE });
  const quoted = await Promise.all(
    free.map(async (apartment) => {
      const { result, currency } = await priceApartmentStay(db, scope.accountId, { apartmentId: apartment.id, from, to, adults, children });
      // what the guest pays: the nights and the listing's fees (children exempt from the tax unless their ages are given)
      const fees = feesOf(apartment, { from, to, adults, children });
      const attributes: AvailableApartmentAttributes = {
        apartmentId: apartment.id,
        name: apartment.name,
        accommodationName: apartment.accommodation_name,
        guestNumber: apartment.guest_number,
        nights,
        // renders grosze as the JSON numbers of the answer
        pricePerNight: result.ok ? Math.floor((2 * result.total + nights) / (2 * nights)) / 100 : null,
        totalPrice: result.ok ? result.total / 100 : null,
        cleaningFee: fees.cleaningFeeGrosze / 100,
        touristTax: fees.touristTaxGrosze / 100,
        grandTotal: result.ok ? (result.total + fees.cleaningFeeGrosze + fees.touristTaxGrosze) / 100 : null,
        currency,
        message: result.ok ? null : result.message,
      };
      return resource('available_apartment', apartment.id, attributes);
    }),
  );
  return { data: quoted };
}
