import { splitQueryList, toQueryParams, warsawTodayDate } from '@gospodarz/shared';

/** The invoices list in the URL: the month shown, the filters, the sort and the page ('|' joins arrays). */
export const PER_PAGE = 15;

export interface InvoiceFilterValues {
  fullName?: string;
  apartmentIds: string[];
  issueDateFrom?: string;
  issueDateTo?: string;
  paymentDateFrom?: string;
  paymentDateTo?: string;
  rentalFrom?: string;
  rentalTo?: string;
  status?: string;
  /** the invoice's way to KSeF: none, pending, sent, accepted, rejected, offline */
  ksefStatus?: string;
  grossFrom?: string;
  grossTo?: string;
}

export interface InvoiceListState {
  month: number;
  year: number;
  filters: InvoiceFilterValues;
  page: number;
  orderSort: 'asc' | 'desc';
}

export const EMPTY_INVOICE_FILTERS: InvoiceFilterValues = { apartmentIds: [] };
const FILTER_KEYS = ['fullName', 'issueDateFrom', 'issueDateTo', 'paymentDateFrom', 'paymentDateTo', 'rentalFrom', 'rentalTo', 'status', 'ksefStatus', 'grossFrom', 'grossTo'] as const;

export function parseInvoiceSearch(search: URLSearchParams, today = warsawTodayDate()): InvoiceListState {
  const month = Math.floor(Number(search.get('month')));
  const year = Math.floor(Number(search.get('year')));
  const filters: InvoiceFilterValues = { apartmentIds: splitQueryList(search.get('apartmentIds')) };
  for (const key of FILTER_KEYS) filters[key] = search.get(key) ?? undefined;
  return {
    month: month >= 1 && month <= 12 ? month : today.getMonth() + 1,
    year: year >= 2000 && year <= 2100 ? year : today.getFullYear(),
    filters,
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    orderSort: search.get('orderSort') === 'asc' ? 'asc' : 'desc',
  };
}

export function toInvoiceSearch(state: InvoiceListState): Record<string, string> {
  const filters: Record<string, string | string[] | undefined> = { apartmentIds: state.filters.apartmentIds };
  for (const key of FILTER_KEYS) filters[key] = state.filters[key]?.trim() || undefined;
  return toQueryParams({
    month: String(state.month),
    year: String(state.year),
    ...filters,
    orderSort: state.orderSort === 'asc' ? 'asc' : undefined,
    page: state.page > 1 ? state.page : undefined,
  });
}

/** GET /householder/invoices: the URL's month and filters, sorted by the issue ('booked') date, 15 per page. */
export function toInvoiceApiQuery(state: InvoiceListState): Record<string, string> {
  return { ...toInvoiceSearch(state), orderBy: 'booked', orderSort: state.orderSort, perPage: String(PER_PAGE), page: String(state.page) };
}

/** The month before or after. */
export function shiftMonth(state: InvoiceListState, by: number): InvoiceListState {
  const index = state.year * 12 + (state.month - 1) + by;
  return { ...state, year: Math.floor(index / 12), month: (index % 12) + 1, page: 1 };
}
