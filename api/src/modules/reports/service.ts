import { REPORT_PERIODS, type ReportAttributes, type ReportName, todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { NotFoundError } from '../../lib/errors';
import type { ScopedCache } from '../../lib/scopedCache';
import type { Scope } from '../../lib/scope';
import { accountCache, type ChangeFeed } from '../../plugins/changes';
import { mergeSpellings, sourcesUsed, toReportMonth, toReportWeekdays } from './figures';
import { apartmentVisible, countApartments, monthFigures, sourceFigures, weekdayFigures, withoutJit, type ReportRange } from './repository';

export interface ReportQuery {
  apartmentId?: string;
  /** 1 to 4: 6, 12, 18 or 24 months */
  period?: number;
  compare?: boolean;
  /** the period's last month, 'yyyy-MM' (default: the current one) */
  month?: string;
}

/** 'yyyy-MM-01' of a month counted from January of `year` (index 1-based; overflows into the next or last years). */
function firstOf(year: number, index: number): string {
  return new Date(Date.UTC(year, index - 1, 1)).toISOString().slice(0, 10);
}

/** The first day of the period and the first day after it: `months` whole months ending with `month` (default: Warsaw's). */
export function periodRange(period: number | undefined, month: string | undefined, now = new Date()): { from: string; to: string; months: number } {
  const months = (REPORT_PERIODS.find((p) => p.value === period) ?? REPORT_PERIODS[1]).months;
  const [year, index] = (month ?? todayInPoland(now).slice(0, 7)).split('-').map(Number);
  return { from: firstOf(year, index - months + 1), to: firstOf(year, index + 1), months };
}

function yearEarlier(value: string): string {
  return `${Number(value.slice(0, 4)) - 1}${value.slice(4)}`;
}

async function figures(db: Queryable, name: ReportName, range: ReportRange) {
  if (name === 'most-profitable-days') {
    return { rows: [], weekdays: toReportWeekdays(await weekdayFigures(db, range), range.from, range.to), sources: [] as string[] };
  }
  // one after the other: inside the JIT-less transaction they share one connection
  const months = await monthFigures(db, range);
  const sources = name === 'reservation-source' ? mergeSpellings(await sourceFigures(db, range)) : [];
  return { rows: months.map((row) => toReportMonth(row, sources)), weekdays: [], sources: sourcesUsed(sources), apartmentCount: months[0]?.apartment_count };
}

/** One report over the period, with the same months a year earlier when asked. */
export function computeReport(db: Queryable, scope: Scope, name: ReportName, query: ReportQuery, now = new Date()): Promise<ReportAttributes> {
  return withoutJit(db, (tx) => computeReportIn(tx, scope, name, query, now));
}

async function computeReportIn(db: Queryable, scope: Scope, name: ReportName, query: ReportQuery, now: Date): Promise<ReportAttributes> {
  const apartmentId = query.apartmentId ?? null;
  if (apartmentId && !(await apartmentVisible(db, scope.accountId, scope.apartmentIds, apartmentId))) throw new NotFoundError('Nie znaleziono apartamentu.');
  const { from, to, months } = periodRange(query.period, query.month, now);
  const range: ReportRange = { accountId: scope.accountId, apartments: scope.apartmentIds, apartmentId, from, to };
  const current = await figures(db, name, range);
  const previous = query.compare ? await figures(db, name, { ...range, from: yearEarlier(from), to: yearEarlier(to) }) : null;
  const apartmentCount =
    'apartmentCount' in current && current.apartmentCount !== undefined
      ? current.apartmentCount
      : apartmentId
        ? 1
        : (scope.apartmentIds?.length ?? (await countApartments(db, scope.accountId)));
  return {
    report: name,
    from,
    to,
    months,
    apartmentId,
    apartmentCount,
    sources: current.sources,
    rows: current.rows,
    weekdays: current.weekdays,
    previousYear: previous ? { rows: previous.rows, weekdays: previous.weekdays } : null,
  };
}

/**
 * Reports kept per account until its stays or apartments change (the change feed), and at most a few minutes (the
 * current month moves on). Co-hosts' answers are kept apart by their apartments.
 */
export function createReportCache(feed: ChangeFeed): ScopedCache<ReportAttributes> {
  return accountCache<ReportAttributes>(feed, { maxEntries: 2000, maxAgeMs: 5 * 60_000 });
}

export function cachedReport(db: Queryable, cache: ScopedCache<ReportAttributes>, scope: Scope, name: ReportName, query: ReportQuery) {
  const key = JSON.stringify([name, scope.apartmentIds, query.apartmentId ?? null, query.period ?? null, !!query.compare, query.month ?? null, todayInPoland()]);
  return cache.get(scope.accountId, key, () => computeReport(db, scope, name, query));
}
