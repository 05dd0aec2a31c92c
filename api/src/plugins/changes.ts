import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ScopedCache } from '../lib/scopedCache';
import { connectionNamesStartingWith, currentSchema, notify as notifyChannel } from '../db/catalog';

/** The channel the triggers of migration 303 notify on; payloads are 'topic:id'. */
export const CHANGES_CHANNEL = 'gospodarz_changes';
export type ChangeTopic = 'account' | 'session' | 'user' | 'outbox' | 'notification';

/** How long a write waits for its own notifications to come back before it gives up on the caches. */
const SYNC_TIMEOUT_MS = 2000;
/**
 * How long a write that revoked access (a session or a user changed) waits for every other instance to say it has
 * heard; an instance silent this long (stalled, or cut off) is logged and waited for no longer.
 */
export const ACK_TIMEOUT_MS = 2000;
/** Topics whose change may take access away: sessions (sign-out, expiry) and users (password, permissions, apartments). */
const ACCESS_TOPICS = new Set<string>(['session', 'user']);

/**
 * What changed in the database, as the triggers report it (LISTEN). Whatever an instance keeps in memory (sessions,
 * list pages) is dropped here when its rows change, through whichever instance or process changed them. While the
 * listening connection is down nothing may be kept: `live` is false and every cache is emptied on each change of it.
 */
export class ChangeFeed {
  live = false;
  /** how many session and user changes have been heard: a write that saw it move may have revoked access */
  accessChanges = 0;
  /** answers another instance's 'ack?:<nonce>' (set by the plugin) */
  answerAck: (nonce: string) => void = () => undefined;
  private readonly handlers = new Map<string, Set<(id: string) => void>>();
  private readonly resets = new Set<() => void>();
  private readonly waiting = new Map<string, () => void>();
  private readonly acks = new Map<string, { heard(instance: string): void; release(): void }>();

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
    if (topic === 'ack?') {
      this.answerAck(id);
      return;
    }
    if (topic === 'ack') {
      const dot = id.indexOf('.');
      this.acks.get(id.slice(0, dot))?.heard(id.slice(dot + 1));
      return;
    }
    if (ACCESS_TOPICS.has(topic)) this.accessChanges += 1;
    for (const handler of this.handlers.get(topic) ?? []) handler(id);
  }

  setLive(live: boolean): void {
    this.live = live;
    for (const reset of this.resets) reset();
    // a barrier that can no longer be met: let it through (the caches were just emptied)
    if (!live) {
      for (const release of this.waiting.values()) release();
      for (const ack of this.acks.values()) ack.release();
    }
  }

  /**
   * Asks every instance in `instances` to acknowledge (NOTIFY 'ack?:<nonce>'); each answers 'ack:<nonce>.<its id>'
   * once it has handled every notification before the question (they arrive in commit order). Resolves with the
   * instances that did not answer within ACK_TIMEOUT_MS (or all of them when this feed is down, deaf to answers).
   */
  async confirmHeard(instances: string[], notify: (payload: string) => Promise<unknown>): Promise<string[]> {
    const missing = new Set(instances);
    if (!this.live || missing.size === 0) return [...missing];
    const nonce = crypto.randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const settled = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ACK_TIMEOUT_MS);
      this.acks.set(nonce, {
        heard(instance) {
          missing.delete(instance);
          if (missing.size === 0) resolve();
        },
        release: resolve,
      });
    });
    try {
      await notify(`ack?:${nonce}`);
      await settled;
    } finally {
      clearTimeout(timer);
      this.acks.delete(nonce);
    }
    return [...missing];
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

/** What a request that may write saw of the access changes when it began (ChangeFeed.accessChanges). */
const accessMark = new WeakMap<object, number>();

/**
 * Listens for changes; every request that may have written answers only after its changes have come back through the feed,
 * so that the next request, to this instance, never gets a cached answer older than the write it just made.
 *
 * A write during which a session or a user changed (a sign-out, a password or permission change, or anyone's) also
 * waits until every other instance listening on this database has acknowledged the change (ChangeFeed.confirmHeard),
 * so that access it took away is refused by every instance before it answers. The instances are found by the
 * application_name of their listening connections (`gospodarz:<schema>:<instance id>`, set once they listen).
 */
export default fp(async function changesPlugin(app: FastifyInstance) {
  const feed = new ChangeFeed();
  app.decorate('changes', feed);
  const instanceId = crypto.randomBytes(6).toString('hex');
  const schema = await currentSchema(app.db);
  const namePrefix = `gospodarz:${schema}:`;
  const notify = (payload: string) => notifyChannel(app.db, CHANGES_CHANNEL, payload);
  feed.answerAck = (nonce) => {
    notify(`ack:${nonce}.${instanceId}`).catch((error: unknown) => app.log.warn({ err: error }, 'change feed: acknowledgement not sent'));
  };
  let lost = false;
  const stop = await app.db.listen(
    CHANGES_CHANNEL,
    {
      message: (payload) => feed.receive(payload),
      live: (live, error) => {
        if (!live) app.log.warn({ err: error }, 'change feed lost: nothing is answered from memory until it listens again');
        else if (lost) app.log.info('change feed listening again; caches start empty');
        lost = !live;
        feed.setLive(live);
      },
    },
    { applicationName: `${namePrefix}${instanceId}` },
  );

  /** The other instances listening on this database: every one has heard what was committed before the call. */
  async function othersHeard(request: FastifyRequest) {
    // one process (PGlite): every listener has its notifications with the result of the statement that committed
    if (app.db.kind === 'pglite') return;
    const names = await connectionNamesStartingWith(app.db, namePrefix);
    const others = names.map((name) => name.slice(namePrefix.length)).filter((id) => id !== instanceId);
    const missing = await feed.confirmHeard(others, notify);
    if (missing.length > 0) request.log.warn({ instances: missing }, 'change feed: instances did not acknowledge a revocation in time');
  }

  app.addHook('onRequest', async (request) => {
    if (!READ_METHODS.has(request.method)) accessMark.set(request, feed.accessChanges);
  });
  app.addHook('onSend', async (request, reply) => {
    // a refused request (4xx: invalid, conflicting, rate-limited) has written nothing to wait for
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    try {
      await feed.sync(notify);
      if (feed.accessChanges !== accessMark.get(request)) await othersHeard(request);
    } catch (error) {
      // the write is done; what cannot be confirmed is not kept
      request.log.warn({ err: error }, 'change feed: a write could not be confirmed; caches emptied');
      feed.setLive(feed.live);
    }
  });
  app.addHook('onClose', async () => {
    feed.live = false;
    await stop();
  });
}, { name: 'changes', dependencies: ['db'] });
