import { format, isValid, parse } from 'date-fns';
import { splitQueryList, toQueryParams, type QueryValue, type ReservationListQuery, warsawTodayDate } from '@gospodarz/shared';

/**
 * The reservations list lives in the URL: filters, sort and page are the query string, written with the API's own
 * convention (arrays joined with '|', empty values skipped, dates MM/dd/yyyy), so a reload or a shared link shows
 * the same list and the URL's query is also the API request's.
 */
export const PER_PAGE = 15;
export const NIGHTS_MIN = 1;
export const NIGHTS_MAX = 99;

/** The filter panel's values; dates as the date inputs hold them (yyyy-MM-dd), numbers as typed. */
export interface ReservationFilterValues {
  from?: string;
  to?: string;
  statuses: string[];
  apartmentNames: string[];
  paymentStatus: string[];
  source?: string;
  nightsCountFrom: number;
  nightsCountTo: number;
  pricePerNightFrom?: string;
  pricePerNightTo?: string;
  fullName?: string;
  guestAddress?: string;
  /** the panel's apartment choices, by id; kept in the list state's `apartmentIds` */
  apartmentIds?: string[];
}

/** The quick views above the list: each sets its own filters over the panel's. */
export type QuickView = 'arrivals' | 'departures' | 'unpaid' | 'canceled';

export interface ReservationListState {
  filters: ReservationFilterValues;
  /** links from other screens (a client's reservations, an apartment's) */
  clientId?: string;
  apartmentIds: string[];
  /** the quick views 'Dziś przyjazdy' / 'Dziś wyjazdy': stays arriving or leaving on this day (MM/dd/yyyy) */
  arrivalOn?: string;
  departureOn?: string;
  page: number;
  orderBy?: string;
  orderSort?: 'asc' | 'desc';
}

export const EMPTY_FILTERS: ReservationFilterValues = {
  statuses: [],
  apartmentNames: [],
  paymentStatus: [],
  nightsCountFrom: NIGHTS_MIN,
  nightsCountTo: NIGHTS_MAX,
};

/** 'yyyy-MM-dd' → 'MM/dd/yyyy' (the list query's format); '' for anything else. */
export function toQueryDate(day: string | undefined): string {
  if (!day) return '';
  const d = parse(day, 'yyyy-MM-dd', new Date());
  return isValid(d) ? format(d, 'MM/dd/yyyy') : '';
}

/** 'MM/dd/yyyy' → 'yyyy-MM-dd'; undefined for anything else. */
export function fromQueryDate(value: string | null): string | undefined {
  if (!value) return undefined;
  const d = parse(value, 'MM/dd/yyyy', new Date());
  return isValid(d) ? format(d, 'yyyy-MM-dd') : undefined;
}

const clampNights = (value: unknown, fallback: number) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= NIGHTS_MIN ? Math.min(n, NIGHTS_MAX) : fallback;
};

/** The URL's query → the list's state (what the screen shows and asks for). */
export function parseListSearch(search: URLSearchParams): ReservationListState {
  const text = (key: string) => search.get(key) ?? undefined;
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const orderSort = search.get('orderSort');
  return {
    filters: {
      from: fromQueryDate(search.get('from')),
      to: fromQueryDate(search.get('to')),
      statuses: splitQueryList(search.get('statuses')),
      apartmentNames: splitQueryList(search.get('apartmentNames')),
      paymentStatus: splitQueryList(search.get('paymentStatus')),
      source: text('source'),
      nightsCountFrom: clampNights(search.get('nightsCountFrom'), NIGHTS_MIN),
      nightsCountTo: clampNights(search.get('nightsCountTo'), NIGHTS_MAX),
      pricePerNightFrom: text('pricePerNightFrom'),
      pricePerNightTo: text('pricePerNightTo'),
      fullName: text('fullName'),
      guestAddress: text('guestAddress'),
    },
    clientId: text('clientId'),
    apartmentIds: splitQueryList(search.get('apartmentIds')),
    arrivalOn: text('arrivalOn'),
    departureOn: text('departureOn'),
    page,
    orderBy: text('orderBy'),
    orderSort: orderSort === 'asc' || orderSort === 'desc' ? orderSort : undefined,
  };
}

/**
 * The list's state → the query string (and the API's query): arrays joined with '|', empty strings skipped,
 * dates MM/dd/yyyy; the nights range is left out while it is the default 1–99, and page 1 is implied.
 */
