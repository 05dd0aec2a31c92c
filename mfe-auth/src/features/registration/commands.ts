import { api, createCommand, type MessageAnswer, type RegistrationPayload } from '@gospodarz/shared';

/** The same answer whether or not the address already has an account. */
export const register = createCommand('registration/register', (user: RegistrationPayload) => api.post<MessageAnswer>('/v1/registrations', { user }));
