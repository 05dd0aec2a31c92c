import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { eventBus, notify, requestSaga, submitErrorsFrom, tokenStore, type ApiResult, type UserDto } from '@gospodarz/shared';
import { profileApi } from './api';
import { actions, profileUser, subscription } from './slice';

export const PROFILE_SAVED = 'Dane zostały zapisane.';

function* save({ user, resolve }: ReturnType<typeof actions.save>) {
  const result: ApiResult<UserDto> = yield call(profileApi.save, user);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body, 'Nie udało się zapisać danych.'));
    return;
  }
  // the stored session and the host's header show the new name too
  if (tokenStore.getToken()) tokenStore.saveUser(result.data);
  eventBus.emit('auth:user-updated', { user: result.data });
  notify({ type: 'success', title: 'Sukces', description: PROFILE_SAVED });
  yield put(profileUser.actions.loaded(result.data));
  yield call(resolve, undefined);
}

export function* profileSaga() {
  yield all([
    takeLatest(profileUser.types.load, requestSaga(profileUser, profileApi.me)),
    takeLatest(subscription.types.load, requestSaga(subscription, profileApi.subscription)),
    takeEvery('profile/save', save),
  ]);
}
