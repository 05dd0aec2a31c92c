import { api, type ApiResult, type CooperationOrderDto, type OrderStatus, type Pagination, type ServiceProviderDto } from '@gospodarz/shared';
import { SERVICES_PER_PAGE } from '@gospodarz/shared/dto';
import { dateRange, usDay, type ScheduleQuery } from './query';

const BASE = '/v1/householder/cooperation_orders';

export interface OrderPage {
  items: CooperationOrderDto[];
  pagination: Pagination | null;
}

/** Calls of the work schedule. */
export const scheduleApi = {
  list: async (q: ScheduleQuery): Promise<ApiResult<OrderPage>> => {
    const { from, to } = dateRange(q);
    const result = await api.get<CooperationOrderDto[]>(BASE, {
      params: {
        serviceDateFrom: usDay(from),
        serviceDateTo: usDay(to),
        apartments: q.apartments,
        statuses: q.statuses,
        serviceProvider: q.provider || undefined,
        servicePerformed: q.kind || undefined,
        perPage: SERVICES_PER_PAGE,
        page: q.page,
      },
    });
    return result.ok ? { ...result, data: { items: result.data, pagination: result.pagination ?? null } } : result;
  },
  /** the filter's provider choices: the account's providers of every kind */
  providers: async (): Promise<ApiResult<Array<{ id: string; name: string }>>> => {
    const result = await api.get<ServiceProviderDto[]>('/v1/householder/service_providers', { params: { perPage: 100 } });
    return result.ok ? { ...result, data: result.data.map((p) => ({ id: p.id, name: p.attributes.name })) } : result;
  },
  update: (id: string, attributes: { status?: OrderStatus; serviceDate?: string }) => api.put<CooperationOrderDto>(`${BASE}/${id}`, { cooperationOrder: { attributes } }),
};
