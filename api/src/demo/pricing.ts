import type { Queryable } from '../db/database';
import { tierRates } from '../modules/pricing';
import type { RateRow } from '../modules/pricing';

/**
 * The demo's living price list: two rule sets and a year of day prices from today for every apartment of the
 * account, from its rates: 40% dearer in July and August, 20% dearer on Friday and Saturday nights (rounded to the
 * złoty); the summer rule from June to September, the off-season rule otherwise.
 */
export async function seedDemoPricing(db: Queryable, accountId: string): Promise<void> {
  const [{ id: summer }] = await db.query<{ id: string }>(
    `insert into price_rules (account_id, name, color, stay_longer, stay_longer_discount, stay_longer_weeks, weekdays,
                              stay_limits_min, stay_limits_max, cancellation)
     values ($1, 'Sezon letni', 'orange', true, 10, 1, $2, 2, 30, 'mediumStrict') returning id`,
    [accountId, JSON.stringify({ saturday: { type: 'raise', unit: 'percent', value: 10 } })],
  );
  const [{ id: offSeason }] = await db.query<{ id: string }>(
    `insert into price_rules (account_id, name, color, last_minute, last_minute_discount, last_minute_days, first_minute,
                              first_minute_discount, first_minute_days, gap_day, gap_day_discount, weekdays, child, teen, cancellation)
     values ($1, 'Poza sezonem', 'blue', true, 15, 5, true, 10, 60, true, 20, $2, 3, 17, 'flexible') returning id`,
    [accountId, JSON.stringify({ sunday: { type: 'discount', unit: 'percent', value: 10 } })],
  );

  const rates = await db.query<RateRow>(
    `select apartment_id, guest_count, base_price::text, minimal_price::text, maximum_price::text, currency, smart_price_adjustment
       from apartment_prices where account_id = $1 order by position, guest_count`,
    [accountId],
  );
  const apartments = await db.query<{ id: string }>('select id from apartments where account_id = $1 and archived_at is null', [accountId]);
  for (const { id } of apartments) {
    const tiers = tierRates(rates.filter((r) => r.apartment_id === id));
    if (!tiers['1-2']) continue;
    await db.query(
      `insert into day_prices (apartment_id, day, account_id, price_1_2, price_3_4, price_5, rule_id)
       select $2, d::date, $1, round($3::numeric / 100 * m), round($4::numeric / 100 * m), round($5::numeric / 100 * m),
              case when extract(month from d) between 6 and 9 then $6::uuid else $7::uuid end
         from generate_series(current_date, current_date + 364, interval '1 day') d,
              lateral (select (case when extract(month from d) in (7, 8) then 1.4 else 1 end)
                            * (case when extract(isodow from d) in (5, 6) then 1.2 else 1 end) as m) factor
       on conflict (apartment_id, day) do nothing`,
      [accountId, id, tiers['1-2'].price, tiers['3-4']!.price, tiers['5+']!.price, summer, offSeason],
    );
  }
}
