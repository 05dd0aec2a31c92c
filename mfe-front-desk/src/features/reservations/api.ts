import { api, type AccommodationDto, type QuoteDto, type ReservationDto, type ReservationPayload } from '@gospodarz/shared';

const BASE = '/v1/householder/reservations';

export interface ApartmentChoice {
  id: string;
  name: string;
}

/** Calls of the reservations feature (the filtered list and the row actions). */
export const reservationsApi = {
  list: (params: Record<string, string>) => api.get<ReservationDto[]>(BASE, { params }),
  get: (id: string) => api.get<ReservationDto>(`${BASE}/${id}`),
  create: (reservation: ReservationPayload) => api.post<ReservationDto>(BASE, { reservation }),
  update: (id: string, reservation: ReservationPayload) => api.patch<ReservationDto>(`${BASE}/${id}`, { reservation }),
  remove: (id: string) => api.delete(`${BASE}/${id}`),
  setPaymentStatus: (id: string, paymentStatus: string) => api.patch<ReservationDto>(`${BASE}/${id}/payment_status`, { paymentStatus }),
  noShow: (id: string) => api.post<ReservationDto>(`${BASE}/${id}/no_show`),
  cancel: (id: string) => api.post<ReservationDto>(`${BASE}/${id}/cancel`),
  relocate: (id: string, apartmentId: string) => api.post<ReservationDto>(`${BASE}/${id}/relocate`, { apartmentId }),
  paymentRequest: (id: string) => api.post<unknown>(`${BASE}/${id}/payment_request`),
  quote: (params: { apartmentId: string; from: string; to: string; adults: number; children: number }) =>
    api.get<QuoteDto>('/v1/householder/quotes', { params }),
  /** the apartments to choose from, out of every listing (the spec's request size 1000) */
  apartments: async () => {
    const result = await api.get<AccommodationDto[]>('/v1/householder/accommodations', { params: { perPage: 1000 } });
    if (!result.ok) return result;
    const choices: ApartmentChoice[] = result.data.flatMap((a) =>
      (a.attributes.apartmentsAttributes ?? []).map((ap) => ({ id: ap.id, name: ap.name || a.attributes.name })),
    );
    return { ...result, data: choices };
  },
};
