import type { SubmissionErrors } from 'final-form';
import { createRequestSlice } from '@gospodarz/shared';
import type { ApiTokenDto, ApiTokenInput } from '@gospodarz/shared/dto';

/** The user's tokens (the owner's: the account's), as the server lists them. */
export const apiTokens = createRequestSlice<ApiTokenDto[], void, 'apiTokens/load'>('apiTokens/load', []);

export const apiTokenActions = {
  /** creates a token; `resolve` gets the form's errors, or the token itself (shown once) */
  create: (input: ApiTokenInput, resolve: (outcome: { errors?: SubmissionErrors; token?: string }) => void) => ({ type: 'apiTokens/create' as const, input, resolve }),
  revoke: (id: string) => ({ type: 'apiTokens/revoke' as const, id }),
};

export const apiTokensReducer = apiTokens.reducer;
export type ApiTokensState = ReturnType<typeof apiTokensReducer>;
export const selectApiTokens = (state: { apiTokens: ApiTokensState }) => state.apiTokens;
