import type { ScopedCache } from '../../lib/scopedCache';
import { accountCache, type ChangeFeed } from '../../plugins/changes';
import type { KeptWindow } from './window';

/**
 * The calendar's windows as sent (JSON text, up to the tasks, which are read per request), kept per account until any of its reservations, blocks, apartments,
 * listings or prices change (the change feed, from the database triggers of migrations 303 and 620, so writes
 * through any API instance count). A receptionist's screen, its prefetched neighbours and the other tabs and
 * co-hosts looking at the same weeks are then answered from memory; what the caller may see is part of every key.
 */
const MAX_WINDOWS = 200;
const MAX_AGE_MS = 5 * 60_000;

export function createWindowCache(feed: ChangeFeed): ScopedCache<KeptWindow> {
  return accountCache<KeptWindow>(feed, { maxEntries: MAX_WINDOWS, maxAgeMs: MAX_AGE_MS });
}
