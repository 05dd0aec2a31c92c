import { createRequestSlice } from '@gospodarz/shared';
import type { NotificationPreferenceDto } from '@gospodarz/shared';
import type { PreferenceChoice } from './api';

/** The user's channel per kind, as the server holds it (saving a change answers the whole list again). */
export const preferences = createRequestSlice<NotificationPreferenceDto[], void, 'notificationPreferences/load'>('notificationPreferences/load', []);

export const preferenceActions = {
  choose: (choice: PreferenceChoice) => ({ type: 'notificationPreferences/choose' as const, choice }),
};

export const notificationPreferencesReducer = preferences.reducer;
export type NotificationPreferencesState = ReturnType<typeof notificationPreferencesReducer>;
export const selectPreferences = (state: { notificationPreferences: NotificationPreferencesState }) => state.notificationPreferences;
