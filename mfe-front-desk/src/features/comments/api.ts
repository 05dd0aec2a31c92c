import { api, type AccommodationDto, type ReviewDto, type ReviewSource } from '@gospodarz/shared';

const BASE = '/v1/householder/reviews';

export interface ReviewQuery {
  apartmentId: string;
  unanswered: boolean;
  page: number;
}

export interface NewReview {
  apartmentId: string;
  source: ReviewSource;
  reviewedOn: string;
  rating: number;
  guestName: string;
  pros: string;
  cons: string;
}

export interface ApartmentChoice {
  id: string;
  name: string;
}

/** Calls of the comments (reviews) feature. */
export const commentsApi = {
  list: (q: ReviewQuery) => api.get<ReviewDto[]>(BASE, { params: { apartmentId: q.apartmentId || undefined, unanswered: q.unanswered || undefined, page: q.page, perPage: 20 } }),
  reply: (id: string, reply: string) => api.put<ReviewDto>(`${BASE}/${id}/reply`, { reply }),
  block: (id: string, reason: string) => api.post<ReviewDto>(`${BASE}/${id}/block`, { reason }),
  unblock: (id: string) => api.delete<ReviewDto>(`${BASE}/${id}/block`),
  add: (review: NewReview) => api.post<ReviewDto>(BASE, { review }),
  apartments: async () => {
    const result = await api.get<AccommodationDto[]>('/v1/householder/accommodations', { params: { perPage: 1000 } });
    if (!result.ok) return result;
    const choices: ApartmentChoice[] = result.data.flatMap((a) => (a.attributes.apartmentsAttributes ?? []).map((ap) => ({ id: ap.id, name: ap.name || a.attributes.name })));
    return { ...result, data: choices };
  },
};
