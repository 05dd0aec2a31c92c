import type { Permission, UserDto } from '../dto';

/**
 * What a screen, tab, link or action needs: a permission, any one of several, or the account's owner ('owner':
 * administration and the account itself). Left out, any signed-in user may use it.
 */
export type AccessNeed = Permission | 'owner' | readonly Permission[];

/**
 * Whether the user may use what needs `need`: the owner always; a co-host when they hold the permission (or one of
 * the permissions). The API refuses the same things (403); hiding them only spares the user a refusal.
 */
export function can(user: UserDto | null | undefined, need?: AccessNeed): boolean {
  if (!user) return false;
  if (user.attributes.owner || need === undefined) return true;
  if (need === 'owner') return false;
  const held = user.attributes.permissions;
  return typeof need === 'string' ? held.includes(need) : need.some((permission) => held.includes(permission));
}

/** Those of `items` (tabs, links, menu entries) the user may use. */
export function allowed<T extends { need?: AccessNeed }>(user: UserDto | null | undefined, items: readonly T[]): T[] {
  return items.filter((item) => can(user, item.need));
}
