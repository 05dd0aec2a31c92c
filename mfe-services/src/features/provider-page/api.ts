import { api } from '@gospodarz/shared';

export interface PageOrder {
  id: string;
  status: 'planned' | 'in_progress' | 'rejected' | 'completed' | 'canceled';
  serviceDate: string;
  windowUntil: string | null;
  sameDayTurnover: boolean;
  apartment: string;
  address: string;
  price: { name: string; amount: string; currency: string } | null;
  nextArrival: { at: string; guests: number } | null;
}

export interface ProviderPageData {
  id: string;
  attributes: { providerName: string; hostName: string; servicePerformed: string; status: string; orders: PageOrder[] };
}

export type ProviderAction = 'in_progress' | 'completed' | 'rejected';

const base = (token: string) => `/v1/provider_page/${encodeURIComponent(token)}`;

/** Calls of the provider's page: its token is its only key. */
export const providerPageApi = {
  load: (token: string) => api.get<ProviderPageData>(base(token)),
  accept: (token: string) => api.post<ProviderPageData>(`${base(token)}/accept`),
  act: (token: string, id: string, status: ProviderAction, reason?: string) => api.put<ProviderPageData>(`${base(token)}/orders/${id}`, { status, reason }),
};
