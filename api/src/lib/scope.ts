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
}
