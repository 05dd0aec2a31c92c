import { Type } from 'typebox';
import { TEMPLATE_LANGUAGE_CODES } from '@gospodarz/contracts';
import { Day } from '../../lib/schemas';
import { Message } from '../conversations';
import { Review, ratingFields } from '../reviews';

export const TokenParams = Type.Object({ token: Type.String({ maxLength: 64, description: 'the link’s token', examples: ['abcdefghijklmnopqrstuvwxyz234567'] }) });

const Time = Type.String({ examples: ['15:00'] });

export const GuestPageAnswer = Type.Object({
  data: Type.Object({
    id: Type.String(),
    type: Type.Literal('guest_stay'),
    attributes: Type.Object({
      language: Type.Enum(TEMPLATE_LANGUAGE_CODES),
      hostName: Type.String(),
      guestName: Type.String(),
      apartmentName: Type.String(),
      accommodationName: Type.String(),
      address: Type.String(),
      from: Day(),
      to: Day(),
      nights: Type.Integer(),
      status: Type.String(),
      checkInFrom: Time,
      checkInTo: Time,
      checkOutFrom: Time,
      checkOutTo: Time,
      rules: Type.Object({
        smokingAllowed: Type.Boolean(),
        animalsFriendly: Type.Boolean(),
        childrenFriendly: Type.Boolean(),
        partiesAllowed: Type.Boolean(),
        quietFrom: Time,
        quietTo: Time,
      }),
      canReview: Type.Boolean(),
    }),
  }),
  meta: Type.Object({ messages: Type.Array(Message), review: Type.Union([Review, Type.Null()]) }),
});

const messageField = { body: Type.Optional(Type.String({ maxLength: 20_000, examples: ['Dziękujemy, będziemy ok. 16:00.'] })) };
export const GuestMessageBody = Type.Object({ message: Type.Optional(Type.Object(messageField)), ...messageField }, { examples: [{ body: 'O której można się zameldować?' }] });

export const GuestReviewBody = Type.Object(
  { review: Type.Optional(Type.Object(ratingFields)), ...ratingFields },
  { examples: [{ rating: 5, cleanliness: 5, pros: 'Czysto i cicho' }] },
);
