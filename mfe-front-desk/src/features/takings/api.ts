import { api, type TakingsDto, type TakingsOpeningPayload } from '@gospodarz/shared';

/** The day and currency of a report (the API's today in Poland and PLN unless given). */
export interface TakingsQuery {
  date: string;
  currency?: string;
}

/** Calls of the raport kasowy. */
export const takingsApi = {
  report: (query: TakingsQuery) => api.get<TakingsDto>('/v1/householder/takings', { params: { ...query } }),
  setOpening: (payload: TakingsOpeningPayload) => api.put<TakingsDto>('/v1/householder/takings/opening', payload),
};
