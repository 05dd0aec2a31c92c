import { call, put, takeLatest } from 'redux-saga/effects';
import { api, type SubscriptionDto, type UserDto } from '@gospodarz/shared';
import { subscriptionActions } from './slice';

// The banner is the owner's (a co-host cannot extend the subscription): only the owner's shell loads it.
function* loadSubscription(action: { type: 'auth/signedIn'; user: UserDto }) {
  if (!action.user.attributes.owner) return;
  const result: Awaited<ReturnType<typeof api.get<SubscriptionDto>>> = yield call(api.get<SubscriptionDto>, '/v1/me/subscription');
  if (result.ok) yield put(subscriptionActions.loaded(result.data));
}

export function* subscriptionSaga() {
  yield takeLatest('auth/signedIn', loadSubscription);
}
