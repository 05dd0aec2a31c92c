import type { KeptJson } from '../../lib/keptJson';
import type { ScopedCache } from '../../lib/scopedCache';
import { accountCache, type ChangeFeed } from '../../plugins/changes';

/**
 * The calendar's windows as sent (their JSON and its gzip), kept per account until any of its reservations, blocks, apartments,
 * listings, prices or service orders change (the change feed, from the database triggers of migrations 303, 620 and
 * 905, so writes through any API instance count). A receptionist's screen, its prefetched neighbours and the other
 * tabs and co-hosts looking at the same weeks are then answered from memory; what the caller may see is part of
 * every key.
 */
const MAX_WINDOWS = 200;
const MAX_AGE_MS = 5 * 60_000;

export function createWindowCache(feed: ChangeFeed): ScopedCache<KeptJson> {
  return accountCache<KeptJson>(feed, { maxEntries: MAX_WINDOWS, maxAgeMs: MAX_AGE_MS });
}
