import { api, type Kt1Prefill, type NightsReport, type TouristTaxStatement } from '@gospodarz/shared';

export interface MonthRequest {
  month: string;
  apartmentId?: string | null;
}

type Doc<T> = { id: string; type: string; attributes: T };
const R = '/v1/householder/reports';
const params = ({ month, apartmentId }: MonthRequest) => ({ month, ...(apartmentId ? { apartmentId } : {}) });

/** Calls of the legal reports (issue 38): each month's figures and their CSV (UTF-8 with BOM, ';'). */
export const legalApi = {
  touristTax: (r: MonthRequest) => api.get<Doc<TouristTaxStatement>>(`${R}/tourist_tax`, { params: params(r) }),
  kt1: (r: MonthRequest) => api.get<Doc<Kt1Prefill>>(`${R}/kt1`, { params: params(r) }),
  nights: (r: MonthRequest) => api.get<Doc<NightsReport>>(`${R}/nights`, { params: params(r) }),
  csv: (report: 'tourist_tax' | 'kt1' | 'nights', r: MonthRequest) => api.get<string>(`${R}/${report}/export`, { params: params(r), headers: { Accept: 'text/csv' } }),
};
