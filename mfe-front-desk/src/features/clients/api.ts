import { api, type ClientDto, type ClientPayload, type ReservationDto } from '@gospodarz/shared';

const BASE = '/v1/householder/clients';

/** Calls of the clients feature. */
export const clientsApi = {
  list: (params: Record<string, string>) => api.get<ClientDto[]>(BASE, { params }),
  get: (id: string) => api.get<ClientDto>(`${BASE}/${id}`),
  update: (id: string, client: ClientPayload) => api.patch<ClientDto>(`${BASE}/${id}`, { client }),
  /** clients who look like the same person (same e-mail, phone or name) */
  duplicates: (id: string) => api.get<ClientDto[]>(`${BASE}/${id}/duplicates`),
  /** merges the others into this client: their reservations move here and they are deleted */
  merge: (id: string, clientIds: string[]) => api.post<ClientDto>(`${BASE}/${id}/merge`, { clientIds }),
  /** RODO: everything the account holds about the client, as one JSON document (the owner) */
  personalData: (id: string) => api.get<unknown>(`${BASE}/${id}/personal_data`),
  /** RODO: the client's erasure on request: anonymised, invoices kept (the owner) */
  anonymise: (id: string) => api.post<Record<string, number>>(`${BASE}/${id}/anonymise`, {}),
  /** the client's reservation history, newest stay first */
  reservations: (clientId: string, page: number) =>
    api.get<ReservationDto[]>('/v1/householder/reservations', { params: { clientId, page, perPage: 15, orderBy: 'from', orderSort: 'desc' } }),
};
