/**
 * Answers kept in memory per scope (an account), until the scope changes. A value is stored as the promise of its
 * computation, so requests asking at the same moment share one computation, and `forget(scope)` drops the scope's
 * entries whether computed or still running: an answer begun before a change is never handed to a request that
 * comes after it. Failures are not kept. `isLive` false (the change feed is down) turns the cache off.
 */
export interface ScopedCacheOptions {
  /** entries in all scopes together; the least recently used go first */
  maxEntries: number;
  /** an entry older than this is computed again even if no change was reported (a safety net) */
  maxAgeMs: number;
  isLive: () => boolean;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

const SEPARATOR = '\u0000';

export class ScopedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly options: ScopedCacheOptions) {}

  get(scope: string, key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.options.isLive()) return compute();
    const id = `${scope}${SEPARATOR}${key}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.options.maxAgeMs) {
      // Map keeps insertion order: moving the entry to the end keeps the least recently used first
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit.value;
    }
    const entry: Entry<V> = { at: Date.now(), value: compute() };
    this.entries.delete(id);
    this.entries.set(id, entry);
    entry.value.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  forget(scope: string): void {
    const prefix = `${scope}${SEPARATOR}`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
