/**
 * What replaces a link's secret in a mail kept after delivery. Every link that acts for its holder (reset,
 * invitation, sign-up) carries its secret in a query parameter named like `token`: the stored copy keeps the link's
 * address, so the delivery log still says what was sent, but not a link that works.
 */
export const REDACTED = '[usunięto]';

// `?token=…` or `&token=…` (also `&amp;token=…` in HTML, `reset_password_token=…`), up to the next separator.
const TOKEN_PARAM = /([?&](?:amp;)?[\w-]*token=)[^&\s"'<>#]+/gi;

// The guest page's link carries its token in the path: /guest/<32 base32 characters>.
const GUEST_PAGE = /(\/guest\/)[a-z2-7]{32}/g;

export function redactLinks(body: string): string;
export function redactLinks(body: string | null): string | null;
export function redactLinks(body: string | null): string | null {
  return body === null ? null : body.replace(TOKEN_PARAM, `$1${REDACTED}`).replace(GUEST_PAGE, `$1${REDACTED}`);
}
