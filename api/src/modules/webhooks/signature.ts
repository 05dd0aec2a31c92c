import crypto from 'node:crypto';

/** How old a delivery's timestamp may be when its receiver checks it (the replay window). */
export const REPLAY_WINDOW_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the subscription's secret>`: Stripe's scheme. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * The example verifier of the docs (what a receiver writes): the signature must match the raw body, and its timestamp
 * be within the replay window of now, so that a captured delivery sent again later is refused.
 */
export function verifyWebhook(secret: string, header: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = REPLAY_WINDOW_SECONDS): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length / 2 && crypto.timingSafeEqual(given, Buffer.from(expected, 'hex'));
}
