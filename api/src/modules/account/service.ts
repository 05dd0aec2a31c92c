import type { Queryable } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { toGrosze, todayInPoland } from '@gospodarz/contracts';
import { findSubscription } from './repository';

/**
 * The account's subscription: the monthly price is the price per apartment × the active apartments, in grosze; the
 * days left are counted from Warsaw's today (at 00:30 Warsaw time it is already the next day there).
 */
export async function subscriptionOf(db: Queryable, scope: Scope, now: Date = new Date()) {
  const row = await findSubscription(db, scope.accountId, todayInPoland(now));
  if (!row) throw new NotFoundError('Brak abonamentu.');
  const perApartmentGrosze = toGrosze(row.price_per_apartment) ?? 0;
  const monthlyGrosze = perApartmentGrosze * row.apartment_count;
  return resource('subscription', scope.accountId, {
    validUntil: row.valid_until,
    daysLeft: row.days_left,
    apartmentCount: row.apartment_count,
    // the divisions only render grosze as the JSON numbers of the answer
    monthlyPrice: monthlyGrosze / 100,
    pricePerApartment: perApartmentGrosze / 100,
    currency: row.currency,
  });
}
