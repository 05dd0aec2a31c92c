/** Administration belongs to the account's owner: no co-host permission opens it. */
export const SECTION_NEED = 'owner';

/** The section's tab bar (spec): label and route of each tab. */
export const TABS = [
  { label: 'Obiekty', to: '/administration/accommodations' },
  { label: 'Kreator strony', to: '/administration/page-creator' },
  { label: 'Integracje', to: '/administration/integrations' },
  { label: 'Szablony wiadomości', to: '/administration/messages-settings' },
  { label: 'Ustawienia faktur', to: '/administration/invoices-settings' },
  { label: 'Analiza wysyłek', to: '/administration/shipment-analysis' },
  { label: 'Właściciele', to: '/administration/owners' },
  // the host's legal duties (issue 38): the listings' tourist tax, RODO's retention and the account's export
  { label: 'Opłata miejscowa i RODO', to: '/administration/legal' },
];
