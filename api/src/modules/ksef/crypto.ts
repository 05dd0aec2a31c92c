import crypto from 'node:crypto';

/**
 * The cryptography KSeF asks of a client (uwierzytelnianie.md, sesja-interaktywna.md), all of it Node's own crypto:
 * RSAES-OAEP with SHA-256 (and MGF1 with SHA-256) under the Ministry's public key for the KSeF token and for the
 * session's symmetric key; AES-256-CBC with PKCS#7 padding for each invoice; SHA-256 in Base64 for hashes.
 */

/** The public key of a certificate as `/security/public-key-certificates` gives it (Base64 DER). */
export function publicKeyOfCertificate(base64Der: string): crypto.KeyObject {
  return new crypto.X509Certificate(Buffer.from(base64Der, 'base64')).publicKey;
}

export function rsaOaepEncrypt(publicKey: crypto.KeyObject, data: Buffer): Buffer {
  return crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

/** `{token}|{timestampMs}` encrypted for `/auth/ksef-token`, in Base64. */
export function encryptKsefToken(publicKey: crypto.KeyObject, token: string, timestampMs: number): string {
  return rsaOaepEncrypt(publicKey, Buffer.from(`${token}|${timestampMs}`, 'utf8')).toString('base64');
}

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

/** A fresh 256-bit key and 128-bit IV for one session. */
export function newSessionKey(): SessionKey {
  return { key: crypto.randomBytes(32), iv: crypto.randomBytes(16) };
}

export function aesEncrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export function aesDecrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const decipher = crypto.createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

export const sha256Base64 = (data: Buffer | string): string => crypto.createHash('sha256').update(data).digest('base64');
export const sha256Base64Url = (data: Buffer | string): string => crypto.createHash('sha256').update(data).digest('base64url');
