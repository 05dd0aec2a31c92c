import { combineReducers } from 'redux';
import { createSagaStore, sectionReducer } from '@gospodarz/shared';
import { reservationsReducer, reservationsSaga } from '../features/reservations';
import { clientsReducer, clientsSaga } from '../features/clients';
import { desktopReducer, desktopSaga } from '../features/desktop';
import { priceListReducer, priceListSaga } from '../features/price-list';
import { rulesReducer, rulesSaga } from '../features/rules';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  reservations: reservationsReducer,
  clients: clientsReducer,
  desktop: desktopReducer,
  priceList: priceListReducer,
  rules: rulesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  return createSagaStore(rootReducer, [reservationsSaga, clientsSaga, desktopSaga, priceListSaga, rulesSaga]);
}
