import { ScopedCache } from '../../lib/scopedCache';
import type { ChangeFeed } from '../../plugins/changes';
import type { ListQueryInput } from './listQuery';
import type { ReservationRow } from './repository';

/** What every row matching a filter adds up to: how many, their nights, and their amounts per currency. */
export interface ListTotals {
  count: number;
  nights: number;
  /** currency → the bills' totals, exact decimal text */
  amounts: Record<string, string>;
  /** currency → what is left to pay on them (totals less paid) */
  balances: Record<string, string>;
}

export interface ReservationPage {
  rows: ReservationRow[];
  count: number;
  totals: ListTotals;
  page: number;
  perPage: number;
}

export interface ReservationListCache {
  /** whole pages of the list, by the account and the query */
  pages: ScopedCache<ReservationPage>;
  /** how many reservations match a filter and their totals, whatever the page and sort: counting is the costly half of a page */
  counts: ScopedCache<ListTotals>;
}

/**
 * Hosts page through one list and come back to it: keep this many answers, at most this long. Pages of more than
 * MAX_KEPT_PAGE_ROWS rows (the screens ask for 15) are not kept, so the pages kept never hold more than 50,000 rows.
 */
const MAX_PAGES = 1000;
export const MAX_KEPT_PAGE_ROWS = 50;
const MAX_COUNTS = 5000;
const MAX_AGE_MS = 5 * 60_000;

/**
 * The list's answers, kept per account until the account's reservations or apartments change (the change feed,
 * from the database triggers, so writes through any API instance count).
 */
export function createReservationListCache(feed: ChangeFeed): ReservationListCache {
  const isLive = () => feed.live;
  const cache: ReservationListCache = {
    pages: new ScopedCache({ maxEntries: MAX_PAGES, maxAgeMs: MAX_AGE_MS, isLive }),
    counts: new ScopedCache({ maxEntries: MAX_COUNTS, maxAgeMs: MAX_AGE_MS, isLive }),
  };
  feed.on('account', (accountId) => {
    cache.pages.forget(accountId);
    cache.counts.forget(accountId);
  });
  feed.onReset(() => {
    cache.pages.clear();
    cache.counts.clear();
  });
  return cache;
}

/** The same query in any parameter order is the same page. */
export function pageKey(query: ListQueryInput): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
