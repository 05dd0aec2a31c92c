import type { ServiceKind } from '@gospodarz/shared';

/**
 * The provider lists: each route with the kind it lists and its title. The first version passed the laundry and
 * cleaning kinds swapped; the lists use the intended mapping (the laundry route lists washing).
 */
export const PROVIDER_LISTS = [
  { path: 'laundry-services', kind: 'washing', title: 'Pralnie' },
  { path: 'cleaning-services', kind: 'cleaning', title: 'Sprzątanie' },
  { path: 'catering-services', kind: 'catering', title: 'Catering' },
] as const satisfies ReadonlyArray<{ path: string; kind: ServiceKind; title: string }>;

export type ProviderList = (typeof PROVIDER_LISTS)[number];

export const listPath = (list: ProviderList) => `/services/${list.path}`;
