import { combineReducers } from 'redux';
import type { SubmissionErrors } from 'final-form';
import { createRequestSlice, type CoHostDto, type CoHostPayload } from '@gospodarz/shared';
import type { ApartmentChoice, CoHostPage } from './api';

export const listSlice = createRequestSlice<CoHostPage, number, 'coHosts/list'>('coHosts/list', { items: [], pagination: null });
export const detailSlice = createRequestSlice<CoHostDto | null, string, 'coHosts/detail'>('coHosts/detail', null);
export const apartmentsSlice = createRequestSlice<ApartmentChoice[], void, 'coHosts/apartments'>('coHosts/apartments', []);

/** What a form (create, edit, share) hears back: nothing when it went through, else the errors to show. */
export type Resolve = (errors?: SubmissionErrors) => void;

// Writes: each answers through `resolve`, so that the form or the dialog that sent it knows when to close.
export const commands = {
  /** create (id null) or edit a co-host */
  save: (id: string | null, user: CoHostPayload, resolve: Resolve) => ({ type: 'coHosts/save' as const, id, user, resolve }),
  share: (id: string, apartmentsIds: string[], resolve: Resolve) => ({ type: 'coHosts/share' as const, id, apartmentsIds, resolve }),
  remove: (id: string, resolve: (ok: boolean) => void) => ({ type: 'coHosts/remove' as const, id, resolve }),
  resendInvitation: (id: string) => ({ type: 'coHosts/resendInvitation' as const, id }),
};

export const coHostsReducer = combineReducers({
  list: listSlice.reducer,
  detail: detailSlice.reducer,
  apartments: apartmentsSlice.reducer,
});

export type CoHostsState = ReturnType<typeof coHostsReducer>;

export const selectCoHosts = (state: { coHosts: CoHostsState }) => state.coHosts;
