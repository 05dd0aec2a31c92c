import crypto from 'node:crypto';
import type { Queryable } from '../../db/database';
import { hashToken } from '../../lib/tokens';

/**
 * The guest page's link: one per reservation, valid until 30 days after check-out. Its token is 160 bits of an HMAC
 * of the link's random id under a server key, written in lowercase base32 so that it survives in an e-mail address
 * (reply+<token>@domain, where mail servers may change case). Only its hash is stored: the server derives the token
 * again whenever it writes a message, so every mail carries the same link, and a copy of the table gives no link.
 */
export const GUEST_LINK_DAYS_AFTER_CHECK_OUT = 30;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** a token's shape: 32 base32 characters (160 bits) */
export const GUEST_TOKEN_PATTERN = '^[a-z2-7]{32}$';
const TOKEN = new RegExp(GUEST_TOKEN_PATTERN);

export function isGuestToken(value: string): boolean {
  return TOKEN.test(value);
}

const keys = new WeakMap<object, Promise<string>>();

/**
 * The server key: GUEST_LINK_SECRET, else one random key made once per database and kept there. Read it before
 * opening a transaction (the embedded database runs one transaction at a time).
 */
export function guestLinkKey(db: Queryable, secret: string | null): Promise<string> {
  if (secret) return Promise.resolve(secret);
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query('insert into guest_link_keys (id, secret) values (1, $1) on conflict (id) do nothing', [crypto.randomBytes(32).toString('hex')]);
      const [row] = await db.query<{ secret: string }>('select secret from guest_link_keys where id = 1');
      return row.secret;
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function tokenOf(key: string, linkId: string): string {
  return base32(crypto.createHmac('sha256', key).update(`guest-link:${linkId}`).digest().subarray(0, 20));
}

/** The token of the reservation's guest link (made on first use), derived with the server key. */
export async function guestToken(tx: Queryable, key: string, accountId: string, reservationId: string): Promise<string> {
  const existing = await tx.query<{ id: string }>('select id from guest_links where reservation_id = $1 and account_id = $2', [reservationId, accountId]);
  if (existing[0]) return tokenOf(key, existing[0].id);
  const id = crypto.randomUUID();
  const token = tokenOf(key, id);
  const inserted = await tx.query<{ id: string }>(
    `insert into guest_links (id, account_id, reservation_id, token_hash) values ($1, $2, $3, $4)
     on conflict (reservation_id) do nothing returning id`,
    [id, accountId, reservationId, hashToken(token)],
  );
  if (inserted[0]) return token;
  // made meanwhile by a concurrent request
  const [made] = await tx.query<{ id: string }>('select id from guest_links where reservation_id = $1', [reservationId]);
  return tokenOf(key, made.id);
}

export interface GuestLinkTarget {
  accountId: string;
  reservationId: string;
}

/** The reservation a token opens, if the token is known and its stay ended less than 30 days ago; else null. */
export async function reservationOfToken(db: Queryable, token: string): Promise<GuestLinkTarget | null> {
  if (!isGuestToken(token)) return null;
  const rows = await db.query<{ account_id: string; reservation_id: string }>(
    `select l.account_id, l.reservation_id from guest_links l
       join reservations r on r.id = l.reservation_id and r.account_id = l.account_id
      where l.token_hash = $1 and r.kind = 'reservation' and r.to_date + $2::int >= current_date`,
    [hashToken(token), GUEST_LINK_DAYS_AFTER_CHECK_OUT],
  );
  return rows[0] ? { accountId: rows[0].account_id, reservationId: rows[0].reservation_id } : null;
}

export function guestPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/guest/${token}`;
}

export function replyAddress(domain: string, token: string): string {
  return `reply+${token}@${domain}`;
}
