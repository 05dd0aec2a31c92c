/**
 * Counting every matching reservation is the costly half of a list page (the page itself walks an index and
 * stops after 15 rows). People page through one filtered list, so its count is kept for a few seconds, shared by
 * requests that ask at the same moment, and refreshed in the background once it is older than FRESH_MS (the
 * request that notices still gets the previous count, so no one waits on a recount). Writes through this process
 * forget the account's counts at once; writes through another API instance show up within about FRESH_MS.
 * The rows themselves are never cached.
 */
const FRESH_MS = 3000;
/** older than this, a count is not served even while a new one is computed */
const STALE_LIMIT_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  at: number;
  value: Promise<number>;
  refreshing: boolean;
}

const entries = new Map<string, Entry>();
const generations = new Map<string, number>();

function store(key: string, value: Promise<number>): Promise<number> {
  entries.set(key, { at: Date.now(), value, refreshing: false });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) {
    // Map keeps insertion order: the first keys are the oldest
    for (const old of entries.keys()) {
      entries.delete(old);
      if (entries.size <= MAX_ENTRIES / 2) break;
    }
  }
  return value;
}

export function cachedCount(accountId: string, query: string, compute: () => Promise<number>): Promise<number> {
  const key = `${accountId}\u0000${generations.get(accountId) ?? 0}\u0000${query}`;
  const hit = entries.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < FRESH_MS) return hit.value;
  if (hit && age < STALE_LIMIT_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      compute().then(
        (count) => {
          if (entries.get(key) === hit) store(key, Promise.resolve(count));
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  }
  return store(key, compute());
}

/** After a write: the account's counts are computed again (a count already running belongs to the old generation). */
export function forgetCounts(accountId: string): void {
  generations.set(accountId, (generations.get(accountId) ?? 0) + 1);
  for (const key of entries.keys()) if (key.startsWith(`${accountId}\u0000`)) entries.delete(key);
}
