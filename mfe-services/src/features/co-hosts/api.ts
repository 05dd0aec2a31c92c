import { api, type AccommodationDto, type ApiResult, type CoHostDto, type CoHostPayload, type Pagination } from '@gospodarz/shared';
import { CO_HOSTS_PER_PAGE } from '@gospodarz/shared/dto';

const BASE = '/v1/householder/householders';

export interface CoHostPage {
  items: CoHostDto[];
  pagination: Pagination | null;
}

export interface ApartmentChoice {
  id: string;
  name: string;
}

/** Calls of the co-hosts feature. */
export const coHostsApi = {
  list: async (page: number): Promise<ApiResult<CoHostPage>> => {
    const result = await api.get<CoHostDto[]>(BASE, { params: { page, perPage: CO_HOSTS_PER_PAGE } });
    return result.ok ? { ...result, data: { items: result.data, pagination: result.pagination ?? null } } : result;
  },
  get: (id: string) => api.get<CoHostDto>(`${BASE}/${id}`),
  create: (user: CoHostPayload) => api.post<CoHostDto>(BASE, { user }),
  update: (id: string, user: Partial<CoHostPayload>) => api.patch<CoHostDto>(`${BASE}/${id}`, { user }),
  remove: (id: string) => api.delete(`${BASE}/${id}`),
  resendInvitation: (id: string) => api.post<CoHostDto>(`${BASE}/${id}/invitation`),
  /** the apartments to share, out of every listing (the spec's request size 1000) */
  apartments: async (): Promise<ApiResult<ApartmentChoice[]>> => {
    const result = await api.get<AccommodationDto[]>('/v1/householder/accommodations', { params: { perPage: 1000 } });
    if (!result.ok) return result;
    const choices = result.data.flatMap((listing) =>
      (listing.attributes.apartmentsAttributes ?? []).map((apartment) => ({ id: apartment.id, name: apartment.name || listing.attributes.name })),
    );
    return { ...result, data: choices };
  },
};
