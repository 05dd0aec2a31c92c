import { api, type AccommodationDto, type OwnerStatementDto, type AgreementTermsAttributes, type OwnerAgreementDto, type OwnerAttributes, type OwnerDto } from '@gospodarz/shared';

const BASE = '/v1/householder/owners';

export type OwnerInput = Omit<OwnerAttributes, 'displayName' | 'agreements'>;
export type TermsInput = Omit<AgreementTermsAttributes, 'id' | 'createdAt'>;
export interface AgreementInput {
  apartmentId: string;
  startsOn: string;
  endsOn: string | null;
  terms: Omit<TermsInput, 'validFrom'>;
}

/** Calls of Administracja › Właściciele: owners, their agreements and the agreements' versions. */
export const ownersApi = {
  list: () => api.get<OwnerDto[]>(BASE, { params: { perPage: 100, page: 1 } }),
  get: (id: string) => api.get<OwnerDto>(`${BASE}/${id}`),
  save: ({ id, owner }: { id: string | null; owner: OwnerInput }) => (id ? api.put<OwnerDto>(`${BASE}/${id}`, { owner }) : api.post<OwnerDto>(BASE, { owner })),
  remove: (id: string) => api.delete(`${BASE}/${id}`),
  addAgreement: ({ ownerId, agreement }: { ownerId: string; agreement: AgreementInput }) => api.post<OwnerAgreementDto>(`${BASE}/${ownerId}/agreements`, { agreement }),
  changeTerms: ({ agreementId, terms }: { agreementId: string; terms: TermsInput }) => api.post<OwnerAgreementDto>(`/v1/householder/owner_agreements/${agreementId}/terms`, { terms }),
  endAgreement: ({ agreementId, endsOn }: { agreementId: string; endsOn: string | null }) =>
    api.patch<OwnerAgreementDto>(`/v1/householder/owner_agreements/${agreementId}`, { agreement: { endsOn } }),
  statements: (ownerId: string) => api.get<OwnerStatementDto[]>(`${BASE}/${ownerId}/statements`),
  prepareStatement: ({ ownerId, month }: { ownerId: string; month: string }) => api.post<OwnerStatementDto>(`${BASE}/${ownerId}/statements`, { month }),
  approveStatement: (id: string) => api.post<OwnerStatementDto>(`/v1/householder/owner_statements/${id}/approve`),
  sendStatement: (id: string) => api.post<OwnerStatementDto>(`/v1/householder/owner_statements/${id}/send`),
  markStatementPaid: (id: string) => api.post<OwnerStatementDto>(`/v1/householder/owner_statements/${id}/paid`),
  /** the account's apartments, for the agreement's choice */
  apartments: () => api.get<AccommodationDto[]>('/v1/householder/accommodations', { params: { perPage: 1000, page: 1 } }),
};
