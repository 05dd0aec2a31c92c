import type { Queryable } from '../../db/database';
import type { ApartmentScope } from '../../lib/scope';

/** All the SQL of prices and rule sets; every function takes the account explicitly. */

// ---- rule sets -----------------------------------------------------------------------------------------------------

export interface RuleRow {
  id: string;
  name: string;
  color: string;
  last_minute: boolean;
  last_minute_discount: number;
  last_minute_days: number;
  first_minute: boolean;
  first_minute_discount: number;
  first_minute_days: number;
  stay_longer: boolean;
  stay_longer_discount: number;
  stay_longer_weeks: number;
  gap_day: boolean;
  gap_day_discount: number;
  capacity_days: number | null;
  child: number | null;
  teen: number | null;
  /** {weekday: {type, unit, value}}, an amount's value in grosze */
  weekdays: Record<string, { type: string; unit: string; value: number }>;
  stay_limits_min: number;
  stay_limits_max: number;
  cancellation: string;
  created_at: Date;
  updated_at: Date;
  /** days from `today` on that carry the rule (only where asked for) */
  future_days?: number;
  /** for a co-host: days of an apartment not shared with them carry the rule (it is read-only to them) */
  elsewhere?: boolean;
}

/** The values of a rule as the service settled them (columns in order). */
export type RuleValues = Omit<RuleRow, 'id' | 'created_at' | 'updated_at' | 'future_days' | 'elsewhere'>;

const RULE_FIELDS: Array<keyof RuleValues> = [
  'name',
  'color',
  'last_minute',
  'last_minute_discount',
  'last_minute_days',
  'first_minute',
  'first_minute_discount',
  'first_minute_days',
  'stay_longer',
  'stay_longer_discount',
  'stay_longer_weeks',
  'gap_day',
  'gap_day_discount',
  'capacity_days',
  'child',
  'teen',
  'weekdays',
  'stay_limits_min',
  'stay_limits_max',
  'cancellation',
];
const RULE_COLUMNS = `id, ${RULE_FIELDS.join(', ')}, created_at, updated_at`;
const FUTURE_DAYS = `(select count(*)::int from day_prices d where d.rule_id = r.id and d.day >= $2::date) as future_days`;

function ruleParams(values: RuleValues): unknown[] {
  return RULE_FIELDS.map((field) => (field === 'weekdays' ? JSON.stringify(values.weekdays) : values[field]));
}

/**
 * A co-host's rule sets (the apartments in the uuid[] parameter `param`; null for the owner: all of them): those
 * carried by days of their apartments, and those no day carries yet (a new set, to be attached). A set carried only
 * by apartments not shared with them stays out of their sight.
 */
const visibleRule = (param: string) =>
  `(${param}::uuid[] is null or exists (select 1 from day_prices d where d.rule_id = r.id and d.apartment_id = any(${param}::uuid[]))
    or not exists (select 1 from day_prices d where d.rule_id = r.id))`;
/** Whether days of an apartment outside the co-host's carry the rule: then it is theirs to read, not to change. */
const elsewhere = (param: string) =>
  `(${param}::uuid[] is not null and exists (select 1 from day_prices d where d.rule_id = r.id and d.apartment_id <> all(${param}::uuid[]))) as elsewhere`;

export async function listRules(db: Queryable, accountId: string, today: string, apartments: ApartmentScope): Promise<RuleRow[]> {
  return db.query<RuleRow>(
    `select ${RULE_COLUMNS}, ${FUTURE_DAYS}, ${elsewhere('$3')} from price_rules r
      where account_id = $1 and ${visibleRule('$3')} order by lower(name), created_at, id`,
    [accountId, today, apartments],
  );
}

export async function findRule(db: Queryable, accountId: string, id: string, today: string, apartments: ApartmentScope): Promise<RuleRow | null> {
  const rows = await db.query<RuleRow>(
    `select ${RULE_COLUMNS}, ${FUTURE_DAYS}, ${elsewhere('$4')} from price_rules r where account_id = $1 and id = $3 and ${visibleRule('$4')}`,
    [accountId, today, id, apartments],
  );
  return rows[0] ?? null;
}

/** The account's rules among `ids` (for pricing a stay); other accounts' ids are left out. */
export async function rulesByIds(db: Queryable, accountId: string, ids: string[]): Promise<RuleRow[]> {
  if (ids.length === 0) return [];
  return db.query<RuleRow>(`select ${RULE_COLUMNS} from price_rules where account_id = $1 and id = any($2::uuid[])`, [accountId, ids]);
}

/** Whether the rule is the account's and, for a co-host, in their sight (see visibleRule). */
export async function ruleExists(db: Queryable, accountId: string, id: string, apartments: ApartmentScope): Promise<boolean> {
  return (await db.query(`select 1 from price_rules r where account_id = $1 and id = $2 and ${visibleRule('$3')}`, [accountId, id, apartments])).length > 0;
}

