import type { UserDto } from '@gospodarz/shared';

/** What a saga tells the form that started it, so that react-final-form can show the outcome. */
export type Outcome = { ok: true } | { ok: false; message: string };
export type Resolve = (outcome: Outcome) => void;

export interface SessionState {
  status: 'idle' | 'signingIn' | 'signedIn' | 'failed' | 'deleting' | 'deleted';
  error: string | null;
  user: UserDto | null;
}

export const sessionActions = {
  loginRequested: (email: string, password: string, resolve: Resolve) =>
    ({ type: 'session/loginRequested', email, password, resolve }) as const,
  loginSucceeded: (user: UserDto) => ({ type: 'session/loginSucceeded', user }) as const,
  loginFailed: (message: string) => ({ type: 'session/loginFailed', message }) as const,
  deleteRequested: (resolve: Resolve) => ({ type: 'session/deleteRequested', resolve }) as const,
  deleteFinished: (ok: boolean) => ({ type: 'session/deleteFinished', ok }) as const,
};

export type SessionAction = ReturnType<(typeof sessionActions)[keyof typeof sessionActions]>;

const initial: SessionState = { status: 'idle', error: null, user: null };

export function sessionReducer(state: SessionState = initial, action: { type: string }): SessionState {
  const a = action as SessionAction;
  switch (a.type) {
    case 'session/loginRequested':
      return { ...state, status: 'signingIn', error: null };
    case 'session/loginSucceeded':
      return { status: 'signedIn', error: null, user: a.user };
    case 'session/loginFailed':
      return { ...state, status: 'failed', error: a.message };
    case 'session/deleteRequested':
      return { ...state, status: 'deleting', error: null };
    case 'session/deleteFinished':
      return { ...state, status: a.ok ? 'deleted' : 'idle' };
    default:
      return state;
  }
}
