import { combineReducers } from 'redux';
import { createRequestSlice, requestDone, requestFailed, requestSent, type Pagination, type RequestStatus, type ReviewDto } from '@gospodarz/shared';
import type { ApartmentChoice, NewReview, ReviewQuery } from './api';

export const apartmentChoices = createRequestSlice<ApartmentChoice[], void, 'comments/apartments'>('comments/apartments', []);

export type ActionOutcome = { ok: true } | { ok: false; message: string; errors?: Record<string, string[]> };

export const actions = {
  load: (query: ReviewQuery) => ({ type: 'comments/load' as const, query }),
  loaded: (items: ReviewDto[], summary: Summary, pagination: Pagination | null) => ({ type: 'comments/loaded' as const, items, summary, pagination }),
  failed: (error: string) => ({ type: 'comments/failed' as const, error }),
  /** one review changed (reply, block, unblock): replaced in place, the averages reloaded */
  reply: (id: string, text: string, done: (outcome: ActionOutcome) => void) => ({ type: 'comments/reply' as const, id, text, done }),
  block: (id: string, reason: string, done: (outcome: ActionOutcome) => void) => ({ type: 'comments/block' as const, id, reason, done }),
  unblock: (id: string) => ({ type: 'comments/unblock' as const, id }),
  add: (review: NewReview, done: (outcome: ActionOutcome) => void) => ({ type: 'comments/add' as const, review, done }),
};

export interface Summary {
  average: number | null;
  count: number;
}

export interface ListState extends RequestStatus {
  items: ReviewDto[];
  summary: Summary;
  pagination: Pagination | null;
  query: ReviewQuery;
}

type Action = { type: string } & Partial<{ query: ReviewQuery; items: ReviewDto[]; summary: Summary; pagination: Pagination | null; error: string }>;

const initial: ListState = { items: [], summary: { average: null, count: 0 }, pagination: null, query: { apartmentId: '', unanswered: false, page: 1 }, loading: false, error: null };

function list(state: ListState = initial, action: Action): ListState {
  switch (action.type) {
    case 'comments/load':
      return requestSent(state, { query: action.query! });
    case 'comments/loaded':
      return requestDone(state, { items: action.items!, summary: action.summary!, pagination: action.pagination ?? null });
    case 'comments/failed':
      return requestFailed(state, action.error!);
    default:
      return state;
  }
}

export const commentsReducer = combineReducers({ list, apartments: apartmentChoices.reducer });
export type CommentsState = ReturnType<typeof commentsReducer>;
export const selectComments = (state: { comments: CommentsState }) => state.comments;