export function toListSearch(state: ReservationListState): Record<string, string> {
  const f = state.filters;
  const values: Record<string, QueryValue> = {
    from: toQueryDate(f.from),
    to: toQueryDate(f.to),
    statuses: f.statuses,
    apartmentNames: f.apartmentNames,
    paymentStatus: f.paymentStatus,
    source: f.source?.trim(),
    nightsCountFrom: f.nightsCountFrom > NIGHTS_MIN ? f.nightsCountFrom : undefined,
    nightsCountTo: f.nightsCountTo < NIGHTS_MAX ? f.nightsCountTo : undefined,
    pricePerNightFrom: f.pricePerNightFrom?.trim(),
    pricePerNightTo: f.pricePerNightTo?.trim(),
    fullName: f.fullName?.trim(),
    guestAddress: f.guestAddress?.trim(),
    clientId: state.clientId,
    apartmentIds: state.apartmentIds,
    arrivalOn: state.arrivalOn,
    departureOn: state.departureOn,
    orderBy: state.orderBy,
    orderSort: state.orderBy ? state.orderSort : undefined,
    page: state.page > 1 ? state.page : undefined,
  };
  return toQueryParams(values);
}

/** What GET /householder/reservations is asked: the URL's query plus the page size and page. */
export function toApiQuery(state: ReservationListState): Record<string, string> {
  return { ...toListSearch(state), perPage: String(PER_PAGE), page: String(state.page) } satisfies Partial<Record<keyof ReservationListQuery, string>>;
}

/** New filters from the panel: sort and links kept, back to page 1. */
export function withFilters(state: ReservationListState, filters: ReservationFilterValues): ReservationListState {
  return { ...state, filters, page: 1 };
}

/** A click on a column header: the same column flips asc/desc, another starts asc; back to page 1. */
export function withSort(state: ReservationListState, orderBy: string, orderSort: 'asc' | 'desc'): ReservationListState {
  return { ...state, orderBy, orderSort, page: 1 };
}

/** Today as the list query writes days (MM/dd/yyyy): Warsaw's day, whatever the device's time zone. */
export function todayQueryDate(now = warsawTodayDate()): string {
  return format(now, 'MM/dd/yyyy');
}

/** The list as a quick view shows it: that view's filters alone, the default order, page 1. */
export function quickView(view: QuickView, now = warsawTodayDate()): ReservationListState {
  const base: ReservationListState = { filters: EMPTY_FILTERS, apartmentIds: [], page: 1 };
  switch (view) {
    case 'arrivals':
      return { ...base, arrivalOn: todayQueryDate(now), filters: { ...EMPTY_FILTERS, statuses: ['confirmed', 'new', 'recent'] } };
    case 'departures':
      return { ...base, departureOn: todayQueryDate(now), filters: { ...EMPTY_FILTERS, statuses: ['confirmed', 'new', 'recent'] } };
    case 'unpaid':
      return { ...base, filters: { ...EMPTY_FILTERS, statuses: ['confirmed', 'new', 'recent'], paymentStatus: ['not_paid', 'partialy_paid'] } };
    case 'canceled':
      return { ...base, filters: { ...EMPTY_FILTERS, statuses: ['canceled'] } };
  }
}

/** Which quick view the list shows now, if it is exactly one of them. */
export function activeQuickView(state: ReservationListState, now = warsawTodayDate()): QuickView | null {
  const search = JSON.stringify(toListSearch({ ...state, orderBy: undefined, orderSort: undefined, page: 1 }));
  return (['arrivals', 'departures', 'unpaid', 'canceled'] as const).find((view) => JSON.stringify(toListSearch(quickView(view, now))) === search) ?? null;
}

const AMOUNT = /^\s*\d{1,9}([.,]\d{1,2})?\s*$/;
export const AMOUNT_MESSAGE = 'Podaj kwotę, np. 250 lub 250,50';

/** The price filter's checks in the panel: amounts the server takes, 'od' not above 'do'. */
export function priceFilterErrors(from: string | undefined, to: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const value = (text: string | undefined) => (text?.trim() ? (AMOUNT.test(text) ? Number(text.trim().replace(',', '.')) : null) : undefined);
  const low = value(from);
  const high = value(to);
  if (low === null) errors.pricePerNightFrom = AMOUNT_MESSAGE;
  if (high === null) errors.pricePerNightTo = AMOUNT_MESSAGE;
  if (typeof low === 'number' && typeof high === 'number' && high < low) errors.pricePerNightTo = 'Cena „do” nie może być niższa niż „od”';
  return errors;
}

/** How many of the panel's filters narrow the list (the count on a phone's 'Filtry' button). */
export function activeFilterCount(state: ReservationListState): number {
  const empty = EMPTY_FILTERS as unknown as Record<string, unknown>;
  const set = Object.entries(state.filters).filter(([key, value]) => {
    if (key === 'apartmentIds') return false;
    if (Array.isArray(value)) return value.length > 0;
    return value !== undefined && value !== '' && value !== empty[key];
  }).length;
  return set + (state.apartmentIds.length > 0 ? 1 : 0);
}
