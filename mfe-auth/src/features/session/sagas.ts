import { call, put, takeLatest } from 'redux-saga/effects';
import { bearerFrom, eventBus, notify, tokenStore, type ApiResult, type UserDto } from '@gospodarz/shared';
import { sessionApi } from './api';
import { sessionActions } from './slice';

export const DELETE_SUCCESS = 'Udało usunąć się konto.';
export const DELETE_FAILURE = 'Nie udało usunąć się konta.';

/** Login: store token and user, tell the host; on failure the server's message for the form. */
export function* login(action: ReturnType<typeof sessionActions.loginRequested>) {
  const result: ApiResult<UserDto> = yield call(sessionApi.login, action.email.trim(), action.password);
  const token = result.ok ? bearerFrom(result.headers) : null;
  if (result.ok && token) {
    tokenStore.save(token, result.data);
    yield put(sessionActions.loginSucceeded(result.data));
    eventBus.emit('auth:login', { user: result.data });
    action.resolve({ ok: true });
    return;
  }
  const message = result.ok ? 'Coś poszło nie tak.' : result.body.message;
  yield put(sessionActions.loginFailed(message));
  action.resolve({ ok: false, message });
}

/** Account deletion: a toast for the outcome, then signed out everywhere. */
export function* deleteAccount(action: ReturnType<typeof sessionActions.deleteRequested>) {
  const result: ApiResult<unknown> = yield call(sessionApi.deleteAccount);
  yield put(sessionActions.deleteFinished(result.ok));
  if (!result.ok) {
    notify({ type: 'error', title: 'Błąd', description: DELETE_FAILURE });
    action.resolve({ ok: false, message: DELETE_FAILURE });
    return;
  }
  notify({ type: 'success', title: 'Sukces', description: DELETE_SUCCESS });
  tokenStore.clear();
  eventBus.emit('auth:logout', {});
  action.resolve({ ok: true });
}

export function* sessionSaga() {
  yield takeLatest('session/loginRequested', login);
  yield takeLatest('session/deleteRequested', deleteAccount);
}
