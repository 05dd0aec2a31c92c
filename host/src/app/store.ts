import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { all } from 'redux-saga/effects';
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

function* rootSaga() {
  yield all([authSaga(), notificationsSaga(), subscriptionSaga()]);
}

/** The host's store: auth state, the bell and the subscription; sections keep stores of their own. */
export function createHostStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(rootReducer, applyMiddleware(sagaMiddleware));
  sagaMiddleware.run(rootSaga);
  return store;
}
