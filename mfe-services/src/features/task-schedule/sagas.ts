import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, type ApiResult, type CooperationOrderDto } from '@gospodarz/shared';
import { scheduleApi } from './api';
import { commands, ordersSlice, providerChoicesSlice, selectSchedule, type ScheduleState } from './slice';

export const TOASTS = { saved: 'Dane zostały zapisane.', failed: 'Coś poszło nie tak.' } as const;

function* change({ id, change: attributes, resolve }: ReturnType<typeof commands.change>) {
  const result: ApiResult<CooperationOrderDto> = yield call(scheduleApi.update, id, attributes);
  if (!result.ok) {
    const first = Object.values(result.body.errors ?? {})[0];
    yield call(notify, { type: 'error', description: (Array.isArray(first) ? first[0] : first) || result.body.message || TOASTS.failed });
    yield call(resolve, false);
    return;
  }
  yield call(notify, { type: 'success', description: TOASTS.saved });
  yield call(resolve, true);
  const { lastQuery }: ScheduleState = yield select(selectSchedule);
  if (lastQuery) yield put(ordersSlice.actions.load(lastQuery));
}

function* toastFailure({ error }: ReturnType<typeof ordersSlice.actions.failed>) {
  yield call(notify, { type: 'error', description: error });
}

export function* scheduleSaga() {
  yield all([
    takeLatest(ordersSlice.types.load, requestSaga(ordersSlice, scheduleApi.list, () => TOASTS.failed)),
    takeEvery(ordersSlice.types.failed, toastFailure),
    takeLatest(providerChoicesSlice.types.load, requestSaga(providerChoicesSlice, scheduleApi.providers, () => TOASTS.failed)),
    takeEvery('schedule/change', change),
  ]);
}
