// The host's auth state: what the shell and the header read and dispatch, and the pieces the store wires.
export { authActions, authReducer, selectAuth, type AuthState } from './slice';
export { authSaga } from './sagas';
