import { api, type MessageAnswer, type RegistrationPayload } from '@gospodarz/shared';

export const registrationApi = {
  /** the same answer whether or not the address already has an account */
  register: (user: RegistrationPayload) => api.post<MessageAnswer>('/v1/registrations', { user }),
};
