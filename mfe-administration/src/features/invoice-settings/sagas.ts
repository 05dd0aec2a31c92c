import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, submitErrorsFrom, type ApiResult, type InvoiceSettingsDto } from '@gospodarz/shared';
import { invoiceSettingsApi } from './api';
import { actions, invoiceSettings } from './slice';

function* save({ values, resolve }: ReturnType<typeof actions.save>) {
  const result: ApiResult<InvoiceSettingsDto> = yield call(invoiceSettingsApi.save, values);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body));
    return;
  }
  // the form starts again from what the server stored
  yield put(invoiceSettings.actions.loaded(result.data));
  notify({ type: 'success', description: 'Dane zostały zapisane.' });
  yield call(resolve, undefined);
}

export function* invoiceSettingsSaga() {
  yield all([takeLatest(invoiceSettings.types.load, requestSaga(invoiceSettings, invoiceSettingsApi.get)), takeEvery('invoiceSettings/save', save)]);
}
