import {
  api,
  bearerFrom,
  createCommand,
  eventBus,
  tokenStore,
  type ApiResult,
  type ForgotPasswordPayload,
  type MessageAnswer,
  type ResetPasswordPayload,
  type SetPasswordPayload,
  type UserDto,
} from '@gospodarz/shared';

/** The same answer whether or not the address has an account. */
export const requestReset = createCommand('password/requestReset', (email: string) =>
  api.post<MessageAnswer>('/v1/password', { user: { email } } satisfies ForgotPasswordPayload),
);

/** A new password from the e-mailed link; the API's field names become the form's. */
export const resetPassword = createCommand('password/reset', async (payload: ResetPasswordPayload) => {
  const result = await api.patch<MessageAnswer>('/v1/password', payload);
  if (result.ok) return result;
  const names: Record<string, string> = { password_confirmation: 'passwordConfirmation', reset_password_token: 'token' };
  const errors = Object.fromEntries(Object.entries(result.body.errors ?? {}).map(([field, messages]) => [names[field] ?? field, messages]));
  return { ...result, body: { ...result.body, errors } };
});

/** An invitation's (or a reset link's) password; the answer signs the user in (token in the Authorization header). */
export const setPassword = createCommand(
  'password/set',
  async ({ token, ...payload }: SetPasswordPayload & { token: string }): Promise<ApiResult<{ user: UserDto; token: string }>> => {
    const result = await api.post<UserDto>(`/v1/users/${encodeURIComponent(token)}/set_password`, payload);
    if (!result.ok) return result;
    const session = bearerFrom(result.headers);
    return session ? { ...result, data: { user: result.data, token: session } } : { ok: false, status: result.status, body: { message: 'Coś poszło nie tak.' } };
  },
  {
    then({ user, token }) {
      tokenStore.save(token, user);
      eventBus.emit('auth:login', { user });
    },
  },
);
