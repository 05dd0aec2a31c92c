// The pages the bundle benchmark loads cold, each with the element that shows its data has arrived.
const DATA_ROW = 'tbody tr:not(:has(td[colspan]))';

const PAGES = [
  { name: 'desktop', path: '/front-desk/desktop', data: '#desktop-stats' },
  { name: 'reservations', path: '/front-desk/reservations', data: DATA_ROW },
  { name: 'calendar', path: '/front-desk/calendar', data: '[data-row-bars]' },
  { name: 'price list', path: '/front-desk/price-list', data: '[aria-label="Cennik: apartamenty i dni"]' },
  { name: 'messages', path: '/front-desk/messages', data: '[aria-label="Rozmowy"] button' },
  { name: 'invoices', path: '/front-desk/invoices', data: DATA_ROW },
  { name: 'work schedule', path: '/services/task-schedule', data: DATA_ROW },
  { name: 'accommodations', path: '/administration/accommodations', data: 'section[aria-label="Moje obiekty"] article' },
  { name: 'report', path: '/reports/reservation-vs-income', data: '[role="img"][aria-label^="Wykres"] svg' },
];

/** Moves between sections after the first page, by the links a user clicks: what each step loads. */
const NAVIGATION = [
  { from: '/front-desk/desktop', data: '#desktop-stats' },
  { link: ['Rezerwacje', 'tab'], data: DATA_ROW, name: 'desktop → reservations (same section)' },
  { link: ['Raporty', 'section'], data: '[role="img"][aria-label^="Wykres"] svg', name: '→ reports' },
  { link: ['Administracja', 'section'], data: 'section[aria-label="Moje obiekty"] article', name: '→ administration' },
  { link: ['Usługi', 'section'], data: DATA_ROW, name: '→ services' },
];

module.exports = { DATA_ROW, PAGES, NAVIGATION };
