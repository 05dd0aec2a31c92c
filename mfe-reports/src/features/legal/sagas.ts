import { all, takeLatest } from 'redux-saga/effects';
import { requestSaga } from '@gospodarz/shared';
import { legalApi } from './api';
import { kt1, nights, touristTax } from './slice';

export function* legalSaga() {
  yield all([
    takeLatest(touristTax.types.load, requestSaga(touristTax, legalApi.touristTax)),
    takeLatest(kt1.types.load, requestSaga(kt1, legalApi.kt1)),
    takeLatest(nights.types.load, requestSaga(nights, legalApi.nights)),
  ]);
}
