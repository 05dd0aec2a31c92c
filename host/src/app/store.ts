import { combineReducers } from 'redux';
import { createSagaStore } from '@gospodarz/shared';
import { authReducer } from '../features/auth/slice';
import { authSaga } from '../features/auth/sagas';
import { notificationsReducer } from '../features/notifications/slice';
import { notificationsSaga } from '../features/notifications/sagas';
import { subscriptionReducer } from '../features/subscription/slice';
import { subscriptionSaga } from '../features/subscription/sagas';

const rootReducer = combineReducers({
  auth: authReducer,
  notifications: notificationsReducer,
  subscription: subscriptionReducer,
});

export type HostState = ReturnType<typeof rootReducer>;

/** The host's store: auth state, the bell and the subscription; sections keep stores of their own. */
export function createHostStore() {
  return createSagaStore(rootReducer, [authSaga, notificationsSaga, subscriptionSaga]);
}
