import { api, type MessageDto, type OnlineCheckInCompany, type OnlineCheckInGuest, type OnlineCheckInPayload, type ReviewDto, type TemplateLanguage } from '@gospodarz/shared';

export interface GuestStay {
  id: string;
  type: 'guest_stay';
  attributes: {
    language: TemplateLanguage;
    hostName: string;
    guestName: string;
    apartmentName: string;
    accommodationName: string;
    address: string;
    from: string;
    to: string;
    nights: number;
    status: string;
    checkInFrom: string;
    checkInTo: string;
    checkOutFrom: string;
    checkOutTo: string;
    rules: { smokingAllowed: boolean; animalsFriendly: boolean; childrenFriendly: boolean; partiesAllowed: boolean; quietFrom: string; quietTo: string };
    canReview: boolean;
    registrationNumber: string;
    registrationAuthority: string;
    emergencyPhone: string;
    houseRules: { version: number; body: string } | null;
    adults: number;
    children: number;
    onlineCheckIn: {
      status: 'filled' | 'missing';
      open: boolean;
      filledAt: string | null;
      arrivalTime: string | null;
      guests: OnlineCheckInGuest[];
      company: OnlineCheckInCompany | null;
    };
    arrival: { revealed: boolean; revealFrom: string; instructions: string | null; accessCode: string | null };
  };
}

/** The page's whole state from one answer: the stay, its messages and its review. */
export interface GuestView {
  stay: GuestStay;
  messages: MessageDto[];
  review: ReviewDto | null;
}

export interface GuestReviewInput {
  rating: number;
  cleanliness?: number;
  location?: number;
  communication?: number;
  checkIn?: number;
  value?: number;
  pros: string;
  cons: string;
}

const BASE = (token: string) => `/v1/guest/${encodeURIComponent(token)}`;

async function view(request: Promise<import('@gospodarz/shared').ApiResult<GuestStay>>) {
  const result = await request;
  if (!result.ok) return result;
  const meta = (result.meta ?? {}) as { messages?: MessageDto[]; review?: ReviewDto | null };
  return { ...result, data: { stay: result.data, messages: meta.messages ?? [], review: meta.review ?? null } as GuestView };
}

/** Calls of the guest page: public, opened by the link's token. */
export const guestApi = {
  get: (token: string) => view(api.get<GuestStay>(BASE(token))),
  write: (token: string, body: string) => view(api.post<GuestStay>(`${BASE(token)}/messages`, { body })),
  review: (token: string, review: GuestReviewInput) => view(api.post<GuestStay>(`${BASE(token)}/review`, { review })),
  checkIn: (token: string, payload: OnlineCheckInPayload) => view(api.post<GuestStay>(`${BASE(token)}/check_in`, payload)),
};
