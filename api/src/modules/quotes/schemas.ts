import { Type, type Static } from 'typebox';
import { Aliased, DAY_PATTERN, Data, Day, Resource, Uuid, withMessage } from '../../lib/schemas';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
// '' is said to be missing, not a bad day
const Required = { minLength: 'Pole jest wymagane', required: 'Pole jest wymagane' };

/** GET /householder/quotes: the stay to price (apartamentId is read for apartmentId). */
export const QuoteQuery = Aliased(
  {
    apartmentId: withMessage(Type.String({ pattern: UUID_PATTERN }), { pattern: 'Wybierz apartament', required: 'Wybierz apartament' }),
    from: withMessage(Type.String({ minLength: 1, pattern: `^$|${DAY_PATTERN}`, description: 'check-in, yyyy-MM-dd or MM/dd/yyyy', examples: ['2030-03-01'] }), {
      ...Required,
      pattern: 'Podaj poprawną datę',
    }),
    to: withMessage(Type.String({ minLength: 1, pattern: `^$|${DAY_PATTERN}`, description: 'check-out, yyyy-MM-dd or MM/dd/yyyy', examples: ['2030-03-04'] }), {
      ...Required,
      pattern: 'Podaj poprawną datę',
    }),
    adults: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 1, examples: [2] })),
    children: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 0, examples: [0] })),
  },
  { apartamentId: 'apartmentId' },
);
export type QuoteQueryInput = Static<typeof QuoteQuery>;

export const QuoteAnswer = Data(
  Resource(
    'quote',
    Type.Object({
      apartmentId: Uuid(),
      from: Day(),
      to: Day(),
      guests: Type.Integer({ examples: [2] }),
      nights: Type.Integer({ examples: [3] }),
      pricePerNight: Type.Number({ examples: [300] }),
      totalPrice: Type.Number({ examples: [900] }),
      currency: Type.String({ examples: ['PLN'] }),
    }),
  ),
);
