import type { Queryable } from '../../db/database';
import { toGrosze, addDays, todayInPoland } from '@gospodarz/contracts';
import { cancellationSchedule, priceStay, type CancellationSchedule, type EngineDay, type EngineRule, type PricedStay, type RefusedStay } from './engine';
import { rateRowFor, tierRates } from './rates';
import * as repo from './repository';
import type { DayPriceRow } from './repository';
import { engineRule } from './rules';

export interface StayToPrice {
  apartmentId: string;
  /** yyyy-MM-dd, check-in */
  from: string;
  /** yyyy-MM-dd, after `from` */
  to: string;
  adults: number;
  children: number;
  childrenAges?: number[];
  /** default: today in Poland */
  bookedOn?: string;
  /** a reservation being repriced is not its own neighbour */
  exceptReservationId?: string | null;
}

export function engineDay(row: DayPriceRow): EngineDay {
  const price = (value: string | null) => (value === null ? null : toGrosze(value));
  return { prices: { '1-2': price(row.price_1_2), '3-4': price(row.price_3_4), '5+': price(row.price_5) }, ruleId: row.rule_id };
}

/**
 * Reads what the engine needs for one apartment of the account (its rates, the priced days of the stay, their rules,
 * whether the stay fills a gap) and prices the stay. The caller has checked that the apartment is the account's.
 */
export async function priceApartmentStay(
  db: Queryable,
  accountId: string,
  stay: StayToPrice,
  /** false inside a transaction: its one connection takes one query at a time */
  parallel = true,
): Promise<{ result: PricedStay | RefusedStay; currency: string; bookedOn: string }> {
  const reads = [
    () => repo.rateRows(db, accountId, stay.apartmentId),
    () => repo.dayPrices(db, accountId, stay.apartmentId, stay.from, stay.to),
    () => repo.neighbours(db, accountId, stay.apartmentId, stay.from, stay.to, stay.exceptReservationId ?? null),
  ] as const;
  const [rows, days, gap] = parallel
    ? await Promise.all([reads[0](), reads[1](), reads[2]()])
    : [await reads[0](), await reads[1](), await reads[2]()];
  const ruleIds = [...new Set(days.map((d) => d.rule_id).filter((id): id is string => id !== null))];
  const rules: Record<string, EngineRule> = {};
  for (const row of await repo.rulesByIds(db, accountId, ruleIds)) rules[row.id] = engineRule(row);
  const persons = Math.max(1, stay.adults + stay.children);
  const bookedOn = stay.bookedOn ?? todayInPoland();
  const result = priceStay({
    stay: {
      from: stay.from,
      to: stay.to,
      adults: stay.adults,
      children: stay.children,
      childrenAges: stay.childrenAges,
      bookedOn,
      occupiedBefore: gap.before,
      occupiedAfter: gap.after,
    },
    days: Object.fromEntries(days.map((d) => [d.day, engineDay(d)])),
    rules,
    rates: tierRates(rows, persons),
  });
  return { result, currency: rateRowFor(rows, persons)?.currency ?? 'PLN', bookedOn };
}

/**
 * The cancellation schedule of a booked stay: the policy of the rule set of its check-in day (none without one),
 * the refunds computed on `nightly` (what each night was charged).
 */
export async function cancellationOfStay(
  db: Queryable,
  accountId: string,
  stay: { apartmentId: string; from: string; bookedOn: string; nightly: number[] },
): Promise<CancellationSchedule> {
  const [day] = await repo.dayPrices(db, accountId, stay.apartmentId, stay.from, addDays(stay.from, 1));
  const [rule] = day?.rule_id ? await repo.rulesByIds(db, accountId, [day.rule_id]) : [];
  return cancellationSchedule(rule ? engineRule(rule).cancellation : null, stay);
}
