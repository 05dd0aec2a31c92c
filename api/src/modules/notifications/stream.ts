import type { ServerResponse } from 'node:http';
import type { ChangeFeed } from '../../plugins/changes';

/** How often an idle stream sends a comment, so that proxies and browsers keep it open. */
const HEARTBEAT_MS = 25_000;

interface Listener {
  response: ServerResponse;
  push(): void;
}

/**
 * The open live streams of this instance, by user. A notification written for a user (by any instance: the database
 * trigger notifies 'notification:<user id>') makes each of that user's streams send the fresh unread count. When the
 * change feed goes down or comes back, every stream recounts, since a notice may have been missed meanwhile.
 */
export class NotificationStreams {
  private readonly byUser = new Map<string, Set<Listener>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(feed: ChangeFeed) {
    feed.on('notification', (userId) => this.wake(userId));
    feed.onReset(() => {
      for (const userId of this.byUser.keys()) this.wake(userId);
    });
    this.heartbeat = setInterval(() => {
      for (const set of this.byUser.values()) for (const listener of set) listener.response.write(': ping\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Keeps `response` open for `userId`; `push` sends the count now and on every change, until the client leaves. */
  open(userId: string, response: ServerResponse, push: () => void): void {
    const listener: Listener = { response, push };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    response.on('close', () => {
      set.delete(listener);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
    push();
  }

  wake(userId: string): void {
    for (const listener of this.byUser.get(userId) ?? []) listener.push();
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byUser.values()) for (const listener of set) listener.response.end();
    this.byUser.clear();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
