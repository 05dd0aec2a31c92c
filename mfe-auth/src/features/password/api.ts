import {
  api,
  type ForgotPasswordPayload,
  type MessageAnswer,
  type ResetPasswordPayload,
  type SetPasswordPayload,
  type UserDto,
} from '@gospodarz/shared';

export const passwordApi = {
  /** the same answer whether or not the address has an account */
  requestReset: (email: string) => api.post<MessageAnswer>('/v1/password', { user: { email } } satisfies ForgotPasswordPayload),
  reset: (payload: ResetPasswordPayload) => api.patch<MessageAnswer>('/v1/password', payload),
  /** an invitation or reset link; the answer signs the user in (token in the Authorization header) */
  setPassword: (token: string, payload: SetPasswordPayload) =>
    api.post<UserDto>(`/v1/users/${encodeURIComponent(token)}/set_password`, payload),
};
