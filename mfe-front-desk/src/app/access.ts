import type { AccessNeed, SectionTab } from '@gospodarz/shared';

/**
 * What a co-host must hold to see each tab of the section (the owner sees all; Pulpit is everyone's), as the API
 * guards them: the calendar goes with reservations, the price list and its rule sets with 'Cennik' (prices).
 */
const TAB_NEEDS: Record<string, AccessNeed> = {
  '/front-desk/calendar': 'reservations',
  '/front-desk/price-list': 'prices',
  '/front-desk/reservations': 'reservations',
  '/front-desk/clients': 'clients',
  '/front-desk/comments': 'reviews',
  '/front-desk/messages': 'conversations',
  '/front-desk/invoices': 'invoices',
  // the takings are the money the desk records: under the permission that records payments
  '/front-desk/cash-report': 'reservations',
};

/** The tabs with what each needs, for the section's layout to hide them and to refuse their addresses. */
export function withNeeds(tabs: readonly SectionTab[]): SectionTab[] {
  return tabs.map((tab) => (TAB_NEEDS[tab.to] ? { ...tab, need: TAB_NEEDS[tab.to] } : tab));
}
