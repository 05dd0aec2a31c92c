import { Type, type Static } from 'typebox';
import { CO_HOST_PERMISSIONS, CO_HOSTS_PER_PAGE, PERMISSION_LABELS } from '@gospodarz/contracts';
import { Data, Page, Resource } from '../../lib/schemas';

const permissionList = CO_HOST_PERMISSIONS.map((p) => `${p} (${PERMISSION_LABELS[p]})`).join(', ');
const Permission = Type.Enum([...CO_HOST_PERMISSIONS], { description: permissionList });
const ApartmentIds = Type.Array(Type.String({ format: 'uuid' }), { maxItems: 1000, description: 'the apartments to share (all of them: the others are taken away)' });

/** What a client may send for a co-host; a create needs firstName, email and phoneNumber, an edit sends any of them. */
const CoHostFields = {
  firstName: Type.Optional(Type.String({ maxLength: 100, examples: ['Ewa'] })),
  lastName: Type.Optional(Type.String({ maxLength: 100, examples: ['Recepcyjna'] })),
  email: Type.Optional(Type.String({ maxLength: 320, examples: ['ewa@example.pl'] })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 30, description: 'nine digits; dashes and spaces are dropped', examples: ['600-100-200'] })),
  apartmentsIds: Type.Optional(ApartmentIds),
  apartmentIds: Type.Optional(ApartmentIds),
  permissions: Type.Optional(Type.Array(Permission, { maxItems: 20, description: 'all the permissions the co-host holds after the change' })),
};

export const CoHostBody = Type.Object(
  { user: Type.Object(CoHostFields) },
  {
    description: '`{user: {...}}`; `apartmentIds` is read as `apartmentsIds`',
    examples: [
      { user: { firstName: 'Ewa', email: 'ewa@example.pl', phoneNumber: '600-100-200', apartmentsIds: [], permissions: ['reservations', 'clients'] } },
    ],
  },
);
export type CoHostBody = Static<typeof CoHostBody>;

export const CoHostQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CO_HOSTS_PER_PAGE })),
});

export const CoHostAttributes = Type.Object({
  firstName: Type.String({ examples: ['Ewa'] }),
  lastName: Type.String(),
  email: Type.String({ examples: ['ewa@example.pl'] }),
  phoneNumber: Type.String({ examples: ['600100200'] }),
  apartments: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  permissions: Type.Array(Permission),
  role: Type.Literal('householder'),
  owner: Type.Boolean(),
  invitationPending: Type.Boolean({ description: 'true until the co-host sets a password through the invitation link' }),
});

export const CoHost = Resource('householder', CoHostAttributes);
export const OneCoHost = Data(CoHost);
export const CoHostPage = Page(CoHost);