export async function insertRule(db: Queryable, accountId: string, values: RuleValues): Promise<string> {
  const placeholders = RULE_FIELDS.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.query<{ id: string }>(`insert into price_rules (account_id, ${RULE_FIELDS.join(', ')}) values ($1, ${placeholders}) returning id`, [
    accountId,
    ...ruleParams(values),
  ]);
  return rows[0].id;
}

export async function updateRule(db: Queryable, accountId: string, id: string, values: RuleValues): Promise<boolean> {
  const sets = RULE_FIELDS.map((field, i) => `${field} = $${i + 3}`).join(', ');
  const rows = await db.query(`update price_rules set ${sets}, updated_at = now() where account_id = $1 and id = $2 returning id`, [
    accountId,
    id,
    ...ruleParams(values),
  ]);
  return rows.length > 0;
}

/** Moves the days from `today` on from one rule to another (both the account's). */
export async function reassignFutureDays(db: Queryable, accountId: string, fromRuleId: string, toRuleId: string, today: string): Promise<number> {
  const rows = await db.query(
    'update day_prices set rule_id = $3 where account_id = $1 and rule_id = $2 and day >= $4::date returning day',
    [accountId, fromRuleId, toRuleId, today],
  );
  return rows.length;
}

/** Deletes a rule; the days that carried it keep their prices and lose the rule. */
export async function deleteRule(db: Queryable, accountId: string, id: string): Promise<boolean> {
  return (await db.query('delete from price_rules where account_id = $1 and id = $2 returning id', [accountId, id])).length > 0;
}

// ---- apartments and their rates ----------------------------------------------------------------------------------

export interface RateRow {
  apartment_id: string;
  guest_count: number;
  base_price: string;
  minimal_price: string;
  maximum_price: string;
  currency: string;
  smart_price_adjustment: boolean;
}

export interface WindowApartmentRow {
  id: string;
  name: string;
  accommodation_id: string;
  accommodation_name: string;
  /** the apartment's rate rows (apartment_prices), in their order */
  rates: RateRow[];
  /** its priced days in the window: [day, price 1-2, price 3-4, price 5+, rule id], prices as exact text */
  days: Array<[string, string | null, string | null, string | null, string | null]>;
  /** its active reservations and blocks overlapping the window: [kind, from, to] */
  stays: Array<['reservation' | 'block', string, string]>;
  /** all the apartments the filters select, across pages */
  count: number;
}

/**
 * A page of the account's apartments (not archived, in listings not archived) in the order the administration lists
 * them, each with its rates, its priced days from `from` up to but not including `to`, and its active stays over
 * those days, in one query: one row per apartment, whatever the window's length. `visible` limits to a co-host's
 * apartments, `only` to the apartments asked for; null: no limit.
 */
export async function windowApartments(
  db: Queryable,
  accountId: string,
  options: { visible: string[] | null; only: string[] | null; limit: number; offset: number; from: string; to: string },
): Promise<WindowApartmentRow[]> {
  return db.query<WindowApartmentRow>(
    `with page as (
       select a.id, a.name, l.id as accommodation_id, l.name as accommodation_name, count(*) over ()::int as count,
              row_number() over (order by l.created_at, l.id, a.position, a.created_at, a.id) as n
         from apartments a
         join accommodations l on l.id = a.accommodation_id
        where a.account_id = $1 and a.archived_at is null and l.status <> 'archived'
          and ($2::uuid[] is null or a.id = any($2::uuid[]))
          and ($3::uuid[] is null or a.id = any($3::uuid[]))
        order by n
        limit $4 offset $5)
     select p.id, p.name, p.accommodation_id, p.accommodation_name, p.count,
            coalesce((select json_agg(json_build_object(
                        'apartment_id', r.apartment_id, 'guest_count', r.guest_count, 'base_price', r.base_price::text,
                        'minimal_price', r.minimal_price::text, 'maximum_price', r.maximum_price::text,
                        'currency', r.currency, 'smart_price_adjustment', r.smart_price_adjustment)
                        order by r.position, r.guest_count)
                        from apartment_prices r where r.apartment_id = p.id and r.account_id = $1), '[]') as rates,
            coalesce((select json_agg(json_build_array(d.day, d.price_1_2::text, d.price_3_4::text, d.price_5::text, d.rule_id))
                        from day_prices d where d.apartment_id = p.id and d.account_id = $1 and d.day >= $6::date and d.day < $7::date), '[]') as days,
            -- the exclusion constraint's index (apartment, stay) finds these
            coalesce((select json_agg(json_build_array(s.kind, s.from_date, s.to_date))
                        from reservations s
                       where s.apartment_id = p.id and s.account_id = $1 and s.stay && daterange($6::date, $7::date, '[)')
                         and s.status not in ('canceled', 'no_show')), '[]') as stays
       from page p
      order by p.n`,
    [accountId, options.visible, options.only, options.limit, options.offset, options.from, options.to],
  );
}

