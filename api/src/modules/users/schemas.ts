import { Type } from 'typebox';
import { Data, Resource, Uuid } from '../../lib/schemas';

/** A user as every answer about the signed-in user gives it. */
export const User = Resource(
  'user',
  Type.Object({
    email: Type.String({ examples: ['demo@gospodarz.pl'] }),
    firstName: Type.String({ examples: ['Jan'] }),
    lastName: Type.String({ examples: ['Kowalski'] }),
    phoneNumber: Type.String({ examples: ['600 100 200'] }),
    role: Type.Literal('householder'),
    owner: Type.Boolean({ description: 'the account’s owner; co-hosts are users of the same account with owner false' }),
    permissions: Type.Array(Type.String({ examples: ['reservations'] })),
    accountId: Uuid(),
  }),
);
export const UserAnswer = Data(User);
