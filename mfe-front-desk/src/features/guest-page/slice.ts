import { createRequestSlice } from '@gospodarz/shared';
import type { OnlineCheckInPayload } from '@gospodarz/shared';
import type { GuestReviewInput, GuestView } from './api';

/** The stay, its messages and its review, as the last answer gave them. */
export const guestView = createRequestSlice<GuestView | null, string, 'guest/view'>('guest/view', null);

export type PostOutcome = { ok: true } | { ok: false; message: string; body?: { message?: string; errors?: Record<string, string[]> } };

export const actions = {
  write: (token: string, body: string, done: (outcome: PostOutcome) => void) => ({ type: 'guest/write' as const, token, body, done }),
  review: (token: string, review: GuestReviewInput, done: (outcome: PostOutcome) => void) => ({ type: 'guest/review' as const, token, review, done }),
  checkIn: (token: string, payload: OnlineCheckInPayload, done: (outcome: PostOutcome) => void) => ({ type: 'guest/checkIn' as const, token, payload, done }),
};

export const guestReducer = guestView.reducer;
export type GuestState = { guest: ReturnType<typeof guestReducer> };
export const selectGuest = (state: GuestState) => state.guest;
