import { all, call, delay, put, takeEvery } from 'redux-saga/effects';
import { notify, submitErrorsFrom, type ApiResult, type CalendarFeedDto } from '@gospodarz/shared';
import { calendarSyncApi } from './api';
import { calendarSyncActions, calendarSyncTypes } from './slice';

type ListResult = ApiResult<CalendarFeedDto[]>;

function* putList(apartmentId: string, result: ListResult) {
  if (result.ok) yield put(calendarSyncActions.loaded(apartmentId, { feeds: result.data, exportUrl: String(result.meta?.exportUrl ?? '') }));
  else yield put(calendarSyncActions.failed(apartmentId, result.body.message || 'Nie udało się wczytać kalendarzy.'));
}

function* load({ apartmentId }: ReturnType<typeof calendarSyncActions.load>) {
  const result: ListResult = yield call(calendarSyncApi.list, apartmentId);
  yield* putList(apartmentId, result);
}

function* replace({ apartmentId, feeds, done }: ReturnType<typeof calendarSyncActions.replace>) {
  const result: ListResult = yield call(calendarSyncApi.replace, apartmentId, { feeds });
  if (!result.ok) {
    done?.(submitErrorsFrom(result.body) as Record<string, string>);
    notify({ type: 'error', title: 'Błąd', description: result.body.message || 'Nie udało się zapisać kalendarzy.' });
    return;
  }
  done?.(null);
  notify({ type: 'success', title: 'Sukces', description: 'Dane zostały zapisane.' });
  yield* putList(apartmentId, result);
  yield* followUntilRead(apartmentId, result.data);
}

/** The job runner reads a feed within seconds: the section asks again until every queued read has been tried. */
function* followUntilRead(apartmentId: string, before: CalendarFeedDto[], feedId?: string) {
  const attempt = new Map(before.map((f) => [f.id, f.attributes.lastAttemptAt]));
  for (let i = 0; i < 12; i++) {
    yield delay(1500);
    const result: ListResult = yield call(calendarSyncApi.list, apartmentId);
    yield* putList(apartmentId, result);
    if (!result.ok) return;
    const waiting = result.data.filter((f) => (feedId ? f.id === feedId : f.attributes.status === 'pending') && f.attributes.lastAttemptAt === attempt.get(f.id));
    if (waiting.length === 0) return;
  }
}

function* syncNow({ apartmentId, feedId }: ReturnType<typeof calendarSyncActions.syncNow>) {
  const before: ListResult = yield call(calendarSyncApi.list, apartmentId);
  const result: ApiResult<CalendarFeedDto> = yield call(calendarSyncApi.syncNow, feedId);
  if (!result.ok) {
    notify({ type: 'error', title: 'Błąd', description: result.body.message || 'Nie udało się uruchomić synchronizacji.' });
    return;
  }
  yield* followUntilRead(apartmentId, before.ok ? before.data : [], feedId);
}

function* accept({ apartmentId, feedId }: ReturnType<typeof calendarSyncActions.accept>) {
  const before: ListResult = yield call(calendarSyncApi.list, apartmentId);
  const result: ApiResult<CalendarFeedDto> = yield call(calendarSyncApi.accept, feedId);
  if (!result.ok) {
    notify({ type: 'error', title: 'Błąd', description: result.body.message || 'Nie udało się zatwierdzić zmian.' });
    return;
  }
  yield* followUntilRead(apartmentId, before.ok ? before.data : [], feedId);
}

function* newExportLink({ apartmentId }: ReturnType<typeof calendarSyncActions.newExportLink>) {
  const result: ApiResult<{ exportUrl: string }> = yield call(calendarSyncApi.newExportLink, apartmentId);
  if (!result.ok) {
    notify({ type: 'error', title: 'Błąd', description: result.body.message || 'Nie udało się wygenerować linku.' });
    return;
  }
  notify({ type: 'success', title: 'Sukces', description: 'Wygenerowano nowy link. Poprzedni przestał działać.' });
  yield put(calendarSyncActions.load(apartmentId));
}

export function* calendarSyncSaga() {
  yield all([
    takeEvery(calendarSyncTypes.load, load),
    takeEvery(calendarSyncTypes.replace, replace),
    takeEvery(calendarSyncTypes.syncNow, syncNow),
    takeEvery(calendarSyncTypes.accept, accept),
    takeEvery(calendarSyncTypes.newExportLink, newExportLink),
  ]);
}
