// What the guest page uses: the stay's review, and the guest's own.
export { reviewOfStay, submitGuestReview, toReviewDto, type RatingsInput } from './service';
export { ratingFields, Review } from './schemas';
