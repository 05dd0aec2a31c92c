import { api } from '@gospodarz/shared';
import type { WebhookDeliveryDto, WebhookDto, WebhookEvent } from '@gospodarz/shared/dto';

const BASE = '/v1/householder/webhooks';

/** Calls of Integracje › Webhooki (issue 42). */
export const webhooksApi = {
  list: () => api.get<WebhookDto[]>(BASE),
  create: (webhook: { url: string; events: WebhookEvent[] }) => api.post<WebhookDto>(BASE, { webhook }),
  update: (id: string, webhook: { active?: boolean }) => api.patch<WebhookDto>(`${BASE}/${id}`, { webhook }),
  remove: (id: string) => api.delete(`${BASE}/${id}`),
  deliveries: (id: string) => api.get<WebhookDeliveryDto[]>(`${BASE}/${id}/deliveries`),
  test: (id: string) => api.post<WebhookDeliveryDto>(`${BASE}/${id}/test`, {}),
  resend: (deliveryId: string) => api.post<WebhookDeliveryDto>(`/v1/householder/webhook_deliveries/${deliveryId}/resend`, {}),
};
