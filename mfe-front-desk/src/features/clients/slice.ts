import { requestDone, requestFailed, requestSent, type ClientDto, type Pagination, type ReservationDto } from '@gospodarz/shared';
import type { SubmissionErrors } from 'final-form';

export interface ClientsState {
  list: { items: ClientDto[]; pagination: Pagination | null; loading: boolean; error: string | null; params: Record<string, string> | null };
  detail: { item: ClientDto | null; loading: boolean; error: string | null };
  history: { items: ReservationDto[]; pagination: Pagination | null; loading: boolean };
  /** clients who look like the client shown (`clientId`), offered for merging */
  duplicates: { clientId: string | null; items: ClientDto[]; loading: boolean };
}

export const actions = {
  loadList: (params: Record<string, string>) => ({ type: 'clients/loadList' as const, params }),
  listLoaded: (items: ClientDto[], pagination: Pagination | null) => ({ type: 'clients/listLoaded' as const, items, pagination }),
  listFailed: (error: string) => ({ type: 'clients/listFailed' as const, error }),
  loadDetail: (id: string) => ({ type: 'clients/loadDetail' as const, id }),
  detailLoaded: (item: ClientDto) => ({ type: 'clients/detailLoaded' as const, item }),
  detailFailed: (error: string) => ({ type: 'clients/detailFailed' as const, error }),
  loadHistory: (clientId: string, page: number) => ({ type: 'clients/loadHistory' as const, clientId, page }),
  historyLoaded: (items: ReservationDto[], pagination: Pagination | null) => ({ type: 'clients/historyLoaded' as const, items, pagination }),
  loadDuplicates: (clientId: string) => ({ type: 'clients/loadDuplicates' as const, clientId }),
  duplicatesLoaded: (clientId: string, items: ClientDto[]) => ({ type: 'clients/duplicatesLoaded' as const, clientId, items }),
  /** merges `mergedId` into `keepId`; `done` is told whether it worked */
  merge: (keepId: string, merged: ClientDto, done: (ok: boolean) => void) => ({ type: 'clients/merge' as const, keepId, merged, done }),
  save: (id: string, values: { fullName: string; email: string; phoneNumber: string; address: string }, resolve: (errors?: SubmissionErrors) => void) => ({
    type: 'clients/save' as const,
    id,
    values,
    resolve,
  }),
};

export type ClientsAction = ReturnType<(typeof actions)[keyof typeof actions]>;

export const initialState: ClientsState = {
  list: { items: [], pagination: null, loading: false, error: null, params: null },
  detail: { item: null, loading: false, error: null },
  history: { items: [], pagination: null, loading: false },
  duplicates: { clientId: null, items: [], loading: false },
};

export function clientsReducer(state: ClientsState = initialState, action: { type: string }): ClientsState {
  const a = action as ClientsAction;
  switch (a.type) {
    case 'clients/loadList':
      return { ...state, list: requestSent(state.list, { params: a.params }) };
    case 'clients/listLoaded':
      return { ...state, list: requestDone(state.list, { items: a.items, pagination: a.pagination }) };
    case 'clients/listFailed':
      return { ...state, list: requestFailed(state.list, a.error, { items: [], pagination: null }) };
    case 'clients/loadDetail':
      return { ...state, detail: requestSent(state.detail, { item: state.detail.item?.id === a.id ? state.detail.item : null }) };
    case 'clients/detailLoaded':
      return { ...state, detail: requestDone(state.detail, { item: a.item }) };
    case 'clients/detailFailed':
      return { ...state, detail: requestFailed(state.detail, a.error, { item: null }) };
    case 'clients/loadHistory':
      return { ...state, history: { ...state.history, loading: true } };
    case 'clients/historyLoaded':
      return { ...state, history: { items: a.items, pagination: a.pagination, loading: false } };
    case 'clients/loadDuplicates':
      return { ...state, duplicates: { clientId: a.clientId, items: state.duplicates.clientId === a.clientId ? state.duplicates.items : [], loading: true } };
    case 'clients/duplicatesLoaded':
      return a.clientId === state.duplicates.clientId ? { ...state, duplicates: { clientId: a.clientId, items: a.items, loading: false } } : state;
    default:
      return state;
  }
}

export const selectClients = (state: { clients: ClientsState }) => state.clients;
