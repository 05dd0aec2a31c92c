import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { messageFor, notify, submitErrorsFrom, type ApiResult, type ClientDto, type ReservationDto } from '@gospodarz/shared';
import { clientsApi } from './api';
import { actions } from './slice';

function* loadList({ params }: ReturnType<typeof actions.loadList>) {
  const result: ApiResult<ClientDto[]> = yield call(clientsApi.list, params);
  if (result.ok) yield put(actions.listLoaded(result.data, result.pagination ?? null));
  else yield put(actions.listFailed(messageFor(result, 'listy klientów')));
}

function* loadDetail({ id }: ReturnType<typeof actions.loadDetail>) {
  const result: ApiResult<ClientDto> = yield call(clientsApi.get, id);
  if (result.ok) yield put(actions.detailLoaded(result.data));
  else yield put(actions.detailFailed(messageFor(result, 'tego klienta')));
}

function* loadHistory({ clientId, page }: ReturnType<typeof actions.loadHistory>) {
  const result: ApiResult<ReservationDto[]> = yield call(clientsApi.reservations, clientId, page);
  yield put(actions.historyLoaded(result.ok ? result.data : [], result.ok ? (result.pagination ?? null) : null));
}

function* loadDuplicates({ clientId }: ReturnType<typeof actions.loadDuplicates>) {
  const result: ApiResult<ClientDto[]> = yield call(clientsApi.duplicates, clientId);
  // without them the page simply offers no merge
  yield put(actions.duplicatesLoaded(clientId, result.ok ? result.data : []));
}

function* merge({ keepId, merged, done }: ReturnType<typeof actions.merge>) {
  const result: ApiResult<ClientDto> = yield call(clientsApi.merge, keepId, [merged.id]);
  if (!result.ok) {
    notify({ type: 'error', description: result.body.message || 'Nie udało się połączyć klientów.' });
    yield call(done, false);
    return;
  }
  yield put(actions.detailLoaded(result.data));
  notify({ type: 'success', description: `Połączono klientów: rezerwacje „${merged.attributes.fullName}” przeniesiono do „${result.data.attributes.fullName}”.` });
  yield put(actions.loadDuplicates(keepId));
  yield call(done, true);
}

function* save({ id, values, resolve }: ReturnType<typeof actions.save>) {
  const result: ApiResult<ClientDto> = yield call(clientsApi.update, id, values);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body, 'Nie udało się zapisać danych klienta.'));
    return;
  }
  yield put(actions.detailLoaded(result.data));
  notify({ type: 'success', description: 'Dane klienta zostały zapisane.' });
  yield call(resolve, undefined);
}

export function* clientsSaga() {
  yield all([
    takeLatest('clients/loadList', loadList),
    takeLatest('clients/loadDetail', loadDetail),
    takeLatest('clients/loadHistory', loadHistory),
    takeEvery('clients/save', save),
    takeLatest('clients/loadDuplicates', loadDuplicates),
    takeEvery('clients/merge', merge),
  ]);
}
