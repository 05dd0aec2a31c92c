import { api, type ChangePasswordPayload, type MessageAnswer } from '@gospodarz/shared';

export const changePasswordApi = {
  /** the user's other sessions are signed out; this one stays */
  change: (payload: ChangePasswordPayload) => api.patch<MessageAnswer>('/v1/me/password', payload),
};
