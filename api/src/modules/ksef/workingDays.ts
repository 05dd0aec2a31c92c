import { addDays } from '@gospodarz/contracts';

/**
 * Polish working days, for the offline modes' deadlines (tryby-offline.md: offline24 sends by the next working day
 * after the issue date): Saturdays, Sundays and the statutory holidays (ustawa o dniach wolnych od pracy, with
 * 24 December from 2025) are not working days.
 */
function easter(year: number): string {
  // the anonymous Gregorian algorithm
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isPolishHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26', ...(year >= 2025 ? ['12-24'] : [])];
  if (fixed.includes(day.slice(5))) return true;
  const sunday = easter(year);
  // Easter Sunday, Easter Monday, Pentecost (a Sunday anyway) and Corpus Christi
  return [sunday, addDays(sunday, 1), addDays(sunday, 49), addDays(sunday, 60)].includes(day);
}

export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPolishHoliday(day);
}

/** The first working day after `day`. */
export function nextWorkingDay(day: string): string {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}
