import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { requestSaga, type ApiResult } from '@gospodarz/shared';
import { guestApi, type GuestView } from './api';
import { actions, guestView, type PostOutcome } from './slice';

function* post(request: () => Promise<ApiResult<GuestView>>, done: (outcome: PostOutcome) => void) {
  const result: ApiResult<GuestView> = yield call(request);
  if (!result.ok) {
    const errors = result.body.errors as Record<string, string[]> | undefined;
    yield call(done, { ok: false, message: Object.values(errors ?? {})[0]?.[0] ?? result.body.message ?? '', body: { message: result.body.message, errors } });
    return;
  }
  yield put(guestView.actions.loaded(result.data));
  yield call(done, { ok: true });
}

export function* guestSaga() {
  yield all([
    takeLatest(guestView.types.load, requestSaga(guestView, guestApi.get, (r) => (r.status === 404 ? 'invalid' : r.body.message || 'failed'))),
    takeEvery('guest/write', ({ token, body, done }: ReturnType<typeof actions.write>) => post(() => guestApi.write(token, body), done)),
    takeEvery('guest/review', ({ token, review, done }: ReturnType<typeof actions.review>) => post(() => guestApi.review(token, review), done)),
    takeEvery('guest/checkIn', ({ token, payload, done }: ReturnType<typeof actions.checkIn>) => post(() => guestApi.checkIn(token, payload), done)),
  ]);
}
