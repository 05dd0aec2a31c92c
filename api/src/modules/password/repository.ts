import type { Queryable } from '../../db/database';
import { hashToken, newToken } from '../../lib/tokens';

export type TokenKind = 'reset' | 'invitation';

/** How long a link works: a reset link one hour, a co-host invitation seven days. */
export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = { reset: 60 * 60, invitation: 7 * 24 * 60 * 60 };

export interface LiveTokenRow {
  id: string;
  kind: TokenKind;
  user_id: string;
  account_id: string;
  /** the user's e-mail, which the new password may not be */
  email: string;
}

/** Issues a single-use token for a user; only its hash is stored, the token itself goes into the link once. */
export async function createUserToken(db: Queryable, userId: string, kind: TokenKind): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into user_tokens (user_id, kind, token_hash, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, kind, hashToken(token), TOKEN_TTL_SECONDS[kind]],
  );
  return token;
}

/**
 * The token's row when it exists, is unused, unexpired and of one of `kinds` (a link works only for what it was
 * sent for); null otherwise (the cases are not told apart).
 */
export async function findLiveToken(db: Queryable, token: string, kinds: readonly string[]): Promise<LiveTokenRow | null> {
  const rows = await db.query<LiveTokenRow>(
    `select t.id, t.kind, t.user_id, u.account_id, u.email from user_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.used_at is null and t.expires_at > now() and t.kind = any($2::text[])`,
    [hashToken(token), kinds],
  );
  return rows[0] ?? null;
}

/** Marks a live token used; false when another request consumed it first (or it expired meanwhile). */
export async function consumeToken(db: Queryable, tokenId: string): Promise<boolean> {
  const rows = await db.query(
    'update user_tokens set used_at = now() where id = $1 and used_at is null and expires_at > now() returning id',
    [tokenId],
  );
  return rows.length === 1;
}

/** Once the password is set, the user's other outstanding links stop working. */
export async function retireUserTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('update user_tokens set used_at = now() where user_id = $1 and used_at is null', [userId]);
}
