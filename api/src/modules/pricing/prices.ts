import {
  PRICE_TIERS,
  type Availability,
  type PriceListAttributes,
  type PriceTier,
  type TierPrices,
  groszeToDecimal,
  parseDay,
  toGrosze,
  addDays,
  nightsBetween,
} from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { jitOff } from '../../db/catalog';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { pageParams, pagination, resource } from '../../lib/resource';
import type { ScopedCache } from '../../lib/scopedCache';
import type { Scope } from '../../lib/scope';
import { nightsOf } from './days';
import type { EngineRate } from './engine';
import { tierRates } from './rates';
import * as repo from './repository';
import type { WindowApartmentRow } from './repository';
import type { RangeBody, WindowQuery } from './schemas';

/** The longest window one request reads (a quarter), and the longest range one write covers (two years). */
export const MAX_WINDOW_DAYS = 93;
export const MAX_RANGE_DAYS = 731;
/** The dearest price a day may have, in grosze (a numeric(10,2) column holds more). */
const MAX_PRICE = 100_000_000;

const APARTMENT_NOT_FOUND = 'Nie znaleziono apartamentu.';

function splitIds(...values: Array<string | undefined>): string[] {
  return [...new Set(values.flatMap((v) => (v ?? '').split('|')).map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

/** Days `from` to `to` (both included) as the schema let them through; 422 when backwards or longer than `max`. */
function dayRange(fromText: string, toText: string, max: number, what: string) {
  const from = parseDay(fromText)!;
  const to = parseDay(toText)!;
  if (to < from) throw new ValidationError({ to: ['Data końcowa nie może być wcześniejsza niż początkowa'] });
  if (nightsBetween(from, to) + 1 > max) throw new ValidationError({ to: [`${what} może obejmować najwyżej ${max} dni`] });
  return { from, to };
}

// renders grosze as the JSON numbers of the answer; nothing is computed from them
const money = (grosze: number | null) => (grosze === null ? null : grosze / 100);
/** A day's price as the column's exact text ('450.50') → 450.5, or null. */
const dayMoney = (text: string | null) => (text === null ? null : money(toGrosze(text)));
const rateMoney = (rates: Record<PriceTier, EngineRate | null>) =>
  Object.fromEntries(PRICE_TIERS.map((tier) => [tier, money(rates[tier]?.price ?? null)])) as TierPrices;

/** What each night of the window holds for an apartment: a reservation, a block, or nothing. */
function occupancy(stays: WindowApartmentRow['stays'], days: string[]): Availability[] {
  return days.map((day) => {
    const stay = stays.find(([, from, to]) => from <= day && day < to);
    return !stay ? 'available' : stay[0] === 'block' ? 'blocked' : 'reserved';
  });
}

/** A window request as read: its days, its page of apartments, and which apartments the caller may and asked to see. */
interface WindowParams {
  from: string;
  to: string;
  page: number;
  perPage: number;
  offset: number;
  filter: { visible: string[] | null; only: string[] | null };
}

function windowParams(scope: Scope, query: WindowQuery): WindowParams {
  const { from, to } = dayRange(query.from, query.to, MAX_WINDOW_DAYS, 'Okno cennika');
  const { page, perPage, offset } = pageParams(query, { perPage: 50, max: 1000 });
  const only = splitIds(query.apartmentIds, query.apartmentId);
  return { from, to, page, perPage, offset, filter: { visible: scope.apartmentIds, only: only.length ? only : null } };
}

/**
 * The price list's window: a page of the apartments the caller may see, each with every day from `from` to `to`
 * (its own prices, else its rates), the day's rule and whether it is free, as columns over `meta.days`. One query whatever the page size (a
 * second one only to count for a page past the last).
 */
export async function priceWindow(db: Queryable, scope: Scope, query: WindowQuery) {
  return readWindow(db, scope, windowParams(scope, query));
}

async function readWindow(db: Queryable, scope: Scope, { from, to, page, perPage, offset, filter }: WindowParams) {
  const dates = nightsOf(from, addDays(to, 1));
  const apartments = await repo.windowApartments(db, scope.accountId, { ...filter, limit: perPage, offset, from, to: addDays(to, 1) });
  const count = apartments[0]?.count ?? (offset > 0 ? await repo.countWindowApartments(db, scope.accountId, filter) : 0);

  const data = apartments.map((apartment) => {
    const fallback = rateMoney(tierRates(apartment.rates));
    const own = new Map(apartment.days.map((d) => [d[0], d]));
    const rows = dates.map((date) => own.get(date));
    const column = (tier: PriceTier, index: 1 | 2 | 3) => rows.map((row) => (row ? (dayMoney(row[index]) ?? fallback[tier]) : fallback[tier]));
    const attributes: PriceListAttributes = {
      apartmentId: apartment.id,
      name: apartment.name,
      accommodationId: apartment.accommodation_id,
      accommodationName: apartment.accommodation_name,
      currency: apartment.rates[0]?.currency ?? 'PLN',
      smartPricing: apartment.rates.some((r) => r.smart_price_adjustment),
      rates: fallback,
      prices: { '1-2': column('1-2', 1), '3-4': column('3-4', 2), '5+': column('5+', 3) },
      priced: rows.map((row) => !!row),
      ruleIds: rows.map((row) => row?.[4] ?? null),
      availability: occupancy(apartment.stays, dates),
    };
    return resource('apartment_prices', apartment.id, attributes);
  });
  return { data, pagination: pagination(page, perPage, count), meta: { days: dates } };
}

/**
 * The window as the route sends it: JSON as UTF-8 bytes, kept in `cache` until the account changes (a host moving
 * back and forth, and every tab on the same days, is answered from memory; kept as bytes, a thousand apartments'
 * megabyte is not encoded again for every answer). On a PostgreSQL server it is read without JIT:
 * the plan for a thousand apartments crosses jit_above_cost, and compiling it cost more than running it (~140 ms
 * of ~240 ms in the benchmark).
 */
export async function priceWindowJson(db: Database, scope: Scope, query: WindowQuery, cache?: ScopedCache<Buffer>): Promise<Buffer> {
  const params = windowParams(scope, query);
  const compute = async () => {
    const answer =
      db.kind === 'postgres'
        ? await db.transaction(async (tx) => {
            await jitOff(tx);
            return readWindow(tx, scope, params);
          })
        : await readWindow(db, scope, params);
    return Buffer.from(JSON.stringify(answer));
  };
  if (!cache) return compute();
  const { filter, from, to, page, perPage } = params;
  return cache.get(scope.accountId, JSON.stringify([filter.visible, filter.only, from, to, page, perPage]), compute);
}

/**
 * Writes the same prices and rule on every day from `from` to `to` of one or many apartments. A tier sent as null
 * (or left out) falls back to the apartment's rate; with no price and no rule the days are forgotten altogether.
 * 404 for an apartment or rule that is not the account's (or an apartment not shared with a co-host); 409 for an
 * apartment priced intelligently, whose price list is read-only.
 */
export async function writePrices(db: Queryable, scope: Scope, body: RangeBody) {
  const ids = splitIds(...(body.apartmentIds ?? []), body.apartmentId);
  if (ids.length === 0) throw new ValidationError({ apartmentIds: ['Wybierz apartamenty'] });
  const { from, to } = dayRange(body.from, body.to, MAX_RANGE_DAYS, 'Zakres dat');

  const errors: Record<string, string[]> = {};
  const prices = {} as Record<PriceTier, string | null>;
  for (const tier of PRICE_TIERS) {
    const sent = body.prices?.[tier];
    const grosze = sent === undefined || sent === null ? null : toGrosze(sent);
    if (sent !== undefined && sent !== null && (grosze === null || grosze > MAX_PRICE)) {
      (errors[`prices.${tier}`] ??= []).push('Podaj kwotę od 0 do 1 000 000 z najwyżej dwoma miejscami po przecinku');
    }
    prices[tier] = grosze === null ? null : groszeToDecimal(grosze);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  if (scope.apartmentIds && ids.some((id) => !scope.apartmentIds!.includes(id))) throw new NotFoundError(APARTMENT_NOT_FOUND);
  const apartments = await repo.apartmentsToPrice(db, scope.accountId, ids);
  if (apartments.length !== ids.length) throw new NotFoundError(APARTMENT_NOT_FOUND);
  if (apartments.some((a) => a.smart)) throw new ConflictError('Apartament korzysta z inteligentnych cen: jego cennik jest tylko do odczytu.');
  const ruleId = body.ruleId ?? null;
  if (ruleId && !(await repo.ruleExists(db, scope.accountId, ruleId, scope.apartmentIds))) throw new NotFoundError('Nie znaleziono reguły.');

  const nothing = PRICE_TIERS.every((tier) => prices[tier] === null) && ruleId === null;
  if (nothing) await repo.clearDays(db, scope.accountId, ids, from, to);
  else await repo.writeDays(db, scope.accountId, ids, from, to, { p12: prices['1-2'], p34: prices['3-4'], p5: prices['5+'] }, ruleId);
  return { apartmentIds: ids, from, to, days: ids.length * (nightsBetween(from, to) + 1) };
}
