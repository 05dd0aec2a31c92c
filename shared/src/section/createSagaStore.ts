import { applyMiddleware, legacy_createStore as createStore, type Reducer, type Store } from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { commandMiddleware, commandsSaga } from './command';

/**
 * An app's redux store with its saga middleware, the feature sagas running under one root saga. Every app (the
 * host and each section) makes its own store with this; stores are never shared between apps. The command middleware
 * makes a command's dispatch return the promise of its outcome (`createCommand`).
 */
export function createSagaStore<S>(reducer: Reducer<S>, sagas: Saga[]): Store<S> {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(reducer, applyMiddleware(commandMiddleware, sagaMiddleware));
  sagaMiddleware.run(function* rootSaga() {
    yield all([commandsSaga, ...sagas].map((saga) => call(saga)));
  });
  return store;
}
