import { todayInPoland } from '@gospodarz/contracts';

/** The month before Warsaw's current one, 'yyyy-MM': the month Raporty's monthly statements open on. */
export function lastMonthOfDemo(now = new Date()): string {
  const [year, index] = todayInPoland(now).split('-').map(Number);
  return new Date(Date.UTC(year, index - 2, 1)).toISOString().slice(0, 7);
}
