import { api } from '@gospodarz/shared';
import type { ApiTokenDto, ApiTokenInput } from '@gospodarz/shared/dto';

/** Calls of the personal access tokens on the profile (issue 42). */
export const apiTokensApi = {
  list: () => api.get<ApiTokenDto[]>('/v1/me/api_tokens'),
  create: (apiToken: ApiTokenInput) => api.post<ApiTokenDto>('/v1/me/api_tokens', { apiToken }),
  revoke: (id: string) => api.delete<ApiTokenDto>(`/v1/me/api_tokens/${id}`),
};
