import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, type ApiResult, type NotificationPreferenceDto } from '@gospodarz/shared';
import { preferencesApi } from './api';
import { preferenceActions, preferences } from './slice';

export const PREFERENCES_SAVED = 'Ustawienia powiadomień zostały zapisane.';

function* choose({ choice }: ReturnType<typeof preferenceActions.choose>) {
  const result: ApiResult<NotificationPreferenceDto[]> = yield call(preferencesApi.save, [choice]);
  if (!result.ok) {
    notify({ type: 'error', title: 'Błąd', description: result.body.message || 'Nie udało się zapisać ustawień powiadomień.' });
    return;
  }
  yield put(preferences.actions.loaded(result.data));
  notify({ type: 'success', title: 'Sukces', description: PREFERENCES_SAVED });
}

export function* notificationPreferencesSaga() {
  yield all([takeLatest(preferences.types.load, requestSaga(preferences, preferencesApi.load)), takeEvery('notificationPreferences/choose', choose)]);
}
