import { Type } from 'typebox';
import { ADULT_RELATION_CODES, TEMPLATE_LANGUAGE_CODES } from '@gospodarz/contracts';
import { Day, Resource, Timestamp, withMessage } from '../../lib/schemas';
import { Message } from '../conversations';
import { Review, ratingFields } from '../reviews';

export const TokenParams = Type.Object({ token: Type.String({ maxLength: 64, description: 'the link’s token', examples: ['abcdefghijklmnopqrstuvwxyz234567'] }) });

const Time = Type.String({ examples: ['15:00'] });

export const CheckInGuest = Type.Object({
  name: Type.String({ examples: ['Anna Nowak'] }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 country of residence', examples: ['PL'] }),
  minor: Type.Boolean(),
  adultName: Type.Optional(Type.String()),
  adultRelation: Type.Optional(Type.Enum(ADULT_RELATION_CODES)),
  consentDetails: Type.Optional(Type.String()),
});
const Company = Type.Object({ name: Type.String(), nip: Type.String({ examples: ['5260250274'] }), address: Type.String() });

const OnlineCheckIn = Type.Object({
  status: Type.Enum(['filled', 'missing']),
  open: Type.Boolean({ description: 'the guest may still fill or correct it' }),
  filledAt: Type.Union([Timestamp(), Type.Null()]),
  arrivalTime: Type.Union([Type.String({ examples: ['16:30'] }), Type.Null()]),
  guests: Type.Array(CheckInGuest),
  company: Type.Union([Company, Type.Null()]),
});

const text = (max: number, examples?: string[]) => Type.Optional(Type.String({ maxLength: max, ...(examples ? { examples } : {}) }));
export const CheckInBody = Type.Object(
  {
    arrivalTime: text(10, ['16:30']),
    guests: Type.Optional(
      Type.Array(
        Type.Object({
          name: text(300),
          country: text(10, ['PL']),
          minor: Type.Optional(Type.Boolean()),
          adultName: text(300),
          adultRelation: text(20, ['parent']),
          consentDetails: text(2000),
        }),
        { maxItems: 60 },
      ),
    ),
    company: Type.Optional(Type.Union([Type.Object({ name: text(400), nip: text(20), address: text(600) }), Type.Null()])),
    acceptHouseRules: Type.Optional(Type.Boolean()),
    houseRulesVersion: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'the version the guest read' })),
  },
  {
    examples: [
      {
        arrivalTime: '16:30',
        guests: [
          { name: 'Anna Nowak', country: 'PL', minor: false },
          { name: 'Ola Nowak', country: 'PL', minor: true, adultName: 'Anna Nowak', adultRelation: 'parent' },
        ],
        company: { name: 'Nowak Sp. z o.o.', nip: '5260250274', address: 'ul. Długa 1, 00-001 Warszawa' },
        acceptHouseRules: true,
        houseRulesVersion: 1,
      },
    ],
  },
);

/** The host's view of a reservation's online check-in and access code. */
export const HostCheckIn = Type.Object({
  data: Resource(
    'online_check_in',
    Type.Object({
      status: Type.Enum(['filled', 'missing']),
      label: Type.String({ examples: ['Odprawa online: wypełniona'] }),
      filledAt: Type.Union([Timestamp(), Type.Null()]),
      arrivalTime: Type.Union([Type.String(), Type.Null()]),
      guests: Type.Array(CheckInGuest),
      company: Type.Union([Company, Type.Null()]),
      houseRulesAcceptances: Type.Array(Type.Object({ guestName: Type.String(), version: Type.Integer(), source: Type.String(), acceptedAt: Timestamp() })),
      accessCode: Type.String({ description: 'the stay’s access code; empty: none' }),
      lockCodes: Type.Integer({ description: 'how many codes the apartment’s lock list holds to draw from' }),
      registrationNumber: Type.String(),
    }),
  ),
});

export const AccessCodeBody = Type.Object(
  {
    accessCode: Type.Optional(withMessage(Type.String({ maxLength: 20, pattern: '^\\s*([0-9A-Za-z#*]{1,20})?\\s*$' }), 'Kod może mieć 1–20 cyfr, liter, # lub *')),
    draw: Type.Optional(Type.Boolean({ description: 'draw one from the apartment’s lock codes' })),
  },
  { examples: [{ accessCode: '4821' }, { draw: true }] },
);

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
      registrationNumber: Type.String({ description: 'the apartment’s number in the short-term rental register; empty: none yet', examples: ['PL-GDA-2026-000123'] }),
      registrationAuthority: Type.String({ examples: ['Prezydent Miasta Gdańska'] }),
      emergencyPhone: Type.String({ description: 'the host’s 24/7 contact phone', examples: ['+48 600 100 200'] }),
      houseRules: Type.Union([Type.Object({ version: Type.Integer(), body: Type.String() }), Type.Null()], { description: 'the listing’s current house rules' }),
      adults: Type.Integer(),
      children: Type.Integer(),
      onlineCheckIn: OnlineCheckIn,
      arrival: Type.Object({
        revealed: Type.Boolean({ description: 'from the arrival day’s check-in hour (Warsaw time) to the departure day' }),
        revealFrom: Type.String({ description: 'yyyy-MM-ddTHH:mm, Warsaw time', examples: ['2030-03-01T15:00'] }),
        instructions: Type.Union([Type.String(), Type.Null()], { description: 'null until revealed' }),
        accessCode: Type.Union([Type.String(), Type.Null()], { description: 'the stay’s access code; null until revealed or when none' }),
      }),
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
