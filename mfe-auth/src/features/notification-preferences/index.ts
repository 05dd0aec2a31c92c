// The notification preferences on the profile: the component the profile page renders, and the store's pieces.
export { NotificationPreferences } from './components/NotificationPreferences';
export { PREFERENCES_SAVED } from './sagas';
