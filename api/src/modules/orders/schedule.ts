import { addDays } from '@gospodarz/contracts';

/**
 * The days a cooperation's schedule plans orders on, as calendar days (yyyy-MM-dd). Pure: days are counted in UTC
 * midnights, so a change of clocks (DST) never shifts a day; the hour of each order is set in Europe/Warsaw later.
 */
export interface Recurrence {
  everyDay: boolean;
  /** 1 (Monday) … 7 (Sunday): for every week and every two weeks */
  dayOfTheWeek: number | null;
  /** 1, 7, 14, or once in N days */
  numberOfDays: number | null;
  startDate: string;
}

/** How far ahead recurring orders are planned; the nightly refresh keeps the horizon moving. */
export const HORIZON_DAYS = 90;
export const TIME_ZONE = 'Europe/Warsaw';

const DAY_MS = 86_400_000;

export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function dayString(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const w = new Date(dayNumber(day) * DAY_MS).getUTCDay();
  return w === 0 ? 7 : w;
}

/** The interval in days, and the first day the schedule falls on. */
function rhythm(r: Recurrence): { step: number; first: string } | null {
  if (r.everyDay || r.numberOfDays === 1) return { step: 1, first: r.startDate };
  const step = r.numberOfDays;
  if (!step || step < 1) return null;
  if ((step === 7 || step === 14) && r.dayOfTheWeek) {
    const shift = (r.dayOfTheWeek - isoWeekday(r.startDate) + 7) % 7;
    return { step, first: addDays(r.startDate, shift) };
  }
  return { step, first: r.startDate };
}

/** The schedule's days within [from, to] (both inclusive). */
export function scheduleDays(r: Recurrence, from: string, to: string): string[] {
  const plan = rhythm(r);
  if (!plan) return [];
  const first = dayNumber(plan.first);
  const start = Math.max(first, dayNumber(from));
  const end = dayNumber(to);
  // the first day of the rhythm on or after `start`
  let n = first + Math.ceil((start - first) / plan.step) * plan.step;
  const days: string[] = [];
  for (; n <= end; n += plan.step) days.push(dayString(n));
  return days;
}

export interface Stay {
  id: string;
  from: string;
  to: string;
}

export interface CheckOutSlot {
  day: string;
  reservationId: string;
  /** the next arrival in the apartment, if any */
  nextCheckIn: string | null;
  sameDayTurnover: boolean;
}

/**
 * One slot per check-out on or after `from`: its day, and the apartment's next arrival (the window's end). `stays` are
 * the apartment's live stays (reservations and blocks); `checkOuts` those of them that need the service.
 */
export function checkOutSlots(checkOuts: Stay[], stays: Stay[], from: string): CheckOutSlot[] {
  const arrivals = stays.map((s) => s.from).sort();
  return checkOuts
    .filter((s) => s.to >= from)
    .sort((a, b) => a.to.localeCompare(b.to))
    .map((s) => {
      const next = arrivals.find((arrival) => arrival >= s.to) ?? null;
      return { day: s.to, reservationId: s.id, nextCheckIn: next, sameDayTurnover: next === s.to };
    });
}
