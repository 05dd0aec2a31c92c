import { combineReducers } from 'redux';
import { createSagaStore, sectionReducer } from '@gospodarz/shared';
import { reportsReducer, reportsSaga } from '../features/reports';
import { legalReducer, legalSaga } from '../features/legal';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  reports: reportsReducer,
  legal: legalReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  return createSagaStore(rootReducer, [reportsSaga, legalSaga]);
}
