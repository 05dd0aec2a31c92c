import {
  CALENDAR_WINDOW_DAYS,
  type CalendarApartment,
  type CalendarBlock,
  type CalendarDayState,
  type CalendarStatus,
  type CalendarStay,
  type CalendarWindowAttributes,
  type WeekdayAdjustment,
  WEEKDAY_LABELS,
  weekdayChangeGrosze,
  weekdayOfDay,
  parseDay,
  toGrosze,
  addDays,
  todayInPoland,
} from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { jitOff } from '../../db/catalog';
import { keepJson, type KeptJson } from '../../lib/keptJson';
import type { ScopedCache } from '../../lib/scopedCache';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { nightsOf, priceWindow } from '../pricing';
import { rulesByIds, type RuleRow } from '../pricing';
import { grosze } from '../folio';
import * as repo from './repository';
import type { WindowQuery } from './schemas';

const STATE_OF = { available: 'available', reserved: 'soldOut', blocked: 'closed' } as const;
const STATUS_OF: Record<CalendarDayState, CalendarStatus> = { available: 'available', noPrice: 'available', soldOut: 'reserved', closed: 'blocked' };
const money = (text: string) => (toGrosze(text) ?? 0) / 100;

export function splitList(value: string | undefined): string[] {
  return [...new Set((value ?? '').split('|').map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

/** The apartments a window may show: a co-host's, narrowed to those asked for; null: all of the account's. */
function apartmentFilter(scope: Scope, only: string[]): string[] | null {
  if (only.length === 0) return scope.apartmentIds;
  return scope.apartmentIds ? only.filter((id) => scope.apartmentIds!.includes(id)) : only;
}

const zl = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')} zł`;

/**
 * What a guest of 1-2 persons pays for a night of each day: the day's price changed by its rule's weekday adjustment
 * (as the pricing engine's step 2, weekdayChangeGrosze), with the base and the rule where the rule changes it.
 */
function guestNights(base: Array<number | null>, ruleIds: Array<string | null>, days: string[], rules: Map<string, RuleRow>) {
  const prices: Array<number | null> = [];
  const notes: Array<string | null> = [];
  base.forEach((price, i) => {
    const rule = ruleIds[i] ? rules.get(ruleIds[i]!) : undefined;
    const weekday = weekdayOfDay(days[i]);
    const stored = rule?.weekdays[weekday];
    // the rule's row keeps an amount in grosze, the contract's adjustment in zł
    const adjustment = stored ? ({ type: stored.type, unit: stored.unit, value: stored.unit === 'amount' ? stored.value / 100 : stored.value } as WeekdayAdjustment) : undefined;
    const baseGrosze = price === null ? 0 : Math.round(price * 100);
    const change = price === null ? 0 : weekdayChangeGrosze(baseGrosze, adjustment);
    prices.push(price === null ? null : (baseGrosze + change) / 100);
    const size = adjustment?.unit === 'percent' ? `${adjustment.value}%` : zl(Math.abs(change));
    notes.push(change === 0 ? null : `Cena bazowa ${zl(baseGrosze)}, reguła „${rule!.name}”: ${WEEKDAY_LABELS[weekday]} ${change > 0 ? '+' : '−'}${size}`);
  });
  return { prices, notes };
}

/** Every apartment of the window with its day prices, read through the price list's window a thousand at a time. */
async function apartmentsWithPrices(db: Queryable, scope: Scope, from: string, last: string, only: string[]): Promise<CalendarApartment[]> {
  const out: CalendarApartment[] = [];
  for (let page = 1; ; page++) {
    const answer = await priceWindow(db, scope, { from, to: last, page, perPage: 1000, apartmentIds: only.join('|') || undefined });
    const ruleIds = [...new Set(answer.data.flatMap(({ attributes: a }) => a.ruleIds.filter((id): id is string => id !== null)))];
    const rules = new Map((await rulesByIds(db, scope.accountId, ruleIds)).map((rule) => [rule.id, rule]));
    for (const { attributes: a } of answer.data) {
      const { prices, notes } = guestNights(a.prices['1-2'], a.ruleIds, answer.meta.days, rules);
      out.push({
        id: a.apartmentId,
        name: a.name,
        accommodationId: a.accommodationId,
        accommodationName: a.accommodationName,
        currency: a.currency,
        prices,
        priceNotes: notes,
        states: a.availability.map((state, i) => (state === 'available' && prices[i] === null ? 'noPrice' : STATE_OF[state])),
      });
    }
    if (page >= answer.pagination.pages) return out;
  }
}

/**
 * One window of the calendar: the apartments with the price for 1-2 persons and the state of each day, the stays
 * and blocks over the window, the warnings and the service tasks. `statuses` keeps the
 * apartments with at least one day in one of them.
 */
export async function calendarWindow(db: Queryable, scope: Scope, query: WindowQuery) {
  const from = parseDay(query.from)!;
  const days = query.days ?? CALENDAR_WINDOW_DAYS;
  const to = addDays(from, days);
  const only = splitList(query.apartmentIds);
  const range: repo.WindowRange = { accountId: scope.accountId, apartmentIds: apartmentFilter(scope, only), from, to, today: todayInPoland() };

  // One after another: on PostgreSQL they share one transaction's connection, which runs one query at a time anyway
  // (pg 9 refuses a query sent while another runs), and PGlite has a single connection.
  const allApartments = await apartmentsWithPrices(db, scope, from, addDays(to, -1), only);
  const stayRows = await repo.windowStays(db, range);
  const warnings: Awaited<ReturnType<(typeof repo.WARNING_READERS)[number]>> = [];
  for (const read of repo.WARNING_READERS) warnings.push(...(await read(db, range)));
  const tasks: Awaited<ReturnType<(typeof repo.TASK_READERS)[number]>> = [];
  for (const read of repo.TASK_READERS) tasks.push(...(await read(db, range)));

  const statuses = splitList(query.statuses) as CalendarStatus[];
  const apartments = statuses.length ? allApartments.filter((a) => a.states.some((s) => statuses.includes(STATUS_OF[s]))) : allApartments;
  const shown = new Set(apartments.map((a) => a.id));
  const stays: CalendarStay[] = [];
  const blocks: CalendarBlock[] = [];
  for (const r of stayRows) {
    if (!shown.has(r.apartment_id)) continue;
    if (r.kind === 'block') blocks.push({ id: r.id, apartmentId: r.apartment_id, from: r.from_date, to: r.to_date, reason: r.comments });
    else {
      stays.push({
        id: r.id,
        apartmentId: r.apartment_id,
        from: r.from_date,
        to: r.to_date,
        status: r.status,
        paymentStatus: r.payment_status,
        fullName: r.full_name,
        source: r.source,
        adults: r.adults,
        children: r.children,
        pricePerNight: money(r.price_per_night),
        totalPrice: money(r.total_price),
        // the stay's bill: what the guest pays and what is left of it
        grandTotal: money(r.grand_total),
        balance: (grosze(r.grand_total) - grosze(r.paid)) / 100,
        currency: r.currency,
        ...(r.kind === 'channel' ? { channel: { feedId: r.feed_id, completed: r.channel_completed_at !== null } } : { onlineCheckIn: r.online_check_in }),
      });
    }
  }
  const attributes: CalendarWindowAttributes = {
    from,
    days: nightsOf(from, to),
    apartments,
    stays,
    blocks,
    warnings: warnings.filter((w) => shown.has(w.apartmentId)),
    tasks: tasks.filter((t) => shown.has(t.apartmentId)),
  };
  return { data: resource('calendar_window', `${from}/${days}`, attributes) };
}

/**
 * The window as the route sends it: its JSON, and the same gzip-compressed, kept in `cache` until the account changes (stays, blocks, prices,
 * listings and service orders all notify), so a window asked again costs no query, no serialisation and no
 * compression. On a
 * PostgreSQL server the reads run in one transaction without JIT: the price window's plan for a thousand apartments
 * crosses jit_above_cost, and compiling it cost more (about 190 ms) than running it.
 */
export async function calendarWindowJson(db: Database, scope: Scope, query: WindowQuery, cache?: ScopedCache<KeptJson>): Promise<KeptJson> {
  const compute = async (): Promise<KeptJson> => {
    const read = (q: Queryable) => calendarWindow(q, scope, query);
    const answer =
      db.kind === 'postgres'
        ? await db.transaction(async (tx) => {
            await jitOff(tx);
            return read(tx);
          })
        : await read(db);
    return keepJson(answer);
  };
  const key = [JSON.stringify(scope.apartmentIds), parseDay(query.from), query.days ?? CALENDAR_WINDOW_DAYS, splitList(query.apartmentIds).join('|'), splitList(query.statuses).join('|'), todayInPoland()].join('\u0000');
  return cache ? cache.get(scope.accountId, key, compute) : compute();
}
