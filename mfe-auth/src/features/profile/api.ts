import { api, type ProfilePayload, type SubscriptionDto, type UserDto } from '@gospodarz/shared';

export const profileApi = {
  me: () => api.get<UserDto>('/v1/me'),
  save: (user: ProfilePayload['user']) => api.patch<UserDto>('/v1/me', { user } satisfies ProfilePayload),
  subscription: () => api.get<SubscriptionDto>('/v1/me/subscription'),
};
