import { splitQueryList, warsawTodayDate, type OrderStatus, type ServiceKind } from '@gospodarz/shared';

/** The work schedule's state in the address: the month shown, the page, and the filter drawer's choices. */
export interface ScheduleQuery {
  /** yyyy-MM */
  month: string;
  page: number;
  /** yyyy-MM-dd; empty: the month's first and last day */
  from: string;
  to: string;
  apartments: string[];
  statuses: OrderStatus[];
  provider: string;
  kind: ServiceKind | '';
}

export type ScheduleFilters = Pick<ScheduleQuery, 'from' | 'to' | 'apartments' | 'statuses' | 'provider' | 'kind'>;
export const EMPTY_FILTERS: ScheduleFilters = { from: '', to: '', apartments: [], statuses: [], provider: '', kind: '' };

const pad = (n: number) => String(n).padStart(2, '0');
export const monthOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

export function readQuery(params: URLSearchParams, today = warsawTodayDate()): ScheduleQuery {
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : monthOf(today);
  return {
    month,
    page: Math.max(1, Number(params.get('page')) || 1),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    apartments: splitQueryList(params.get('apartments')),
    statuses: splitQueryList(params.get('statuses')) as OrderStatus[],
    provider: params.get('provider') ?? '',
    kind: (params.get('kind') ?? '') as ServiceKind | '',
  };
}

export function writeQuery(q: ScheduleQuery): Record<string, string> {
  const out: Record<string, string> = { month: q.month };
  if (q.page > 1) out.page = String(q.page);
  if (q.from) out.from = q.from;
  if (q.to) out.to = q.to;
  if (q.apartments.length) out.apartments = q.apartments.join('|');
  if (q.statuses.length) out.statuses = q.statuses.join('|');
  if (q.provider) out.provider = q.provider;
  if (q.kind) out.kind = q.kind;
  return out;
}

/** The days the list asks for: the drawer's dates, else the shown month (the spec: the month of the chosen date). */
export function dateRange(q: ScheduleQuery): { from: string; to: string } {
  const [y, m] = q.month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: q.from || `${q.month}-01`, to: q.to || `${q.month}-${pad(last)}` };
}

/** MM/dd/yyyy, as list queries send days. */
export const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

