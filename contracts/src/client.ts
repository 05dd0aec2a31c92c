import type { Resource } from './common.ts';

/** A guest of the account, with the totals of their reservations. */
export interface ClientAttributes {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  /** the guest's address; the list shows it as the city */
  address: string;
  /** reservations that were not canceled */
  reservationsCount: number;
  /** sum of the totals of those reservations in PLN */
  totalSpent: number;
  /** the same sums per currency, for guests who paid in several */
  totals: Array<{ currency: string; amount: number }>;
  createdAt: string;
}
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
