import { Type, type Static } from 'typebox';
import { ClientAttributes } from '@gospodarz/contracts';
import { Aliased, Data, Page, Resource, withMessage } from '../../lib/schemas';

const ORDER_BY = ['fullName', 'email', 'phoneNumber', 'address', 'createdAt', 'reservationsCount', 'totalSpent', 'full_name', 'phone_number', 'created_at', 'city'];
const anyCase = (word: string) => word.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);

export const ClientListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, examples: [1] })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 15 })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'one search box: the name or e-mail contains it (any case), or the phone number its digits', examples: ['kowal'] })),
  fullName: Type.Optional(Type.String({ description: 'case-insensitive contains', examples: ['Kowal'] })),
  email: Type.Optional(Type.String({ description: 'case-insensitive contains', examples: ['@example.pl'] })),
  phoneNumber: Type.Optional(Type.String({ description: 'digits compared, separators ignored', examples: ['501 234'] })),
  addresses: Type.Optional(Type.String({ description: "address tags joined with '|' (any matches)", examples: ['Warszawa|Kraków'] })),
  orderBy: Type.Optional(
    withMessage(Type.Unsafe<string>({ type: 'string', enum: ORDER_BY, description: 'fullName (default), email, phoneNumber, address, createdAt, reservationsCount, totalSpent' }), 'Nie można sortować po tej kolumnie'),
  ),
  orderSort: Type.Optional(withMessage(Type.String({ pattern: `^(${anyCase('asc')}|${anyCase('desc')})$`, description: 'asc (default) or desc' }), 'Wybierz asc lub desc')),
});
export type ClientListQueryInput = Static<typeof ClientListQuery>;

const clientFields = {
  fullName: Type.Optional(Type.String({ maxLength: 200, examples: ['Jan Kowalski'] })),
  email: Type.Optional(Type.String({ maxLength: 320, examples: ['jan@example.pl'] })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 40, examples: ['501 234 567'] })),
  address: Type.Optional(Type.String({ maxLength: 500, examples: ['Warszawa'] })),
};
const clientAliases = { full_name: 'fullName', phone_number: 'phoneNumber' } as const;

/** `{client: {...}}` or the fields alone; only the fields sent change. */
export const ClientPatchBody = Aliased({ client: Type.Optional(Aliased(clientFields, clientAliases)), ...clientFields }, clientAliases, {
  description: '`{client: {...}}` or the fields alone, camelCase or snake_case',
  examples: [{ client: { fullName: 'Jan Kowalski', phoneNumber: '501 234 567' } }],
});
export type ClientPatchInput = Static<typeof ClientPatchBody>;

/** The client resource: its attributes are the contract's schema (@gospodarz/contracts, client.ts). */
export const Client = Resource('client', ClientAttributes);
export const ClientAnswer = Data(Client);
export const ClientPageAnswer = Page(Client);

export const ClientListAnswer = Type.Object({ data: Type.Array(Client) });

export const MergeBody = Type.Object(
  {
    clientIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 20, description: 'the duplicates merged into the client of the path' }),
  },
  { examples: [{ clientIds: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'] }] },
);
export type MergeInput = Static<typeof MergeBody>;
