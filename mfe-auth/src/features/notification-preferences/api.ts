import { api, type NotificationChannel, type NotificationKind, type NotificationPreferenceDto } from '@gospodarz/shared';

export type PreferenceChoice = { kind: NotificationKind; channel: NotificationChannel };

/** Calls of the notification preferences on the profile. */
export const preferencesApi = {
  load: () => api.get<NotificationPreferenceDto[]>('/v1/me/notification_preferences'),
  save: (preferences: PreferenceChoice[]) => api.put<NotificationPreferenceDto[]>('/v1/me/notification_preferences', { preferences }),
};
