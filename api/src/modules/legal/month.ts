import { todayInPoland } from '@gospodarz/contracts';

/** A month 'yyyy-MM' (default: the last whole month, the one a monthly statement is made for) as [from, to). */
export function monthRange(month: string): { from: string; to: string; days: number } {
  const [year, index] = month.split('-').map(Number);
  const from = new Date(Date.UTC(year, index - 1, 1));
  const to = new Date(Date.UTC(year, index, 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10), days: Math.round((to.getTime() - from.getTime()) / 86_400_000) };
}

/** The month before Warsaw's current one. */
export function lastMonth(now = new Date()): string {
  const [year, index] = todayInPoland(now).split('-').map(Number);
  return new Date(Date.UTC(year, index - 2, 1)).toISOString().slice(0, 7);
}
