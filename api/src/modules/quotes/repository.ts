import type { Queryable } from '../../db/database';

export interface RateRow {
  guest_count: number;
  base_price: string;
  currency: string;
}

/**
 * The apartment's rate for a party: the tier with the smallest guest count that still fits everyone, else the
 * largest tier (a bigger party pays the top rate). null when the apartment has no rates or is not the account's.
 */
export async function findRate(db: Queryable, accountId: string, apartmentId: string, guests: number): Promise<RateRow | null> {
  const rows = await db.query<RateRow>(
    `select guest_count, base_price, currency
       from apartment_prices
      where account_id = $1 and apartment_id = $2
      order by (guest_count >= $3) desc,
               case when guest_count >= $3 then guest_count end asc,
               guest_count desc, position
      limit 1`,
    [accountId, apartmentId, guests],
  );
  return rows[0] ?? null;
}

export async function apartmentExists(db: Queryable, accountId: string, apartmentId: string): Promise<boolean> {
  const rows = await db.query('select 1 from apartments where account_id = $1 and id = $2', [accountId, apartmentId]);
  return rows.length > 0;
}
