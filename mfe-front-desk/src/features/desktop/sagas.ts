import { takeLatest } from 'redux-saga/effects';
import { requestSaga } from '@gospodarz/shared';
import { desktopApi } from './api';
import { desktopCounts, desktopSummary } from './slice';

export function* desktopSaga() {
  yield takeLatest(desktopCounts.types.load, requestSaga(desktopCounts, desktopApi.counts));
  yield takeLatest(desktopSummary.types.load, requestSaga(desktopSummary, desktopApi.summary));
}
