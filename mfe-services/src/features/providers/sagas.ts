import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, submitErrorsFrom, type ApiResult, type CooperationDto, type ServiceProviderDto } from '@gospodarz/shared';
import { providersApi } from './api';
import { apartmentsSlice, citiesSlice, commands, listSlice, selectProviders, type ProvidersState } from './slice';

// The spec's toasts, titled 'Sukces' / 'Błąd' by the toaster.
export const TOASTS = {
  created: 'Udało stworzyć się usługodawcę.',
  notCreated: 'Nie udało stworzyć się usługodawcy.',
  logoFailed: 'Usługodawca został zapisany, ale nie udało się przesłać logo.',
  requested: 'udało wysłać się zapytanie o współpracę',
  notRequested: 'Nie udało wysłać się zapytanie o współpracę',
  shared: 'Udało udostępnić się apartament',
  notShared: 'Nie udało udostępnić się apartamentu',
  ended: 'Udało rozwiązać się współpracę',
  notEnded: 'Nie udało się rozwiązać współpracy',
  accepted: 'Współpraca oznaczona jako zaakceptowana.',
  linkSent: 'Nowy link został wysłany usługodawcy.',
  failed: 'Coś poszło nie tak.',
} as const;

function* reloadList() {
  const { listQuery }: ProvidersState = yield select(selectProviders);
  if (listQuery) yield put(listSlice.actions.load(listQuery));
}

function* create({ provider, logo, resolve }: ReturnType<typeof commands.create>) {
  const result: ApiResult<ServiceProviderDto> = yield call(providersApi.create, provider);
  if (!result.ok) {
    yield call(notify, { type: 'error', description: TOASTS.notCreated });
    yield call(resolve, submitErrorsFrom(result.body, TOASTS.notCreated));
    return;
  }
  if (logo) {
    const uploaded: ApiResult<ServiceProviderDto> = yield call(providersApi.uploadLogo, result.data.id, logo);
    if (!uploaded.ok) yield call(notify, { type: 'warning', description: TOASTS.logoFailed });
  }
  yield call(notify, { type: 'success', description: TOASTS.created });
  yield call(resolve, undefined);
}

function* requestCooperation({ request, resolve }: ReturnType<typeof commands.requestCooperation>) {
  const result: ApiResult<CooperationDto> = yield call(providersApi.requestCooperation, request);
  if (!result.ok) {
    yield call(notify, { type: 'error', description: TOASTS.notRequested });
    yield call(resolve, submitErrorsFrom(result.body, TOASTS.notRequested));
    return;
  }
  yield call(notify, { type: 'success', description: TOASTS.requested });
  yield call(resolve, undefined);
  yield call(reloadList);
}

/** Server field errors on the share form; the cooperation's own is prefixed 'Współpraca', as the spec says. */
export function shareErrors(body: Parameters<typeof submitErrorsFrom>[0]) {
  const errors = { ...(body?.errors ?? {}) };
  if (errors.cooperation) errors.cooperation = (Array.isArray(errors.cooperation) ? errors.cooperation : [errors.cooperation]).map((m) => `Współpraca: ${m}`);
  return submitErrorsFrom({ ...body, errors }, TOASTS.notShared);
}

function* share({ id, sharing, resolve }: ReturnType<typeof commands.share>) {
  const result: ApiResult<CooperationDto> = yield call(providersApi.share, id, sharing);
  if (!result.ok) {
    yield call(notify, { type: 'error', description: TOASTS.notShared });
    yield call(resolve, shareErrors(result.body));
    return;
  }
  yield call(notify, { type: 'success', description: TOASTS.shared });
  yield call(resolve, undefined);
  yield call(reloadList);
}

function* end({ id, resolve }: ReturnType<typeof commands.end>) {
  const result: ApiResult<unknown> = yield call(providersApi.end, id);
  yield call(notify, result.ok ? { type: 'success', description: TOASTS.ended } : { type: 'error', description: TOASTS.notEnded });
  yield call(resolve, result.ok);
  if (result.ok) yield call(reloadList);
}

function* accept({ id }: ReturnType<typeof commands.accept>) {
  const result: ApiResult<CooperationDto> = yield call(providersApi.accept, id);
  yield call(notify, result.ok ? { type: 'success', description: TOASTS.accepted } : { type: 'error', description: result.body.message || TOASTS.failed });
  if (result.ok) yield call(reloadList);
}

function* renewLink({ id }: ReturnType<typeof commands.renewLink>) {
  const result: ApiResult<{ url: string }> = yield call(providersApi.renewLink, id);
  yield call(notify, result.ok ? { type: 'success', description: TOASTS.linkSent } : { type: 'error', description: result.body.message || TOASTS.failed });
}

function* toastFailure({ error }: ReturnType<typeof listSlice.actions.failed>) {
  yield call(notify, { type: 'error', description: error });
}

export function* providersSaga() {
  yield all([
    takeLatest(listSlice.types.load, requestSaga(listSlice, providersApi.list, () => TOASTS.failed)),
    takeEvery(listSlice.types.failed, toastFailure),
    takeLatest(citiesSlice.types.load, requestSaga(citiesSlice, providersApi.cities, () => TOASTS.failed)),
    takeLatest(apartmentsSlice.types.load, requestSaga(apartmentsSlice, providersApi.apartments, () => 'Nie udało się wczytać listy apartamentów.')),
    takeEvery('providers/create', create),
    takeEvery('providers/requestCooperation', requestCooperation),
    takeEvery('providers/share', share),
    takeEvery('providers/end', end),
    takeEvery('providers/accept', accept),
    takeEvery('providers/renewLink', renewLink),
  ]);
}
