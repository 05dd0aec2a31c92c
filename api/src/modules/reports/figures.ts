import { sourceKey, type ReportMonth, type ReportWeekday } from '@gospodarz/contracts';
import type { MonthRow, SourceRow, WeekdayRow } from './repository';

/** Grosze of a sum (numeric text with four decimals, so that averages are taken before rounding to the grosz). */
const grosze = (text: string): number => Number(text) * 100;

/** A share or an average, null where the divisor is 0 (no nights: nothing to say, not 0 %). */
const ratio = (a: number, b: number, digits = 4): number | null => (b > 0 ? Number((a / b).toFixed(digits)) : null);
/** Money in złoty with two decimals, from grosze (the sums come as exact numeric text). */
const zl = (grosze: number): number => Math.round(grosze) / 100;
const moneyPer = (grosze: number, count: number): number | null => (count > 0 ? zl(grosze / count) : null);

/** One month of the report: the rules of docs/domains/reports.md applied to the sums of the SQL. */
export function toReportMonth(row: MonthRow, sources: SourceRow[]): ReportMonth {
  const revenue = grosze(row.revenue);
  // ADR and RevPAR are the nights' (a night's price), the revenue the whole bills'
  const nights = grosze(row.nights_revenue);
  const open = row.nights_available - row.nights_blocked;
  return {
    month: row.month,
    reservations: row.reservations,
    cancellations: row.cancellations,
    cancellationRate: ratio(row.cancellations, row.reservations + row.cancellations),
    nightsSold: row.nights_sold,
    nightsOccupied: row.nights_occupied,
    revenue: zl(revenue),
    adr: moneyPer(nights, row.nights_sold),
    nightsAvailable: row.nights_available,
    nightsBlocked: row.nights_blocked,
    occupancy: ratio(row.nights_occupied, row.nights_available),
    occupancyUnblocked: ratio(row.nights_occupied, open),
    revpar: moneyPer(nights, row.nights_available),
    sources: Object.fromEntries(sources.filter((s) => s.month === row.month).map((s) => [s.source, s.reservations])),
  };
}

/** How many of each weekday (0 = Monday) the days [from, to) hold. */
export function weekdaysIn(from: string, to: string): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000);
  const first = (new Date(start).getUTCDay() + 6) % 7;
  for (let d = 0; d < 7; d++) counts[(first + d) % 7] = Math.floor(days / 7) + (d < days % 7 ? 1 : 0);
  return counts;
}

export function toReportWeekdays(rows: WeekdayRow[], from: string, to: string): ReportWeekday[] {
  const days = weekdaysIn(from, to);
  return rows.map((row) => {
    const revenue = grosze(row.revenue);
    return {
      weekday: row.weekday,
      nightsSold: row.nights_sold,
      revenue: zl(revenue),
      avgPrice: moneyPer(revenue, row.nights_sold),
      avgBookings: ratio(row.nights_sold, days[row.weekday], 2) ?? 0,
    };
  });
}

/** The spellings of one source counted together ('booking.com' is 'booking'), per month. */
export function mergeSpellings(rows: SourceRow[]): SourceRow[] {
  const merged = new Map<string, SourceRow>();
  for (const row of rows) {
    const source = sourceKey(row.source);
    const key = `${row.month}|${source}`;
    const seen = merged.get(key);
    if (seen) seen.reservations += row.reservations;
    else merged.set(key, { month: row.month, source, reservations: row.reservations });
  }
  return [...merged.values()];
}

/** Every source used in the period, most reservations first (ties by name). */
export function sourcesUsed(rows: SourceRow[]): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.source, (totals.get(row.source) ?? 0) + row.reservations);
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([source]) => source);
}
