import { requestDone, requestFailed, requestSent, type ClientDto, type Pagination, type QuoteAttributes, type ReservationDto, type ReservationPayload } from '@gospodarz/shared';
import type { SubmissionErrors } from 'final-form';
import type { ApartmentChoice } from './api';

/** The reservations feature's state: the list as the URL asks for it, one reservation, apartment choices, a quote. */
export interface ReservationsState {
  list: {
    items: ReservationDto[];
    pagination: Pagination | null;
    loading: boolean;
    error: string | null;
    params: Record<string, string> | null;
    /** what every row of the filter adds up to (all pages) */
    totals: ListTotals | null;
    /** a filter the server refused (422): field → message, shown on the filter's field while the table stays */
    fieldErrors: Record<string, string>;
  };
  detail: { item: ReservationDto | null; loading: boolean; error: string | null };
  apartments: { items: ApartmentChoice[]; loading: boolean; loaded: boolean };
  /** the quote of the stay being booked; `taken`: its nights are held by another stay (the message to show) */
  quote: { value: QuoteAttributes | null; loading: boolean; error: string | null; taken: string | null; refused?: string | null };
  /** the booking form's search for an existing client: the clients found for `query` */
  clientSearch: { query: string; items: ClientDto[]; loading: boolean; error: string | null };
}

export type RowActionKind = 'paymentStatus' | 'noShow' | 'cancel' | 'relocate' | 'paymentRequest' | 'delete';
export interface ListTotals {
  nights: number;
  /** currency → the bills' totals */
  amounts: Record<string, number>;
  /** currency → what is left to pay on them */
  balances?: Record<string, number>;
}

/** Resolves a form's submit: undefined when saved, else final-form's submit errors. */
export type SubmitResolve = (errors: SubmissionErrors | undefined, saved?: ReservationDto) => void;
export interface QuoteRequest {
  apartmentId: string;
  from: string;
  to: string;
  adults: number;
  children: number;
  /** '4|12' */
  childrenAges?: string;
  /** a reservation being changed: its own nights are not taken */
  exceptReservationId?: string;
  /** the day it was booked (a reservation being changed or relocated keeps its booking day's discounts) */
  bookedOn?: string;
}

export const actions = {
  loadList: (params: Record<string, string>) => ({ type: 'reservations/loadList' as const, params }),
  reloadList: () => ({ type: 'reservations/reloadList' as const }),
  listLoaded: (items: ReservationDto[], pagination: Pagination | null, totals: ListTotals | null = null) => ({
    type: 'reservations/listLoaded' as const,
    items,
    pagination,
    totals,
  }),
  listFailed: (error: string) => ({ type: 'reservations/listFailed' as const, error }),
  listRefused: (fieldErrors: Record<string, string>) => ({ type: 'reservations/listRefused' as const, fieldErrors }),
  loadDetail: (id: string) => ({ type: 'reservations/loadDetail' as const, id }),
  detailLoaded: (item: ReservationDto) => ({ type: 'reservations/detailLoaded' as const, item }),
  detailFailed: (error: string) => ({ type: 'reservations/detailFailed' as const, error }),
  loadApartments: () => ({ type: 'reservations/loadApartments' as const }),
  apartmentsLoaded: (items: ApartmentChoice[]) => ({ type: 'reservations/apartmentsLoaded' as const, items }),
  requestQuote: (request: QuoteRequest | null) => ({ type: 'reservations/requestQuote' as const, request }),
  /** `refused`: the rules refuse these dates (a stay too short or too long, booked too early): the engine's message */
  quoteLoaded: (value: QuoteAttributes | null, error: string | null = null, taken: string | null = null, refused: string | null = null) => ({
    type: 'reservations/quoteLoaded' as const,
    value,
    error,
    taken,
    refused,
  }),
  /** looks for clients by name, e-mail or phone (after a short pause; fewer than 2 characters clears the list) */
  searchClients: (query: string) => ({ type: 'reservations/searchClients' as const, query }),
  clientsFound: (query: string, items: ClientDto[], error: string | null = null) => ({ type: 'reservations/clientsFound' as const, query, items, error }),
  /** creates (no id) or updates a reservation; `resolve` gets the form's submit errors */
  save: (id: string | null, payload: ReservationPayload, resolve: SubmitResolve) => ({ type: 'reservations/save' as const, id, payload, resolve }),
  /** a row action; `done` is told whether it worked and, if not, the server's message */
  rowAction: (kind: RowActionKind, id: string, value?: string, done?: (ok: boolean, message?: string) => void) => ({
    type: 'reservations/rowAction' as const,
    kind,
    id,
    value,
    done,
  }),
};

