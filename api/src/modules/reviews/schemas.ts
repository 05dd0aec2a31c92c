import { Type, type Static } from 'typebox';
import { REVIEW_SOURCE_CODES } from '@gospodarz/contracts';
import { Day, PaginationSchema, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';

export const ReviewListQuery = Type.Object({
  apartmentId: Type.Optional(Uuid({ description: 'one apartment' })),
  unanswered: Type.Optional(Type.Boolean({ description: 'only reviews without a reply (and not blocked)' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type ReviewListQueryInput = Static<typeof ReviewListQuery>;

const Stars = (description: string) => Type.Integer({ minimum: 1, maximum: 5, description });
const Category = (description: string) => Type.Optional(withMessage(Stars(description), 'Wybierz ocenę od 1 do 5'));

/** The ratings and texts of a review, as the guest page and the host's form send them. */
export const ratingFields = {
  rating: Type.Optional(withMessage(Stars('overall rating'), 'Wybierz ocenę od 1 do 5')),
  cleanliness: Category('cleanliness'),
  location: Category('location'),
  communication: Category('communication'),
  checkIn: Category('check-in'),
  value: Category('value for money'),
  pros: Type.Optional(Type.String({ maxLength: 5000, examples: ['Czysto, blisko plaży'] })),
  cons: Type.Optional(Type.String({ maxLength: 5000, examples: ['Głośna ulica'] })),
};

const externalFields = {
  ...ratingFields,
  apartmentId: Type.Optional(Uuid()),
  source: Type.Optional(withMessage(Type.Enum(REVIEW_SOURCE_CODES), 'Wybierz jedną z dostępnych wartości')),
  guestName: Type.Optional(Type.String({ maxLength: 200, examples: ['Anna'] })),
  reviewedOn: Type.Optional(withMessage(Type.String({ format: 'date', examples: ['2026-08-20'] }), 'Podaj datę w formacie rrrr-mm-dd')),
};
export const ExternalReviewBody = Type.Object(
  { review: Type.Optional(Type.Object(externalFields)), ...externalFields },
  {
    description: '`{review: {...}}` or the fields alone',
    examples: [{ review: { apartmentId: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b', source: 'booking', reviewedOn: '2026-08-20', rating: 5, pros: 'Czysto' } }],
  },
);
export type ExternalReviewInput = Static<typeof ExternalReviewBody>;

export const ReplyBody = Type.Object(
  {
    reply: Type.Optional(Type.String({ maxLength: 5000 })),
    review: Type.Optional(Type.Object({ reply: Type.Optional(Type.String({ maxLength: 5000 })) })),
  },
  { examples: [{ reply: 'Dziękujemy i zapraszamy ponownie!' }] },
);
export type ReplyInput = Static<typeof ReplyBody>;

export const BlockBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })), review: Type.Optional(Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) })) },
  { examples: [{ reason: 'Opinia dotyczy innego obiektu' }] },
);
export type BlockInput = Static<typeof BlockBody>;

export const ReviewAttributes = Type.Object({
  source: Type.Enum(REVIEW_SOURCE_CODES),
  guestName: Type.String({ description: 'first name only' }),
  apartment: Type.Object({ id: Uuid(), name: Type.String() }),
  reservationId: Type.Union([Uuid(), Type.Null()]),
  stayFrom: Type.Union([Day(), Type.Null()]),
  stayTo: Type.Union([Day(), Type.Null()]),
  reviewedOn: Day(),
  rating: Type.Integer(),
  categories: Type.Object({
    cleanliness: Type.Optional(Type.Integer()),
    location: Type.Optional(Type.Integer()),
    communication: Type.Optional(Type.Integer()),
    checkIn: Type.Optional(Type.Integer()),
    value: Type.Optional(Type.Integer()),
  }),
  pros: Type.String(),
  cons: Type.String(),
  reply: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Timestamp(), Type.Null()]),
  blocked: Type.Boolean(),
  blockReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp(),
});
export const Review = Resource('review', ReviewAttributes);
export const OneReview = Type.Object({ data: Review });
export const ReviewList = Type.Object({
  data: Type.Array(Review),
  meta: Type.Object({
    average: Type.Union([Type.Number({ examples: [4.3] }), Type.Null()], { description: 'over the reviews not blocked, one decimal' }),
    count: Type.Integer({ examples: [45], description: 'reviews not blocked' }),
  }),
  pagination: PaginationSchema,
});
