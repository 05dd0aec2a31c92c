import type { SubmissionErrors } from 'final-form';
import { combineReducers } from 'redux';
import {
  createRequestSlice,
  requestDone,
  requestFailed,
  requestSent,
  type AvailableApartmentDto,
  type BlockPayload,
  type CalendarWindowAttributes,
  type CooperationOrderDto,
  type MoveQuoteAttributes,
  type Resource,
  type OrderStatus,
  type RequestStatus,
} from '@gospodarz/shared';
import type { ChannelStayCompletion, MoveQuoteParams, StayMove, WindowParams } from './api';

/** How many windows are kept: the one on screen and those prefetched around it. */
const KEPT = 6;

export interface WindowEntry extends RequestStatus {
  data: CalendarWindowAttributes | null;
}

/** The windows fetched, by `windowKey`; `order` from the oldest, so that the oldest beyond KEPT are dropped. */
export interface CalendarState {
  windows: Record<string, WindowEntry>;
  order: string[];
}

export const windowKey = (p: WindowParams) => [p.from, p.days, p.apartmentIds ?? '', p.statuses ?? ''].join('|');

export const actions = {
  /** fetches a window unless kept (`force`: again, e.g. after a change) */
  load: (params: WindowParams, force = false) => ({ type: 'calendar/load' as const, key: windowKey(params), params, force }),
  loaded: (key: string, data: CalendarWindowAttributes) => ({ type: 'calendar/loaded' as const, key, data }),
  failed: (key: string, error: string) => ({ type: 'calendar/failed' as const, key, error }),
  /** forgets every window but `keep` (which is fetched again): something changed */
  refresh: (keep: WindowParams) => ({ type: 'calendar/refresh' as const, key: windowKey(keep), params: keep }),
  /** creates blocks (`id` null) or changes one; resolves undefined when saved, else final-form's submit errors */
  saveBlock: (id: string | null, payload: BlockPayload & { apartmentId?: string }, resolve: SubmitResolve) =>
    ({ type: 'calendar/saveBlock' as const, id, payload, resolve }),
  removeBlock: (id: string, resolve: (ok: boolean) => void) => ({ type: 'calendar/removeBlock' as const, id, resolve }),
  /** moves a stay; resolves with the server's refusal, or null when moved */
  moveStay: (id: string, move: StayMove, resolve: (refusal: string | null) => void) =>
    ({ type: 'calendar/moveStay' as const, id, move, resolve }),
  /** 'Uzupełnij rezerwację' of a channel's stay; resolves undefined when saved, else final-form's submit errors */
  completeChannelStay: (id: string, completion: ChannelStayCompletion, resolve: SubmitResolve) =>
    ({ type: 'calendar/completeChannelStay' as const, id, completion, resolve }),
  /** changes a service order's time and status; resolves true when saved */
  saveTask: (id: string, attributes: { status: OrderStatus; serviceDate: string }, resolve: (ok: boolean) => void) =>
    ({ type: 'calendar/saveTask' as const, id, attributes, resolve }),
  /** takes a service order off the schedule; resolves true when done */
  removeTask: (id: string, resolve: (ok: boolean) => void) => ({ type: 'calendar/removeTask' as const, id, resolve }),
};

export type SubmitResolve = (errors?: SubmissionErrors) => void;

export interface AvailabilityParams {
  from: string;
  to: string;
  adults: number;
  children: number;
}
/** 'Sprawdź dostępność': the free apartments for the last search. */
export const availability = createRequestSlice<AvailableApartmentDto[], AvailabilityParams, 'calendar/availability'>('calendar/availability', []);

/** The order behind a service task marker, for its dialog. */
export const serviceTask = createRequestSlice<CooperationOrderDto | null, string, 'calendar/serviceTask'>('calendar/serviceTask', null);

/** The dragged stay's prices, kept and new, for the move's confirmation. */
export const moveQuote = createRequestSlice<Resource<MoveQuoteAttributes, 'move_quote'> | null, MoveQuoteParams, 'calendar/moveQuote'>('calendar/moveQuote', null);

type Action = ReturnType<(typeof actions)[keyof typeof actions]>;
const EMPTY: WindowEntry = { data: null, loading: false, error: null };
const initial: CalendarState = { windows: {}, order: [] };

function remember(state: CalendarState, key: string, entry: WindowEntry): CalendarState {
  const order = [...state.order.filter((k) => k !== key), key];
  const dropped = order.slice(0, Math.max(0, order.length - KEPT));
  const windows = { ...state.windows, [key]: entry };
  for (const k of dropped) delete windows[k];
  return { windows, order: order.slice(dropped.length) };
}

function windowsReducer(state: CalendarState = initial, action: { type: string }): CalendarState {
  const a = action as Action;
  switch (a.type) {
    case 'calendar/load':
      return remember(state, a.key, requestSent(state.windows[a.key] ?? EMPTY));
    case 'calendar/refresh': {
      const current = state.windows[a.key] ?? EMPTY;
      return { windows: { [a.key]: requestSent(current) }, order: [a.key] };
    }
    case 'calendar/loaded':
      return state.windows[a.key] ? { ...state, windows: { ...state.windows, [a.key]: requestDone(state.windows[a.key], { data: a.data }) } } : state;
    case 'calendar/failed':
      return state.windows[a.key] ? { ...state, windows: { ...state.windows, [a.key]: requestFailed(state.windows[a.key], a.error) } } : state;
    default:
      return state;
  }
}

export const calendarReducer = combineReducers({ windows: windowsReducer, availability: availability.reducer, serviceTask: serviceTask.reducer, moveQuote: moveQuote.reducer });
export type CalendarFeatureState = ReturnType<typeof calendarReducer>;

export const selectCalendar = (state: { calendar: CalendarFeatureState }) => state.calendar.windows;
export const selectAvailability = (state: { calendar: CalendarFeatureState }) => state.calendar.availability;
export const selectServiceTask = (state: { calendar: CalendarFeatureState }) => state.calendar.serviceTask;
export const selectMoveQuote = (state: { calendar: CalendarFeatureState }) => state.calendar.moveQuote;
