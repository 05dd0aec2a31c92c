import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { messageFor, notify, requestSaga, submitErrorsFrom, type ApiResult, type PriceRuleDto } from '@gospodarz/shared';
import { rulesApi } from './api';
import { ATTACH_HINT } from './labels';
import { actions, ruleList, ruleToEdit } from './slice';

function* save({ id, payload, resolve }: ReturnType<typeof actions.save>) {
  const result: ApiResult<PriceRuleDto> = id ? yield call(rulesApi.update, id, payload) : yield call(rulesApi.create, payload);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body, 'Nie udało się zapisać reguły.'));
    return;
  }
  yield put(ruleToEdit.actions.loaded(result.data));
  // a rule set carried by no day yet prices nothing: say where it is attached
  const attach = result.data.attributes.futureDays === 0 ? ` ${ATTACH_HINT}` : '';
  notify({ type: 'success', description: `${id ? 'Reguła została zapisana.' : 'Reguła została dodana.'}${attach}` });
  yield put(ruleList.actions.load());
  yield call(resolve, undefined);
}

function* remove({ id, replacementRuleId, done }: ReturnType<typeof actions.remove>) {
  const result: ApiResult<unknown> = yield call(rulesApi.remove, id, replacementRuleId);
  if (!result.ok) {
    yield call(done, { ok: false, conflict: result.status === 409, message: result.body.message || 'Nie udało się usunąć reguły.' });
    return;
  }
  notify({ type: 'success', description: 'Reguła została usunięta.' });
  yield call(done, { ok: true });
  yield put(ruleList.actions.load());
}

export function* rulesSaga() {
  yield all([
    takeLatest(ruleList.types.load, requestSaga(ruleList, rulesApi.list)),
    takeLatest(
      ruleToEdit.types.load,
      requestSaga(ruleToEdit, rulesApi.get, (result) => messageFor(result, 'tej reguły')),
    ),
    takeEvery('rules/save', save),
    takeEvery('rules/remove', remove),
  ]);
}
