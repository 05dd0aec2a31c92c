import { all, takeLatest } from 'redux-saga/effects';
import { requestSaga } from '@gospodarz/shared';
import { reportsApi } from './api';
import { apartments, report } from './slice';

export function* reportsSaga() {
  yield all([takeLatest(report.types.load, requestSaga(report, reportsApi.report)), takeLatest(apartments.types.load, requestSaga(apartments, reportsApi.apartments))]);
}
