import type { SubmissionErrors } from 'final-form';
import { combineReducers } from 'redux';
import {
  createRequestSlice,
  requestDone,
  requestFailed,
  requestSent,
  type Pagination,
  type PriceRangePayload,
  type RequestStatus,
} from '@gospodarz/shared';
import type { PriceListRow } from './model';

/** Apartments per request: one request per page of rows the grid shows, whatever the account's size. */
export const PER_PAGE = 25;

export interface WindowPage extends RequestStatus {
  items: PriceListRow[];
}

/**
 * The window on screen: its days (`key`: 'from|to'), the pages of apartments fetched for them, and how many
 * apartments there are in all (kept across windows, so that the grid keeps its height while a shifted window loads).
 */
export interface WindowState {
  key: string | null;
  /** by page from 0 (the API counts from 1) */
  pages: Record<number, WindowPage>;
  count: number | null;
}

/** An apartment the pricing dialog may apply to (bulk). */
export interface ApartmentChoice {
  id: string;
  name: string;
  accommodationName: string;
  smartPricing: boolean;
}

export const apartmentChoices = createRequestSlice<ApartmentChoice[], string, 'priceList/apartments'>('priceList/apartments', []);

/** Resolves the pricing dialog's submit: undefined when saved, else final-form's submit errors. */
export type SubmitResolve = (errors?: SubmissionErrors) => void;

export const actions = {
  loadPage: (from: string, to: string, page: number) => ({ type: 'priceList/loadPage' as const, key: `${from}|${to}`, from, to, page }),
  pageLoaded: (key: string, page: number, items: PriceListRow[], pagination: Pagination | null) => ({
    type: 'priceList/pageLoaded' as const,
    key,
    page,
    items,
    pagination,
  }),
  pageFailed: (key: string, page: number, error: string) => ({ type: 'priceList/pageFailed' as const, key, page, error }),
  /** writes a range, then reloads the pages on screen */
  save: (payload: PriceRangePayload, resolve: SubmitResolve) => ({ type: 'priceList/save' as const, payload, resolve }),
};

type WindowAction = ReturnType<(typeof actions)[keyof typeof actions]>;
const EMPTY_PAGE: WindowPage = { items: [], loading: false, error: null };
export const initialWindow: WindowState = { key: null, pages: {}, count: null };

export function windowReducer(state: WindowState = initialWindow, action: { type: string }): WindowState {
  const a = action as WindowAction;
  switch (a.type) {
    case 'priceList/loadPage': {
      const base = a.key === state.key ? state : { ...state, key: a.key, pages: {} };
      return { ...base, pages: { ...base.pages, [a.page]: requestSent(base.pages[a.page] ?? EMPTY_PAGE) } };
    }
    case 'priceList/pageLoaded':
      if (a.key !== state.key) return state;
      return {
        ...state,
        count: a.pagination?.count ?? state.count,
        pages: { ...state.pages, [a.page]: requestDone(state.pages[a.page] ?? EMPTY_PAGE, { items: a.items }) },
      };
    case 'priceList/pageFailed':
      if (a.key !== state.key) return state;
      return { ...state, pages: { ...state.pages, [a.page]: requestFailed(state.pages[a.page] ?? EMPTY_PAGE, a.error) } };
    default:
      return state;
  }
}

export const priceListReducer = combineReducers({ window: windowReducer, apartments: apartmentChoices.reducer });
export type PriceListState = ReturnType<typeof priceListReducer>;

export const selectPriceList = (state: { priceList: PriceListState }) => state.priceList;
