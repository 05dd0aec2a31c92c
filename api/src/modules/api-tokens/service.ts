import crypto from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiTokenInput } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { hashToken } from '../../lib/tokens';
import { findLiveToken, findToken, insertToken, listTokens, revokeToken, touchToken, type ApiTokenRow } from './repository';

export type { ApiTokenRow } from './repository';

/** Last use is written at most once a minute: a busy script must not turn every read into a write. */
const TOUCH_AFTER_SECONDS = 60;

export const TOKENS_NEED_SESSION = 'Tokenami API zarządza się w aplikacji, po zalogowaniu – nie tokenem API.';
export const READ_ONLY_REFUSED = 'Ten token API pozwala tylko na odczyt. Utwórz token z dostępem „Odczyt i zapis”, aby zmieniać dane.';
export const TOKENS_PER_USER = 50;

/** Whether a bearer token is a personal access token (not a session). */
export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/**
 * The scope of a working personal access token: its user as they are now (the owner, or a co-host with the
 * permissions and apartments they hold at this moment: a token never does more than its user), the token's id and
 * whether it may only read. Null for an unknown, revoked or expired token, or one whose user is gone.
 */
export async function liveApiToken(db: Queryable, token: string): Promise<Scope | null> {
  const row = await findLiveToken(db, hashToken(token));
  if (!row) return null;
  if (row.idle_seconds === null || row.idle_seconds >= TOUCH_AFTER_SECONDS) await touchToken(db, row.id);
  return {
    accountId: row.account_id,
    userId: row.user_id,
    // a token has no session: its id stands in (signing out or a session check finds none and changes nothing)
    sessionId: row.id,
    owner: row.owner,
    permissions: row.permissions ?? [],
    apartmentIds: row.owner ? null : (row.apartment_ids ?? []),
    apiToken: { id: row.id, readOnly: row.read_only },
  };
}

function requireSession(scope: Scope): void {
  if (scope.apiToken) throw new ForbiddenError(TOKENS_NEED_SESSION);
}

/** The owner sees every token of the account; anyone else their own. */
export async function list(db: Queryable, scope: Scope): Promise<ApiTokenRow[]> {
  requireSession(scope);
  return listTokens(db, scope.accountId, scope.owner ? null : scope.userId);
}

/** Creates a token for the caller; the secret comes back this once. */
export async function create(db: Queryable, scope: Scope, input: ApiTokenInput): Promise<{ row: ApiTokenRow; token: string }> {
  requireSession(scope);
  const name = input.name.trim();
  if (!name) throw new ValidationError({ name: ['Podaj nazwę tokenu.'] });
  const own = await listTokens(db, scope.accountId, scope.userId);
  if (own.filter((t) => t.active).length >= TOKENS_PER_USER) {
    throw new ValidationError({ name: [`Masz już ${TOKENS_PER_USER} aktywnych tokenów. Unieważnij nieużywane, aby utworzyć nowy.`] });
  }
  const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(30).toString('base64url')}`;
  const id = await insertToken(db, {
    accountId: scope.accountId,
    userId: scope.userId,
    name,
    tokenHash: hashToken(token),
    tokenStart: token.slice(0, API_TOKEN_PREFIX.length + 4),
    readOnly: input.access === 'read',
    expiresInDays: input.expiresIn === 'none' ? null : Number(input.expiresIn),
  });
  const row = await findToken(db, scope.accountId, id, null);
  return { row: row!, token };
}

/** Revokes a token at once: the caller's own, or any of the account for the owner (404 for anyone else's). */
export async function revoke(db: Queryable, scope: Scope, id: string): Promise<ApiTokenRow> {
  requireSession(scope);
  const row = await findToken(db, scope.accountId, id, scope.owner ? null : scope.userId);
  if (!row) throw new NotFoundError('Nie znaleziono tokenu.');
  await revokeToken(db, scope.accountId, id);
  return (await findToken(db, scope.accountId, id, null))!;
}
