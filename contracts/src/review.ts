import type { Resource } from './common.ts';

/** Where a review came from: the guest page, or another channel the host copied it from. */
export const REVIEW_SOURCES = {
  guest_page: 'Strona gościa',
  booking: 'Booking.com',
  airbnb: 'Airbnb',
  google: 'Google',
  phone: 'Telefon',
  other: 'Inne',
} as const;
export type ReviewSource = keyof typeof REVIEW_SOURCES;
export const REVIEW_SOURCE_CODES = /* @__PURE__ */ Object.keys(REVIEW_SOURCES) as ReviewSource[];

/** The optional category ratings, 1-5 each. */
export const REVIEW_CATEGORIES = {
  cleanliness: 'Czystość',
  location: 'Lokalizacja',
  communication: 'Komunikacja',
  checkIn: 'Zameldowanie',
  value: 'Stosunek jakości do ceny',
} as const;
export type ReviewCategory = keyof typeof REVIEW_CATEGORIES;
export const REVIEW_CATEGORY_CODES = /* @__PURE__ */ Object.keys(REVIEW_CATEGORIES) as ReviewCategory[];

export interface ReviewAttributes {
  source: ReviewSource;
  /** the guest's first name only */
  guestName: string;
  apartment: { id: string; name: string };
  reservationId: string | null;
  stayFrom: string | null;
  stayTo: string | null;
  reviewedOn: string;
  rating: number;
  categories: Partial<Record<ReviewCategory, number>>;
  pros: string;
  cons: string;
  reply: string | null;
  repliedAt: string | null;
  blocked: boolean;
  blockReason: string | null;
  createdAt: string;
}
export type ReviewDto = Resource<ReviewAttributes, 'review'>;

/** The averages over the reviews in view that are not blocked. */
export interface ReviewSummary {
  average: number | null;
  count: number;
}
