import { FORM_ERROR } from 'final-form';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, submitErrorsFrom, type ApiResult, type TakingsDto } from '@gospodarz/shared';
import { takingsApi } from './api';
import { takingsActions, takingsReport } from './slice';

/** Saves a drawer's opening; the answer is the day's report again. */
function* setOpening({ payload, done }: ReturnType<typeof takingsActions.setOpening>) {
  const result: ApiResult<TakingsDto> = yield call(takingsApi.setOpening, payload);
  if (!result.ok) {
    // the form has the amount alone: a refusal of the day or the drawer is its message
    const other = result.body.errors?.date ?? result.body.errors?.userId ?? result.body.errors?.currency;
    yield call(done, { ...submitErrorsFrom(result.body), ...(other ? { [FORM_ERROR]: ([] as string[]).concat(other)[0] } : {}) });
    return;
  }
  notify({ type: 'success', description: payload.amount === null ? 'Stan początkowy przeniesiono z poprzedniego dnia.' : 'Stan początkowy kasy został zapisany.' });
  yield put(takingsReport.actions.loaded(result.data));
  yield call(done, undefined);
}

export function* takingsSaga() {
  yield all([
    takeLatest(takingsReport.types.load, requestSaga(takingsReport, takingsApi.report, (r) => r.body.message || 'Nie udało się wczytać raportu kasowego.')),
    takeEvery('takings/setOpening', setOpening),
  ]);
}
