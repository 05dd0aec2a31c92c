import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { notify, requestSaga, submitErrorsFrom, type ApiResult } from '@gospodarz/shared';
import type { WebhookDeliveryDto, WebhookDto } from '@gospodarz/shared/dto';
import { webhooksApi } from './api';
import { deliveries, webhookActions, webhooks } from './slice';

export const TEST_QUEUED = 'Testowe zdarzenie zostało zlecone do wysłania.';
export const RESEND_QUEUED = 'Dostawa zostanie wysłana ponownie.';

function failed(result: ApiResult<unknown>, fallback: string) {
  notify({ type: 'error', title: 'Błąd', description: (!result.ok && result.body.message) || fallback });
}

function* create({ input, resolve }: ReturnType<typeof webhookActions.create>) {
  const result: ApiResult<WebhookDto> = yield call(webhooksApi.create, input);
  if (!result.ok) {
    yield call(resolve, { errors: submitErrorsFrom(result.body, 'Nie udało się dodać webhooka.') });
    return;
  }
  yield call(resolve, { secret: String(result.meta?.secret ?? '') });
  yield put(webhooks.actions.load());
}

function* setActive({ id, active }: ReturnType<typeof webhookActions.setActive>) {
  const result: ApiResult<WebhookDto> = yield call(webhooksApi.update, id, { active });
  if (!result.ok) return failed(result, 'Nie udało się zapisać zmiany.');
  yield put(webhooks.actions.load());
}

function* remove({ id }: ReturnType<typeof webhookActions.remove>) {
  const result: ApiResult<unknown> = yield call(webhooksApi.remove, id);
  if (!result.ok) return failed(result, 'Nie udało się usunąć webhooka.');
  notify({ type: 'success', title: 'Sukces', description: 'Webhook został usunięty.' });
  yield put(webhooks.actions.load());
}

function* sendTest({ id }: ReturnType<typeof webhookActions.test>) {
  const result: ApiResult<WebhookDeliveryDto> = yield call(webhooksApi.test, id);
  if (!result.ok) return failed(result, 'Nie udało się zlecić testowego zdarzenia.');
  notify({ type: 'success', title: 'Sukces', description: TEST_QUEUED });
  yield put(deliveries.actions.load(id));
}

function* resend({ subscriptionId, deliveryId }: ReturnType<typeof webhookActions.resend>) {
  const result: ApiResult<WebhookDeliveryDto> = yield call(webhooksApi.resend, deliveryId);
  if (!result.ok) return failed(result, 'Nie udało się zlecić ponownej wysyłki.');
  notify({ type: 'success', title: 'Sukces', description: RESEND_QUEUED });
  yield put(deliveries.actions.load(subscriptionId));
}

export function* webhooksSaga() {
  yield all([
    takeLatest(webhooks.types.load, requestSaga(webhooks, webhooksApi.list)),
    takeLatest(deliveries.types.load, requestSaga(deliveries, webhooksApi.deliveries)),
    takeEvery('webhooks/create', create),
    takeEvery('webhooks/setActive', setActive),
    takeEvery('webhooks/remove', remove),
    takeEvery('webhooks/test', sendTest),
    takeEvery('webhooks/resend', resend),
  ]);
}
