import type { Resource } from './common.ts';

/**
 * Personal access tokens (issue 42, Mój profil › Tokeny API): a user's named token for their own tools, sent as
 * `Authorization: Bearer gzp_…`; it can do at most what its user can, read-only tokens only read.
 */
export const API_TOKEN_PREFIX = 'gzp_';

/** How long a new token lives: days, or 'none' (until revoked). */
export const API_TOKEN_EXPIRIES = { '30': '30 dni', '90': '90 dni', '365': '365 dni', none: 'Bez terminu' } as const;
export type ApiTokenExpiry = keyof typeof API_TOKEN_EXPIRIES;

export const API_TOKEN_ACCESS = { read: 'Tylko odczyt', write: 'Odczyt i zapis' } as const;
export type ApiTokenAccess = keyof typeof API_TOKEN_ACCESS;

export interface ApiTokenAttributes {
  name: string;
  /** the token's first characters ('gzp_AbCd'), to tell tokens apart; the token itself is shown once */
  tokenStart: string;
  access: ApiTokenAccess;
  /** ISO instants; null: never expires / never used / not revoked */
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  revokedAt: string | null;
  /** whether it no longer works: revoked or past its expiry */
  active: boolean;
  /** whose token it is (the owner sees every token of the account) */
  userId: string;
  userName: string;
  /** whether it is the caller's own */
  own: boolean;
}
export type ApiTokenDto = Resource<ApiTokenAttributes, 'apiToken'>;

/** The answer to creating a token: the token itself, shown this once. */
export interface CreatedApiTokenAnswer {
  data: ApiTokenDto;
  meta: { token: string };
}

export interface ApiTokenInput {
  name: string;
  expiresIn: ApiTokenExpiry;
  access: ApiTokenAccess;
}
