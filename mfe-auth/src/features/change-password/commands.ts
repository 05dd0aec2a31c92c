import { api, createCommand, type ChangePasswordPayload, type MessageAnswer } from '@gospodarz/shared';

export const PASSWORD_CHANGED = 'Hasło zostało zmienione.';

/** The user's other sessions are signed out; this one stays. */
export const changePassword = createCommand(
  'changePassword/change',
  (payload: ChangePasswordPayload) => api.patch<MessageAnswer>('/v1/me/password', payload),
  { notice: PASSWORD_CHANGED },
);
