import type { ScopedCache } from '../../lib/scopedCache';
import { accountCache, type ChangeFeed } from '../../plugins/changes';

/**
 * The price list's windows as sent (JSON as bytes), kept per account until its day prices, rates, apartments, listings
 * or stays change (the change feed). The screen asks for 25 apartments at a time (~30 KB); a window of all 1,000
 * apartments is ~1 MB, so at most MAX_WINDOWS of those are ~100 MB.
 */
const MAX_WINDOWS = 100;
const MAX_AGE_MS = 5 * 60_000;

export function createPriceWindowCache(feed: ChangeFeed): ScopedCache<Buffer> {
  return accountCache<Buffer>(feed, { maxEntries: MAX_WINDOWS, maxAgeMs: MAX_AGE_MS });
}