/** The rate rows of one apartment of the account (empty when it has none or is not the account's). */
export async function rateRows(db: Queryable, accountId: string, apartmentId: string): Promise<RateRow[]> {
  return db.query<RateRow>(
    `select apartment_id, guest_count, base_price, minimal_price, maximum_price, currency, smart_price_adjustment
       from apartment_prices where account_id = $1 and apartment_id = $2 order by position, guest_count`,
    [accountId, apartmentId],
  );
}

/** Those of `ids` that are the account's apartments (not archived), with whether they use intelligent pricing. */
export async function apartmentsToPrice(db: Queryable, accountId: string, ids: string[]): Promise<Array<{ id: string; smart: boolean }>> {
  return db.query<{ id: string; smart: boolean }>(
    `select a.id, exists (select 1 from apartment_prices p where p.apartment_id = a.id and p.smart_price_adjustment) as smart
       from apartments a where a.account_id = $1 and a.id = any($2::uuid[]) and a.archived_at is null`,
    [accountId, ids],
  );
}

/** The number of apartments a window would list (for a page past the last one, which counts nothing itself). */
export async function countWindowApartments(db: Queryable, accountId: string, options: { visible: string[] | null; only: string[] | null }): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from apartments a join accommodations l on l.id = a.accommodation_id
      where a.account_id = $1 and a.archived_at is null and l.status <> 'archived'
        and ($2::uuid[] is null or a.id = any($2::uuid[])) and ($3::uuid[] is null or a.id = any($3::uuid[]))`,
    [accountId, options.visible, options.only],
  );
  return rows[0].n;
}

// ---- day prices and occupancy --------------------------------------------------------------------------------------

export interface DayPriceRow {
  apartment_id: string;
  day: string;
  price_1_2: string | null;
  price_3_4: string | null;
  price_5: string | null;
  rule_id: string | null;
}

/** The priced days of one apartment from `from` up to but not including `to`. */
export async function dayPrices(db: Queryable, accountId: string, apartmentId: string, from: string, to: string): Promise<DayPriceRow[]> {
  return db.query<DayPriceRow>(
    `select apartment_id, day, price_1_2, price_3_4, price_5, rule_id
       from day_prices where account_id = $1 and apartment_id = $2 and day >= $3::date and day < $4::date`,
    [accountId, apartmentId, from, to],
  );
}

/** Whether another active stay of the apartment ends on `from` and whether one starts on `to` (a gap filled). */
export async function neighbours(
  db: Queryable,
  accountId: string,
  apartmentId: string,
  from: string,
  to: string,
  exceptReservationId: string | null = null,
): Promise<{ before: boolean; after: boolean }> {
  const rows = await db.query<{ before: boolean; after: boolean }>(
    `select coalesce(bool_or(to_date = $3::date), false) as before, coalesce(bool_or(from_date = $4::date), false) as after
       from reservations
      where account_id = $1 and apartment_id = $2 and status not in ('canceled', 'no_show')
        and (to_date = $3::date or from_date = $4::date) and ($5::uuid is null or id <> $5::uuid)`,
    [accountId, apartmentId, from, to, exceptReservationId],
  );
  return rows[0] ?? { before: false, after: false };
}

/**
 * Writes the same prices and rule on every day from `from` to `to` (both included) of the apartments, in one
 * statement; returns the number of days written.
 */
export async function writeDays(
  db: Queryable,
  accountId: string,
  apartmentIds: string[],
  from: string,
  to: string,
  prices: { p12: string | null; p34: string | null; p5: string | null },
  ruleId: string | null,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with written as (
       insert into day_prices (apartment_id, day, account_id, price_1_2, price_3_4, price_5, rule_id)
       select a, d::date, $1, $5::numeric, $6::numeric, $7::numeric, $8::uuid
         from unnest($2::uuid[]) a, generate_series($3::date, $4::date, interval '1 day') d
       on conflict (apartment_id, day) do update
         set price_1_2 = excluded.price_1_2, price_3_4 = excluded.price_3_4, price_5 = excluded.price_5, rule_id = excluded.rule_id
       returning 1)
     select count(*)::int as n from written`,
    [accountId, apartmentIds, from, to, prices.p12, prices.p34, prices.p5, ruleId],
  );
  return rows[0].n;
}

/** Forgets the days from `from` to `to` (both included): they cost the apartments' rates again. */
export async function clearDays(db: Queryable, accountId: string, apartmentIds: string[], from: string, to: string): Promise<number> {
  const rows = await db.query(
    'delete from day_prices where account_id = $1 and apartment_id = any($2::uuid[]) and day between $3::date and $4::date returning day',
    [accountId, apartmentIds, from, to],
  );
  return rows.length;
}
