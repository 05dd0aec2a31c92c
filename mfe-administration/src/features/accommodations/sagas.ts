import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { messageFor, notify, type AccommodationDto, type ApiResult } from '@gospodarz/shared';
import { accommodationsApi } from './api';
import { fromDto, toPayload } from './model';
import { actions, selectAccommodations, type AccommodationsState } from './slice';

const GENERIC = 'Coś poszło nie tak.';

function* loadList() {
  const result: ApiResult<AccommodationDto[]> = yield call(accommodationsApi.list);
  if (result.ok) yield put(actions.listLoaded(result.data));
  else {
    yield put(actions.listFailed(result.body.message));
    notify({ type: 'error', description: GENERIC });
  }
}

function* loadDetail({ id }: ReturnType<typeof actions.loadDetail>) {
  const result: ApiResult<AccommodationDto> = yield call(accommodationsApi.get, id);
  if (result.ok) yield put(actions.detailLoaded(result.data));
  else yield put(actions.detailFailed(messageFor(result, 'obiektu')));
}

function* loadForEdit({ id, onLoaded }: ReturnType<typeof actions.loadForEdit>) {
  const result: ApiResult<AccommodationDto> = yield call(accommodationsApi.get, id);
  if (result.ok) {
    yield put(actions.formLoaded(id, fromDto(result.data)));
    yield call(onLoaded);
  } else {
    yield put(actions.formLoadFailed(messageFor(result, 'obiektu')));
  }
}

function* save({ status, onSaved }: ReturnType<typeof actions.save>) {
  const { form }: AccommodationsState = yield select(selectAccommodations);
  const { body, files } = toPayload(form.values, status);
  const id = form.target && form.target !== 'new' ? form.target : form.values.id;
  const result: ApiResult<AccommodationDto> = yield call(accommodationsApi.save, id, body, files);
  if (!result.ok) {
    yield put(actions.saveFailed(result.body.message || GENERIC, result.body.errors ?? {}));
    notify({ type: 'error', description: messageFor(result) });
    return;
  }
  // the stored listing replaces the form (ids of new apartments, rates and photos), so a later save updates it
  yield put(actions.saved(fromDto(result.data)));
  yield put(actions.detailLoaded(result.data));
  notify({ type: 'success', description: status === 'draft' ? 'Zapisano wersję roboczą.' : 'Obiekt został zapisany.' });
  yield call(onSaved, result.data);
}

function* remove({ id, onDone, onFailed }: ReturnType<typeof actions.remove>) {
  const result: ApiResult<unknown> = yield call(accommodationsApi.remove, id);
  if (!result.ok) {
    // 409: 'Nie można usunąć obiektu z przyszłymi rezerwacjami.'
    notify({ type: 'error', description: result.body.message || GENERIC });
    yield call(onFailed);
    return;
  }
  notify({ type: 'success', description: 'Obiekt został usunięty.' });
  yield call(onDone);
}

function* copy({ id, onDone, onFailed }: ReturnType<typeof actions.copy>) {
  const result: ApiResult<AccommodationDto> = yield call(accommodationsApi.copy, id);
  if (!result.ok) {
    notify({ type: 'error', description: result.body.message || GENERIC });
    yield call(onFailed);
    return;
  }
  notify({ type: 'success', description: 'Utworzono kopię obiektu jako wersję roboczą.' });
  yield put(actions.detailLoaded(result.data));
  yield call(onDone, result.data);
}

export function* accommodationsSaga() {
  yield all([
    takeLatest('accommodations/loadList', loadList),
    takeLatest('accommodations/loadDetail', loadDetail),
    takeLatest('accommodations/form/loadForEdit', loadForEdit),
    takeEvery('accommodations/form/save', save),
    takeEvery('accommodations/remove', remove),
    takeEvery('accommodations/copy', copy),
  ]);
}
