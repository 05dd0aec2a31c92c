import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { messageFor, notify, requestSaga, submitErrorsFrom, type ApiResult, type MessageTemplateDto } from '@gospodarz/shared';
import { messageTemplatesApi } from './api';
import { actions, templateList, templateToEdit } from './slice';

function* save({ id, values, resolve }: ReturnType<typeof actions.save>) {
  const result: ApiResult<MessageTemplateDto> = id
    ? yield call(messageTemplatesApi.update, id, values)
    : yield call(messageTemplatesApi.create, values);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body));
    return;
  }
  yield put(templateToEdit.actions.loaded(result.data));
  notify({ type: 'success', description: 'Dane zostały zapisane.' });
  yield call(resolve, undefined);
}

function* remove({ id }: ReturnType<typeof actions.remove>) {
  const result: ApiResult<unknown> = yield call(messageTemplatesApi.remove, id);
  if (!result.ok) {
    notify({ type: 'error', description: result.body.message || 'Coś poszło nie tak.' });
    return;
  }
  notify({ type: 'success', description: 'Szablon został usunięty.' });
  yield put(templateList.actions.load());
}

export function* messageTemplatesSaga() {
  yield all([
    takeLatest(templateList.types.load, requestSaga(templateList, messageTemplatesApi.list)),
    takeLatest(
      templateToEdit.types.load,
      requestSaga(templateToEdit, messageTemplatesApi.get, (result) => messageFor(result, 'szablonu')),
    ),
    takeEvery('messageTemplates/save', save),
    takeEvery('messageTemplates/remove', remove),
  ]);
}
