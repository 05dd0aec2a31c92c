import { api, type AccommodationDto, type ApiResult, type ReportDto, type ReportName } from '@gospodarz/shared';

export interface ApartmentChoice {
  id: string;
  name: string;
}

export interface ReportRequest {
  name: ReportName;
  apartmentId: string | null;
  period: number;
  compare: boolean;
}

/** Calls of the reports: one report, and the account's apartments for the select. */
export const reportsApi = {
  report: ({ name, apartmentId, period, compare }: ReportRequest) =>
    api.get<ReportDto>(`/v1/householder/reports/${name.replaceAll('-', '_')}`, {
      params: { period, ...(apartmentId ? { apartmentId } : {}), ...(compare ? { compare: true } : {}) },
    }),
  apartments: async (): Promise<ApiResult<ApartmentChoice[]>> => {
    const result = await api.get<AccommodationDto[]>('/v1/householder/accommodations', { params: { perPage: 1000 } });
    if (!result.ok) return result;
    return {
      ...result,
      data: result.data.flatMap((a) => (a.attributes.apartmentsAttributes ?? []).map((ap) => ({ id: ap.id, name: ap.name || a.attributes.name }))),
    };
  },
};
