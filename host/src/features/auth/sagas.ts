import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, take, takeLatest } from 'redux-saga/effects';
import { api, eventBus, tokenStore, type ApiResult, type UserDto } from '@gospodarz/shared';
import { authActions, type AuthAction } from './slice';

/** Turns the bus's auth events (sent by mfe-auth and the API client) into host actions. */
function busChannel(): EventChannel<AuthAction> {
  return eventChannel((emit) => {
    const offs = [
      eventBus.on('auth:login', ({ user }) => emit(authActions.signedIn(user))),
      eventBus.on('auth:user-updated', ({ user }) => emit(authActions.userUpdated(user))),
      eventBus.on('auth:logout', () => emit({ type: 'auth/localSignOut' } as unknown as AuthAction)),
      eventBus.on('auth:expired', () => emit({ type: 'auth/localSignOut' } as unknown as AuthAction)),
    ];
    return () => offs.forEach((off) => off());
  });
}

function* watchBus() {
  const channel: EventChannel<AuthAction> = yield call(busChannel);
  while (true) {
    const action: AuthAction | { type: 'auth/localSignOut' } = yield take(channel);
    if (action.type === ('auth/localSignOut' as string)) {
      tokenStore.clear();
      yield put(authActions.signedOut());
    } else {
      if (action.type === 'auth/userUpdated') tokenStore.saveUser(action.user);
      yield put(action as AuthAction);
    }
  }
}

/** At start: a stored session is checked against the API; an unreachable API keeps the stored user. */
export function* restoreSession() {
  const token = tokenStore.getToken();
  const stored = tokenStore.getUser();
  if (!token) {
    yield put(authActions.signedOut());
    return;
  }
  const result: ApiResult<UserDto> = yield call(api.get<UserDto>, '/v1/me');
  if (result.ok) {
    tokenStore.saveUser(result.data);
    yield put(authActions.signedIn(result.data));
  } else if (result.status === 0 && stored) {
    yield put(authActions.signedIn(stored));
  } else {
    tokenStore.clear();
    yield put(authActions.signedOut());
  }
}

/** Logout: revoke clear the stored session, go to / and reload; a failure says 'Coś poszło nie tak'. */
export function* logout() {
  const result: ApiResult<unknown> = yield call(api.delete, '/v1/logout');
  if (!result.ok && result.status !== 401) {
    eventBus.emit('toast', { type: 'error', title: 'Błąd', description: 'Coś poszło nie tak' });
    return;
  }
  tokenStore.clear();
  yield put(authActions.signedOut());
  yield call(reloadAtRoot);
}

export function reloadAtRoot() {
  window.location.assign('/');
}

export function* authSaga() {
  yield fork(watchBus);
  yield takeLatest('auth/restore', restoreSession);
  yield takeLatest('auth/logoutRequested', logout);
}
