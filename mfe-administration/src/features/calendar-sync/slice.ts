import { requestDone, requestFailed, requestSent, type CalendarFeedDto, type Loadable } from '@gospodarz/shared';

/** One apartment's imported calendars and its export address. */
export interface ApartmentFeeds {
  feeds: CalendarFeedDto[];
  exportUrl: string;
}

export type CalendarSyncState = Record<string, Loadable<ApartmentFeeds>>;

export const calendarSyncTypes = {
  load: 'calendarSync/load',
  loaded: 'calendarSync/loaded',
  failed: 'calendarSync/failed',
  replace: 'calendarSync/replace',
  syncNow: 'calendarSync/syncNow',
  accept: 'calendarSync/accept',
  newExportLink: 'calendarSync/newExportLink',
} as const;

export const calendarSyncActions = {
  load: (apartmentId: string) => ({ type: calendarSyncTypes.load, apartmentId }),
  loaded: (apartmentId: string, data: ApartmentFeeds) => ({ type: calendarSyncTypes.loaded, apartmentId, data }),
  failed: (apartmentId: string, error: string) => ({ type: calendarSyncTypes.failed, apartmentId, error }),
  replace: (apartmentId: string, feeds: Array<{ name: string; url: string }>, done?: (errors: Record<string, string> | null) => void) => ({
    type: calendarSyncTypes.replace,
    apartmentId,
    feeds,
    done,
  }),
  syncNow: (apartmentId: string, feedId: string) => ({ type: calendarSyncTypes.syncNow, apartmentId, feedId }),
  accept: (apartmentId: string, feedId: string) => ({ type: calendarSyncTypes.accept, apartmentId, feedId }),
  newExportLink: (apartmentId: string) => ({ type: calendarSyncTypes.newExportLink, apartmentId }),
};

const EMPTY: Loadable<ApartmentFeeds> = { data: { feeds: [], exportUrl: '' }, loading: false, error: null };

type Action = { type: string; apartmentId?: string; data?: ApartmentFeeds; error?: string };

export function calendarSyncReducer(state: CalendarSyncState = {}, action: Action): CalendarSyncState {
  const id = action.apartmentId;
  if (!id) return state;
  const current = state[id] ?? EMPTY;
  if (action.type === calendarSyncTypes.load) return { ...state, [id]: requestSent(current) };
  if (action.type === calendarSyncTypes.loaded) return { ...state, [id]: requestDone(current, { data: action.data! }) };
  if (action.type === calendarSyncTypes.failed) return { ...state, [id]: requestFailed(current, action.error!) };
  return state;
}

export const selectApartmentFeeds = (state: { calendarSync: CalendarSyncState }, apartmentId: string) => state.calendarSync[apartmentId] ?? EMPTY;
