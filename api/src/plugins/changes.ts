import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ScopedCache } from '../lib/scopedCache';

/** The channel the triggers of migration 303 notify on; payloads are 'topic:id'. */
export const CHANGES_CHANNEL = 'gospodarz_changes';
export type ChangeTopic = 'account' | 'session' | 'user' | 'outbox' | 'notification';

/** How long a write waits for its own notifications to come back before it gives up on the caches. */
const SYNC_TIMEOUT_MS = 2000;

/**
 * What changed in the database, as the triggers report it (LISTEN). Whatever an instance keeps in memory (sessions,
 * list pages) is dropped here when its rows change, through whichever instance or process changed them. While the
 * listening connection is down nothing may be kept: `live` is false and every cache is emptied on each change of it.
 */
export class ChangeFeed {
  live = false;
  private readonly handlers = new Map<string, Set<(id: string) => void>>();
  private readonly resets = new Set<() => void>();
  private readonly waiting = new Map<string, () => void>();

  /** Calls `handler` with the id of each change of `topic`. */
  on(topic: ChangeTopic, handler: (id: string) => void): void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
  }

  /** Calls `handler` whenever the feed goes down or comes back: caches start empty. */
  onReset(handler: () => void): void {
    this.resets.add(handler);
  }

  receive(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const topic = payload.slice(0, colon);
    const id = payload.slice(colon + 1);
    if (topic === 'sync') {
      this.waiting.get(id)?.();
      return;
    }
    for (const handler of this.handlers.get(topic) ?? []) handler(id);
  }

  setLive(live: boolean): void {
    this.live = live;
    for (const reset of this.resets) reset();
    // a barrier that can no longer be met: let it through (the caches were just emptied)
    if (!live) for (const release of this.waiting.values()) release();
  }

  /**
   * Resolves once every change committed before the call has been received: notifications arrive in commit order,
   * so when our own 'sync' notification comes back, those before it have been handled.
   */
  async sync(notify: (payload: string) => Promise<unknown>): Promise<void> {
    if (!this.live) return;
    const nonce = crypto.randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const received = new Promise<boolean>((resolve) => {
      this.waiting.set(nonce, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await notify(`sync:${nonce}`);
      if (!(await received)) this.setLive(this.live); // not back in time: forget everything rather than serve stale
    } finally {
      clearTimeout(timer);
      this.waiting.delete(nonce);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

/**
 * Answers kept per account until any of its rows that notify 'account:<id>' change (reservations, blocks,
 * apartments, listings, rates, day prices: migrations 303 and 620), through whichever instance wrote them, and at
 * most `maxAgeMs`. Nothing is kept while the feed is down.
 */
export function accountCache<V>(feed: ChangeFeed, options: { maxEntries: number; maxAgeMs: number }): ScopedCache<V> {
  const cache = new ScopedCache<V>({ ...options, isLive: () => feed.live });
  feed.on('account', (accountId) => cache.forget(accountId));
  feed.onReset(() => cache.clear());
  return cache;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Listens for changes; every request that may have written answers only after its changes have come back through the feed,
 * so that the next request, to this instance, never gets a cached answer older than the write it just made.
 */
export default fp(async function changesPlugin(app: FastifyInstance) {
  const feed = new ChangeFeed();
  app.decorate('changes', feed);
  const stop = await app.db.listen(CHANGES_CHANNEL, {
    message: (payload) => feed.receive(payload),
    live: (live) => feed.setLive(live),
  });
  app.addHook('onSend', async (request, reply) => {
    // a refused request (4xx: invalid, conflicting, rate-limited) has written nothing to wait for
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    await feed.sync((payload) => app.db.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]));
  });
  app.addHook('onClose', async () => {
    feed.live = false;
    await stop();
  });
});
