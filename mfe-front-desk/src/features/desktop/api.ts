import { api, type ApiResult, type DesktopDto } from '@gospodarz/shared';

/** How much the account holds, as far as the signed-in user sees it (a co-host: their shared apartments only). */
export interface DesktopCounts {
  listings: number;
  /** null when not asked: the user may not see reservations */
  reservations: number | null;
}

export interface CountsRequest {
  /** whether to count reservations too (a co-host without the permission would be refused) */
  reservations: boolean;
}

// One row is enough: the answer's pagination carries the count of all of them.
async function countOf(path: string): Promise<ApiResult<number>> {
  const result = await api.get<unknown[]>(path, { params: { perPage: 1 } });
  return result.ok ? { ...result, data: result.pagination?.count ?? result.data.length } : result;
}

/** Calls of the desktop: the counts that decide whether the first-run guide shows, and the desktop's summary. */
export const desktopApi = {
  summary: () => api.get<DesktopDto>('/v1/householder/desktop'),
  counts: async ({ reservations }: CountsRequest): Promise<ApiResult<DesktopCounts>> => {
    const [listings, booked] = await Promise.all([
      countOf('/v1/householder/accommodations'),
      reservations ? countOf('/v1/householder/reservations') : null,
    ]);
    if (!listings.ok) return listings;
    if (booked && !booked.ok) return booked;
    return { ...listings, data: { listings: listings.data, reservations: booked ? booked.data : null } };
  },
};
