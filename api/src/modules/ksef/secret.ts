import crypto from 'node:crypto';

/**
 * A host's KSeF token at rest: AES-256-GCM under a key derived (SHA-256) from the server's KSEF_SECRET_KEY, as
 * `v1.<iv>.<tag>.<ciphertext>` in Base64URL. Whoever reads the database without the key cannot use the token; a
 * changed key makes the stored tokens unreadable (the settings then ask for the token again).
 */
const keyOf = (secret: string) => crypto.createHash('sha256').update(`gospodarz-ksef-token:${secret}`).digest();

export function sealToken(secret: string, token: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The token, or null when it cannot be read with this key. */
export function openToken(secret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
