import {
  requestDone,
  requestFailed,
  requestSent,
  type InvoiceDraft,
  type InvoiceDto,
  type InvoiceListTotals,
  type Pagination,
} from '@gospodarz/shared';

import { changesInvoice } from './commands';

export interface InvoicesState {
  list: {
    items: InvoiceDto[];
    pagination: Pagination | null;
    totals: InvoiceListTotals[];
    loading: boolean;
    error: string | null;
    params: Record<string, string> | null;
  };
  detail: { item: InvoiceDto | null; loading: boolean; error: string | null };
  draft: { item: InvoiceDraft | null; loading: boolean; error: string | null; key: string | null };
  /**
   * What the edit and correction forms start from, read afresh when the form opens: the invoice, and the state its
   * latest correction left (`base`, the invoice itself when never corrected). Apart from `detail` on purpose: the
   * invoice's later reloads (the save's own answer among them) must neither re-initialise the form under the host's
   * typing nor take it away in the middle of a submit.
   */
  source: { id: string | null; invoice: InvoiceDto | null; base: InvoiceDto | null; loading: boolean; error: string | null };
  apartments: Array<{ id: string; name: string }>;
  /** the reservations the form offers */
  stays: Array<{ id: string; label: string }>;
}

export const actions = {
  loadList: (params: Record<string, string>) => ({ type: 'invoices/loadList' as const, params }),
  listLoaded: (items: InvoiceDto[], pagination: Pagination | null, totals: InvoiceListTotals[]) => ({
    type: 'invoices/listLoaded' as const,
    items,
    pagination,
    totals,
  }),
  listFailed: (error: string) => ({ type: 'invoices/listFailed' as const, error }),
  loadDetail: (id: string) => ({ type: 'invoices/loadDetail' as const, id }),
  detailLoaded: (item: InvoiceDto) => ({ type: 'invoices/detailLoaded' as const, item }),
  detailFailed: (error: string) => ({ type: 'invoices/detailFailed' as const, error }),
  loadApartments: () => ({ type: 'invoices/loadApartments' as const }),
  apartmentsLoaded: (items: Array<{ id: string; name: string }>) => ({ type: 'invoices/apartmentsLoaded' as const, items }),
  loadStays: () => ({ type: 'invoices/loadStays' as const }),
  staysLoaded: (items: Array<{ id: string; label: string }>) => ({ type: 'invoices/staysLoaded' as const, items }),
  loadDraft: (reservationId: string | null) => ({ type: 'invoices/loadDraft' as const, reservationId }),
  draftLoaded: (item: InvoiceDraft) => ({ type: 'invoices/draftLoaded' as const, item }),
  draftFailed: (error: string) => ({ type: 'invoices/draftFailed' as const, error }),
  loadSource: (id: string) => ({ type: 'invoices/loadSource' as const, id }),
  sourceLoaded: (invoice: InvoiceDto, base: InvoiceDto) => ({ type: 'invoices/sourceLoaded' as const, invoice, base }),
  sourceFailed: (error: string) => ({ type: 'invoices/sourceFailed' as const, error }),
};

export type InvoicesAction = ReturnType<(typeof actions)[keyof typeof actions]>;

export const initialState: InvoicesState = {
  list: { items: [], pagination: null, totals: [], loading: false, error: null, params: null },
  detail: { item: null, loading: false, error: null },
  draft: { item: null, loading: false, error: null, key: null },
  source: { id: null, invoice: null, base: null, loading: false, error: null },
  apartments: [],
  stays: [],
};

export function invoicesReducer(state: InvoicesState = initialState, action: { type: string }): InvoicesState {
  // a save or an action on the invoice answers its new state
  const changed = changesInvoice.find((command) => command.isDone(action));
  if (changed?.isDone(action)) return { ...state, detail: requestDone(state.detail, { item: action.outcome.data }) };
  const a = action as InvoicesAction;
  switch (a.type) {
    case 'invoices/loadList':
      return { ...state, list: requestSent(state.list, { params: a.params }) };
    case 'invoices/listLoaded':
      return { ...state, list: requestDone(state.list, { items: a.items, pagination: a.pagination, totals: a.totals }) };
    case 'invoices/listFailed':
      return { ...state, list: requestFailed(state.list, a.error, { items: [], pagination: null, totals: [] }) };
    case 'invoices/loadDetail':
      return { ...state, detail: requestSent(state.detail, { item: state.detail.item?.id === a.id ? state.detail.item : null }) };
    case 'invoices/detailLoaded':
      return { ...state, detail: requestDone(state.detail, { item: a.item }) };
    case 'invoices/detailFailed':
      return { ...state, detail: requestFailed(state.detail, a.error, { item: null }) };
    case 'invoices/loadSource':
      return { ...state, source: requestSent(state.source, { id: a.id, invoice: null, base: null }) };
    case 'invoices/sourceLoaded':
      return { ...state, source: requestDone(state.source, { invoice: a.invoice, base: a.base }) };
    case 'invoices/sourceFailed':
      return { ...state, source: requestFailed(state.source, a.error) };
    case 'invoices/apartmentsLoaded':
      return { ...state, apartments: a.items };
    case 'invoices/staysLoaded':
      return { ...state, stays: a.items };
    case 'invoices/loadDraft':
      return { ...state, draft: requestSent(state.draft, { item: null, key: a.reservationId ?? '' }) };
    case 'invoices/draftLoaded':
      return { ...state, draft: requestDone(state.draft, { item: a.item }) };
    case 'invoices/draftFailed':
      return { ...state, draft: requestFailed(state.draft, a.error, { item: null }) };
    default:
      return state;
  }
}

export const selectInvoices = (state: { invoices: InvoicesState }) => state.invoices;
