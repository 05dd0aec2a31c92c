import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { formatDate, messageFor, type ApiFailure, type SettledAction, type ReservationDto, type ApiResult, type InvoiceDraft, type InvoiceDto, type InvoiceListTotals } from '@gospodarz/shared';
import { invoicesApi } from './api';
import { exportInvoiceXml } from './commands';
import { actions } from './slice';

const loadFailure = (failure: ApiFailure) => messageFor(failure, 'tej faktury');

function* loadList({ params }: ReturnType<typeof actions.loadList>) {
  const result: ApiResult<InvoiceDto[]> = yield call(invoicesApi.list, params);
  if (result.ok) {
    const totals = ((result.meta?.totals as InvoiceListTotals[] | undefined) ?? []).filter(Boolean);
    yield put(actions.listLoaded(result.data, result.pagination ?? null, totals));
  } else {
    yield put(actions.listFailed(messageFor(result, 'listy faktur')));
  }
}

function* loadDetail({ id }: ReturnType<typeof actions.loadDetail>) {
  const result: ApiResult<InvoiceDto> = yield call(invoicesApi.get, id);
  if (result.ok) yield put(actions.detailLoaded(result.data));
  else yield put(actions.detailFailed(loadFailure(result)));
}

/** The edit or correction form's starting point: the invoice, and its latest correction (what a new one corrects). */
function* loadSource({ id }: ReturnType<typeof actions.loadSource>) {
  const result: ApiResult<InvoiceDto> = yield call(invoicesApi.get, id);
  if (!result.ok) {
    yield put(actions.sourceFailed(loadFailure(result)));
    return;
  }
  const latest = result.data.attributes.corrections.at(-1);
  if (!latest) {
    yield put(actions.sourceLoaded(result.data, result.data));
    return;
  }
  const base: ApiResult<InvoiceDto> = yield call(invoicesApi.get, latest.id);
  yield put(base.ok ? actions.sourceLoaded(result.data, base.data) : actions.sourceFailed(loadFailure(base)));
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

/** An export changes the invoice's KSeF state: the detail is read again. */
function* exported({ payload: id }: SettledAction<string, string>) {
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
    takeEvery(exportInvoiceXml.types.done, exported),
  ]);
}
