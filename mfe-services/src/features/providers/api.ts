import {
  api,
  type AccommodationDto,
  type ApiResult,
  type CooperationDto,
  type Pagination,
  type ServiceKind,
  type ServiceProviderDto,
  type ServiceProviderPayload,
  type SharingPayload,
} from '@gospodarz/shared';
import { SERVICES_PER_PAGE } from '@gospodarz/shared/dto';

const PROVIDERS = '/v1/householder/service_providers';
const COOPERATIONS = '/v1/householder/cooperations';

export interface ProviderQuery {
  kind: ServiceKind;
  city: string;
  page: number;
}

export interface ProviderPage {
  items: ServiceProviderDto[];
  pagination: Pagination | null;
}

export interface ApartmentChoice {
  id: string;
  name: string;
}

export interface CooperationRequest {
  message: string;
  service_provider_id: string;
  servicePerformed: ServiceKind;
  priceListItemId: string | null;
}

/** Calls of the providers and cooperation feature. */
export const providersApi = {
  list: async (q: ProviderQuery): Promise<ApiResult<ProviderPage>> => {
    const result = await api.get<ServiceProviderDto[]>(PROVIDERS, { params: { servicesPerformed: q.kind, city: q.city || undefined, page: q.page, perPage: SERVICES_PER_PAGE } });
    return result.ok ? { ...result, data: { items: result.data, pagination: result.pagination ?? null } } : result;
  },
  cities: (kind: ServiceKind) => api.get<string[]>(`${PROVIDERS}/cities`, { params: { servicesPerformed: kind } }),
  create: (serviceProvider: ServiceProviderPayload) => api.post<ServiceProviderDto>(PROVIDERS, { service_provider: serviceProvider }),
  uploadLogo: (id: string, file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return api.patch<ServiceProviderDto>(`${PROVIDERS}/${id}/logo`, form);
  },
  requestCooperation: (cooperation: CooperationRequest) => api.post<CooperationDto>(COOPERATIONS, { cooperation }),
  share: (id: string, cooperation: SharingPayload) => api.put<CooperationDto>(`${COOPERATIONS}/${id}`, { cooperation }),
  end: (id: string) => api.delete(`${COOPERATIONS}/${id}`),
  accept: (id: string) => api.post<CooperationDto>(`${COOPERATIONS}/${id}/accept`),
  renewLink: (id: string) => api.post<{ url: string; expiresAt: string }>(`${COOPERATIONS}/${id}/page_link`),
  /** the apartments to share, out of every listing (the spec's request size 1000) */
  apartments: async (): Promise<ApiResult<ApartmentChoice[]>> => {
    const result = await api.get<AccommodationDto[]>('/v1/householder/accommodations', { params: { perPage: 1000 } });
    if (!result.ok) return result;
    return { ...result, data: result.data.flatMap((l) => (l.attributes.apartmentsAttributes ?? []).map((a) => ({ id: a.id, name: a.name || l.attributes.name }))) };
  },
};
