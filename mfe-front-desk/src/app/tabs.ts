/** The section's tab bar (spec): label and route of each tab. */
export const TABS = [
  { label: 'Pulpit', to: '/front-desk/desktop' },
  { label: 'Kalendarz', to: '/front-desk/calendar' },
  { label: 'Cennik', to: '/front-desk/price-list' },
  { label: 'Rezerwacje', to: '/front-desk/reservations' },
  { label: 'Klienci', to: '/front-desk/clients' },
  { label: 'Komentarze', to: '/front-desk/comments' },
  { label: 'Wiadomości', to: '/front-desk/messages' },
  { label: 'Faktury', to: '/front-desk/invoices' },
  { label: 'Raport kasowy', to: '/front-desk/cash-report' },
];

/** The price list's tabs: the grid and the rule sets (the grid's tab only on its own URL). */
export const PRICE_LIST_TABS = [
  { label: 'Aktualny cennik', to: '/front-desk/price-list', end: true },
  { label: 'Zestaw reguł', to: '/front-desk/price-list/rules' },
];
