import { combineReducers } from 'redux';
import { createSagaStore, sectionReducer } from '@gospodarz/shared';
import { coHostsReducer, coHostsSaga } from '../features/co-hosts';
import { providersReducer, providersSaga } from '../features/providers';
import { scheduleReducer, scheduleSaga } from '../features/task-schedule';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  coHosts: coHostsReducer,
  providers: providersReducer,
  schedule: scheduleReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  return createSagaStore(rootReducer, [coHostsSaga, providersSaga, scheduleSaga]);
}
