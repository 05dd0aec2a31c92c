import type { UnknownAction } from 'redux';
import type { UserDto } from '@gospodarz/shared';

/** The host's auth state: 'checking' while the stored session is verified at start (a loading screen shows). */
export interface AuthState {
  status: 'checking' | 'signedIn' | 'signedOut';
  user: UserDto | null;
}

export const authActions = {
  restore: () => ({ type: 'auth/restore' as const }),
  signedIn: (user: UserDto) => ({ type: 'auth/signedIn' as const, user }),
  userUpdated: (user: UserDto) => ({ type: 'auth/userUpdated' as const, user }),
  signedOut: () => ({ type: 'auth/signedOut' as const }),
  logoutRequested: () => ({ type: 'auth/logoutRequested' as const }),
};
export type AuthAction = ReturnType<(typeof authActions)[keyof typeof authActions]>;

export function authReducer(state: AuthState = { status: 'checking', user: null }, incoming: UnknownAction): AuthState {
  const action = incoming as AuthAction;
  switch (action.type) {
    case 'auth/signedIn':
      return { status: 'signedIn', user: action.user };
    case 'auth/userUpdated':
      return state.status === 'signedIn' ? { ...state, user: action.user } : state;
    case 'auth/signedOut':
      return { status: 'signedOut', user: null };
    default:
      return state;
  }
}

export const selectAuth = (state: { auth: AuthState }) => state.auth;
