import {
  api,
  type AccommodationDto,
  type ClientDto,
  type OnlineCheckInCompany,
  type OnlineCheckInGuest,
  type PaymentRequestDto,
  type QuoteDto,
  type ReservationChangeDto,
  type ReservationDto,
  type ReservationPaymentDto,
  type ReservationPayload,
} from '@gospodarz/shared';

import type { QuoteRequest } from './slice';

const BASE = '/v1/householder/reservations';


export interface ApartmentChoice {
  id: string;
  name: string;
  /** the listing the apartment belongs to, shown beside its name */
  listingName?: string;
}

export interface NewPayment {
  paidOn: string;
  amount: string;
  method: string;
  /** payment (default), refund ('Zwrot'), security_deposit / security_deposit_return (kaucja) */
  kind?: string;
}

/** What confirming a cancellation keeps and how the rest goes back (the policy's when left out). */
export interface CancelChoice {
  cancellationFee?: string;
  refundMethod?: string;
}

/** A move: the apartment, consent over its guest count, and whether the guest keeps their price. */
export interface RelocateChoice {
  apartmentId: string;
  allowOverCapacity?: boolean;
  priceChoice?: 'keep' | 'new';
}

/** Calls of the reservations feature (the filtered list and the row actions). */
export const reservationsApi = {
  list: (params: Record<string, string>) => api.get<ReservationDto[]>(BASE, { params }),
  /** the list's first page sent ahead of the screen (the section's first request) */
  listAhead: (params: Record<string, string>) => api.getAhead(BASE, { params }),
  get: (id: string) => api.get<ReservationDto>(`${BASE}/${id}`),
  create: (reservation: ReservationPayload) => api.post<ReservationDto>(BASE, { reservation }),
  update: (id: string, reservation: ReservationPayload) => api.patch<ReservationDto>(`${BASE}/${id}`, { reservation }),
  remove: (id: string) => api.delete(`${BASE}/${id}`),
  setPaymentStatus: (id: string, paymentStatus: string) => api.patch<ReservationDto>(`${BASE}/${id}/payment_status`, { paymentStatus }),
  noShow: (id: string) => api.post<ReservationDto>(`${BASE}/${id}/no_show`),
  cancel: (id: string, choice: CancelChoice = {}) => api.post<ReservationDto>(`${BASE}/${id}/cancel`, choice),
  relocate: (id: string, choice: RelocateChoice) => api.post<ReservationDto>(`${BASE}/${id}/relocate`, choice),
  paymentRequest: (id: string) => api.post<PaymentRequestDto>(`${BASE}/${id}/payment_request`),
  /** the engine's price with its breakdown; 409 when the nights are taken */
  quote: (params: QuoteRequest) => api.get<QuoteDto>('/v1/householder/quotes', { params: { ...params, breakdown: true } }),
  previewPaymentRequest: (id: string) => api.get<PaymentRequestDto>(`${BASE}/${id}/payment_request`),
  restore: (id: string) => api.post<ReservationDto>(`${BASE}/${id}/restore`),
  payments: (id: string) => api.get<ReservationPaymentDto[]>(`${BASE}/${id}/payments`),
  addPayment: (id: string, payment: NewPayment) => api.post<ReservationPaymentDto>(`${BASE}/${id}/payments`, payment),
  removePayment: (id: string, paymentId: string) => api.delete(`${BASE}/${id}/payments/${paymentId}`),
  history: (id: string) => api.get<ReservationChangeDto[]>(`${BASE}/${id}/history`),
  onlineCheckIn: (id: string) => api.get<OnlineCheckInDto>(`${BASE}/${id}/online_check_in`),
  setAccessCode: (id: string, body: { accessCode?: string; draw?: boolean }) => api.put<OnlineCheckInDto>(`${BASE}/${id}/access_code`, body),
  /** the filtered list as CSV text (UTF-8 with BOM), every page */
  exportCsv: (params: Record<string, string>) => api.get<string>(`${BASE}/export`, { params, headers: { Accept: 'text/csv' } }),
  /** the booking form's client search: clients whose name, e-mail or phone has the text (the first 6) */
  searchClients: (q: string) => api.get<ClientDto[]>('/v1/householder/clients', { params: { q, perPage: 6 } }),
  /** the apartments to choose from, out of every listing (the spec's request size 1000) */
  apartments: async () => {
    const result = await api.get<AccommodationDto[]>('/v1/householder/accommodations', { params: { perPage: 1000 } });
    if (!result.ok) return result;
    const choices: ApartmentChoice[] = result.data.flatMap((a) =>
      (a.attributes.apartmentsAttributes ?? []).map((ap) => ({ id: ap.id, name: ap.name || a.attributes.name, listingName: a.attributes.name })),
    );
    return { ...result, data: choices };
  },
};

/** The reservation's online check-in as the host sees it (issue 38). */
export interface OnlineCheckInDto {
  id: string;
  type: 'online_check_in';
  attributes: {
    status: 'filled' | 'missing';
    label: string;
    filledAt: string | null;
    arrivalTime: string | null;
    guests: OnlineCheckInGuest[];
    company: OnlineCheckInCompany | null;
    houseRulesAcceptances: { guestName: string; version: number; source: string; acceptedAt: string }[];
    accessCode: string;
    lockCodes: number;
    registrationNumber: string;
  };
}
