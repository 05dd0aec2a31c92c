import { Type } from 'typebox';
import { Data, withMessage } from '../../lib/schemas';

export const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'the link’s token' }) });
export const TokenOrderParams = Type.Object({ token: TokenParams.properties.token, id: Type.String({ format: 'uuid' }) });

export const ActionBody = Type.Object(
  {
    status: withMessage(Type.Unsafe<string>({ type: 'string', enum: ['in_progress', 'completed', 'rejected'], description: 'Rozpocznij, Zakończ, Odrzuć' }), 'Wybierz działanie'),
    reason: Type.Optional(Type.String({ maxLength: 500, description: 'required for rejected' })),
  },
  { examples: [{ status: 'rejected', reason: 'Brak wolnego zespołu w tym dniu' }] },
);

const PageOrder = Type.Object({
  id: Type.String(),
  status: Type.String(),
  serviceDate: Type.String(),
  windowUntil: Type.Union([Type.String(), Type.Null()]),
  sameDayTurnover: Type.Boolean(),
  apartment: Type.String(),
  address: Type.String(),
  price: Type.Union([Type.Object({ name: Type.String(), amount: Type.String(), currency: Type.String() }), Type.Null()]),
  nextArrival: Type.Union([Type.Object({ at: Type.String(), guests: Type.Integer() }), Type.Null()], { description: 'when the next guests arrive and how many; never who' }),
});

export const ProviderPageAnswer = Data(
  Type.Object({
    id: Type.String(),
    type: Type.Literal('provider_page'),
    attributes: Type.Object({
      providerName: Type.String(),
      hostName: Type.String(),
      servicePerformed: Type.String(),
      status: Type.String({ description: 'pending until accepted here, accepted' }),
      orders: Type.Array(PageOrder),
    }),
  }),
);
