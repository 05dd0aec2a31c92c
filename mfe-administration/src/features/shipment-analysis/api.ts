import { api } from '@gospodarz/shared';
import type { HealthAttributes } from './model';

export const shipmentApi = {
  health: (from: string, to: string) => api.get<{ id: string; type: string; attributes: HealthAttributes }>('/v1/householder/channel_health', { params: { from, to } }),
};
