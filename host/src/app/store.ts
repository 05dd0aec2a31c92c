import { combineReducers } from 'redux';
import { createSagaStore } from '@gospodarz/shared';
import { authReducer, authSaga } from '../features/auth';
import { notificationsReducer, notificationsSaga } from '../features/notifications';
import { subscriptionReducer, subscriptionSaga } from '../features/subscription';

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