export type ReservationsAction = ReturnType<(typeof actions)[keyof typeof actions]>;

// one object for 'no refused field', so that the filter panel (memoised) is not drawn again by every answer
const NO_FIELD_ERRORS: Record<string, string> = {};

const initialState: ReservationsState = {
  list: { items: [], pagination: null, loading: false, error: null, params: null, totals: null, fieldErrors: NO_FIELD_ERRORS },
  detail: { item: null, loading: false, error: null },
  apartments: { items: [], loading: false, loaded: false },
  quote: { value: null, loading: false, error: null, taken: null },
  clientSearch: { query: '', items: [], loading: false, error: null },
};

export function reservationsReducer(state: ReservationsState = initialState, action: { type: string }): ReservationsState {
  const a = action as ReservationsAction;
  switch (a.type) {
    case 'reservations/loadList':
      return { ...state, list: requestSent(state.list, { params: a.params }) };
    case 'reservations/reloadList':
      return state.list.params ? { ...state, list: requestSent(state.list) } : state;
    case 'reservations/listLoaded':
      return { ...state, list: requestDone(state.list, { items: a.items, pagination: a.pagination, totals: a.totals, fieldErrors: NO_FIELD_ERRORS }) };
    case 'reservations/listFailed':
      return { ...state, list: requestFailed(state.list, a.error, { items: [], pagination: null, totals: null, fieldErrors: NO_FIELD_ERRORS }) };
    case 'reservations/listRefused':
      // the rows of the last good filter stay; the refused field is marked in the panel
      return { ...state, list: { ...state.list, loading: false, error: null, params: state.list.params, fieldErrors: a.fieldErrors } };
    case 'reservations/loadDetail':
      return { ...state, detail: requestSent(state.detail, { item: state.detail.item?.id === a.id ? state.detail.item : null }) };
    case 'reservations/detailLoaded':
      return { ...state, detail: requestDone(state.detail, { item: a.item }) };
    case 'reservations/detailFailed':
      return { ...state, detail: requestFailed(state.detail, a.error, { item: null }) };
    case 'reservations/loadApartments':
      return { ...state, apartments: { ...state.apartments, loading: true } };
    case 'reservations/apartmentsLoaded':
      return { ...state, apartments: { items: a.items, loading: false, loaded: true } };
    case 'reservations/requestQuote':
      return { ...state, quote: a.request ? { ...requestSent(state.quote), taken: null } : initialState.quote };
    case 'reservations/quoteLoaded':
      return { ...state, quote: { value: a.value, loading: false, error: a.error, taken: a.taken, refused: a.refused } };
    case 'reservations/searchClients':
      return { ...state, clientSearch: { query: a.query, items: state.clientSearch.items, loading: a.query.trim().length >= 2, error: null } };
    case 'reservations/clientsFound':
      // an answer for an older text is late: the newer search is under way
      return a.query === state.clientSearch.query ? { ...state, clientSearch: { query: a.query, items: a.items, loading: false, error: a.error } } : state;
    default:
      return state;
  }
}

export const selectReservations = (state: { reservations: ReservationsState }) => state.reservations;
