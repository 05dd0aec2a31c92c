// The store's pieces, apart from the screen (index.ts) so that the store does not pull the profile's screens in.
export { notificationPreferencesReducer } from './slice';
export { notificationPreferencesSaga } from './sagas';
