import { api, type PriceListDto, type PriceRangePayload } from '@gospodarz/shared';

const BASE = '/v1/householder/prices';

export interface WindowParams {
  from: string;
  to: string;
  page: number;
  perPage: number;
}

/** Calls of the price list. */
export const priceListApi = {
  /** one page of apartments with every day from `from` to `to` (yyyy-MM-dd, both included) */
  window: (params: WindowParams) => api.get<PriceListDto[]>(BASE, { params: { ...params } }),
  /** prices the days from `from` to `to` of one or many apartments */
  write: (payload: PriceRangePayload) => api.put<{ apartmentIds: string[]; from: string; to: string; days: number }>(BASE, payload),
};
