import { api, type AccommodationDto } from '@gospodarz/shared';

const BASE = '/v1/householder/accommodations';

/** Calls of the accommodations feature: the listings, their apartments and the calendar imports. */
export const accommodationsApi = {
  /** every listing at once (the spec's request size 1000), oldest first */
  list: () => api.get<AccommodationDto[]>(BASE, { params: { perPage: 1000, page: 1 } }),
  get: (id: string) => api.get<AccommodationDto>(`${BASE}/${id}`),
  /**
   * Creates (no id) or updates a listing. With new photos the body goes as multipart form data: the JSON in the
   * `accommodation` field and the files as `apartmentsAttributes[<n>][images][]`; otherwise as JSON.
   */
  save: (id: string | undefined, body: object, files: Map<number, File[]>) => {
    let payload: object | FormData = { accommodation: body };
    if (files.size > 0) {
      const form = new FormData();
      form.append('accommodation', JSON.stringify(body));
      for (const [index, list] of files) for (const file of list) form.append(`apartmentsAttributes[${index}][images][]`, file, file.name);
      payload = form;
    }
    return id ? api.put<AccommodationDto>(`${BASE}/${id}`, payload) : api.post<AccommodationDto>(BASE, payload);
  },
  remove: (id: string) => api.delete(`${BASE}/${id}`),
  copy: (id: string) => api.post<AccommodationDto>(`${BASE}/${id}/copy`),
};
