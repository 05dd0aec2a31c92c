import { takeLatest } from 'redux-saga/effects';
import { requestSaga } from '@gospodarz/shared';
import { desktopApi } from './api';
import { desktopCounts } from './slice';

export function* desktopSaga() {
  yield takeLatest(desktopCounts.types.load, requestSaga(desktopCounts, desktopApi.counts));
}
