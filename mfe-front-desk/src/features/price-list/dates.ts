import { addDays, differenceInCalendarDays } from 'date-fns';
import { formatBodyDate, todayInPoland } from '@gospodarz/shared';

/** The grid's width in days, and how far the arrows move it. */
export const WINDOW_DAYS = 20;
export const SHIFT_DAYS = 3;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' as that local day, or null when it is no day. */
export function parseDay(value: string | null | undefined): Date | null {
  const m = value ? DAY.exec(value) : null;
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getDate() === Number(m[3]) && date.getMonth() === Number(m[2]) - 1 ? date : null;
}

/** Today as 'yyyy-MM-dd': Warsaw's (the calendar's and the price grid's today, as the API's). */
export const today = () => todayInPoland();

/** `day` moved by `n` days, as 'yyyy-MM-dd' (calendar days: a DST change does not shift it). */
export const shiftDay = (day: string, n: number) => formatBodyDate(addDays(parseDay(day) ?? new Date(), n));

/** Days from `from` to `to` (calendar days). */
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseDay(to) ?? new Date(), parseDay(from) ?? new Date());

/** The `count` days from `start`, as 'yyyy-MM-dd'. */
export function daysFrom(start: string, count = WINDOW_DAYS): string[] {
  const first = parseDay(start) ?? new Date();
  return Array.from({ length: count }, (_, i) => formatBodyDate(addDays(first, i)));
}

const WEEKDAY_SHORT = ['nd', 'pn', 'wt', 'śr', 'cz', 'pt', 'sb'];
/** 'pn', 'wt'… of a day. */
export const weekdayShort = (day: string) => WEEKDAY_SHORT[(parseDay(day) ?? new Date()).getDay()];
export const isWeekend = (day: string) => [0, 6].includes((parseDay(day) ?? new Date()).getDay());
