import crypto from 'node:crypto';

/** A random, URL-safe secret (session, reset or invitation token). Only its hash is ever stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
