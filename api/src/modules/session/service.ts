import type { Database, Queryable } from '../../db/database';
import { UnauthorizedError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { Scope } from '../../lib/scope';
import { hashToken, newToken } from '../../lib/tokens';
import { findUserByEmail, type UserRow } from '../users';
import { findSessionByTokenHash, insertSession, revokeSessionById, revokeSessionsOfUser, touchSession } from './repository';

export { sessionNotRevoked } from './repository';

export const WRONG_CREDENTIALS = 'Nieprawidłowy e-mail lub hasło.';

/** Writing last_seen_at on every request would serialise reads; at most once a minute is enough for idle expiry. */
export const TOUCH_AFTER_SECONDS = 60;

/**
 * How stale last_seen_at may get before a use writes it again: a minute, or a quarter of a short idle limit. A session
 * is read again (and marked used) this often at most, so the database's last use lags the real one by less than this;
 * the idle check allows for that lag, so that a session used within every idle limit never expires, and an abandoned
 * one expires between the idle limit and the limit plus this.
 */
export function touchAfterSeconds(idleLimitSeconds: number): number {
  return Math.min(TOUCH_AFTER_SECONDS, idleLimitSeconds / 4);
}

/** Starts a session for a user; the token goes to the client once, only its hash is stored. */
export async function openSession(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await insertSession(db, userId, hashToken(token));
  return token;
}

export async function signIn(db: Database, email: string, password: string): Promise<{ token: string; user: UserRow }> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.password_hash) {
    await verifyAgainstDummy(password);
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.password_hash, password))) throw new UnauthorizedError(WRONG_CREDENTIALS);
  return { token: await openSession(db, user.id), user };
}

/**
 * The scope of a live session by its token hash, and when the database last saw it used (ms since the epoch); null
 * for an unknown or revoked session, for one idle longer than `idleLimitSeconds`, and for one opened more than
 * `maxAgeSeconds` ago however busy (both revoked here: a stolen token stops working in the end even if used daily).
 * A session unused for `touchAfterSeconds` or more is marked used.
 */
export async function liveSession(
  db: Queryable,
  tokenHash: string,
  idleLimitSeconds: number,
  maxAgeSeconds: number,
): Promise<{ scope: Scope; seenAt: number } | null> {
  const row = await findSessionByTokenHash(db, tokenHash);
  if (!row) return null;
  const touchAfter = touchAfterSeconds(idleLimitSeconds);
  if (row.idle_seconds > idleLimitSeconds + touchAfter || Number(row.age_seconds) > maxAgeSeconds) {
    await revokeSessionById(db, row.session_id);
    return null;
  }
  let seenAt = Date.now() - row.idle_seconds * 1000;
  if (row.idle_seconds >= touchAfter) {
    await touchSession(db, row.session_id);
    seenAt = Date.now();
  }
  const scope: Scope = {
    accountId: row.account_id,
    userId: row.user_id,
    sessionId: row.session_id,
    owner: row.owner,
    permissions: row.permissions ?? [],
    // a change of a co-host's apartments notifies 'user:<id>', which drops this scope from every instance's memory
    apartmentIds: row.owner ? null : (row.apartment_ids ?? []),
  };
  return { scope, seenAt };
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await revokeSessionById(db, sessionId);
}

/** Revokes every session of a user but one (after a password change), or all of them. */
export async function revokeUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  await revokeSessionsOfUser(db, userId, exceptSessionId ?? null);
}
