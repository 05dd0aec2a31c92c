import type { Queryable } from '../../db/database';

export interface SubscriptionRow {
  valid_until: string;
  days_left: number;
  price_per_apartment: string;
  currency: string;
  apartment_count: number;
}

/** `today`: Warsaw's day (lib/today), the one the countdown counts from. */
export async function findSubscription(db: Queryable, accountId: string, today: string): Promise<SubscriptionRow | null> {
  const rows = await db.query<SubscriptionRow>(
    `select s.valid_until, (s.valid_until - $2::date)::int as days_left, s.price_per_apartment, s.currency,
            (select count(*) from apartments a join accommodations l on l.id = a.accommodation_id
              where a.account_id = s.account_id and l.status = 'active' and a.archived_at is null)::int as apartment_count
       from subscriptions s where s.account_id = $1`,
    [accountId, today],
  );
  return rows[0] ?? null;
}
