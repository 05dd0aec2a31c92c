import type { ServerResponse } from 'node:http';
import type { ChangeFeed } from '../../plugins/changes';

/** How often an idle stream sends a comment, so that proxies and browsers keep it open. */
const HEARTBEAT_MS = 25_000;

/** The most live streams one session may hold open on one instance (a few tabs); the next one is refused. */
export const MAX_STREAMS_PER_SESSION = 5;

interface Listener {
  response: ServerResponse;
  push(): void;
}

/** A map of sets that forgets a key once its set is empty. */
class Groups<T> {
  readonly byKey = new Map<string, Set<T>>();

  add(key: string, item: T): void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(item);
  }

  delete(key: string, item: T): void {
    const set = this.byKey.get(key);
    if (!set) return;
    set.delete(item);
    if (set.size === 0) this.byKey.delete(key);
  }

  of(key: string): Set<T> {
    return this.byKey.get(key) ?? new Set();
  }
}

/**
 * The open live streams of this instance, by user and by session. A notification written for a user (by any
 * instance: the database trigger notifies 'notification:<user id>') makes each of that user's streams send the fresh
 * unread count. A session's streams end when the session ends (sign-out, a password change elsewhere, expiry,
 * deletion), through whichever instance ended it: the trigger notifies 'session:<id>' and `isLive` is asked again.
 * When the change feed goes down or comes back, every stream recounts and every session is checked again, since a
 * notice may have been missed meanwhile.
 */
export class NotificationStreams {
  private readonly byUser = new Groups<Listener>();
  private readonly bySession = new Groups<Listener>();
  private readonly heartbeat: NodeJS.Timeout;

  /** `isLive`: whether a session may still be used (not revoked, not deleted) */
  constructor(
    feed: ChangeFeed,
    private readonly isLive: (sessionId: string) => Promise<boolean>,
    private readonly onError: (error: unknown) => void,
  ) {
    feed.on('notification', (userId) => this.wake(userId));
    // also sent when a session is marked used: only a session that is no longer live loses its streams
    feed.on('session', (sessionId) => this.check(sessionId));
    feed.onReset(() => {
      for (const userId of this.byUser.byKey.keys()) this.wake(userId);
      for (const sessionId of this.bySession.byKey.keys()) this.check(sessionId);
    });
    this.heartbeat = setInterval(() => {
      for (const set of this.byUser.byKey.values()) for (const listener of set) listener.response.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Whether the session may open one more stream here. */
  hasRoom(sessionId: string): boolean {
    return this.bySession.of(sessionId).size < MAX_STREAMS_PER_SESSION;
  }

  /** Keeps `response` open for the session's user; `push` sends the count now and on every change, until it ends. */
  open(scope: { userId: string; sessionId: string }, response: ServerResponse, push: () => void): void {
    const listener: Listener = { response, push };
    this.byUser.add(scope.userId, listener);
    this.bySession.add(scope.sessionId, listener);
    response.on('close', () => {
      this.byUser.delete(scope.userId, listener);
      this.bySession.delete(scope.sessionId, listener);
    });
    push();
  }

  wake(userId: string): void {
    for (const listener of this.byUser.of(userId)) listener.push();
  }

  /** Ends the session's streams when the session is no longer live. */
  private check(sessionId: string): void {
    if (this.bySession.of(sessionId).size === 0) return;
    this.isLive(sessionId).then(
      (live) => {
        if (!live) this.end(sessionId);
      },
      (error: unknown) => {
        // cannot tell: end them, the client comes back with its token checked again
        this.onError(error);
        this.end(sessionId);
      },
    );
  }

  private end(sessionId: string): void {
    for (const listener of this.bySession.of(sessionId)) listener.response.end();
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byUser.byKey.values()) for (const listener of set) listener.response.end();
    this.byUser.byKey.clear();
    this.bySession.byKey.clear();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.byKey.values()) n += set.size;
    return n;
  }
}
