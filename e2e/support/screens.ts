import type { Page } from 'playwright-core';
import { apiCall } from './browser';

// Every built screen of the signed-in suite, with the heading that says it is there: what the phone layout test and
// the accessibility test walk through. Screens of one record take the demo account's first record.

export interface Screen {
  path: string;
  heading: RegExp | string;
  /** the screenshot the phone layout test keeps of it */
  shot?: string;
}

const first = async (page: Page, list: string): Promise<string | undefined> =>
  (await apiCall<{ data: Array<{ id: string }> }>(page, `/householder/${list}?perPage=1`)).data[0]?.id;

/** For a test that walks every built screen (about forty), each loaded cold: two minutes are not enough on a busy machine. */
export const EVERY_SCREEN_TIMEOUT = 300_000;

export async function builtScreens(page: Page): Promise<Screen[]> {
  const reservation = await first(page, 'reservations');
  const client = await first(page, 'clients');
  const listing = await first(page, 'accommodations');
  const invoice = await first(page, 'invoices');
  const one = (id: string | undefined, screen: Screen): Screen[] => (id ? [screen] : []);

  return [
    { path: '/front-desk/desktop', heading: 'Pulpit', shot: 'phone-desktop' },
    { path: '/front-desk/calendar', heading: 'Kalendarz' },
    { path: '/front-desk/price-list', heading: /Cennik|Aktualny cennik/ },
    { path: '/front-desk/price-list/rules', heading: /Zestaw reguł|Reguły/ },
    { path: '/front-desk/price-list/rules/new', heading: /.+/ },
    { path: '/front-desk/reservations', heading: 'Rezerwacje', shot: 'phone-reservations' },
    ...one(reservation, { path: `/front-desk/reservations/${reservation}`, heading: /Rezerwacja/, shot: 'phone-reservation-details' }),
    ...one(reservation, { path: `/front-desk/reservations/${reservation}/edit`, heading: /.+/ }),
    { path: '/front-desk/clients', heading: 'Klienci' },
    ...one(client, { path: `/front-desk/clients/${client}`, heading: /.+/ }),
    { path: '/front-desk/comments', heading: 'Komentarze' },
    { path: '/front-desk/messages', heading: 'Wiadomości' },
    { path: '/front-desk/invoices', heading: 'Faktury' },
    { path: '/front-desk/invoices/new', heading: /.+/ },
    ...one(invoice, { path: `/front-desk/invoices/${invoice}`, heading: /Faktura/ }),
    { path: '/front-desk/cash-report', heading: 'Raport kasowy', shot: 'phone-cash-report' },
    { path: '/services/task-schedule', heading: 'Harmonogram prac', shot: 'phone-task-schedule' },
    { path: '/services/cleaning-services', heading: /Sprzątanie/ },
    { path: '/services/laundry-services', heading: /Pralnie/ },
    { path: '/services/catering-services', heading: /Catering/ },
    { path: '/services/cleaning-services/new', heading: /.+/ },
    { path: '/services/co-hosts', heading: 'Współgospodarze' },
    { path: '/services/co-hosts/new', heading: /.+/ },
    { path: '/reports/reservation-vs-income', heading: 'Rezerwacje a przychód', shot: 'phone-report' },
    { path: '/reports/reservation-vs-price', heading: /.+/ },
    { path: '/reports/reservation-source', heading: /.+/ },
    { path: '/reports/most-profitable-days', heading: /.+/ },
    { path: '/reports/occupancy', heading: 'Obłożenie' },
    { path: '/administration/accommodations', heading: 'Obiekty' },
    ...one(listing, { path: `/administration/accommodations/${listing}`, heading: /.+/ }),
    { path: '/administration/accommodations/new', heading: /.+/ },
    { path: '/administration/messages-settings', heading: 'Szablony wiadomości' },
    { path: '/administration/messages-settings/new', heading: /.+/ },
    { path: '/administration/invoices-settings', heading: 'Ustawienia faktur' },
    { path: '/administration/page-creator', heading: /.+/ },
    { path: '/administration/integrations', heading: /.+/ },
    { path: '/me/profile', heading: 'Mój profil' },
    { path: '/me/change-password', heading: /.+/ },
  ];
}

/** Waits for the screen's heading and then until nothing is loading (the live notifications never idle the network). */
export async function screenReady(page: Page, screen: Screen): Promise<void> {
  await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .chakra-spinner, .chakra-skeleton'));
}
