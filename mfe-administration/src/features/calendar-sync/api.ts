import { api, type CalendarFeedDto, type CalendarFeedsPayload } from '@gospodarz/shared';

const feedsOf = (apartmentId: string) => `/v1/householder/apartments/${apartmentId}/calendar_feeds`;

/** Calls of channel sync: an apartment's imported calendars, reading one now, its export address. */
export const calendarSyncApi = {
  list: (apartmentId: string) => api.get<CalendarFeedDto[]>(feedsOf(apartmentId)),
  replace: (apartmentId: string, payload: CalendarFeedsPayload) => api.put<CalendarFeedDto[]>(feedsOf(apartmentId), payload),
  syncNow: (feedId: string) => api.post<CalendarFeedDto>(`/v1/householder/calendar_feeds/${feedId}/sync`),
  setTiming: (feedId: string, importEveryMinutes: number) => api.patch<CalendarFeedDto>(`/v1/householder/calendar_feeds/${feedId}`, { calendar_feed: { importEveryMinutes } }),
  accept: (feedId: string) => api.post<CalendarFeedDto>(`/v1/householder/calendar_feeds/${feedId}/accept`),
  newExportLink: (apartmentId: string) => api.post<{ exportUrl: string }>(`/v1/householder/apartments/${apartmentId}/calendar_token`),
};
