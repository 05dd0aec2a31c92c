import { Type, type Static } from 'typebox';
import type { Resource } from './common.ts';

const Amount = Type.Number({ examples: [1250.5] });

/**
 * A guest of the account, with the totals of their reservations: declared once, as the schema the API answers with
 * (api/src/modules/clients/schemas.ts wraps it in the resource) and, as a type, what the apps read.
 */
export const ClientAttributes = Type.Object({
  id: Type.String({ format: 'uuid', examples: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'] }),
  fullName: Type.String({ examples: ['Jan Kowalski'] }),
  email: Type.String({ examples: ['jan@example.pl'] }),
  phoneNumber: Type.String({ examples: ['501 234 567'] }),
  /** the guest's address; the list shows it as the city */
  address: Type.String({ examples: ['Warszawa'] }),
  /** reservations that were not canceled */
  reservationsCount: Type.Integer({ examples: [3] }),
  /** sum of the totals of those reservations in PLN */
  totalSpent: Amount,
  /** the same sums per currency, for guests who paid in several */
  totals: Type.Array(Type.Object({ currency: Type.String({ examples: ['PLN'] }), amount: Amount })),
  createdAt: Type.String({ format: 'date-time', examples: ['2030-03-01T12:00:00.000Z'] }),
});
export type ClientAttributes = Static<typeof ClientAttributes>;
export type ClientDto = Resource<ClientAttributes, 'client'>;

export interface ClientPayload {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  address?: string;
}

export type ClientOrderBy = 'fullName' | 'email' | 'phoneNumber' | 'address' | 'createdAt' | 'reservationsCount' | 'totalSpent';

/** The query of GET /householder/clients; `addresses` is sent joined with '|'. */
export interface ClientListQuery {
  page?: number;
  perPage?: number;
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  addresses?: string[];
  orderBy?: ClientOrderBy;
  orderSort?: 'asc' | 'desc';
}
