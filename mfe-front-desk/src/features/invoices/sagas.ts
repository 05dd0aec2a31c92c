import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { eventBus, formatDate, notify, submitErrorsFrom, type ReservationDto, type ApiResult, type InvoiceDraft, type InvoiceDto, type InvoiceListTotals } from '@gospodarz/shared';
import { invoicesApi } from './api';
import { actions, type ActionDone } from './slice';

const loadFailure = (status: number) => (status === 404 ? 'Nie znaleziono tej faktury.' : 'Nie udało się wczytać faktury. Spróbuj ponownie.');

function* loadList({ params }: ReturnType<typeof actions.loadList>) {
  const result: ApiResult<InvoiceDto[]> = yield call(invoicesApi.list, params);
  if (result.ok) {
    const totals = ((result.meta?.totals as InvoiceListTotals[] | undefined) ?? []).filter(Boolean);
    yield put(actions.listLoaded(result.data, result.pagination ?? null, totals));
  } else {
    yield put(actions.listFailed(result.status === 0 ? result.body.message : 'Nie udało się wczytać listy faktur. Spróbuj ponownie.'));
  }
}

function* loadDetail({ id }: ReturnType<typeof actions.loadDetail>) {
  const result: ApiResult<InvoiceDto> = yield call(invoicesApi.get, id);
  if (result.ok) yield put(actions.detailLoaded(result.data));
  else yield put(actions.detailFailed(loadFailure(result.status)));
}

/** The edit or correction form's starting point: the invoice, and its latest correction (what a new one corrects). */
function* loadSource({ id }: ReturnType<typeof actions.loadSource>) {
  const result: ApiResult<InvoiceDto> = yield call(invoicesApi.get, id);
  if (!result.ok) {
    yield put(actions.sourceFailed(loadFailure(result.status)));
    return;
  }
  const latest = result.data.attributes.corrections.at(-1);
  if (!latest) {
    yield put(actions.sourceLoaded(result.data, result.data));
    return;
  }
  const base: ApiResult<InvoiceDto> = yield call(invoicesApi.get, latest.id);
  yield put(base.ok ? actions.sourceLoaded(result.data, base.data) : actions.sourceFailed(loadFailure(base.status)));
}

function* loadApartments() {
  const result: ApiResult<Array<{ id: string; name: string }>> = yield call(invoicesApi.apartments);
  if (result.ok) yield put(actions.apartmentsLoaded(result.data));
}

function* loadStays() {
  const result: ApiResult<ReservationDto[]> = yield call(invoicesApi.reservations);
  if (result.ok) {
    yield put(
      actions.staysLoaded(
        result.data.map((r) => ({ id: r.id, label: `${r.attributes.fullName || 'Gość'} · ${r.attributes.apartment?.name ?? ''} · ${formatDate(r.attributes.from)} – ${formatDate(r.attributes.to)}` })),
      ),
    );
  }
}

function* loadDraft({ reservationId }: ReturnType<typeof actions.loadDraft>) {
  const result: ApiResult<InvoiceDraft> = yield call(invoicesApi.draft, reservationId ? { reservationId } : {});
  if (result.ok) yield put(actions.draftLoaded(result.data));
  else yield put(actions.draftFailed(result.body.message || 'Nie udało się przygotować faktury.'));
}

const SAVED = { create: 'Faktura została wystawiona.', update: 'Faktura została zapisana.', correct: 'Faktura korygująca została wystawiona.' };

function* save({ mode, id, payload, done }: ReturnType<typeof actions.save>) {
  const { reason, ...invoice } = payload;
  const result: ApiResult<InvoiceDto> =
    mode === 'create'
      ? yield call(invoicesApi.create, invoice)
      : mode === 'update'
        ? yield call(invoicesApi.update, id!, invoice)
        : yield call(invoicesApi.correct, id!, { ...invoice, reason });
  if (!result.ok) {
    yield call(done, { ok: false, errors: submitErrorsFrom(result.body, 'Nie udało się zapisać faktury.') });
    return;
  }
  yield put(actions.detailLoaded(result.data));
  notify({ type: 'success', description: SAVED[mode] });
  // the reservations list shows the invoice flag: it changed with this issue
  if (result.data.attributes.reservationId) eventBus.emit('reservation:changed', { id: result.data.attributes.reservationId, action: 'updated' });
  yield call(done, { ok: true, invoice: result.data });
}

/** Runs one call on an invoice, puts its new state and tells the screen how it ended. */
function* act(request: () => Promise<ApiResult<InvoiceDto>>, success: string, failure: string, done?: (o: Parameters<ActionDone>[0]) => void) {
  const result: ApiResult<InvoiceDto> = yield call(request);
  if (!result.ok) {
    const message = result.body.errors ? Object.values(result.body.errors).flat()[0] : result.body.message;
    notify({ type: 'error', description: message || failure });
    if (done) yield call(done, { ok: false, message: message || failure });
    return;
  }
  yield put(actions.detailLoaded(result.data));
  notify({ type: 'success', description: success });
  if (done) yield call(done, { ok: true, invoice: result.data });
}

function* setStatus({ id, status, done }: ReturnType<typeof actions.setStatus>) {
  yield* act(() => invoicesApi.status(id, status), status === 'paid' ? 'Faktura została oznaczona jako opłacona.' : 'Faktura została oznaczona jako nieopłacona.', 'Nie udało się zmienić statusu.', done);
}

function* send({ id, email, done }: ReturnType<typeof actions.send>) {
  yield* act(() => invoicesApi.send(id, email), 'Faktura została wysłana e-mailem.', 'Nie udało się wysłać faktury.', done);
}

function* setKsefNumber({ id, ksefNumber, done }: ReturnType<typeof actions.setKsefNumber>) {
  yield* act(() => invoicesApi.ksefNumber(id, ksefNumber), 'Numer KSeF został zapisany.', 'Nie udało się zapisać numeru KSeF.', done);
}

function* remove({ id, done }: ReturnType<typeof actions.remove>) {
  const result: ApiResult<unknown> = yield call(invoicesApi.remove, id);
  if (!result.ok) {
    yield call(done, { ok: false, message: result.body.message || 'Nie udało się usunąć faktury.' });
    return;
  }
  notify({ type: 'success', description: 'Faktura została usunięta.' });
  yield call(done, { ok: true });
}

function* exportXml({ id, done }: ReturnType<typeof actions.exportXml>) {
  const result: ApiResult<string> = yield call(invoicesApi.exportXml, id);
  if (!result.ok) {
    yield call(done, { ok: false, message: result.body.message || 'Nie udało się wyeksportować faktury.' });
    return;
  }
  yield call(done, { ok: true, text: String(result.data) });
  yield put(actions.loadDetail(id));
}

export function* invoicesSaga() {
  yield all([
    takeLatest('invoices/loadList', loadList),
    takeLatest('invoices/loadDetail', loadDetail),
    takeLatest('invoices/loadDraft', loadDraft),
    takeLatest('invoices/loadSource', loadSource),
    takeLatest('invoices/loadApartments', loadApartments),
    takeLatest('invoices/loadStays', loadStays),
    takeEvery('invoices/save', save),
    takeEvery('invoices/setStatus', setStatus),
    takeEvery('invoices/send', send),
    takeEvery('invoices/remove', remove),
    takeEvery('invoices/exportXml', exportXml),
    takeEvery('invoices/setKsefNumber', setKsefNumber),
  ]);
}
