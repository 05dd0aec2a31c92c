import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, type ApiResult } from '@gospodarz/shared';
import { providerPageApi, type ProviderPageData } from './api';
import { commands, pageSlice } from './slice';

export const LINK_INVALID = 'Ten link jest nieprawidłowy, wygasł albo został wyłączony przez gospodarza.';
const SAVED = { in_progress: 'Zlecenie rozpoczęte.', completed: 'Zlecenie zakończone.', rejected: 'Zlecenie odrzucone. Gospodarz dostał powiadomienie.' } as const;

function* accept({ token }: ReturnType<typeof commands.accept>) {
  const result: ApiResult<ProviderPageData> = yield call(providerPageApi.accept, token);
  if (result.ok) {
    yield put(pageSlice.actions.loaded(result.data));
    yield call(notify, { type: 'success', description: 'Współpraca przyjęta.' });
  } else yield call(notify, { type: 'error', description: result.body.message || 'Coś poszło nie tak.' });
}

function* act({ token, id, status, reason, resolve }: ReturnType<typeof commands.act>) {
  const result: ApiResult<ProviderPageData> = yield call(providerPageApi.act, token, id, status, reason);
  if (!result.ok) {
    const message = result.body.errors?.reason?.[0] ?? result.body.message ?? 'Coś poszło nie tak.';
    yield call(notify, { type: 'error', description: message });
    yield call(resolve, message);
    return;
  }
  yield put(pageSlice.actions.loaded(result.data));
  yield call(notify, { type: 'success', description: SAVED[status] });
  yield call(resolve, undefined);
}

export function* providerPageSaga() {
  yield all([
    takeLatest(pageSlice.types.load, requestSaga(pageSlice, providerPageApi.load, (r) => (r.status === 404 ? LINK_INVALID : r.body.message || 'Coś poszło nie tak.'))),
    takeEvery('providerPage/accept', accept),
    takeEvery('providerPage/act', act),
  ]);
}
