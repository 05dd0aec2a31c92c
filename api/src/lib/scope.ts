import type { Permission } from '@gospodarz/contracts';

/**
 * Who is asking, resolved once per request by the auth plugin and passed to every service: the account every
 * query is limited to, the user, whether they own the account, and for a co-host the permissions they hold and the
 * apartments shared with them. Services take this object, never a bare account id from the request.
 */
export interface Scope {
  accountId: string;
  userId: string;
  sessionId: string;
  owner: boolean;
  permissions: Permission[];
  /** the apartments a co-host may see; null for the owner (all of the account's apartments) */
  apartmentIds: string[] | null;
  /** set when the caller uses a personal access token (issue 42) rather than a session: its id, and whether it only reads */
  apiToken?: { id: string; readOnly: boolean };
}

/**
 * The apartments a query may touch, passed to repositories as an explicit argument so that no query can forget it:
 * null for every apartment of the account (the owner), otherwise exactly these (a co-host; possibly none).
 */
export type ApartmentScope = string[] | null;

/**
 * The SQL condition keeping `column` (an apartment id) inside the scope given as the uuid[] parameter `param`
 * (bound to null for the owner).
 */
export function withinApartments(column: string, param: string): string {
  return `(${param}::uuid[] is null or ${column} = any(${param}::uuid[]))`;
}
