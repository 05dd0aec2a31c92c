import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, type ApiResult } from '@gospodarz/shared';
import { hostLawApi, type ListingLaw } from './api';
import { hostLaw, hostLawActions } from './slice';

function* save({ listingId, payload, done }: ReturnType<typeof hostLawActions.save>) {
  const result: ApiResult<ListingLaw> = yield call(hostLawApi.save, listingId, payload);
  if (!result.ok) {
    yield call(done, { ok: false, body: result.body });
    return;
  }
  yield put(hostLaw.actions.loaded(result.data));
  notify({ type: 'success', title: 'Sukces', description: 'Dane zostały zapisane.' });
  yield call(done, { ok: true });
}

export function* hostLawSaga() {
  yield all([takeLatest(hostLaw.types.load, requestSaga(hostLaw, hostLawApi.get)), takeEvery('hostLaw/save', save)]);
}
