import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The booking form's proof of work (ALTCHA, altcha-lib): a challenge signed with the server's key, valid for
 * CHALLENGE_MINUTES, that a browser solves by hashing SHA-256(salt ‖ nonce ‖ counter) until the key starts with
 * `keyPrefix` (about 16^4 = 65 536 hashes: well under a second in a phone's browser, and a cost on every fake booking).
 * A solution is checked here and spent once (repository.spendChallenge).
 */
export const CHALLENGE_MINUTES = 10;
export const KEY_PREFIX = '0000';

export async function newChallenge(secret: string, siteId: string): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    data: { site: siteId },
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_MINUTES * 60,
    hmacSignatureSecret: secret,
  });
}

export interface PowPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The payload the form sends (base64 of JSON, as ALTCHA's widget sends it), read; null when it is not one. */
export function readPayload(value: string | undefined): PowPayload | null {
  if (!value || value.length > 4000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as PowPayload;
    const { challenge, solution } = parsed ?? {};
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Whether the solution is right, for this site, signed by us and not expired. */
export async function verified(secret: string, siteId: string, payload: PowPayload): Promise<boolean> {
  if (payload.challenge.parameters.data?.site !== siteId) return false;
  if (payload.challenge.parameters.algorithm !== 'SHA-256' || payload.challenge.parameters.keyPrefix !== KEY_PREFIX) return false;
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret });
    return result.verified;
  } catch {
    return false;
  }
}
