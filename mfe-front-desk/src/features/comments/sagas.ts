import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, type ApiResult, type ReviewDto } from '@gospodarz/shared';
import { commentsApi } from './api';
import { actions, apartmentChoices, selectComments, type CommentsState, type Summary } from './slice';

function* load({ query }: ReturnType<typeof actions.load>) {
  const result: ApiResult<ReviewDto[]> = yield call(commentsApi.list, query);
  if (result.ok) yield put(actions.loaded(result.data, (result.meta as unknown as Summary) ?? { average: null, count: 0 }, result.pagination ?? null));
  else yield put(actions.failed(result.body.message || 'Nie udało się wczytać opinii.'));
}

function* reload() {
  const state: CommentsState = yield select(selectComments);
  yield put(actions.load(state.list.query));
}

function* change(request: () => Promise<ApiResult<ReviewDto>>, success: string, done?: (outcome: { ok: true } | { ok: false; message: string; errors?: Record<string, string[]> }) => void) {
  const result: ApiResult<ReviewDto> = yield call(request);
  if (!result.ok) {
    const message = Object.values(result.body.errors ?? {})[0]?.[0] ?? result.body.message ?? 'Nie udało się zapisać.';
    if (done) yield call(done, { ok: false, message, errors: result.body.errors });
    else notify({ type: 'error', description: message });
    return;
  }
  notify({ type: 'success', description: success });
  if (done) yield call(done, { ok: true });
  yield call(reload);
}

export function* commentsSaga() {
  yield all([
    takeLatest('comments/load', load),
    takeLatest(apartmentChoices.types.load, requestSaga(apartmentChoices, commentsApi.apartments)),
    takeEvery('comments/reply', ({ id, text, done }: ReturnType<typeof actions.reply>) => change(() => commentsApi.reply(id, text), 'Odpowiedź została zapisana.', done)),
    takeEvery('comments/block', ({ id, reason, done }: ReturnType<typeof actions.block>) => change(() => commentsApi.block(id, reason), 'Opinia została zablokowana.', done)),
    takeEvery('comments/unblock', ({ id }: ReturnType<typeof actions.unblock>) => change(() => commentsApi.unblock(id), 'Opinia jest znów widoczna.')),
    takeEvery('comments/add', ({ review, done }: ReturnType<typeof actions.add>) => change(() => commentsApi.add(review), 'Opinia została dodana.', done)),
  ]);
}
