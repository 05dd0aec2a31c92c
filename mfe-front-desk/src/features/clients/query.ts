import { splitQueryList, toQueryParams } from '@gospodarz/shared';

/** The clients list in the URL: filters, sort and page, arrays joined with '|', empty values skipped. */
export const PER_PAGE = 15;
export const MAX_ADDRESS_TAGS = 5;

export interface ClientFilterValues {
  addresses: string[];
  fullName?: string;
  email?: string;
  phoneNumber?: string;
}

export interface ClientListState {
  filters: ClientFilterValues;
  page: number;
  orderSort: 'asc' | 'desc';
}

export const EMPTY_CLIENT_FILTERS: ClientFilterValues = { addresses: [] };

export function parseClientSearch(search: URLSearchParams): ClientListState {
  return {
    filters: {
      addresses: splitQueryList(search.get('addresses')).slice(0, MAX_ADDRESS_TAGS),
      fullName: search.get('fullName') ?? undefined,
      email: search.get('email') ?? undefined,
      phoneNumber: search.get('phoneNumber') ?? undefined,
    },
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    orderSort: search.get('orderSort') === 'desc' ? 'desc' : 'asc',
  };
}

export function toClientSearch(state: ClientListState): Record<string, string> {
  return toQueryParams({
    addresses: state.filters.addresses,
    fullName: state.filters.fullName?.trim(),
    email: state.filters.email?.trim(),
    phoneNumber: state.filters.phoneNumber?.trim(),
    orderSort: state.orderSort === 'desc' ? 'desc' : undefined,
    page: state.page > 1 ? state.page : undefined,
  });
}

/** GET /householder/clients: the URL's filters, sorted by full name, 15 per page. */
export function toClientApiQuery(state: ClientListState): Record<string, string> {
  return { ...toClientSearch(state), orderBy: 'fullName', orderSort: state.orderSort, perPage: String(PER_PAGE), page: String(state.page) };
}
