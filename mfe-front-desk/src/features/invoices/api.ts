import { api, type AccommodationDto, type ReservationDto, type InvoiceCorrectionPayload, type InvoiceDraft, type InvoiceDto, type InvoicePayload } from '@gospodarz/shared';

const BASE = '/v1/householder/invoices';
const ACCOMMODATIONS = '/v1/householder/accommodations';

/** Calls of the invoices feature. */
export const invoicesApi = {
  list: (params: Record<string, string>) => api.get<InvoiceDto[]>(BASE, { params }),
  /** the list's month sent ahead of the screen (the section's first request) */
  listAhead: (params: Record<string, string>) => api.getAhead(BASE, { params }),
  get: (id: string) => api.get<InvoiceDto>(`${BASE}/${id}`),
  draft: (params: { reservationId?: string }) => api.get<InvoiceDraft>(`${BASE}/draft`, { params }),
  create: (invoice: InvoicePayload) => api.post<InvoiceDto>(BASE, { invoice }),
  update: (id: string, invoice: InvoicePayload) => api.patch<InvoiceDto>(`${BASE}/${id}`, { invoice }),
  correct: (id: string, correction: InvoiceCorrectionPayload) => api.post<InvoiceDto>(`${BASE}/${id}/corrections`, { correction }),
  remove: (id: string) => api.delete(`${BASE}/${id}`),
  status: (id: string, status: 'paid' | 'unpaid') => api.patch<InvoiceDto>(`${BASE}/${id}/status`, { status }),
  send: (id: string, email?: string) => api.post<InvoiceDto>(`${BASE}/${id}/send`, email ? { email } : {}),
  ksefNumber: (id: string, ksefNumber: string | null) => api.patch<InvoiceDto>(`${BASE}/${id}/ksef_number`, { ksefNumber }),
  /** the FA(3) XML text; the invoice counts as exported from then on */
  exportXml: (id: string) => api.post<string>(`${BASE}/${id}/xml`, {}),
  /** stays to invoice: the latest 100 by check-in */
  reservations: () => api.get<ReservationDto[]>('/v1/householder/reservations', { params: { perPage: 100, orderBy: 'from', orderSort: 'desc' } }),
  /** the apartments to filter by, out of every listing */
  apartments: async () => {
    const result = await api.get<AccommodationDto[]>(ACCOMMODATIONS, { params: { perPage: 1000 } });
    if (!result.ok) return result;
    return { ...result, data: result.data.flatMap((a) => (a.attributes.apartmentsAttributes ?? []).map((ap) => ({ id: ap.id, name: ap.name || a.attributes.name }))) };
  },
  /** the filter's apartments sent ahead of the screen, with the list */
  apartmentsAhead: () => api.getAhead(ACCOMMODATIONS, { params: { perPage: 1000 } }),
};
