import { combineReducers } from 'redux';
import { createSagaStore, sectionReducer } from '@gospodarz/shared';
import { sessionReducer, sessionSaga } from '../features/session';
import { profileReducer, profileSaga } from '../features/profile/state';
import { notificationPreferencesReducer, notificationPreferencesSaga } from '../features/notification-preferences/state';
import { apiTokensReducer, apiTokensSaga } from '../features/api-tokens/state';

// The section's own store: features add their reducer and root saga here. Sections never share stores.
const rootReducer = combineReducers({
  section: sectionReducer,
  session: sessionReducer,
  profile: profileReducer,
  notificationPreferences: notificationPreferencesReducer,
  apiTokens: apiTokensReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createSectionStore() {
  return createSagaStore(rootReducer, [sessionSaga, profileSaga, notificationPreferencesSaga, apiTokensSaga]);
}
