import { api, type LoginPayload, type UserDto } from '@gospodarz/shared';

export const sessionApi = {
  login: (email: string, password: string) => api.post<UserDto>('/v1/login', { user: { email, password } } satisfies LoginPayload),
  deleteAccount: () => api.delete('/v1/me'),
};
