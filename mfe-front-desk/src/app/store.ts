import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { all } from 'redux-saga/effects';
import { sectionReducer } from '@gospodarz/shared';
import { reservationsReducer, reservationsSaga } from '../features/reservations';
import { clientsReducer, clientsSaga } from '../features/clients';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  reservations: reservationsReducer,
  clients: clientsReducer,
});

function* rootSaga() {
  yield all([reservationsSaga(), clientsSaga()]);
}

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(rootReducer, applyMiddleware(sagaMiddleware));
  sagaMiddleware.run(rootSaga);
  return store;
}
