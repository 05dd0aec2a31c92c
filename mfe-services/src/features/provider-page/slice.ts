import { createRequestSlice } from '@gospodarz/shared';
import type { ProviderAction, ProviderPageData } from './api';

export const pageSlice = createRequestSlice<ProviderPageData | null, string, 'providerPage/page'>('providerPage/page', null);

export const commands = {
  accept: (token: string) => ({ type: 'providerPage/accept' as const, token }),
  act: (token: string, id: string, status: ProviderAction, reason: string | undefined, resolve: (error?: string) => void) => ({
    type: 'providerPage/act' as const,
    token,
    id,
    status,
    reason,
    resolve,
  }),
};

export const providerPageReducer = pageSlice.reducer;
export type ProviderPageState = ReturnType<typeof providerPageReducer>;
export const selectPage = (state: { page: ProviderPageState }) => state.page;
