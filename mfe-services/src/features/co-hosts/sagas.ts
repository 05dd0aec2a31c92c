import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { messageFor, notify, requestSaga, submitErrorsFrom, type ApiFailure, type ApiResult, type CoHostDto } from '@gospodarz/shared';
import { coHostsApi } from './api';
import { apartmentsSlice, commands, detailSlice, listSlice, selectCoHosts, type CoHostsState } from './slice';

// The spec's toasts, titled 'Sukces' / 'Błąd' by the toaster.
export const TOASTS = {
  created: 'Udało utworzyć się współgospodarza.',
  notCreated: 'Nie Udało utworzyć się współgospodarza.',
  edited: 'Edycja powiodła się.',
  notEdited: 'Nie udało się zapisać zmian.',
  removed: 'Udało usunąć się współgospodarza.',
  notRemoved: 'Nie udało usunąć się współgospodarza.',
  shared: 'Udało udostępnić się apartament',
  notShared: 'Nie udało udostępnić się apartamentu',
  invited: 'Zaproszenie zostało wysłane ponownie.',
  failed: 'Coś poszło nie tak.',
} as const;

const detailFailure = (result: ApiFailure) => messageFor(result, 'tego współgospodarza');

function* toastListFailure({ error }: ReturnType<typeof listSlice.actions.failed>) {
  yield call(notify, { type: 'error', description: error });
}

/** The list again, on the page it shows, after a write changed it. */
function* reloadList() {
  const { list }: CoHostsState = yield select(selectCoHosts);
  yield put(listSlice.actions.load(list.data.pagination?.page ?? 1));
}

function* save({ id, user, resolve }: ReturnType<typeof commands.save>) {
  const result: ApiResult<CoHostDto> = id ? yield call(coHostsApi.update, id, user) : yield call(coHostsApi.create, user);
  if (!result.ok) {
    yield call(notify, { type: 'error', description: id ? TOASTS.notEdited : TOASTS.notCreated });
    yield call(resolve, submitErrorsFrom(result.body, id ? TOASTS.notEdited : TOASTS.notCreated));
    return;
  }
  yield put(detailSlice.actions.loaded(result.data));
  yield call(notify, { type: 'success', description: id ? TOASTS.edited : TOASTS.created });
  yield call(resolve, undefined);
}

function* share({ id, apartmentsIds, resolve }: ReturnType<typeof commands.share>) {
  const result: ApiResult<CoHostDto> = yield call(coHostsApi.update, id, { apartmentsIds });
  if (!result.ok) {
    yield call(notify, { type: 'error', description: TOASTS.notShared });
    yield call(resolve, submitErrorsFrom(result.body, TOASTS.notShared));
    return;
  }
  yield call(notify, { type: 'success', description: TOASTS.shared });
  yield call(resolve, undefined);
  yield call(reloadList);
}

function* remove({ id, resolve }: ReturnType<typeof commands.remove>) {
  const result: ApiResult<unknown> = yield call(coHostsApi.remove, id);
  yield call(notify, result.ok ? { type: 'success', description: TOASTS.removed } : { type: 'error', description: TOASTS.notRemoved });
  yield call(resolve, result.ok);
  if (result.ok) yield call(reloadList);
}

function* resendInvitation({ id }: ReturnType<typeof commands.resendInvitation>) {
  const result: ApiResult<CoHostDto> = yield call(coHostsApi.resendInvitation, id);
  yield call(notify, result.ok ? { type: 'success', description: TOASTS.invited } : { type: 'error', description: result.body.message || TOASTS.failed });
}

export function* coHostsSaga() {
  yield all([
    takeLatest(listSlice.types.load, requestSaga(listSlice, coHostsApi.list, () => TOASTS.failed)),
    takeEvery(listSlice.types.failed, toastListFailure),
    takeLatest(detailSlice.types.load, requestSaga(detailSlice, coHostsApi.get, detailFailure)),
    takeLatest(apartmentsSlice.types.load, requestSaga(apartmentsSlice, coHostsApi.apartments, () => 'Nie udało się wczytać listy apartamentów.')),
    takeEvery('coHosts/save', save),
    takeEvery('coHosts/share', share),
    takeEvery('coHosts/remove', remove),
    takeEvery('coHosts/resendInvitation', resendInvitation),
  ]);
}
