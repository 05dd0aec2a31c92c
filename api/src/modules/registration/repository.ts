import { todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { hashToken, newToken } from '../../lib/tokens';

/** How long a sign-up link works: as long as a co-host's invitation. */
export const REGISTRATION_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface NewHost {
  accountName: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** null: the owner sets the password through the link */
  passwordHash: string | null;
  trialDays: number;
}

/** An account, its owner and a subscription valid for `trialDays`; returns the ids. */
export async function insertAccountWithOwner(db: Queryable, host: NewHost): Promise<{ accountId: string; userId: string }> {
  const [{ id: accountId }] = await db.query<{ id: string }>('insert into accounts (name) values ($1) returning id', [host.accountName]);
  const [{ id: userId }] = await db.query<{ id: string }>(
    `insert into users (account_id, email, password_hash, first_name, last_name, phone_number, owner)
     values ($1, $2, $3, $4, $5, $6, true) returning id`,
    [accountId, host.email, host.passwordHash, host.firstName, host.lastName, host.phoneNumber],
  );
  // the trial counts from Warsaw's today, as the countdown does (account/service)
  await db.query('insert into subscriptions (account_id, valid_until) values ($1, $2::date + $3::int)', [accountId, todayInPoland(), host.trialDays]);
  return { accountId, userId };
}

/** A single-use sign-up link for the new owner; only its hash is stored, the token goes into the mail once. */
export async function createRegistrationToken(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into user_tokens (user_id, kind, token_hash, expires_at) values ($1, 'registration', $2, now() + make_interval(secs => $3))`,
    [userId, hashToken(token), REGISTRATION_TOKEN_TTL_SECONDS],
  );
  return token;
}

export async function emailTaken(db: Queryable, email: string): Promise<{ firstName: string; accountId: string } | null> {
  const rows = await db.query<{ first_name: string; account_id: string }>('select first_name, account_id from users where lower(email) = lower($1)', [
    email,
  ]);
  return rows[0] ? { firstName: rows[0].first_name, accountId: rows[0].account_id } : null;
}
