import { combineReducers } from 'redux';
import type { SubmissionErrors } from 'final-form';
import { createRequestSlice, type ServiceKind, type ServiceProviderPayload, type SharingPayload } from '@gospodarz/shared';
import type { ApartmentChoice, CooperationRequest, ProviderPage, ProviderQuery } from './api';

export const listSlice = createRequestSlice<ProviderPage, ProviderQuery, 'providers/list'>('providers/list', { items: [], pagination: null });
export const citiesSlice = createRequestSlice<string[], ServiceKind, 'providers/cities'>('providers/cities', []);
export const apartmentsSlice = createRequestSlice<ApartmentChoice[], void, 'providers/apartments'>('providers/apartments', []);

/** What a form hears back: nothing when it went through, else the errors to show. */
export type Resolve = (errors?: SubmissionErrors) => void;

export const commands = {
  create: (provider: ServiceProviderPayload, logo: File | null, resolve: Resolve) => ({ type: 'providers/create' as const, provider, logo, resolve }),
  requestCooperation: (request: CooperationRequest, resolve: Resolve) => ({ type: 'providers/requestCooperation' as const, request, resolve }),
  share: (id: string, sharing: SharingPayload, resolve: Resolve) => ({ type: 'providers/share' as const, id, sharing, resolve }),
  end: (id: string, resolve: (ok: boolean) => void) => ({ type: 'providers/end' as const, id, resolve }),
  accept: (id: string) => ({ type: 'providers/accept' as const, id }),
  renewLink: (id: string) => ({ type: 'providers/renewLink' as const, id }),
};

/** The query the list was last loaded with, so that a write reloads the page the user sees. */
function listQuery(state: ProviderQuery | null = null, action: { type: string; params?: ProviderQuery }): ProviderQuery | null {
  return action.type === listSlice.types.load && action.params ? action.params : state;
}

export const providersReducer = combineReducers({
  list: listSlice.reducer,
  listQuery,
  cities: citiesSlice.reducer,
  apartments: apartmentsSlice.reducer,
});

export type ProvidersState = ReturnType<typeof providersReducer>;

export const selectProviders = (state: { providers: ProvidersState }) => state.providers;
