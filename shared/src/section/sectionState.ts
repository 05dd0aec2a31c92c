import { useEffect } from 'react';
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

/** Keeps the section store's user in step with the host's props. */
export function useSectionUser(store: Store, user: UserDto | null): void {
  if ((store.getState() as { section?: SectionState }).section?.user !== user) {
    // Synchronous on first render so that screens never see a stale user; the effect covers later changes.
    store.dispatch({ type: SET_USER, user } satisfies SetUser);
  }
  useEffect(() => {
    store.dispatch({ type: SET_USER, user } satisfies SetUser);
  }, [store, user]);
}

/** True when the user may use a feature: owners always, co-hosts with the permission. */
export function hasPermission(user: UserDto | null, permission: UserDto['attributes']['permissions'][number]): boolean {
  return can(user, permission);
}
