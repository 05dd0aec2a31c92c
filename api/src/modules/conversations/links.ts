import crypto from 'node:crypto';
import type { Queryable } from '../../db/database';
import { hashToken } from '../../lib/tokens';
import { guestLinkIdOf, guestLinkSecret, guestLinkTargetOf, insertGuestLink, keepGuestLinkSecret } from './repository';

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
      await keepGuestLinkSecret(db, crypto.randomBytes(32).toString('hex'));
      return guestLinkSecret(db);
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
  const existing = await guestLinkIdOf(tx, accountId, reservationId);
  if (existing) return tokenOf(key, existing);
  const id = crypto.randomUUID();
  const token = tokenOf(key, id);
  if (await insertGuestLink(tx, accountId, reservationId, id, hashToken(token))) return token;
  // made meanwhile by a concurrent request
  return tokenOf(key, (await guestLinkIdOf(tx, accountId, reservationId))!);
}

export interface GuestLinkTarget {
  accountId: string;
  reservationId: string;
}

/** The reservation a token opens, if the token is known and its stay ended less than 30 days ago; else null. */
export async function reservationOfToken(db: Queryable, token: string): Promise<GuestLinkTarget | null> {
  if (!isGuestToken(token)) return null;
  return guestLinkTargetOf(db, hashToken(token), GUEST_LINK_DAYS_AFTER_CHECK_OUT);
}

export function guestPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/guest/${token}`;
}

export function replyAddress(domain: string, token: string): string {
  return `reply+${token}@${domain}`;
}
