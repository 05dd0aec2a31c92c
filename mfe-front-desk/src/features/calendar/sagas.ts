import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { eventBus, firstErrorMessage, messageFor, notify, requestSaga, submitErrorsFrom, type ApiResult, type BlockDto, type CooperationOrderDto, type CalendarWindowDto, type ReservationDto } from '@gospodarz/shared';
import { calendarApi } from './api';
import { actions, availability, moveQuote, selectCalendar, serviceTask, type CalendarState } from './slice';


/**
 * Marked each time a window's answer is handed to the page: the benchmark times the grid's render from the first
 * (the answer itself may have arrived earlier, asked for ahead of the page's code).
 */
export const WINDOW_LOADED_MARK = 'calendar:window-loaded';

function* fetchWindow(key: string, params: Parameters<typeof calendarApi.window>[0]) {
  const result: ApiResult<CalendarWindowDto> = yield call(calendarApi.window, params);
  if (result.ok) {
    performance.mark?.(WINDOW_LOADED_MARK);
    yield put(actions.loaded(key, result.data.attributes));
  } else yield put(actions.failed(key, messageFor(result, 'kalendarza')));
}

/** One request per window: one already kept is not asked for again unless forced. */
function* load({ key, params, force }: ReturnType<typeof actions.load>) {
  const { windows }: CalendarState = yield select(selectCalendar);
  const entry = windows[key];
  if (!force && entry?.data && !entry.error) return;
  yield call(fetchWindow, key, params);
}

function* refresh({ key, params }: ReturnType<typeof actions.refresh>) {
  yield call(fetchWindow, key, params);
}

function* saveBlock({ id, payload, resolve }: ReturnType<typeof actions.saveBlock>) {
  const result: ApiResult<BlockDto[] | BlockDto> = yield call(() => (id ? calendarApi.updateBlock(id, payload) : calendarApi.createBlocks(payload)));
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body, 'Nie udało się zapisać blokady.'));
    return;
  }
  notify({ type: 'success', description: id ? 'Blokada została zmieniona.' : 'Apartamenty zostały zablokowane.' });
  yield call(resolve, undefined);
}

function* removeBlock({ id, resolve }: ReturnType<typeof actions.removeBlock>) {
  const result: ApiResult<unknown> = yield call(calendarApi.removeBlock, id);
  if (!result.ok) notify({ type: 'error', description: result.body.message || 'Nie udało się usunąć blokady.' });
  else notify({ type: 'success', description: 'Blokada została usunięta.' });
  yield call(resolve, result.ok);
}

/** The reservations' own route moves it; the exclusion constraint decides, and other screens hear of it on the bus. */
function* moveStay({ id, move, resolve }: ReturnType<typeof actions.moveStay>) {
  const result: ApiResult<ReservationDto> = yield call(calendarApi.moveStay, id, move);
  if (!result.ok) {
    yield call(resolve, result.body.message || 'Nie udało się przenieść rezerwacji.');
    return;
  }
  notify({ type: 'success', description: 'Rezerwacja została przeniesiona.' });
  yield call(resolve, null);
  eventBus.emit('reservation:changed', { id, action: 'updated' });
}

/** A channel's stay completed by the host: the calendar (and other screens) hear of it on the bus. */
function* completeChannelStay({ id, completion, resolve }: ReturnType<typeof actions.completeChannelStay>) {
  const result: ApiResult<unknown> = yield call(calendarApi.completeChannelStay, id, completion);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(result.body, 'Nie udało się uzupełnić rezerwacji.'));
    return;
  }
  notify({ type: 'success', description: 'Rezerwacja została uzupełniona.' });
  yield call(resolve, undefined);
  eventBus.emit('reservation:changed', { id, action: 'updated' });
}

function* saveTask({ id, attributes, resolve }: ReturnType<typeof actions.saveTask>) {
  const result: ApiResult<CooperationOrderDto> = yield call(calendarApi.updateOrder, id, attributes);
  if (result.ok) notify({ type: 'success', description: 'Dane zostały zapisane.' });
  else notify({ type: 'error', description: firstErrorMessage(result) || 'Nie udało się zapisać zlecenia.' });
  yield call(resolve, result.ok);
}

function* removeTask({ id, resolve }: ReturnType<typeof actions.removeTask>) {
  const result: ApiResult<unknown> = yield call(calendarApi.removeOrder, id);
  if (result.ok) notify({ type: 'success', description: 'Zlecenie zostało usunięte.' });
  else notify({ type: 'error', description: firstErrorMessage(result) || 'Nie udało się usunąć zlecenia.' });
  yield call(resolve, result.ok);
}

export function* calendarSaga() {
  yield all([
    takeEvery('calendar/load', load),
    takeEvery('calendar/refresh', refresh),
    takeEvery('calendar/saveBlock', saveBlock),
    takeEvery('calendar/removeBlock', removeBlock),
    takeEvery('calendar/moveStay', moveStay),
    takeEvery('calendar/completeChannelStay', completeChannelStay),
    takeLatest(availability.types.load, requestSaga(availability, calendarApi.availability)),
    takeEvery('calendar/saveTask', saveTask),
    takeEvery('calendar/removeTask', removeTask),
    takeLatest(moveQuote.types.load, requestSaga(moveQuote, calendarApi.moveQuote, (r) => r.body.message || 'Nie udało się policzyć ceny po przeniesieniu.')),
    takeLatest(serviceTask.types.load, requestSaga(serviceTask, calendarApi.order, (r) => messageFor(r, 'tego zlecenia'))),
  ]);
}
