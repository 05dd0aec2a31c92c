import { createRequestSlice } from '@gospodarz/shared';
import type { ApiErrorBody } from '@gospodarz/shared';
import type { ListingLaw, ListingLawPayload } from './api';

/** The listing's law as the last answer gave it. */
export const hostLaw = createRequestSlice<ListingLaw | null, string, 'hostLaw/view'>('hostLaw/view', null);

export type SaveOutcome = { ok: true } | { ok: false; body: ApiErrorBody };

export const hostLawActions = {
  save: (listingId: string, payload: ListingLawPayload, done: (outcome: SaveOutcome) => void) => ({ type: 'hostLaw/save' as const, listingId, payload, done }),
};

export const hostLawReducer = hostLaw.reducer;
export const selectHostLaw = (state: { hostLaw: ReturnType<typeof hostLawReducer> }) => state.hostLaw;
