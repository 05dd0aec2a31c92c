import type { Queryable } from '../../db/database';
import type { Permission } from '@gospodarz/contracts';

/** SQL of sessions. A session is found by the hash of its token; the token itself is never stored. */
export interface SessionRow {
  session_id: string;
  user_id: string;
  account_id: string;
  owner: boolean;
  permissions: Permission[];
  /** the apartments shared with a co-host; null for the owner */
  apartment_ids: string[] | null;
  /** with its fraction: a short idle limit (tests) is checked to the millisecond */
  idle_seconds: number;
  age_seconds: number;
}

/**
 * The unrevoked session with this token hash, its user (with a co-host's shared apartments), how long it has been
 * unused and how old it is.
 */
export async function findSessionByTokenHash(db: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `select s.id as session_id, u.id as user_id, u.account_id, u.owner, u.permissions,
            case when u.owner then null
                 else array(select c.apartment_id::text from co_host_apartments c where c.user_id = u.id and c.account_id = u.account_id order by 1)
            end as apartment_ids,
            extract(epoch from now() - s.last_seen_at)::float8 as idle_seconds,
            extract(epoch from now() - s.created_at)::bigint as age_seconds
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function insertSession(db: Queryable, userId: string, tokenHash: string): Promise<void> {
  await db.query('insert into sessions (user_id, token_hash) values ($1, $2)', [userId, tokenHash]);
}

export async function touchSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update sessions set last_seen_at = now() where id = $1', [sessionId]);
}

/** Whether the session exists and is not revoked (its idle and age limits are checked when it is used). */
export async function sessionNotRevoked(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query('select 1 from sessions where id = $1 and revoked_at is null', [sessionId]);
  return rows.length > 0;
}

export async function revokeSessionById(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

/** Revokes every live session of a user, but `exceptSessionId` when given. */
export async function revokeSessionsOfUser(db: Queryable, userId: string, exceptSessionId: string | null): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now()
      where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid)`,
    [userId, exceptSessionId],
  );
}
