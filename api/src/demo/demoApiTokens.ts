import crypto from 'node:crypto';
import { API_TOKEN_PREFIX } from '@gospodarz/contracts';
import type { Queryable } from '../db/database';
import { hashToken } from '../lib/tokens';

/**
 * Issue 42: the demo owner's personal access token 'Arkusz przyjazdów' (read-only, 90 days, used this morning), and a
 * revoked one. Their secrets are random and never shown: the list shows what a host sees after creating one.
 */
export async function seedDemoApiTokens(db: Queryable, accountId: string): Promise<void> {
  const [owner] = await db.query<{ id: string }>('select id from users where account_id = $1 and owner', [accountId]);
  const tokens = [
    { name: 'Arkusz przyjazdów', readOnly: true, expires: "now() + interval '83 days'", used: "now() - interval '3 hours'", revoked: 'null', created: "now() - interval '7 days'" },
    { name: 'Stary skrypt sprzątania', readOnly: false, expires: 'null', used: "now() - interval '40 days'", revoked: "now() - interval '30 days'", created: "now() - interval '120 days'" },
  ];
  for (const t of tokens) {
    const secret = `${API_TOKEN_PREFIX}${crypto.randomBytes(30).toString('base64url')}`;
    await db.query(
      `insert into api_tokens (account_id, user_id, name, token_hash, token_start, read_only, expires_at, last_used_at, revoked_at, created_at)
       values ($1, $2, $3, $4, $5, $6, ${t.expires}, ${t.used}, ${t.revoked}, ${t.created})`,
      [accountId, owner.id, t.name, hashToken(secret), secret.slice(0, API_TOKEN_PREFIX.length + 4), t.readOnly],
    );
  }
}
