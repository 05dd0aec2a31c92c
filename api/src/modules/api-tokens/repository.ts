import type { Queryable } from '../../db/database';
import type { Permission } from '@gospodarz/contracts';

/** SQL of personal access tokens. A token is found by the hash of its secret; the secret itself is never stored. */
export interface ApiTokenRow {
  id: string;
  account_id: string;
  user_id: string;
  name: string;
  token_start: string;
  read_only: boolean;
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
  revoked_at: Date | null;
  active: boolean;
  user_name: string;
}

const COLUMNS = `t.id, t.account_id, t.user_id, t.name, t.token_start, t.read_only, t.expires_at, t.last_used_at, t.created_at,
  t.revoked_at, (t.revoked_at is null and (t.expires_at is null or t.expires_at > now())) as active,
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as user_name`;

/** The tokens of the account (the owner) or of one user of it (anyone else), the newest first. */
export async function listTokens(db: Queryable, accountId: string, userId: string | null): Promise<ApiTokenRow[]> {
  return db.query<ApiTokenRow>(
    `select ${COLUMNS} from api_tokens t join users u on u.id = t.user_id
      where t.account_id = $1 and ($2::uuid is null or t.user_id = $2::uuid)
      order by t.created_at desc, t.id`,
    [accountId, userId],
  );
}

export async function findToken(db: Queryable, accountId: string, id: string, userId: string | null): Promise<ApiTokenRow | null> {
  const rows = await db.query<ApiTokenRow>(
    `select ${COLUMNS} from api_tokens t join users u on u.id = t.user_id
      where t.account_id = $1 and t.id = $2 and ($3::uuid is null or t.user_id = $3::uuid)`,
    [accountId, id, userId],
  );
  return rows[0] ?? null;
}

export async function insertToken(
  db: Queryable,
  token: { accountId: string; userId: string; name: string; tokenHash: string; tokenStart: string; readOnly: boolean; expiresInDays: number | null },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into api_tokens (account_id, user_id, name, token_hash, token_start, read_only, expires_at)
     values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(days => $7::int) end)
     returning id`,
    [token.accountId, token.userId, token.name, token.tokenHash, token.tokenStart, token.readOnly, token.expiresInDays],
  );
  return row.id;
}

export async function revokeToken(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query('update api_tokens set revoked_at = now() where account_id = $1 and id = $2 and revoked_at is null', [accountId, id]);
}

/** A working token (not revoked, not expired) by its hash, with its user as they are now (a co-host's apartments). */
export interface LiveTokenRow {
  id: string;
  account_id: string;
  user_id: string;
  owner: boolean;
  permissions: Permission[];
  apartment_ids: string[] | null;
  read_only: boolean;
  /** seconds since it was last used; null when never */
  idle_seconds: number | null;
}

export async function findLiveToken(db: Queryable, tokenHash: string): Promise<LiveTokenRow | null> {
  const rows = await db.query<LiveTokenRow>(
    `select t.id, u.account_id, u.id as user_id, u.owner, u.permissions, t.read_only,
            case when u.owner then null
                 else array(select c.apartment_id::text from co_host_apartments c where c.user_id = u.id and c.account_id = u.account_id order by 1)
            end as apartment_ids,
            extract(epoch from now() - t.last_used_at)::float8 as idle_seconds
       from api_tokens t join users u on u.id = t.user_id and u.account_id = t.account_id
      where t.token_hash = $1 and t.revoked_at is null and (t.expires_at is null or t.expires_at > now())`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function touchToken(db: Queryable, id: string): Promise<void> {
  await db.query('update api_tokens set last_used_at = now() where id = $1', [id]);
}
