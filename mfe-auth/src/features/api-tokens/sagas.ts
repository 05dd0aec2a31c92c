import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, submitErrorsFrom, type ApiResult } from '@gospodarz/shared';
import type { ApiTokenDto } from '@gospodarz/shared/dto';
import { apiTokensApi } from './api';
import { apiTokenActions, apiTokens } from './slice';

export const TOKEN_REVOKED = 'Token został unieważniony.';

function* create({ input, resolve }: ReturnType<typeof apiTokenActions.create>) {
  const result: ApiResult<ApiTokenDto> = yield call(apiTokensApi.create, input);
  if (!result.ok) {
    yield call(resolve, { errors: submitErrorsFrom(result.body, 'Nie udało się utworzyć tokenu.') });
    return;
  }
  yield call(resolve, { token: String(result.meta?.token ?? '') });
  yield put(apiTokens.actions.load());
}

function* revoke({ id }: ReturnType<typeof apiTokenActions.revoke>) {
  const result: ApiResult<ApiTokenDto> = yield call(apiTokensApi.revoke, id);
  if (!result.ok) {
    notify({ type: 'error', title: 'Błąd', description: result.body.message || 'Nie udało się unieważnić tokenu.' });
    return;
  }
  notify({ type: 'success', title: 'Sukces', description: TOKEN_REVOKED });
  yield put(apiTokens.actions.load());
}

export function* apiTokensSaga() {
  yield all([takeLatest(apiTokens.types.load, requestSaga(apiTokens, apiTokensApi.list)), takeEvery('apiTokens/create', create), takeEvery('apiTokens/revoke', revoke)]);
}
