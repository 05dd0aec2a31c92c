import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { messageFor, notify, submitErrorsFrom, type ApiErrorBody, type ApiResult, type PriceListDto, type PriceListMeta } from '@gospodarz/shared';
import { daysBetween, daysFrom } from './dates';
import { toRows } from './model';
import { priceListApi } from './api';
import { actions, apartmentChoices, PER_PAGE, selectPriceList, type ApartmentChoice, type PriceListState } from './slice';


function* loadPage({ key, from, to, page }: ReturnType<typeof actions.loadPage>) {
  const result: ApiResult<PriceListDto[]> = yield call(priceListApi.window, { from, to, page: page + 1, perPage: PER_PAGE });
  if (result.ok) {
    const days = (result.meta as PriceListMeta | undefined)?.days ?? daysFrom(from, daysBetween(from, to) + 1);
    yield put(actions.pageLoaded(key, page, toRows(result.data, days), result.pagination ?? null));
  }
  else yield put(actions.pageFailed(key, page, messageFor(result, 'cennika')));
}

/** Every apartment the caller may price, for the dialog's bulk choice (one request: the API pages up to 1000). */
function* loadApartments({ params: day }: ReturnType<typeof apartmentChoices.actions.load>) {
  const result: ApiResult<PriceListDto[]> = yield call(priceListApi.window, { from: day, to: day, page: 1, perPage: 1000 });
  if (!result.ok) {
    yield put(apartmentChoices.actions.failed(result.body.message || 'Nie udało się wczytać listy apartamentów.'));
    return;
  }
  const choices: ApartmentChoice[] = result.data.map(({ attributes: a }) => ({
    id: a.apartmentId,
    name: a.name,
    accommodationName: a.accommodationName,
    smartPricing: a.smartPricing,
  }));
  yield put(apartmentChoices.actions.loaded(choices));
}

// The dialog's fields are named apart from the API's tiers ('1-2' is no name for a field): the server's field
// names are put on the dialog's before final-form reads them.
const FIELD_OF: Record<string, string> = {
  'prices.1-2': 'p12',
  '1-2': 'p12',
  'prices.3-4': 'p34',
  '3-4': 'p34',
  'prices.5+': 'p5',
  '5+': 'p5',
  apartmentId: 'apartmentIds',
};

export function dialogErrors(body: ApiErrorBody): ApiErrorBody {
  const errors = Object.fromEntries(Object.entries(body.errors ?? {}).map(([field, messages]) => [FIELD_OF[field] ?? field, messages]));
  return { ...body, errors };
}

function* save({ payload, resolve }: ReturnType<typeof actions.save>) {
  const result: ApiResult<{ days: number }> = yield call(priceListApi.write, payload);
  if (!result.ok) {
    yield call(resolve, submitErrorsFrom(dialogErrors(result.body), 'Nie udało się zapisać cen.'));
    return;
  }
  notify({ type: 'success', description: 'Ceny zostały zapisane.' });
  yield call(resolve, undefined);
  const { window }: PriceListState = yield select(selectPriceList);
  if (!window.key) return;
  const [from, to] = window.key.split('|');
  for (const page of Object.keys(window.pages)) yield put(actions.loadPage(from, to, Number(page)));
}

export function* priceListSaga() {
  yield all([
    takeEvery('priceList/loadPage', loadPage),
    takeLatest(apartmentChoices.types.load, loadApartments),
    takeEvery('priceList/save', save),
  ]);
}
