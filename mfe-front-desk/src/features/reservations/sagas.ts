import { all, call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { eventBus, notify, submitErrorsFrom, type ApiResult, type ClientDto, type Pagination, type QuoteDto, type ReservationDto } from '@gospodarz/shared';
import { FORM_ERROR } from 'final-form';
import { reservationsApi, type ApartmentChoice, type CancelChoice, type NewPayment, type RelocateChoice } from './api';
import { DATES_ERROR } from './form';
import { actions, selectReservations, type ListTotals, type ReservationsState, type RowActionKind } from './slice';
import { history, payments } from './deskSlice';

const LOAD_ERROR = 'Nie udało się wczytać rezerwacji. Spróbuj ponownie.';

/** A failed load in words a host understands (never a bare 'error'). */
export function loadErrorMessage(result: { status: number; body: { message?: string } }): string {
  if (result.status === 404) return 'Nie znaleziono tej rezerwacji. Mogła zostać usunięta.';
  if (result.status === 0) return result.body.message || 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.';
  if (result.status === 403) return 'Nie masz uprawnień do rezerwacji.';
  return LOAD_ERROR;
}

function* fetchList(params: Record<string, string>) {
  const result: ApiResult<ReservationDto[]> & { pagination?: Pagination } = yield call(reservationsApi.list, params);
  if (result.ok) yield put(actions.listLoaded(result.data, result.pagination ?? null, ((result.meta as { totals?: ListTotals } | undefined)?.totals) ?? null));
  else if (result.status === 422 && result.body.errors && Object.keys(result.body.errors).length > 0) {
    yield put(actions.listRefused(Object.fromEntries(Object.entries(result.body.errors).map(([field, messages]) => [field, messages[0]]))));
  } else yield put(actions.listFailed(result.status === 422 ? result.body.message : loadErrorMessage(result)));
}

function* loadList({ params }: ReturnType<typeof actions.loadList>) {
  yield* fetchList(params);
}

function* reloadList() {
  const { list }: ReservationsState = yield select(selectReservations);
  if (list.params) yield* fetchList(list.params);
}

function* loadDetail({ id }: ReturnType<typeof actions.loadDetail>) {
  const result: ApiResult<ReservationDto> = yield call(reservationsApi.get, id);
  if (result.ok) yield put(actions.detailLoaded(result.data));
  else yield put(actions.detailFailed(loadErrorMessage(result)));
}

function* loadApartments() {
  const result: ApiResult<ApartmentChoice[]> = yield call(reservationsApi.apartments);
  yield put(actions.apartmentsLoaded(result.ok ? result.data : []));
  if (!result.ok) notify({ type: 'error', description: 'Nie udało się wczytać listy apartamentów.' });
}

function* requestQuote({ request }: ReturnType<typeof actions.requestQuote>) {
  if (!request) return;
  // typing dates or guest counts asks once, after a short pause
  yield delay(250);
  const result: ApiResult<QuoteDto> = yield call(reservationsApi.quote, request);
  if (result.ok) yield put(actions.quoteLoaded(result.data.attributes));
  else if (result.status === 409) yield put(actions.quoteLoaded(null, null, result.body.message || 'Apartament jest już zajęty w tym terminie.'));
  else {
    const message = result.body.message || 'Nie udało się policzyć ceny.';
    // the rule set refuses the dates themselves (e.g. below its minimum nights): said beside the dates
    const dates = result.status === 422 ? (result.body.errors?.to?.[0] ?? result.body.errors?.from?.[0] ?? null) : null;
    yield put(actions.quoteLoaded(null, message, null, dates));
  }
}

function* searchClients({ query }: ReturnType<typeof actions.searchClients>) {
  const text = query.trim();
  if (text.length < 2) {
    yield put(actions.clientsFound(query, []));
    return;
  }
  // typing asks once, after a short pause
  yield delay(300);
  const result: ApiResult<ClientDto[]> = yield call(reservationsApi.searchClients, text);
  if (result.ok) yield put(actions.clientsFound(query, result.data));
  else yield put(actions.clientsFound(query, [], result.status === 403 ? 'Nie masz uprawnień do listy klientów.' : 'Nie udało się wyszukać klientów.'));
}

function* save({ id, payload, resolve }: ReturnType<typeof actions.save>) {
  const result: ApiResult<ReservationDto> = id ? yield call(reservationsApi.update, id, payload) : yield call(reservationsApi.create, payload);
  if (!result.ok) {
    // a refusal is shown where the receptionist looks: in a toast, and a taken stay next to the dates (not at the
    // bottom of a scrolled dialog)
    const errors = submitErrorsFrom(result.body, 'Nie udało się zapisać rezerwacji.') as Record<string, unknown>;
    notify({ type: 'error', description: String(errors[FORM_ERROR]) });
    if (result.status === 409) yield call(resolve, { [DATES_ERROR]: errors[FORM_ERROR] });
    else yield call(resolve, errors);
    return;
  }
  // the one success toast of a save (callers such as the calendar add none of their own)
  notify({ type: 'success', description: id ? 'Rezerwacja została zapisana.' : `Dodano rezerwację: ${result.data.attributes.fullName}.` });
  eventBus.emit('reservation:changed', { id: result.data.id, action: id ? 'updated' : 'created' });
  yield put(actions.detailLoaded(result.data));
  yield call(resolve, undefined, result.data);
}

/** A row action's value as the dialogs send it: JSON of the action's choices ('' or absent: none). */
function choiceOf<T extends object>(value: string | undefined): T {
  return value ? (JSON.parse(value) as T) : ({} as T);
}

const ACTION_CALLS: Record<RowActionKind, (id: string, value?: string) => Promise<ApiResult<unknown>>> = {
  // 'Zmień status płatności' records the money: a payment or a refund ('Zwrot'), never a status by hand
  paymentStatus: (id, value) => reservationsApi.addPayment(id, choiceOf<NewPayment>(value)),
  noShow: (id) => reservationsApi.noShow(id),
  cancel: (id, value) => reservationsApi.cancel(id, choiceOf<CancelChoice>(value)),
  relocate: (id, value) => reservationsApi.relocate(id, choiceOf<RelocateChoice>(value)),
  paymentRequest: (id) => reservationsApi.paymentRequest(id),
  delete: (id) => reservationsApi.remove(id),
};

const ACTION_SUCCESS: Record<RowActionKind, string> = {
  paymentStatus: 'Płatność została zapisana.',
  noShow: 'Oznaczono, że gość się nie pojawił.',
  cancel: 'Rezerwacja została anulowana.',
  relocate: 'Goście zostali przeniesieni.',
  paymentRequest: 'Prośba o płatność została wysłana do gościa.',
  delete: 'Rezerwacja została usunięta.',
};

const BUS_ACTION: Record<RowActionKind, 'updated' | 'canceled' | 'deleted'> = {
  paymentStatus: 'updated',
  noShow: 'updated',
  cancel: 'canceled',
  relocate: 'updated',
  paymentRequest: 'updated',
  delete: 'deleted',
};

function* rowAction({ kind, id, value, done }: ReturnType<typeof actions.rowAction>) {
  const result: ApiResult<unknown> = yield call(ACTION_CALLS[kind], id, value);
  if (!result.ok) {
    const message = result.body.message || 'Nie udało się wykonać operacji.';
    if (done) yield call(done, false, message);
    notify({ type: 'error', description: message });
    return;
  }
  notify({ type: 'success', description: ACTION_SUCCESS[kind] });
  if (kind !== 'paymentRequest') eventBus.emit('reservation:changed', { id, action: BUS_ACTION[kind] });
  if (done) yield call(done, true);
  if (kind !== 'delete' && kind !== 'paymentRequest') {
    const { detail }: ReservationsState = yield select(selectReservations);
    if (detail.item?.id === id) {
      yield put(actions.loadDetail(id));
      // the page's payments and history show the money the action recorded (a payment, a refund)
      yield put(payments.actions.load(id));
      yield put(history.actions.load(id));
    }
  }
  yield put(actions.reloadList());
}

export function* reservationsSaga() {
  yield all([
    takeLatest('reservations/loadList', loadList),
    takeLatest('reservations/reloadList', reloadList),
    takeLatest('reservations/loadDetail', loadDetail),
    takeLatest('reservations/loadApartments', loadApartments),
    takeLatest('reservations/requestQuote', requestQuote),
    takeLatest('reservations/searchClients', searchClients),
    takeEvery('reservations/save', save),
    takeEvery('reservations/rowAction', rowAction),
  ]);
}
