/** The whole section needs the reports permission (money figures): co-hosts without it see 'Brak dostępu'. */
export const SECTION_NEED = 'reports';

/** The section's tab bar (spec): label and route of each tab. */
export const TABS = [
  { label: 'Rezerwacje a przychód', to: '/reports/reservation-vs-income' },
  { label: 'Rezerwacje a średnia cena', to: '/reports/reservation-vs-price' },
  { label: 'Źródła rezerwacji', to: '/reports/reservation-source' },
  { label: 'Najlepsze dni tygodnia', to: '/reports/most-profitable-days' },
  { label: 'Obłożenie', to: '/reports/occupancy' },
  // the host's legal duties (issue 38)
  { label: 'Opłata miejscowa', to: '/reports/tourist-tax' },
  { label: 'GUS KT-1', to: '/reports/kt1' },
  { label: 'Raport nocy', to: '/reports/nights' },
];
