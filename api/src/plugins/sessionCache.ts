import type { Scope } from '../lib/scope';

const MAX_SESSIONS = 10_000;

interface CachedSession {
  auth: Scope;
  /** when the database's last_seen_at was last brought up to date */
  seenAt: number;
}

/**
 * Live sessions by token hash, so that a request does not read its session from the database each time. The change
 * feed forgets a session the moment it is revoked or its user changes; a session read while such a change was
 * arriving is not stored (`generation` moved on), so a revoked session can never come back from here.
 */
export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  private generation = 0;

  /** `recheckMs`: a session stays cached at most this long after the database last saw it used, then it is read again */
  constructor(private readonly recheckMs: number) {}

  get(tokenHash: string, now = Date.now()): Scope | null {
    const cached = this.sessions.get(tokenHash);
    if (!cached) return null;
    if (now - cached.seenAt >= this.recheckMs) {
      this.sessions.delete(tokenHash);
      return null;
    }
    return cached.auth;
  }

  /** The generation to hand back to `put`: taken before the session is read from the database. */
  mark(): number {
    return this.generation;
  }

  put(tokenHash: string, auth: Scope, seenAt: number, generation: number): void {
    if (generation !== this.generation) return;
    this.sessions.set(tokenHash, { auth, seenAt });
    if (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
  }

  forget(match: (auth: Scope) => boolean): void {
    this.generation += 1;
    for (const [hash, cached] of this.sessions) if (match(cached.auth)) this.sessions.delete(hash);
  }

  clear(): void {
    this.generation += 1;
    this.sessions.clear();
  }
}
