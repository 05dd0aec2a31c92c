import { Type } from 'typebox';
import { Data, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';

// The law of a host in a listing (issue 38): house rules with their versions, the 24/7 contact phone, the check-in
// reminder switch, and per apartment the registration number, the arrival instructions and the lock's codes.

const RulesVersion = Type.Object({ version: Type.Integer({ examples: [2] }), savedAt: Timestamp() });

export const ListingLaw = Data(
  Resource(
    'listing_law',
    Type.Object({
      houseRules: Type.Object({
        version: Type.Union([Type.Integer(), Type.Null()], { description: 'the current version; null: never written' }),
        body: Type.String({ description: 'the current text; empty: none' }),
        savedAt: Type.Union([Timestamp(), Type.Null()]),
      }),
      houseRulesVersions: Type.Array(RulesVersion, { description: 'every saved version, newest first' }),
      emergencyPhone: Type.String({ description: 'the 24/7 contact phone shown to guests', examples: ['+48 600 100 200'] }),
      checkInReminder: Type.Boolean({ description: 'guests who have not filled the online check-in get a reminder 3 days before arrival' }),
      apartments: Type.Array(
        Type.Object({
          id: Uuid(),
          name: Type.String(),
          registrationNumber: Type.String({ examples: ['PL-GDA-2026-000123'] }),
          registrationAuthority: Type.String({ examples: ['Prezydent Miasta Gdańska'] }),
          arrivalInstructions: Type.String({ description: 'shown to the guest from the arrival day’s check-in hour' }),
          lockCodes: Type.Array(Type.String(), { description: 'codes the product draws a stay’s access code from' }),
        }),
      ),
    }),
  ),
);

const LOCK_CODE = '^[0-9A-Za-z#*]{1,20}$';

export const ListingLawBody = Type.Object(
  {
    houseRules: Type.Optional(withMessage(Type.String({ maxLength: 20_000 }), { maxLength: 'Regulamin może mieć najwyżej 20 000 znaków' })),
    emergencyPhone: Type.Optional(
      withMessage(Type.String({ maxLength: 30, pattern: '^\\s*(\\+?[0-9][0-9 ()-]{5,24})?\\s*$' }), 'Podaj numer telefonu, np. +48 600 100 200'),
    ),
    checkInReminder: Type.Optional(Type.Boolean()),
    apartments: Type.Optional(
      Type.Array(
        Type.Object({
          id: Uuid(),
          registrationNumber: Type.Optional(withMessage(Type.String({ maxLength: 100 }), 'Numer rejestracyjny może mieć najwyżej 100 znaków')),
          registrationAuthority: Type.Optional(withMessage(Type.String({ maxLength: 200 }), 'Nazwa organu może mieć najwyżej 200 znaków')),
          arrivalInstructions: Type.Optional(withMessage(Type.String({ maxLength: 5000 }), 'Instrukcje mogą mieć najwyżej 5000 znaków')),
          lockCodes: Type.Optional(
            withMessage(Type.Array(withMessage(Type.String({ pattern: LOCK_CODE }), 'Kod może mieć 1–20 cyfr, liter, # lub *'), { maxItems: 200 }), {
              maxItems: 'Najwyżej 200 kodów',
            }),
          ),
        }),
        { maxItems: 100 },
      ),
    ),
  },
  {
    examples: [
      {
        houseRules: 'REGULAMIN PORZĄDKOWY\n\n1. Cisza nocna 22:00–6:00.',
        emergencyPhone: '+48 600 100 200',
        checkInReminder: true,
        apartments: [{ id: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b', registrationNumber: 'PL-GDA-2026-000123', registrationAuthority: 'Prezydent Miasta Gdańska', lockCodes: ['4821', '7730'] }],
      },
    ],
  },
);
