import type { Database, Queryable } from '../../db/database';
import { UnauthorizedError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { findUserByEmail, type UserRow } from '../users/repository';

export const WRONG_CREDENTIALS = 'Nieprawidłowy e-mail lub hasło.';

/** Starts a session for a user; the token goes to the client once, only its hash is stored. */
export async function openSession(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await db.query('insert into sessions (user_id, token_hash) values ($1, $2)', [userId, hashToken(token)]);
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

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

/** Revokes every session of a user but one (after a password change), or all of them. */
export async function revokeUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now()
      where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)`,
    [userId, exceptSessionId ?? null],
  );
}
