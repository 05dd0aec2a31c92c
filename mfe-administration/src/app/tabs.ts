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
];
