import { call, put, takeLatest } from 'redux-saga/effects';
import { api, type SubscriptionDto } from '@gospodarz/shared';
import { subscriptionActions } from './slice';

function* loadSubscription() {
  const result: Awaited<ReturnType<typeof api.get<SubscriptionDto>>> = yield call(api.get<SubscriptionDto>, '/v1/me/subscription');
  if (result.ok) yield put(subscriptionActions.loaded(result.data));
}

export function* subscriptionSaga() {
  yield takeLatest('auth/signedIn', loadSubscription);
}
