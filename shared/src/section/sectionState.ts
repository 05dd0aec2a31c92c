import { useLayoutEffect, useState } from 'react';
import type { Store } from 'redux';
import type { UserDto } from '../dto';
import { can } from '../access';

/** What every section's store knows about its host: the signed-in user (for permissions and own-data choices). */
export interface SectionState {
  user: UserDto | null;
}

const SET_USER = 'section/setUser';
type SetUser = { type: typeof SET_USER; user: UserDto | null };

export function sectionReducer(state: SectionState = { user: null }, action: { type: string }): SectionState {
  if (action.type === SET_USER) return { ...state, user: (action as SetUser).user };
  return state;
}

/**
 * The section's store, made once per mount with the signed-in user already in it, and kept in step with the host's
 * props. The store is never written while React renders: the first user goes in as the store is created (nothing
 * reads it yet), a later one in a layout effect, before the browser paints. A write during render would change what
 * components rendered later in the same pass read, which React answers by throwing the render away.
 */
export function useSectionStore<S extends Store>(create: () => S, user: UserDto | null): S {
  const [store] = useState(() => {
    const created = create();
    created.dispatch({ type: SET_USER, user } satisfies SetUser);
    return created;
  });
  useLayoutEffect(() => {
    if ((store.getState() as { section?: SectionState }).section?.user !== user) store.dispatch({ type: SET_USER, user } satisfies SetUser);
  }, [store, user]);
  return store;
}

/** True when the user may use a feature: owners always, co-hosts with the permission. */
export function hasPermission(user: UserDto | null, permission: UserDto['attributes']['permissions'][number]): boolean {
  return can(user, permission);
}
