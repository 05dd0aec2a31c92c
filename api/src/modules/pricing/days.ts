import { WEEKDAYS, addDays, type Weekday } from '@gospodarz/contracts';

/**
 * Calendar days as 'yyyy-MM-dd' text. Arithmetic goes through UTC midnights, where every day has 24 hours: a stay
 * over the Warsaw clock changes (last Sundays of March and October) keeps its nights, which arithmetic on local-time
 * Date objects would not.
 */


function utc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday
  return WEEKDAYS[(new Date(utc(day)).getUTCDay() + 6) % 7];
}

/** Every day from `from` up to but not including `to`: the nights of a stay. */
export function nightsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** 'yyyy-MM-dd' → 'dd.MM.yyyy' */
export function polishDate(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

/** 1 doba, 2 doby, 5 dób, 22 doby: the Polish plural of nights. */
export function nightsLabel(count: number): string {
  if (count === 1) return '1 doba';
  const tens = count % 100;
  const ones = count % 10;
  return `${count} ${ones >= 2 && ones <= 4 && (tens < 12 || tens > 14) ? 'doby' : 'dób'}`;
}

/** 1 dzień, 2 dni */
export function daysLabel(count: number): string {
  return `${count} ${count === 1 ? 'dzień' : 'dni'}`;
}
