import type { Queryable } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { toGrosze } from '../quotes/values';
import { countUnreadNotifications, findSubscription, listNotifications, markNotificationsRead } from './repository';

/** The account's subscription: the monthly price is the price per apartment × the active apartments, in grosze. */
export async function subscriptionOf(db: Queryable, scope: Scope) {
  const row = await findSubscription(db, scope.accountId);
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

/** The latest notifications of the bell and how many are unread. */
export async function notificationsOf(db: Queryable, scope: Scope, limit: number) {
  const [rows, unread] = await Promise.all([listNotifications(db, scope.accountId, limit), countUnreadNotifications(db, scope.accountId)]);
  return {
    data: rows.map((n) =>
      resource('notification', n.id, {
        title: n.title,
        body: n.body,
        link: n.link,
        read: n.read_at !== null,
        createdAt: new Date(n.created_at).toISOString(),
      }),
    ),
    meta: { unread },
  };
}

/** Marks these notifications read, or all of them. */
export async function readNotifications(db: Queryable, scope: Scope, ids: string[] | undefined): Promise<void> {
  await markNotificationsRead(db, scope.accountId, ids ?? 'all');
}
