import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { FORM_ERROR } from 'final-form';
import { eventBus, notify, requestSaga, type ApiResult, type PaymentRequestDto, type PaymentSummary, type ReservationDto, type ReservationPaymentDto } from '@gospodarz/shared';
import { reservationsApi } from './api';
import { deskActions, history, onlineCheckIn, paymentRequestPreview, payments, type ReservationPayments } from './deskSlice';
import type { OnlineCheckInDto } from './api';
import { actions } from './slice';

async function loadPayments(reservationId: string): Promise<ApiResult<ReservationPayments>> {
  const result = await reservationsApi.payments(reservationId);
  if (!result.ok) return result;
  return { ...result, data: { reservationId, items: result.data, summary: (result.meta as PaymentSummary | undefined) ?? null } };
}

async function loadPreview(reservationId: string) {
  const result = await reservationsApi.previewPaymentRequest(reservationId);
  return result.ok ? { ...result, data: result.data.attributes } : result;
}

/** A 422's field messages (first of each) and its message for the form. */
function fieldErrors(body: { message?: string; errors?: Record<string, string[]> }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) out[field] = messages[0];
  out[FORM_ERROR] = body.message || 'Nie udało się zapisać.';
  return out;
}

/** After a change of the reservation: its payments, history and row reload, and the other screens hear of it. */
function* refresh(reservationId: string) {
  eventBus.emit('reservation:changed', { id: reservationId, action: 'updated' });
  yield put(payments.actions.load(reservationId));
  yield put(history.actions.load(reservationId));
  yield put(actions.loadDetail(reservationId));
}

function* addPayment({ reservationId, payment, done }: ReturnType<typeof deskActions.addPayment>) {
  const result: ApiResult<ReservationPaymentDto> = yield call(reservationsApi.addPayment, reservationId, payment);
  if (!result.ok) {
    yield call(done, fieldErrors(result.body));
    return;
  }
  notify({ type: 'success', description: 'Płatność została zapisana.' });
  yield call(done, null);
  yield* refresh(reservationId);
}

function* removePayment({ reservationId, paymentId }: ReturnType<typeof deskActions.removePayment>) {
  const result: ApiResult<unknown> = yield call(reservationsApi.removePayment, reservationId, paymentId);
  if (!result.ok) {
    notify({ type: 'error', description: result.body.message || 'Nie udało się usunąć płatności.' });
    return;
  }
  notify({ type: 'success', description: 'Płatność została usunięta.' });
  yield* refresh(reservationId);
}

function* sendPaymentRequest({ reservationId, done }: ReturnType<typeof deskActions.sendPaymentRequest>) {
  const result: ApiResult<PaymentRequestDto> = yield call(reservationsApi.paymentRequest, reservationId);
  if (!result.ok) {
    yield call(done, fieldErrors(result.body));
    return;
  }
  notify({ type: 'success', description: `Prośba o płatność została wysłana na adres ${result.data.attributes.to}.` });
  yield call(done, null);
  yield put(history.actions.load(reservationId));
}

function* restore({ reservationId }: ReturnType<typeof deskActions.restore>) {
  const result: ApiResult<ReservationDto> = yield call(reservationsApi.restore, reservationId);
  if (!result.ok) {
    // the server says why (the nights are taken since) where the user is looking
    notify({ type: 'error', description: result.body.message || 'Nie udało się przywrócić rezerwacji.' });
    return;
  }
  notify({ type: 'success', description: 'Rezerwacja została przywrócona.' });
  yield* refresh(reservationId);
  yield put(actions.reloadList());
}

/** Saves the CSV the browser's way: a file named by the server, UTF-8 with its BOM kept for Excel. */
export function saveCsv(text: string, fileName: string): void {
  const withBom = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([withBom], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function* exportCsv({ params }: ReturnType<typeof deskActions.exportCsv>) {
  const { page: _page, perPage: _perPage, ...filters } = params;
  const result: ApiResult<string> = yield call(reservationsApi.exportCsv, filters);
  if (!result.ok) {
    notify({ type: 'error', description: result.body.message || 'Nie udało się wyeksportować listy.' });
    return;
  }
  const name = /filename="([^"]+)"/.exec(result.headers['content-disposition'] ?? '')?.[1] ?? 'rezerwacje.csv';
  yield call(saveCsv, String(result.data), name);
}

function* setAccessCode({ reservationId, body, done }: ReturnType<typeof deskActions.setAccessCode>) {
  const result: ApiResult<OnlineCheckInDto> = yield call(reservationsApi.setAccessCode, reservationId, body);
  if (!result.ok) {
    yield call(done, fieldErrors(result.body as { message?: string; errors?: Record<string, string[]> }));
    return;
  }
  yield put(onlineCheckIn.actions.loaded(result.data));
  notify({ type: 'success', title: 'Sukces', description: 'Kod dostępu został zapisany.' });
  yield call(done, null);
}

export function* reservationDeskSaga() {
  yield all([
    takeLatest(payments.types.load, requestSaga(payments, loadPayments)),
    takeLatest(history.types.load, requestSaga(history, reservationsApi.history)),
    takeLatest(paymentRequestPreview.types.load, requestSaga(paymentRequestPreview, loadPreview)),
    takeEvery('reservationDesk/addPayment', addPayment),
    takeEvery('reservationDesk/removePayment', removePayment),
    takeEvery('reservationDesk/sendPaymentRequest', sendPaymentRequest),
    takeEvery('reservationDesk/restore', restore),
    takeLatest(onlineCheckIn.types.load, requestSaga(onlineCheckIn, reservationsApi.onlineCheckIn)),
    takeEvery('reservationDesk/setAccessCode', setAccessCode),
    takeLatest('reservationDesk/exportCsv', exportCsv),
  ]);
}
