import { combineReducers } from 'redux';
import { createSagaStore, sectionReducer } from '@gospodarz/shared';
import { sessionReducer, sessionSaga } from '../features/session';
import { profileReducer, profileSaga } from '../features/profile/state';
import { notificationPreferencesReducer, notificationPreferencesSaga } from '../features/notification-preferences/state';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  session: sessionReducer,
  profile: profileReducer,
  notificationPreferences: notificationPreferencesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  return createSagaStore(rootReducer, [sessionSaga, profileSaga, notificationPreferencesSaga]);
}
